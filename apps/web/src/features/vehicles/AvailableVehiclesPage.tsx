import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES, VEHICLE_TYPES } from '@app/shared';
import { Container, PageHeader } from '../../components/Container';
import { Alert } from '../../components/Alert';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { formatShortDay } from '../../lib/format';
import { TYPE_PLURALS, availableQueryFrom, tripQuery, useAvailableVehicles } from './api';
import { VehicleCard } from './VehicleCard';

/** Cards in the grid's widest row (xl:grid-cols-4): their pictures are on screen without scrolling. */
const FIRST_ROW = 4;

function CardSkeleton() {
  return (
    <div className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white motion-reduce:animate-none" aria-hidden="true">
      <div className="aspect-[4/3] bg-slate-100" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/3 rounded bg-slate-100" />
        <div className="h-8 w-1/2 rounded bg-slate-100" />
      </div>
    </div>
  );
}

/** /available-vehicles: the vehicles free for the searched dates, optionally of one type. */
export function AvailableVehiclesPage() {
  const [params] = useSearchParams();
  const query = availableQueryFrom(params);
  const { vehicles, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useAvailableVehicles(query);

  const typeLabel = query.vehicleType ? TYPE_PLURALS[query.vehicleType] : 'vehicles';
  const range = query.pickupDate && query.returnDate ? `${formatShortDay(query.pickupDate)} – ${formatShortDay(query.returnDate)}` : 'Any dates';
  const pickupPoint = params.get('pickupPoint');
  const returnPoint = params.get('returnPoint');
  const carried = tripQuery(params);
  const grid = useRef<HTMLUListElement>(null);
  const focusCard = useRef<number | null>(null);
  const shown = vehicles?.length ?? 0;

  // After "Show more", keyboard focus moves to the first new card so the reader continues there
  // (the button itself disappears with the last page).
  useEffect(() => {
    const index = focusCard.current;
    if (index === null || shown <= index) return;
    focusCard.current = null;
    grid.current?.querySelectorAll<HTMLElement>(':scope > li')[index]?.querySelector<HTMLElement>('a')?.focus();
  }, [shown]);

  const showMore = () => {
    focusCard.current = shown;
    void fetchNextPage();
  };

  const typeLink = (type?: string) => {
    const next = new URLSearchParams(params);
    if (type) next.set('vehicleType', type);
    else next.delete('vehicleType');
    const text = next.toString();
    return text ? `?${text}` : '';
  };
  const chip = (active: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-medium ring-1 ${active ? 'bg-teal-700 text-white ring-teal-700' : 'bg-white text-slate-700 ring-slate-300 hover:ring-teal-600'}`;

  return (
    <>
      <title>{`Available ${typeLabel} · LankaRide`}</title>
      <PageHeader
        eyebrow="Search results"
        title={
          <>
            Available {typeLabel}
            <span className="mt-1 block text-lg font-medium text-teal-100 sm:text-xl">{range}</span>
          </>
        }
      >
        {pickupPoint || returnPoint ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <p className="flex items-center gap-2">
              <Icon name="mapPin" className="size-4 text-amber-300" />
              {pickupPoint || 'Any location'}
              <Icon name="arrowRight" className="size-4" />
              {returnPoint || 'Any location'}
            </p>
            {params.get('pickupTime') && params.get('returnTime') && (
              <p className="flex items-center gap-2 text-teal-100/90">
                <Icon name="clock" className="size-4 text-amber-300" />
                {params.get('pickupTime')} – {params.get('returnTime')} (Sri Lanka time)
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm">Choose dates on the home page to see only what is free for your trip.</p>
        )}
      </PageHeader>
      <Container className="py-8 sm:py-10">
        <nav aria-label="Vehicle type" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2">
          <Link to={typeLink()} className={chip(!query.vehicleType)} aria-current={!query.vehicleType ? 'page' : undefined}>
            All
          </Link>
          {VEHICLE_TYPES.map((type) => (
            <Link key={type} to={typeLink(type)} className={chip(query.vehicleType === type)} aria-current={query.vehicleType === type ? 'page' : undefined}>
              {TYPE_PLURALS[type]}
            </Link>
          ))}
        </nav>

        <div className="mt-6" aria-live="polite" aria-busy={isPending}>
          {isPending ? (
            <>
              <p className="sr-only">Loading vehicles…</p>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {Array.from({ length: 8 }, (_, i) => (
                  <CardSkeleton key={i} />
                ))}
              </div>
            </>
          ) : error && !vehicles ? (
            <Alert>{MESSAGES.vehicles.loadError(error.message)}</Alert>
          ) : !vehicles || vehicles.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              <Icon name="search" className="mx-auto size-10 text-slate-400" />
              <p className="mt-4 text-lg font-semibold text-slate-900">{MESSAGES.vehicles.noMatch}</p>
              <p className="mt-1 text-slate-600">Try other dates or another vehicle type.</p>
              <ButtonLink to="/" variant="secondary" className="mt-6">
                Change search
              </ButtonLink>
            </div>
          ) : (
            <>
              <p className="mb-4 text-sm text-slate-600" data-testid="vehicle-count">
                {hasNextPage ? `Showing the first ${vehicles.length} vehicles` : `${vehicles.length} ${vehicles.length === 1 ? 'vehicle' : 'vehicles'} found`}
              </p>
              <ul ref={grid} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {vehicles.map((vehicle, index) => (
                  <li key={vehicle._id}>
                    <VehicleCard vehicle={vehicle} query={carried} eager={index < FIRST_ROW} />
                  </li>
                ))}
              </ul>
              {error && <Alert className="mt-6">{MESSAGES.vehicles.loadError(error.message)}</Alert>}
              {hasNextPage && (
                <div className="mt-8 flex justify-center">
                  <Button variant="secondary" onClick={showMore} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>
                    {isFetchingNextPage ? 'Loading more vehicles…' : 'Show more vehicles'}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </Container>
    </>
  );
}
