import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_FILTERS, VEHICLE_SORTS, VEHICLE_TYPES, ignoredDatesReason, isVehicleSort, type SearchForm as SearchValues } from '@app/shared';
import { Container, PageHeader } from '../../components/Container';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { inputClass } from '../../components/Field';
import { SearchForm } from '../../components/SearchForm';
import { CardSkeleton, RESULTS_GRID } from '../../components/PageSkeletons';
import { errorText } from '../../lib/error-text';
import { formatShortDay } from '../../lib/format';
import { saveSearchDraft, searchResultsPath, searchValuesFromParams } from '../../lib/search-form';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { filteredQueryFrom, tripQuery, useAvailableVehicles } from './api';
import { VehicleCard } from './VehicleCard';
import { CurrencyPicker } from '../../components/CurrencyPicker';
import { searchedTrip } from '../../lib/pricing';
import { ResultFilters } from './ResultFilters';

/** Cards in the grid's widest row (xl:grid-cols-4): their pictures are on screen without scrolling. */
const FIRST_ROW = 4;

/**
 * /available-vehicles: the vehicles free for the searched dates, optionally of one type, in the
 * order the visitor chose; the search can be changed here, and dates the search had to ignore
 * (spec: return before pickup, or not real dates) are called out.
 */
export function AvailableVehiclesPage() {
  const m = usePageMessages();
  const U = m.searchUi;
  const R = m.bookingUi.results;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = filteredQueryFrom(params);
  const { vehicles, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useAvailableVehicles(query);
  // The searched trip, dates and times, prices each card as the vehicle page and the booking form do.
  const trip = useMemo(() => searchedTrip(params), [params]);

  const heading = query.vehicleType ? R.heading(m.vehicleTypesPlural[query.vehicleType]) : R.headingAllTypes;
  const range = query.pickupDate && query.returnDate ? R.dateRange(formatShortDay(query.pickupDate), formatShortDay(query.returnDate)) : R.anyDates;
  const pickupPoint = params.get('pickupPoint');
  const returnPoint = params.get('returnPoint');
  const ignored = ignoredDatesReason(params);
  const carried = tripQuery(params);
  const grid = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editPanel = useRef<HTMLElement>(null);
  const focusCard = useRef<number | null>(null);
  const [editing, setEditing] = useState(false);
  const editId = useId();
  const sortId = useId();
  const shown = vehicles?.length ?? 0;

  // After "Show more", keyboard focus moves to the first new card so the reader continues there
  // (the button itself disappears with the last page).
  useEffect(() => {
    const index = focusCard.current;
    if (index === null || shown <= index) return;
    focusCard.current = null;
    grid.current?.querySelectorAll<HTMLElement>(':scope > li')[index]?.querySelector<HTMLElement>('a')?.focus();
  }, [shown]);

  useEffect(() => {
    if (editing) editPanel.current?.focus();
  }, [editing]);

  const showMore = () => {
    focusCard.current = shown;
    void fetchNextPage();
  };

  const onSearch = (values: SearchValues) => {
    saveSearchDraft(values);
    setEditing(false);
    // The filters stay as they were: a new search changes where and when, not what kind of vehicle.
    const path = searchResultsPath(values, params.get('sort'));
    const kept = new URLSearchParams();
    for (const name of SEARCH_FILTERS) {
      const value = params.get(name);
      if (value) kept.set(name, value);
    }
    navigate(kept.size > 0 ? `${path}&${kept.toString()}` : path);
    // The form is gone: the reader continues at the new results' heading.
    headingRef.current?.focus({ preventScroll: true });
  };

  const onSort = (sort: string) => {
    const next = new URLSearchParams(params);
    if (isVehicleSort(sort) && sort !== 'fleet') next.set('sort', sort);
    else next.delete('sort');
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const onFilter = (changes: Partial<Record<(typeof SEARCH_FILTERS)[number], string>>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const filtered = SEARCH_FILTERS.some((name) => query[name] !== undefined);

  const typeLink = (type?: string) => {
    const next = new URLSearchParams(params);
    if (type) next.set('vehicleType', type);
    else next.delete('vehicleType');
    const text = next.toString();
    return text ? `?${text}` : '';
  };
  const chip = (active: boolean) =>
    `shrink-0 rounded-full px-4 py-1.5 text-sm font-medium whitespace-nowrap ring-1 ${active ? 'bg-teal-700 text-white ring-teal-700' : 'bg-white text-slate-700 ring-slate-300 hover:ring-teal-600'}`;

  const count = isPending
    ? U.countPlaceholder
    : !vehicles || vehicles.length === 0
      ? ''
      : hasNextPage
        ? R.countFirstPage(vehicles.length)
        : R.countFound(vehicles.length);

  return (
    <>
      <PageHeader
        eyebrow={R.eyebrow}
        title={
          <span ref={headingRef} tabIndex={-1} className="outline-none">
            {heading}
            <span className="mt-1 block text-lg font-medium text-teal-100 sm:text-xl">{range}</span>
          </span>
        }
      >
        {/* A fixed frame (three lines on a phone, one row from sm up), which the page's skeleton
            reserves too, so nothing below moves when the page's code arrives. */}
        <div className="dark-surface flex min-h-24 flex-col items-start justify-between gap-3 text-sm sm:min-h-8 sm:flex-row sm:items-center sm:justify-start sm:gap-6">
          {pickupPoint || returnPoint ? (
            <div className="flex w-full min-w-0 flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4 sm:gap-y-1">
              {/* The places keep their width and the times wrap below them when a language's words run long. */}
              <p className="flex max-w-full min-w-0 items-center gap-2 sm:shrink-0">
                <Icon name="mapPin" className="size-4 shrink-0 text-amber-300" />
                <span className="truncate">{pickupPoint || R.anyLocation}</span>
                <Icon name="arrowRight" className="size-4 shrink-0" />
                <span className="truncate">{returnPoint || R.anyLocation}</span>
              </p>
              {params.get('pickupTime') && params.get('returnTime') && (
                <p className="flex min-w-0 items-center gap-2 text-teal-100/90">
                  <Icon name="clock" className="size-4 shrink-0 text-amber-300" />
                  {R.times(params.get('pickupTime') ?? '', params.get('returnTime') ?? '')}
                </p>
              )}
            </div>
          ) : (
            <p>{U.noDatesYet}</p>
          )}
          <Button variant="accent" size="sm" className="shrink-0" aria-expanded={editing} aria-controls={editId} onClick={() => setEditing((open) => !open)}>
            <Icon name="search" className="size-4" />
            {U.editSearch}
          </Button>
        </div>
      </PageHeader>
      <Container className="py-8 sm:py-10">
        {ignored && (
          <Alert tone="info" className="mb-6">
            <p className="font-semibold">{U.datesIgnoredTitle}</p>
            <p className="mt-1" data-testid="dates-ignored">
              {ignored === 'returnBeforePickup'
                ? U.datesIgnored.returnBeforePickup(formatShortDay(params.get('pickupDate') ?? ''), formatShortDay(params.get('returnDate') ?? ''))
                : U.datesIgnored[ignored]}
            </p>
          </Alert>
        )}
        {editing && (
          <section
            id={editId}
            ref={editPanel}
            tabIndex={-1}
            aria-label={U.editSearchTitle}
            className="mb-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm outline-none sm:p-6"
          >
            <SearchForm
              key={params.toString()}
              idPrefix="edit-search"
              title={U.editSearchTitle}
              description={U.editSearchDescription}
              defaultValues={searchValuesFromParams(params)}
              onSearch={onSearch}
              submitLabel={U.updateResults}
            />
            <Button variant="ghost" size="sm" className="mt-3 w-full" onClick={() => setEditing(false)}>
              {U.closeEditSearch}
            </Button>
          </section>
        )}
        <nav aria-label={R.typeNav} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2">
          <Link to={typeLink()} className={chip(!query.vehicleType)} aria-current={!query.vehicleType ? 'page' : undefined}>
            {R.allTypes}
          </Link>
          {VEHICLE_TYPES.map((type) => (
            <Link key={type} to={typeLink(type)} className={chip(query.vehicleType === type)} aria-current={query.vehicleType === type ? 'page' : undefined}>
              {m.vehicleTypesPlural[type]}
            </Link>
          ))}
        </nav>
        <ResultFilters query={query} onChange={onFilter} />

        {/* The count's line is there from the first frame (a placeholder while loading), one line
            high whatever it says, so the grid never moves down when the vehicles arrive. */}
        <div className="mt-6 mb-4 flex flex-col-reverse gap-2 sm:min-h-10 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <p className="h-5 truncate text-sm text-slate-600" data-testid="vehicle-count" aria-live="polite">
            {count}
          </p>
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="shrink-0 text-sm font-medium text-slate-700">
              {U.sortLabel}
            </label>
            <select
              id={sortId}
              value={query.sort ?? 'fleet'}
              onChange={(event) => onSort(event.target.value)}
              className={`${inputClass} h-10 text-sm sm:w-auto`}
            >
              {VEHICLE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {U.sortOptions[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div aria-busy={isPending}>
          {isPending ? (
            <div className={RESULTS_GRID} data-results-grid="">
              {Array.from({ length: 8 }, (_, i) => (
                <CardSkeleton key={i} />
              ))}
            </div>
          ) : error && !vehicles ? (
            <Alert>{m.vehicles.loadError(errorText(error))}</Alert>
          ) : !vehicles || vehicles.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              <Icon name="search" className="mx-auto size-10 text-slate-400" />
              <p className="mt-4 text-lg font-semibold text-slate-900" role="status">
                {m.vehicles.noMatch}
              </p>
              <p className="mt-1 text-slate-600">{filtered ? m.factsUi.filters.noMatchHint : R.noMatchHint}</p>
              <Button variant="secondary" className="mt-6" aria-controls={editId} onClick={() => setEditing(true)}>
                {U.editSearch}
              </Button>
            </div>
          ) : (
            <>
              <ul ref={grid} className={RESULTS_GRID} data-results-grid="">
                {vehicles.map((vehicle, index) => (
                  <li key={vehicle._id}>
                    <VehicleCard vehicle={vehicle} query={carried} eager={index < FIRST_ROW} first={index === 0} trip={trip} />
                  </li>
                ))}
              </ul>
              {/* With dates the cards price the whole trip, also in the visitor's currency if they
                  like. Under the grid: above it, it would push the grid down from where its
                  skeleton stood. */}
              {trip && <CurrencyPicker className="mt-6 justify-center sm:justify-end" />}
              {error && <Alert className="mt-6">{m.vehicles.loadError(errorText(error))}</Alert>}
              {hasNextPage && (
                <div className="mt-8 flex justify-center">
                  <Button variant="secondary" onClick={showMore} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>
                    {isFetchingNextPage ? R.loadingMore : R.showMore}
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
