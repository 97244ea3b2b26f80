import type { BookingEvent } from '@app/shared';
import { formatAmountIn, formatPrice } from './format';
import { ENGLISH_PAGE_MESSAGES, type PageMessages } from './i18n/page-messages';

/**
 * A row of the payments ledger in the history, as the tourist and the office both read it: what
 * came in or went back, how much (in another currency with its dollars) and how.
 */
export function describePayment(p: NonNullable<BookingEvent['payment']>, m: PageMessages = ENGLISH_PAGE_MESSAGES): string {
  const T = m.tripsUi.paymentEvents;
  const P = m.staffBookingsUi.payments;
  const amount = p.currency === 'USD' ? formatPrice(p.amountUsd) : `${formatAmountIn(p.amount, p.currency)} (${formatPrice(p.amountUsd)})`;
  if (p.reversal) return T.reversed(P.kinds[p.kind], amount);
  return p.kind === 'refund' ? T.refunded(amount, P.methods[p.method]) : T.received(P.kinds[p.kind], amount, P.methods[p.method]);
}
