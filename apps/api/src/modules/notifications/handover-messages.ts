import { formatInstantIn, shortReference, type Booking } from '@app/shared';
import { languageOf, mailText, withSignature, type BookingMailLinks, type MailRecipient, type Outgoing } from './messages';

/**
 * The e-mail after a handover or a return (decision 112), in the tourist's language: the vehicle,
 * when, and the way to My Bookings. The condition report rides along as a PDF, made when the
 * e-mail goes out (the handovers module's reaction in apps/api/src/outbox-worker.ts).
 */
export function conditionReportMail(step: 'handover' | 'return', b: Booking, to: MailRecipient, links: BookingMailLinks, at: string): Outgoing {
  const lang = languageOf(to);
  const t = mailText(lang).conditionReport[step];
  return {
    kind: step === 'handover' ? 'handover_report' : 'return_report',
    recipient: to.email,
    subject: t.subject(shortReference(b._id)),
    body: withSignature(mailText(lang), t.body(b.name, `${b.vehicleBrand} ${b.vehicleModel}`, formatInstantIn(at, lang, true), links.myBookings)),
  };
}
