/**
 * The pages module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns the `info_page_texts` table: the office's editable information pages.
 */

/** Query: every page's title and last change per language (the public pages' heads and sitemap), kept briefly. */
export { infoPageFacts, type InfoPageFact, type InfoPageFacts } from './service';
