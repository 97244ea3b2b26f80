import { memo, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  BOOKING_STATUSES,
  VEHICLE_TYPES,
  bookingStatusLabel,
  colomboToday,
  isValidDateString,
  isVehicleType,
  type BookingStatus,
  type Timeline,
} from '@app/shared';
import { Button } from '../../../components/Button';
import { inputClass } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { Loading } from '../../../components/Spinner';
import { dayFromString, formatDayMonth, formatDayOfMonth, formatInstant, formatMonthYear, formatShortDay, formatWeekdayLetter, formatWeekdayShort } from '../../../lib/format';
import { VehicleImage } from '../../../components/VehicleImage';
import { useTimeline } from '../api';
import { EmptyState, ListError } from '../../../components/ListStates';
import { SearchBox } from '../../../components/SearchBox';
import { StaffPageHeader } from '../../../components/StaffPageHeader';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { barSpan, rangeFor, shiftAnchor, type TimelineView } from './timeline-math';
import { useWindowedRows } from './use-windowed-rows';
import { OutOfServiceBlock, TimelineOutOfServiceButton } from './TimelineOutOfService';

export const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 44;

/** Bar colours by status; the legend uses the same. */
export const STATUS_BAR: Record<BookingStatus, string> = {
  pending: 'bg-amber-300 text-amber-950 ring-amber-500',
  confirmed: 'bg-teal-700 text-white ring-teal-900',
  picked_up: 'bg-sky-700 text-white ring-sky-900',
  en_route: 'bg-indigo-600 text-white ring-indigo-800',
  completed: 'bg-emerald-700 text-white ring-emerald-900',
  cancelled: 'bg-slate-200 text-slate-600 ring-slate-400',
};

type TimelineVehicle = Timeline['vehicles'][number];
type TimelineBooking = Timeline['bookings'][number];
type TimelinePeriod = Timeline['outOfService'][number];

/** One shared empty list, so rows without bookings keep equal props and skip re-rendering. */
const NO_BOOKINGS: readonly TimelineBooking[] = [];
const NO_PERIODS: readonly TimelinePeriod[] = [];

/** /admin/timeline: one row per vehicle, the days of a week or month across, each booking a bar. */
export function TimelinePage() {
  const m = usePageMessages();
  const T = m.staffAreaUi.timeline;
  const [params, setParams] = useSearchParams();
  const view: TimelineView = params.get('view') === 'month' ? 'month' : 'week';
  const dateParam = params.get('date') ?? '';
  const today = colomboToday();
  const anchor = isValidDateString(dateParam) ? dateParam : today;
  const typeParam = params.get('type');
  const type = isVehicleType(typeParam) ? typeParam : undefined;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [showCancelled, setShowCancelled] = useState(false);

  const range = useMemo(() => rangeFor(view, anchor), [view, anchor]);
  const timeline = useTimeline({ from: range.from, to: range.to, type, q });

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  const title =
    view === 'week'
      ? `${formatDayMonth(dayFromString(range.from)!)} – ${formatShortDay(range.to)}`
      : formatMonthYear(dayFromString(range.from)!);

  return (
    <>
      <StaffPageHeader title={T.title} description={T.description} />
      <div className="mb-4 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label={T.period} className="inline-flex rounded-lg bg-slate-100 p-1">
            {(['week', 'month'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={view === value}
                onClick={() => update({ view: value === 'week' ? undefined : value })}
                className="rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 aria-pressed:bg-white aria-pressed:text-teal-900 aria-pressed:shadow-sm"
              >
                {value === 'week' ? T.week : T.month}
              </button>
            ))}
          </div>
          <div className="inline-flex items-center gap-1">
            <Button variant="secondary" size="sm" onClick={() => update({ date: shiftAnchor(view, anchor, -1) })} aria-label={view === 'week' ? T.previousWeek : T.previousMonth}>
              <Icon name="chevronLeft" className="size-4" />
            </Button>
            <Button variant="secondary" size="sm" onClick={() => update({ date: undefined })} disabled={anchor === today}>
              {T.today}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => update({ date: shiftAnchor(view, anchor, 1) })} aria-label={view === 'week' ? T.nextWeek : T.nextMonth}>
              <Icon name="chevronRight" className="size-4" />
            </Button>
          </div>
          <h2 className="px-1 text-base font-bold text-slate-900" aria-live="polite" data-testid="timeline-range">
            {title}
          </h2>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center">
          <SearchBox id="timeline-search" label={T.searchLabel} placeholder={T.searchPlaceholder} value={search} onChange={setSearch} className={`${inputClass} col-span-2 py-1.5 sm:w-44`} />
          <label htmlFor="timeline-type" className="sr-only">
            {T.typeLabel}
          </label>
          <select id="timeline-type" value={type ?? ''} onChange={(event) => update({ type: event.target.value || undefined })} className={`${inputClass} py-1.5 sm:w-36`}>
            <option value="">{T.allTypes}</option>
            {VEHICLE_TYPES.map((value) => (
              <option key={value} value={value}>
                {m.vehicleTypes[value]}
              </option>
            ))}
          </select>
          <label className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-700">
            <input type="checkbox" checked={showCancelled} onChange={(event) => setShowCancelled(event.target.checked)} className="size-4 accent-teal-700" />
            {T.showCancelled}
          </label>
          <TimelineOutOfServiceButton vehicles={timeline.data?.vehicles ?? []} firstDay={range.days.includes(today) ? today : range.from} />
        </div>
      </div>

      <Legend showCancelled={showCancelled} />

      {timeline.isPending ? (
        <Loading label={T.loading} />
      ) : timeline.error ? (
        <ListError error={timeline.error} />
      ) : timeline.data.vehicles.length === 0 ? (
        <EmptyState icon="car" title={T.noMatch} />
      ) : (
        <div className={timeline.isPlaceholderData ? 'opacity-60 transition-opacity' : ''} aria-busy={timeline.isPlaceholderData}>
          <TimelineGrid data={timeline.data} days={range.days} from={range.from} today={today} view={view} showCancelled={showCancelled} />
        </div>
      )}
    </>
  );
}

