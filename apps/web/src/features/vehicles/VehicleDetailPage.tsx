import { Suspense, lazy, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DEFAULT_PRICING_POLICY, isValidDateString } from '@app/shared';
import { Container } from '../../components/Container';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Loading } from '../../components/Spinner';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useVehicle } from '../../lib/vehicles';
import { clashMessage, clashingPeriods, tripWindow, useBookedPeriods } from '../../lib/availability';
import { formatMoment, formatPrice } from '../../lib/format';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { activeLocale } from '../../lib/i18n/active-language';
import { tripQuery } from './api';
import { VehicleImage } from '../../components/VehicleImage';
import { VehicleGallery } from './VehicleGallery';
import { VehicleLoadError } from '../../components/VehicleLoadError';
import { ApproxAmount } from '../../components/ApproxAmount';
import { searchedTrip, tripQuote, usePublicPricing } from '../../lib/pricing';

// The calendar library is big: it loads only here, and only once its section nears the screen, so a
// phone (where it sits below the fold) spends its first seconds on the vehicle itself.
import { RatingSummary, VehicleReviews } from './VehicleReviews';
import { DetailFacts } from './VehicleFacts';
import { IncludedBlock } from '../../components/IncludedBlock';
const AvailabilityCalendar = lazy(() => import('./AvailabilityCalendar'));

