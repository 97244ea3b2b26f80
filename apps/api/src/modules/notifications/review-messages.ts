import { type Booking } from '@app/shared';
import { mailText, withSignature, type MailRecipient, type Outgoing } from './messages';

/**
 * Reviews from real trips (decision 094), in the reader's language: the request after a completed
 * trip (a link to rate it in My Bookings), and the notice that staff hid a review, with their reason.
 */
export function reviewRequestMail(b: Booking, to: MailRecipient, link: string): Outgoing {
  const t = mailText(to.lang);
  return {
    kind: 'review_request',
    recipient: to.email,
    subject: t.review.request.subject(`${b.vehicleBrand} ${b.vehicleModel}`),
    body: withSignature(t, t.review.request.body(b.name, b.driverId ? 'yes' : 'no', link)),
  };
}

export function reviewHiddenMail(b: Booking, to: MailRecipient, reason: string): Outgoing {
  const t = mailText(to.lang);
  return {
    kind: 'review_hidden',
    recipient: to.email,
    subject: t.review.hidden.subject,
    body: withSignature(t, t.review.hidden.body(b.name, `${b.vehicleBrand} ${b.vehicleModel}`, reason)),
  };
}