function Legend({ showCancelled }: { showCancelled: boolean }) {
  const m = usePageMessages();
  return (
    <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label={m.staffAreaUi.timeline.legend}>
      {BOOKING_STATUSES.filter((status) => showCancelled || status !== 'cancelled').map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span className={`size-3 rounded-sm ring-1 ring-inset ${STATUS_BAR[status]}`} aria-hidden="true" />
          {bookingStatusLabel(status, m.statusLabels)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span className="size-3 rounded-sm bg-[repeating-linear-gradient(135deg,var(--color-slate-500)_0_3px,var(--color-slate-200)_3px_6px)] ring-1 ring-slate-500 ring-inset" aria-hidden="true" />
        {m.outOfServiceUi.legend}
      </li>
    </ul>
  );
}

/**
 * The grid itself. Only the rows in view (and a few around them) are in the page, so 500
 * vehicles scroll as smoothly as 15; the day columns are a background, not elements.
 */
export function TimelineGrid({
  data,
  days,
  from,
  today,
  view,
  showCancelled,
}: {
  data: Timeline;
  days: readonly string[];
  from: string;
  today: string;
  view: TimelineView;
  showCancelled: boolean;
}) {
  const T = usePageMessages().staffAreaUi.timeline;
  const scroller = useRef<HTMLDivElement>(null);
  const { start, end, totalHeight, width } = useWindowedRows(scroller, data.vehicles.length, ROW_HEIGHT, 6, HEADER_HEIGHT);
  const narrow = width > 0 && width < 640;
  const labelWidth = narrow ? 132 : 216;
  const minDay = view === 'week' ? (narrow ? 64 : 96) : 36;
  const dayWidth = Math.max(minDay, width > 0 ? Math.floor((width - labelWidth) / days.length) : minDay);
  const trackWidth = dayWidth * days.length;

  const byVehicle = useMemo(() => {
    const map = new Map<string, TimelineBooking[]>();
    for (const booking of data.bookings) {
      if (!showCancelled && booking.status === 'cancelled') continue;
      const list = map.get(booking.vehicleId);
      if (list) list.push(booking);
      else map.set(booking.vehicleId, [booking]);
    }
    return map;
  }, [data.bookings, showCancelled]);

  const periodsByVehicle = useMemo(() => {
    const map = new Map<string, TimelinePeriod[]>();
    for (const period of data.outOfService ?? []) {
      const list = map.get(period.vehicleId);
      if (list) list.push(period);
      else map.set(period.vehicleId, [period]);
    }
    return map;
  }, [data.outOfService]);

  const shownBookings = [...byVehicle.values()].reduce((sum, list) => sum + list.length, 0);
  const todayIndex = days.indexOf(today);

  return (
    <>
      <p className="mb-2 text-sm text-slate-600" data-testid="timeline-counts">
        {T.counts(data.vehicles.length, shownBookings)}
      </p>
      <div
        ref={scroller}
        role="region"
        aria-label={T.title}
        tabIndex={0}
        className="relative max-h-[70dvh] overflow-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
        data-testid="timeline-scroller"
      >
        <div style={{ width: labelWidth + trackWidth }} className="min-w-full">
          <div className="sticky top-0 z-20 flex border-b border-slate-200 bg-slate-50" style={{ height: HEADER_HEIGHT }} aria-hidden="true">
            <div className="sticky left-0 z-30 flex shrink-0 items-center border-r border-slate-200 bg-slate-50 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase" style={{ width: labelWidth }}>
              {T.vehicle}
            </div>
            {days.map((day, index) => {
              const date = dayFromString(day)!;
              const weekend = date.getDay() === 0 || date.getDay() === 6;
              return (
                <div
                  key={day}
                  className={`flex shrink-0 flex-col items-center justify-center border-r border-slate-200 text-xs leading-tight ${weekend ? 'bg-slate-100' : ''} ${index === todayIndex ? 'bg-teal-50 font-bold text-teal-900' : 'text-slate-600'}`}
                  style={{ width: dayWidth }}
                >
                  <span>{view === 'week' ? formatWeekdayShort(date) : formatWeekdayLetter(date)}</span>
                  <span className="font-semibold">{view === 'week' ? formatDayMonth(date) : formatDayOfMonth(date)}</span>
                </div>
              );
            })}
          </div>
          <ul className="relative" style={{ height: totalHeight }} aria-label={T.rows}>
            {data.vehicles.slice(start, end).map((vehicle, offset) => (
              <TimelineRow
                key={vehicle._id}
                vehicle={vehicle}
                top={(start + offset) * ROW_HEIGHT}
                bookings={byVehicle.get(vehicle._id) ?? NO_BOOKINGS}
                periods={periodsByVehicle.get(vehicle._id) ?? NO_PERIODS}
                from={from}
                dayCount={days.length}
                dayWidth={dayWidth}
                labelWidth={labelWidth}
                todayIndex={todayIndex}
              />
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}

const TimelineRow = memo(function TimelineRow({
  vehicle,
  top,
  bookings,
  periods,
  from,
  dayCount,
  dayWidth,
  labelWidth,
  todayIndex,
}: {
  vehicle: TimelineVehicle;
  top: number;
  bookings: readonly TimelineBooking[];
  periods: readonly TimelinePeriod[];
  from: string;
  dayCount: number;
  dayWidth: number;
  labelWidth: number;
  todayIndex: number;
}) {
  const m = usePageMessages();
  const name = `${vehicle.brand} ${vehicle.model}`;
  return (
    <li className="absolute inset-x-0 flex border-b border-slate-100" style={{ top, height: ROW_HEIGHT }} data-testid="timeline-row" aria-label={m.staffAreaUi.timeline.rowLabel(name, bookings.length)}>
      <div className="sticky left-0 z-10 flex shrink-0 items-center gap-2 border-r border-slate-200 bg-white px-2" style={{ width: labelWidth }}>
        <VehicleImage src={vehicle.image} alt="" className="h-8 w-10 shrink-0 object-contain max-sm:hidden" loading="lazy" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900" title={name}>
            {vehicle.model}
          </p>
          <p className="truncate text-xs text-slate-500">
            {vehicle.brand} · {m.vehicleTypes[vehicle.type]}
          </p>
        </div>
      </div>
      <div
        className="relative shrink-0"
        style={{
          width: dayWidth * dayCount,
          backgroundImage: 'linear-gradient(to right, var(--color-slate-200) 1px, transparent 1px)',
          backgroundSize: `${dayWidth}px 100%`,
        }}
      >
        {todayIndex >= 0 && <div className="absolute inset-y-0 bg-teal-50/70" style={{ left: todayIndex * dayWidth + 1, width: dayWidth - 1 }} aria-hidden="true" />}
        {periods.map((period) => (
          <OutOfServiceBlock key={period._id} period={period} from={from} dayCount={dayCount} dayWidth={dayWidth} vehicleName={name} />
        ))}
        {bookings.map((booking) => (
          <TimelineBar key={booking._id} booking={booking} from={from} dayCount={dayCount} dayWidth={dayWidth} vehicleName={name} />
        ))}
      </div>
    </li>
  );
});

function TimelineBar({ booking, from, dayCount, dayWidth, vehicleName }: { booking: TimelineBooking; from: string; dayCount: number; dayWidth: number; vehicleName: string }) {
  const m = usePageMessages();
  const span = barSpan(booking.start, booking.end, from, dayCount);
  if (!span) return null;
  const cancelled = booking.status === 'cancelled';
  const label = m.staffAreaUi.timeline.barLabel(
    vehicleName,
    booking.name,
    bookingStatusLabel(booking.status, m.statusLabels),
    formatInstant(booking.start),
    formatInstant(booking.end),
    booking.driverOption,
  );
  return (
    <Link
      to={`/admin/bookings/${booking._id}`}
      aria-label={label}
      title={label}
      data-testid="timeline-bar"
      data-status={booking.status}
      className={`absolute flex items-center gap-1 overflow-hidden px-2 text-xs font-semibold whitespace-nowrap shadow-sm ring-1 ring-inset hover:brightness-95 focus-visible:z-10 ${STATUS_BAR[booking.status]} ${
        span.startsBefore ? 'rounded-l-none' : 'rounded-l-md'
      } ${span.endsAfter ? 'rounded-r-none' : 'rounded-r-md'} ${cancelled ? 'top-[60%] bottom-1.5 line-through opacity-80' : 'top-2 bottom-2'}`}
      style={{ left: span.left * dayWidth + 1, width: Math.max(span.width * dayWidth - 2, 6) }}
    >
      {booking.driverOption === 'withDriver' && !cancelled && <Icon name="steering" className="size-3.5 shrink-0" />}
      <span className="truncate">{booking.name}</span>
    </Link>
  );
}
