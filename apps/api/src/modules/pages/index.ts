/**
 * The pages module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns the `info_page_texts` table: the office's editable information pages.
 */

/** Nothing yet: no other module calls it. */
export {};
