import { bindCatalog } from './i18n/catalog';
import { EMAIL } from './ui-messages/email';
import { RECEIPT } from './ui-messages/receipt';

/**
 * The e-mails' sentences, and the receipt PDF's: the server's alone (`@app/shared/email-messages`),
 * so no browser downloads them; their keys sit in the same catalogs as every other sentence.
 */
export const EMAIL_MESSAGES = { email: EMAIL, receipt: RECEIPT } as const;

bindCatalog(EMAIL_MESSAGES);
