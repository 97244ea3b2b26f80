/**
 * The drivers module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns no table: drivers are accounts (the users module's table); this module holds the rules of
 * driver profiles, licences and their verification, who travellers see, assignment ranking and
 * retirement, through the users, bookings and reviews faces (decision 102).
 */

/** Queries for the public pages' heads and sitemap (decision 102). */
export { publicDriver, listedDrivers } from './service';
/** The demo drivers' portraits at first start (seed). */
export { storeDriverPhoto, photoOfDriver } from './service';
