/**
 * The date-changes module's face (docs/architecture/modules.md): the only file other modules
 * import (the app registers its HTTP routes from routes.ts). Owns the `date_change_requests` table: a tourist's request to move their trip, and
 * staff's answer.
 */

/** Nothing yet: no other module calls it. */
export {};
