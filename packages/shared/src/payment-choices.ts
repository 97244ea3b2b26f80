import { fromCents, toCents } from './money';
import type { PaymentKind } from './schemas/money';
import type { Booking } from './schemas/entities';

/** What the office's record-payment form offers on a booking: the kinds that can apply now, one chosen, and its amount. */
export interface PaymentChoices {
  kinds: PaymentKind[];
  preselected: PaymentKind | null;
  /** The amount the preselected kind is due (US dollars), or null when nothing is due of it. */
  amount: number | null;
}

const UNDER_WAY_OR_DONE = new Set(['picked_up', 'en_route', 'completed']);

/**
 * The kinds of payment possible in the booking's state (issue 26, item 7): a cancelled booking
 * takes only a refund, and only while something is held; otherwise the deposit while it is due,
 * the balance while it is due, extras once the trip is under way, a refund while something is
 * held. The form preselects the one the booking waits for, with what is due of it.
 */
export function paymentChoices(b: Pick<Booking, 'bookingStatus' | 'paymentSummary'>): PaymentChoices {
  const s = b.paymentSummary;
  const held = fromCents(toCents(s.paid) - toCents(s.refunded));
  if (b.bookingStatus === 'cancelled') {
    return held > 0 ? { kinds: ['refund'], preselected: 'refund', amount: s.refundDue > 0 ? s.refundDue : null } : { kinds: [], preselected: null, amount: null };
  }
  const kinds: PaymentKind[] = [];
  if (s.depositDue > 0) kinds.push('deposit');
  if (s.balanceDue > 0 || kinds.length === 0) kinds.push('balance');
  if (UNDER_WAY_OR_DONE.has(b.bookingStatus)) kinds.push('extra');
  if (held > 0) kinds.push('refund');
  const preselected = kinds[0]!;
  const amount = preselected === 'deposit' ? s.depositDue : preselected === 'balance' && s.balanceDue > 0 ? s.balanceDue : null;
  return { kinds, preselected, amount };
}
