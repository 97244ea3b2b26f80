/**
 * The timeline module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns no table: the office's day view reads bookings (a read model).
 */

/** Nothing yet: no other module calls it. */
export {};
