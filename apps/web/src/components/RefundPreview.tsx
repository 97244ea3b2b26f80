import { cancellationRefund, localDateTimeToEpochMs, type Booking } from '@app/shared';
import { formatMoment, formatPrice } from '../lib/format';
import { usePageMessages } from '../lib/i18n/page-messages';

/**
 * What cancelling a booking now gives back, in a cancel dialog (the tourist's and the office's):
 * the amount, the share and the tier from the booking's own tiers, and until when it holds,
 * computed by the shared `cancellationRefund` the server records the refund with (issue 26).
 */
export function RefundPreview({ booking, now, staff = false }: { booking: Booking; now: number; staff?: boolean }) {
  const T = usePageMessages().tripsUi.refund;
  const pickupAt = localDateTimeToEpochMs(booking.pickupDate, booking.pickupTime);
  const s = booking.paymentSummary;
  if (pickupAt === null) return null;
  const held = Math.max(0, s.paid - s.refunded);
  const box = 'mt-3 rounded-lg px-4 py-3 text-sm ring-1 ring-inset';
  if (held <= 0) {
    return (
      <p className={`${box} bg-slate-50 text-slate-800 ring-slate-200`} data-testid="refund-preview">
        {T.nothingPaid}
      </p>
    );
  }
  const refund = cancellationRefund(booking.quote.cancellation, pickupAt, held, now);
  return (
    <div className={`${box} ${refund.amount > 0 ? 'bg-emerald-50 text-emerald-950 ring-emerald-200' : 'bg-amber-50 text-amber-950 ring-amber-200'}`} data-testid="refund-preview">
      <p className="font-semibold">
        {refund.amount > 0 ? T.due(formatPrice(refund.amount), refund.percent, formatPrice(held), refund.tierHours) : T.none(formatPrice(held), refund.tierHours)}
      </p>
      {refund.changesAt !== null && refund.nextPercent !== null && <p className="mt-1">{T.until(formatMoment(new Date(refund.changesAt).toISOString()), refund.nextPercent)}</p>}
      {refund.amount > 0 && !staff && <p className="mt-1">{T.paidBack}</p>}
    </div>
  );
}
