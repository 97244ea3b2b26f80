/**
 * The transfers module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns the `transfer_fares` table: the fixed fares of airport transfers staff set per destination
 * and vehicle type; the others are seeded from the road distance (decision 111).
 */

/** Queries: the fare table in force, one destination's fares (404 when none). */
export { fareTable, transferFareOf, type TransferFare } from './service';
