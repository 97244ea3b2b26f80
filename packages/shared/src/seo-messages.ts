import { bindCatalog } from './i18n/catalog';
import { SEO } from './ui-messages/seo';

/**
 * The sentences of the public pages' heads (decision 095): the server's alone
 * (`@app/shared/seo-messages`), which writes each page's title and description; their keys sit in
 * the same catalogs as every other sentence.
 */
export const SEO_MESSAGES = { seo: SEO } as const;

bindCatalog(SEO_MESSAGES);
