import { MESSAGES } from './messages';
import { PAGE_MESSAGES } from './page-messages';
import { EMAIL_MESSAGES } from './email-messages';
import { INFO_PAGE_MESSAGES } from './info-page-messages';
import { SEO_MESSAGES } from './seo-messages';

/**
 * Every sentence of the product in one tree: what the catalogs translate and their check reads
 * (`@app/shared/all-messages`). The apps import the parts they show.
 */
export const ALL_MESSAGES = { ...MESSAGES, ...PAGE_MESSAGES, ...EMAIL_MESSAGES, ...INFO_PAGE_MESSAGES, ...SEO_MESSAGES };
