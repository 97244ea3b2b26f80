import { DRIVER_COST_PER_DAY, estimatePrice, isValidDateString, type DriverOption } from '@app/shared';
import { formatPrice } from '../../lib/format';
import { usePageMessages } from '../../lib/i18n/page-messages';
import type { Messages } from '../../lib/i18n/catalogs';

export interface PriceSummaryProps {
  perDay: number;
  pickupDate?: string;
  pickupTime?: string;
  returnDate?: string;
  returnTime?: string;
  driverOption: DriverOption;
}

/**
 * What stands in for a price the dates do not give yet (the spec's estimate is 0 then): ask for
 * the dates, or for a return after the pickup. Null once there is a price.
 */
export function priceHint(m: Messages, props: PriceSummaryProps): string | null {
  if (estimatePrice(props).days > 0) return null;
  const datesChosen = isValidDateString(props.pickupDate ?? '') && isValidDateString(props.returnDate ?? '');
  return datesChosen ? m.bookingFlow.priceNeedsReturnAfterPickup : m.bookingFlow.priceNeedsDates;
}

/** The estimate from the shared pricing function (the server checks the same number). */
export function PriceSummary(props: PriceSummaryProps) {
  const m = usePageMessages();
  const P = m.bookingUi.price;
  const price = estimatePrice(props);
  const hint = priceHint(m, props);
  return (
    <div data-testid="price-summary">
      <dl className="space-y-2 text-sm">
        {!hint && (
          <>
            <div className="flex justify-between gap-4 text-slate-700">
              <dt>{P.vehicleLine(price.days, formatPrice(props.perDay))}</dt>
              <dd className="font-medium text-slate-900">{formatPrice(price.vehicleCost)}</dd>
            </div>
            {props.driverOption === 'withDriver' && (
              <div className="flex justify-between gap-4 text-slate-700">
                <dt>{P.driverLine(price.days, formatPrice(DRIVER_COST_PER_DAY))}</dt>
                <dd className="font-medium text-slate-900">{formatPrice(price.driverCost)}</dd>
              </div>
            )}
          </>
        )}
        <div className={`flex items-baseline justify-between gap-4 ${hint ? '' : 'border-t border-slate-200 pt-3'}`}>
          {/* Beside a price the label may wrap ("Geschätzter Gesamtpreis" and a 2xl total overflow a 360 px phone); beside the hint it keeps its line. */}
          <dt className={`font-semibold text-slate-900 ${hint ? 'shrink-0' : ''}`}>{m.bookingFlow.estimatedTotal}</dt>
          <dd className="text-right" aria-live="polite">
            {hint ? (
              <span className="text-sm text-slate-600" data-testid="price-hint">
                {hint}
              </span>
            ) : (
              <span className="text-2xl font-bold text-teal-800" data-testid="estimated-total">
                {formatPrice(price.total)}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
