/**
 * The places module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns the `road_corrections` table: the admin's corrections of the road graph shipped in
 * packages/shared (the places and the roads are data of the code, decision 105).
 */

/** Queries: the road graph in force, and an itinerary planned over it or refused (400). */
export { currentRoadGraph, checkedItinerary } from './service';
