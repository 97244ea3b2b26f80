/**
 * The drivers module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns no table: drivers are accounts (the users module's table); this module holds the rules of
 * driver profiles, assignment ranking and retirement, through the users and bookings faces.
 */

/** Nothing yet: no other module calls it. */
export {};
