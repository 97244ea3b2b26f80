import { DRIVER_COST_PER_DAY, estimatePrice, formatPrice, type DriverOption } from '@app/shared';

export interface PriceSummaryProps {
  perDay: number;
  pickupDate?: string;
  pickupTime?: string;
  returnDate?: string;
  returnTime?: string;
  driverOption: DriverOption;
}

const plural = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The estimate from the shared pricing function (the server checks the same number). */
export function PriceSummary(props: PriceSummaryProps) {
  const price = estimatePrice(props);
  return (
    <div data-testid="price-summary">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4 text-slate-700">
          <dt>
            Vehicle{price.days > 0 && ` · ${plural(price.days)} × ${formatPrice(props.perDay)}`}
          </dt>
          <dd className="font-medium text-slate-900">{formatPrice(price.vehicleCost)}</dd>
        </div>
        {props.driverOption === 'withDriver' && (
          <div className="flex justify-between gap-4 text-slate-700">
            <dt>
              Driver{price.days > 0 && ` · ${plural(price.days)} × ${formatPrice(DRIVER_COST_PER_DAY)}`}
            </dt>
            <dd className="font-medium text-slate-900">{formatPrice(price.driverCost)}</dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">Estimated total</dt>
          <dd className="text-2xl font-bold text-teal-800" aria-live="polite" data-testid="estimated-total">
            {formatPrice(price.total)}
          </dd>
        </div>
      </dl>
      {price.total === 0 && <p className="mt-2 text-xs text-slate-500">Choose pickup and return dates (return after pickup) to see the price.</p>}
    </div>
  );
}
