import { bindCatalog } from './i18n/catalog';
import { CONDITION_REPORT } from './ui-messages/condition-report';
import { EMAIL } from './ui-messages/email';
import { RECEIPT } from './ui-messages/receipt';
import { TRIP_LINKS_TEXT } from './ui-messages/trip-links';

/**
 * The e-mails' sentences, the receipt PDF's and the condition report's, and what calendar events and chat links say (decision
 * 108): the server's alone (`@app/shared/email-messages`),
 * so no browser downloads them; their keys sit in the same catalogs as every other sentence.
 */
export const EMAIL_MESSAGES = { email: EMAIL, receipt: RECEIPT, conditionReport: CONDITION_REPORT, tripLinks: TRIP_LINKS_TEXT } as const;

bindCatalog(EMAIL_MESSAGES);
