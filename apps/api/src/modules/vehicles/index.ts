/**
 * The vehicles module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns the `vehicles` table; reads `bookings` for availability (booked periods, the in-memory index).
 */
/** Query: a vehicle row (optionally locked), for a booking's price and checks. */
export { findVehicle, findAvailableVehicles } from './repo';
/** Queries of the public pages (heads, sitemap): a vehicle from memory when it can be, the offered fleet. */
export { publicVehicle, offeredVehicles } from './service';
/** The in-memory availability index (SEARCH_INDEX=memory), built and refreshed by the app. */
export { AvailabilityIndex } from './availability-index-service';
/** Queries of out-of-service periods (decision 101): the fleet timeline's, with staff's reason; and whether one meets a time span. */
export { listPeriodsOverlapping as listOutOfServiceOverlapping, outOfServiceDuring } from './out-of-service-repo';
