import { formatDateIn, shortReference, type Booking } from '@app/shared';
import { languageOf, mailText, withSignature, type BookingMailLinks, type MailRecipient, type Outgoing } from './messages';

/**
 * A self-drive tourist's documents (decision 107), in the tourist's language: a document staff
 * rejected (their reason), and the reminder before pickup of what is still missing. Neither
 * carries a document nor a link to one: only the way to My Bookings.
 */
type Kind = keyof ReturnType<typeof mailText>['documents']['kinds'];

export function documentRejectedMail(b: Booking, to: MailRecipient, links: BookingMailLinks, kind: Kind, reason: string): Outgoing {
  const t = mailText(languageOf(to));
  return {
    kind: 'document_rejected',
    recipient: to.email,
    subject: t.documents.rejected.subject(shortReference(b._id)),
    body: withSignature(t, t.documents.rejected.body(b.name, t.documents.kinds[kind], reason, links.myBookings)),
  };
}

export function documentsMissingMail(b: Booking, to: MailRecipient, links: BookingMailLinks, missing: readonly Kind[]): Outgoing {
  const lang = languageOf(to);
  const t = mailText(lang);
  const date = formatDateIn(b.pickupDate, lang);
  return {
    kind: 'documents_missing',
    recipient: to.email,
    subject: t.documents.reminder.subject(shortReference(b._id), date),
    body: withSignature(t, t.documents.reminder.body(b.name, date, missing.map((kind) => `- ${t.documents.kinds[kind]}`).join('\n'), links.myBookings)),
  };
}
