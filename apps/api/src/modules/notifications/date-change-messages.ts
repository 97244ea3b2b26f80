import { priceDifference, shortReference, type Booking } from '@app/shared';
import { moneyFormat } from '../../lib/money-text';
import { languageOf, mailText, summary, whatToBring, withSignature, type BookingMailLinks, type MailRecipient, type Outgoing } from './messages';

/**
 * The answer to a tourist's request for new dates (decision 087), in the tourist's language:
 * accepted (the trip as it is now, the new total and its difference to the one before), or
 * declined (the staff's reason, and the booking as it stays).
 */
export function dateChangeApprovedMail(b: Booking, to: MailRecipient, links: BookingMailLinks, previousTotal: number): Outgoing {
  const lang = languageOf(to);
  const t = mailText(lang);
  const { usd } = moneyFormat(lang);
  const difference = priceDifference(previousTotal, b.totalPrice);
  return {
    kind: 'date_change_approved',
    recipient: to.email,
    subject: t.dateChange.approved.subject(shortReference(b._id)),
    body: withSignature(t, t.dateChange.approved.body(b.name, usd(b.totalPrice), difference.direction, usd(difference.amount), summary(t, lang, b, links), whatToBring(t, b))),
  };
}

export function dateChangeDeclinedMail(
  b: Booking,
  to: MailRecipient,
  links: BookingMailLinks,
  request: { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string; reason: string },
): Outgoing {
  const lang = languageOf(to);
  const t = mailText(lang);
  const requested = `${request.pickupDate} ${request.pickupTime} – ${request.returnDate} ${request.returnTime}`;
  return {
    kind: 'date_change_declined',
    recipient: to.email,
    subject: t.dateChange.declined.subject(shortReference(b._id)),
    body: withSignature(t, t.dateChange.declined.body(b.name, requested, request.reason, summary(t, lang, b, links))),
  };
}
