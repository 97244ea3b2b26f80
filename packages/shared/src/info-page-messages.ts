import { bindCatalog } from './i18n/catalog';
import { INFO_PAGES } from './ui-messages/info-pages';

/**
 * The default texts of the travellers' pages (decision 085): the server's alone
 * (`@app/shared/info-page-messages`), which answers them from `GET /api/pages/:slug`, so no
 * browser downloads every page's text with its code; their keys sit in the same catalogs as
 * every other sentence.
 */
export const INFO_PAGE_MESSAGES = { infoPages: INFO_PAGES } as const;

bindCatalog(INFO_PAGE_MESSAGES);