/** /vehicles/{id}: everything about one vehicle, the way to book it, and when it is taken. */
export function VehicleDetailPage() {
  const m = usePageMessages();
  const D = m.bookingUi.detail;
  const F = m.bookingFlow;
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { data: vehicle, error, isPending } = useVehicle(id);
  // The booked periods load with the page (cheap, and hinted in index.html); only the code waits.
  const booked = useBookedPeriods(id);
  const [calendarRef, calendarNear] = useNearViewport<HTMLDivElement>();
  const carried = tripQuery(params);
  const pickupDate = params.get('pickupDate');
  // The searched trip (a search sends dates and times; dates alone count as whole days).
  const [pickupTime, returnDate, returnTime] = [params.get('pickupTime'), params.get('returnDate'), params.get('returnTime')];
  const chosen = useMemo(
    () => tripWindow({ pickupDate, pickupTime, returnDate, returnTime }, { wholeDays: true }),
    [pickupDate, pickupTime, returnDate, returnTime],
  );
  const clashes = chosen && booked.data ? clashingPeriods(booked.data, chosen) : null;
  const { data: pricing } = usePublicPricing();

  if (isPending) return <Loading label={m.bookingUi.common.loadingVehicle} />;
  if (error) return <VehicleLoadError error={error} />;

  const name = `${vehicle.brand} ${vehicle.model}`;
  // Priced from the same reading of the search as the result cards (dates the search used, with its times).
  const trip = searchedTrip(params) ?? {};
  const selfDrive = tripQuote(vehicle.pricingDetails.perDay, trip, 'selfDrive', pricing);
  const withDriver = tripQuote(vehicle.pricingDetails.perDay, trip, 'withDriver', pricing);
  const driverPerDay = pricing?.driverPerDay ?? DEFAULT_PRICING_POLICY.driverPerDay;
  return (
    <>
      <Container className="py-6 sm:py-10">
        <nav aria-label={D.breadcrumb} className="text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to="/available-vehicles" className="hover:text-teal-800 hover:underline">
                {D.vehicles}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={`/available-vehicles?vehicleType=${vehicle.type}`} className="hover:text-teal-800 hover:underline">
                {m.vehicleTypesPlural[vehicle.type]}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-slate-900">
              {name}
            </li>
          </ol>
        </nav>

        <div className="mt-6 grid gap-8 lg:grid-cols-[1.3fr_1fr]">
          {vehicle.photos.length > 0 ? (
            <VehicleGallery photos={vehicle.photos} name={name} fallbackAlt={D.imageAlt(name, vehicle.type)} />
          ) : (
            <div className="self-start overflow-hidden rounded-3xl bg-slate-100 shadow-sm ring-1 ring-slate-200">
              <VehicleImage src={vehicle.image} alt={D.imageAlt(name, vehicle.type)} className="aspect-[16/10] w-full object-cover" />
            </div>
          )}

          <div className="flex flex-col">
            <p className="text-sm font-semibold tracking-widest text-amber-700 uppercase">{vehicle.brand}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{name}</h1>
            <RatingSummary rating={vehicle.rating} className="mt-2" />
            <DetailFacts vehicle={vehicle} />

            <h2 className="mt-6 text-sm font-semibold text-slate-900">{m.bookingUi.common.features}</h2>
            {vehicle.features.length > 0 ? (
              <ul className="mt-2 grid grid-cols-2 gap-2 text-sm text-slate-700">
                {vehicle.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2">
                    <Icon name="check" className="size-4 text-teal-700" />
                    {m.featureNames[feature]}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{D.noFeatures}</p>
            )}

            <div className="mt-6 rounded-2xl bg-teal-900 p-5 text-white">
              <h2 className="sr-only">{D.prices}</h2>
              <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
                <p>
                  <span className="text-3xl font-bold">{formatPrice(vehicle.pricingDetails.perDay)}</span>
                  <span className="text-teal-100"> {D.perDayAfterPrice}</span>
                </p>
                <p>
                  <span className="text-xl font-semibold">{formatPrice(vehicle.pricingDetails.perHour)}</span>
                  <span className="text-teal-100"> {D.perHourAfterPrice}</span>
                </p>
              </div>
              <p className="mt-2 text-sm text-teal-100">{D.driverCost(formatPrice(driverPerDay))}</p>
              {selfDrive && withDriver && (
                <div className="mt-4 rounded-xl bg-white/10 p-4 text-sm" data-testid="trip-quote">
                  <h3 className="font-semibold">{D.tripTitle} · {m.bookingUi.card.tripTotal(selfDrive.days, formatPrice(selfDrive.total))}</h3>
                  <ul className="mt-2 space-y-1">
                    <li>
                      {D.selfDriveTotal(formatPrice(selfDrive.total))} <ApproxAmount usd={selfDrive.total} className="text-teal-100" />
                    </li>
                    <li>
                      {D.withDriverTotal(formatPrice(withDriver.total))} <ApproxAmount usd={withDriver.total} className="text-teal-100" />
                    </li>
                  </ul>
                  <p className="mt-2 text-teal-100">{D.depositNote(pricing?.depositPercent ?? DEFAULT_PRICING_POLICY.depositPercent)}</p>
                </div>
              )}
              {vehicle.availabilityStatus ? (
                <ButtonLink to={`/book-vehicle/${vehicle._id}${carried}`} variant="accent" size="lg" className="mt-4 w-full">
                  {D.book}
                </ButtonLink>
              ) : (
                <p className="mt-4 rounded-lg bg-white/10 px-4 py-3 text-sm font-medium">{D.notBookable}</p>
              )}
            </div>
          </div>
        </div>

        <IncludedBlock className="mt-10" />

        <section aria-labelledby="availability-title" className="mt-12">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="availability-title" className="text-2xl font-bold tracking-tight text-slate-900">
                {D.availabilityTitle}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{D.availabilityIntro}</p>
            </div>
            <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700" aria-label={D.legend}>
              <li className="flex items-center gap-2">
                <span className="inline-block size-3 rounded-sm bg-amber-500" aria-hidden="true" />
                {F.booked}
              </li>
              {chosen && (
                <li className="flex items-center gap-2">
                  <span className="lr-chosen-swatch inline-block size-3 rounded-sm ring-1 ring-teal-600" aria-hidden="true" />
                  {F.yourDates}
                </li>
              )}
            </ul>
          </div>
          {chosen && (
            <div className="mt-3 space-y-1 text-sm" data-testid="chosen-dates">
              <p className="text-slate-700">{F.yourDatesMarked(formatMoment(new Date(chosen.start).toISOString()), formatMoment(new Date(chosen.end).toISOString()))}</p>
              {clashes && (
                <p className={`flex items-start gap-2 font-medium ${clashes.length > 0 ? 'text-red-800' : 'text-emerald-800'}`} data-testid="chosen-dates-status">
                  <Icon name={clashes.length > 0 ? 'alert' : 'check'} className="mt-0.5 size-4 shrink-0" />
                  {clashes.length > 0 ? clashMessage(m, clashes, activeLocale()) : F.freeForYourDates}
                </p>
              )}
            </div>
          )}
          <div ref={calendarRef} className="mt-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
            {calendarNear ? (
              <Suspense fallback={<Loading label={D.loadingCalendar} className="h-[500px]" />}>
                <AvailabilityCalendar vehicleId={vehicle._id} initialDate={pickupDate && isValidDateString(pickupDate) ? pickupDate : undefined} chosen={chosen} />
              </Suspense>
            ) : (
              <Loading label={D.loadingCalendar} className="h-[500px]" />
            )}
          </div>
        </section>

        <VehicleReviews vehicleId={vehicle._id} rating={vehicle.rating} />
      </Container>
    </>
  );
}
