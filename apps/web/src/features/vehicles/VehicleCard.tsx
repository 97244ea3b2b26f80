import { Link } from 'react-router';
import { type Vehicle } from '@app/shared';
import { formatPrice } from '../../lib/format';
import { Icon } from '../../components/Icon';
import { VehicleImage } from '../../components/VehicleImage';
import { PhotoImage } from '../../components/PhotoImage';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { tripQuote, usePublicPricing, type TripDates } from '../../lib/pricing';
import { ApproxAmount } from '../../components/ApproxAmount';
import { CardFacts } from './VehicleFacts';

/** Features the card's facts already say (the gearbox, air conditioning): not repeated as chips. */
const FACT_FEATURES: readonly string[] = ['Automatic', 'Manual', 'Air Conditioning'];

/**
 * One vehicle in a grid; the whole card opens its detail page (carrying the trip search along).
 * `eager` for the cards of the first row, whose pictures are on screen at once: lazy loading would
 * hold back the page's largest picture until after layout; the rest load as they scroll near.
 * `first` for the grid's first card: its picture is the page's largest paint, asked for first.
 */
export function VehicleCard({ vehicle, query = '', eager = false, first = false, trip }: { vehicle: Vehicle; query?: string; eager?: boolean; first?: boolean; trip?: TripDates }) {
  const m = usePageMessages();
  const C = m.bookingUi.card;
  const { data: pricing } = usePublicPricing(Boolean(trip));
  // With searched dates, the whole trip as the booking would price it (self drive, and with a driver).
  const selfDrive = trip ? tripQuote(vehicle.pricingDetails.perDay, trip, 'selfDrive', pricing) : null;
  const withDriver = trip ? tripQuote(vehicle.pricingDetails.perDay, trip, 'withDriver', pricing) : null;
  const name = `${vehicle.brand} ${vehicle.model}`;
  // The first photo once the office has uploaded one (decision 099), in the size the card needs.
  const photo = vehicle.photos[0];
  const extras = vehicle.features.filter((feature) => !FACT_FEATURES.includes(feature));
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-teal-600 motion-reduce:transition-none">
      <div className="relative aspect-[16/10] bg-slate-100">
        {photo ? (
          <PhotoImage
            photo={photo}
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt=""
            className="size-full object-cover"
            loading={eager ? 'eager' : 'lazy'}
            {...(first ? { fetchPriority: 'high' as const } : {})}
          />
        ) : (
          <VehicleImage src={vehicle.image} alt="" className="size-full object-cover" loading={eager ? 'eager' : 'lazy'} {...(first ? { fetchPriority: 'high' as const } : {})} />
        )}
        <span className="absolute top-3 left-3 rounded-full bg-teal-800 px-2.5 py-1 text-xs font-semibold text-white" data-testid="vehicle-type">
          {m.vehicleTypes[vehicle.type]}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-bold text-slate-900">
          <Link to={`/vehicles/${vehicle._id}${query}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {name}
          </Link>
        </h2>
        <CardFacts vehicle={vehicle} />
        {extras.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={m.bookingUi.common.features}>
            {extras.slice(0, 3).map((feature) => (
              <li key={feature} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {m.featureNames[feature]}
              </li>
            ))}
            {extras.length > 3 && <li className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{C.moreFeatures(extras.length - 3)}</li>}
          </ul>
        )}
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-4">
          <div>
            <p>
              <span className="text-2xl font-bold text-teal-800">{formatPrice(vehicle.pricingDetails.perDay)}</span>
              <span className="text-sm text-slate-600"> {C.perDayAfterPrice}</span>
            </p>
            {selfDrive && (
              <div className="mt-1 text-sm" data-testid="trip-total">
                <p className="font-semibold text-slate-900">
                  {C.tripTotal(selfDrive.days, formatPrice(selfDrive.total))} <ApproxAmount usd={selfDrive.total} className="font-normal text-slate-600" />
                </p>
                {withDriver && <p className="text-slate-600">{C.withDriverTotal(formatPrice(withDriver.total))}</p>}
              </div>
            )}
          </div>
          <span className="flex items-center gap-1 text-sm font-semibold text-teal-800" aria-hidden="true">
            {C.details}
            <Icon name="arrowRight" className="size-4 transition group-hover:translate-x-1" />
          </span>
        </div>
      </div>
    </article>
  );
}
