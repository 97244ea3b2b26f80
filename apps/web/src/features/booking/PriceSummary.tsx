import type { ReactNode } from 'react';
import { ROADS, chosenAddOns, isValidDateString, planItinerary, roadGraph, type CancellationTier, type ItineraryStop, type QuotedItinerary } from '@app/shared';
import { formatPrice } from '../../lib/format';
import { usePageMessages, type PageMessages } from '../../lib/i18n/page-messages';
import type { Messages } from '../../lib/i18n/catalogs';
import { useQuote, type QuoteTrip } from './api';
import { tripQuote, usePublicPricing } from '../../lib/pricing';
import { ApproxAmount } from '../../components/ApproxAmount';
import { quoteLineLabel, useAddOns } from '../../lib/add-ons';

/** The trip the server quotes (its extras are lines of the same quote), at the vehicle's day price. */
export interface PriceSummaryProps extends QuoteTrip {
  perDay: number;
  /** Also the kilometres included and the refund tiers (the review before confirming). */
  showTerms?: boolean;
}

/**
 * What stands in for a price the dates do not give yet (the spec's estimate is 0 then): ask for
 * the dates, or for a return after the pickup. Null once there is a price.
 */
export function priceHint(m: Messages, props: PriceSummaryProps): string | null {
  // Days counted by the one price helper (any policy gives the same days).
  if (tripQuote(props.perDay, props, props.driverOption, undefined)) return null;
  const datesChosen = isValidDateString(props.pickupDate ?? '') && isValidDateString(props.returnDate ?? '');
  return datesChosen ? m.bookingFlow.priceNeedsReturnAfterPickup : m.bookingFlow.priceNeedsDates;
}

/** The refund tiers as sentences, most hours first, ending with what happens later. */
export function cancellationSentences(P: PageMessages['bookingUi']['price'], tiers: readonly CancellationTier[]): string[] {
  const sorted = [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  const sentences = sorted.map((t) => (t.hoursBefore > 0 ? P.tierBack(t.hoursBefore, t.refundPercent) : t.refundPercent > 0 ? P.tierUntilPickup(t.refundPercent) : P.tierNothing));
  if (!sorted.some((t) => t.hoursBefore === 0)) sentences.push(P.tierNothing);
  return sentences;
}

/**
 * A round trip's nights and kilometres over the shipped roads, for the estimate shown until the
 * server's quote (over the roads in force, corrections included) answers; none without a route.
 */
export function shippedRoute(trip: { itinerary?: readonly ItineraryStop[]; driverOption: string }): QuotedItinerary | undefined {
  if (!trip.itinerary || trip.driverOption !== 'withDriver') return undefined;
  return planItinerary(trip.itinerary, roadGraph(ROADS));
}

/**
 * The price of a trip: the server's quote (the lines, deposit and balance the booking will get
 * under the current policy) once it has answered; before that, or without a connection, the same
 * shared quote over the published policy (the spec's estimate under the default one).
 */
export function PriceSummary(props: PriceSummaryProps) {
  const m = usePageMessages();
  const P = m.bookingUi.price;
  const hint = priceHint(m, props);
  const quote = useQuote(props);
  const { data: pricing } = usePublicPricing();
  const { data: offered } = useAddOns((props.addOns?.length ?? 0) > 0);
  const q = hint ? undefined : quote.data;
  const shown = q ?? (hint ? null : tripQuote(props.perDay, props, props.driverOption, pricing, chosenAddOns(offered, props.addOns), shippedRoute(props)));
  const lines = (shown?.lines ?? []).map((line) => ({ key: line.addOn ? `${line.code}-${line.addOn.id}` : line.code, code: line.code, label: quoteLineLabel(m, line, shown?.days ?? 0), amount: line.amount }));
  const total = shown?.total ?? 0;
  return (
    <div data-testid="price-summary" aria-busy={quote.isFetching}>
      <dl className="space-y-2 text-sm">
        {!hint &&
          lines.map((line) => (
            <div key={line.key} className="flex justify-between gap-4 text-slate-700" data-testid={`quote-line-${line.code}`}>
              <dt>{line.label}</dt>
              <dd className="font-medium text-slate-900">{formatPrice(line.amount)}</dd>
            </div>
          ))}
        <div className={`flex items-baseline justify-between gap-4 ${hint ? '' : 'border-t border-slate-200 pt-3'}`}>
          {/* Beside a price the label may wrap ("Geschätzter Gesamtpreis" and a 2xl total overflow a 360 px phone); beside the hint it keeps its line. */}
          <dt className={`font-semibold text-slate-900 ${hint ? 'shrink-0' : ''}`}>{m.bookingFlow.estimatedTotal}</dt>
          <dd className="text-right" aria-live="polite">
            {hint ? (
              <span className="text-sm text-slate-600" data-testid="price-hint">
                {hint}
              </span>
            ) : (
              <>
                <span className="text-2xl font-bold text-teal-800" data-testid="estimated-total">
                  {formatPrice(total)}
                </span>
                <ApproxAmount usd={total} className="block text-xs text-slate-600" />
              </>
            )}
          </dd>
        </div>
        {/* From the estimate too, so the rows are there before the server's quote (nothing below moves when it answers). */}
        {shown && (
          <>
            <div className="flex justify-between gap-4 text-slate-700" data-testid="deposit-due">
              <dt>{P.deposit}</dt>
              <dd className="font-medium text-slate-900">{formatPrice(shown.depositDue)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-slate-700" data-testid="balance-due">
              <dt>{P.balance}</dt>
              <dd className="font-medium text-slate-900">{formatPrice(shown.balanceDue)}</dd>
            </div>
          </>
        )}
      </dl>
      {q && props.showTerms && (
        <div className="mt-4 space-y-2 border-t border-slate-200 pt-3 text-xs text-slate-600" data-testid="trip-terms">
          {q.includedKm > 0 && <p>{P.kmIncluded(q.includedKm, formatPrice(q.extraKmRate))}</p>}
          <p className="font-semibold text-slate-800">{P.cancellationTitle}</p>
          <ul className="list-disc space-y-1 ps-4">
            {cancellationSentences(P, q.cancellation).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The card the price stands in beside the booking form and its review: titled, in view while a wide screen scrolls. */
export function PriceCard({ titleId, title, className = '', children }: { titleId: string; title: string; className?: string; children: ReactNode }) {
  return (
    <aside aria-labelledby={titleId} className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24 ${className}`.trim()}>
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </aside>
  );
}
