import { bindCatalog } from './i18n/catalog';
import { EMAIL } from './ui-messages/email';

/**
 * The e-mails' sentences: the server's alone (`@app/shared/email-messages`), so no browser
 * downloads them; their keys sit in the same catalogs as every other sentence.
 */
export const EMAIL_MESSAGES = { email: EMAIL } as const;

bindCatalog(EMAIL_MESSAGES);
