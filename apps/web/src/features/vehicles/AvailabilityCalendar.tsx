import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Calendar, Views, dateFnsLocalizer, type EventProps, type Formats, type HeaderProps, type Messages as CalendarMessages, type ToolbarProps, type View } from 'react-big-calendar';
import { format, getDay, isSameDay, parse, startOfDay, startOfWeek, type Locale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';
import { ru } from 'date-fns/locale/ru';
import { ta } from 'date-fns/locale/ta';
import { zhCN } from 'date-fns/locale/zh-CN';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import './calendar.css';
import { CALENDAR_HEIGHT_PX } from '@app/shared';
import { Alert } from '../../components/Alert';
import { Icon } from '../../components/Icon';
import { useBookedPeriods, type TripWindow } from '../../lib/availability';
import { errorText } from '../../lib/error-text';
import { colomboWallClock, dayFromString, formatClock, formatDayMonth, formatDayMonthClock, formatMoment, formatMonthYear, formatWeekdayName, formatWeekdayShort, formatWholeDay } from '../../lib/format';
import { usePageMessages, type PageMessages } from '../../lib/i18n/page-messages';
import { activeLocale } from '../../lib/i18n/active-language';
import type { Messages } from '../../lib/i18n/catalogs';

/**
 * The date-fns locale of each language's `Intl` locale (the calendar's `culture`): its first day
 * of the week (Monday in all seven; date-fns has no Sinhala, which gets the British one). Every
 * word and date the calendar shows comes from the shared formatter instead (`calendarFormats`,
 * decision 082), so the month reads '2026年12月' in Chinese and Sinhala months need no browser data.
 */
const DATE_LOCALES: Record<string, Locale> = {
  'en-US': enGB,
  'de-DE': de,
  'fr-FR': fr,
  'ru-RU': ru,
  'zh-CN': zhCN,
  'si-LK': enGB,
  'ta-LK': ta,
};
const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: DATE_LOCALES });
const VIEWS: View[] = [Views.MONTH, Views.WEEK, Views.DAY];
/** Week and day views open at 07:00: the night is still there above, a scroll away. */
const DAY_VIEW_OPENS_AT = new Date(1970, 0, 1, 7, 0);
/** The screen-reader list names the next bookings, not years of them. */
const LISTED_PERIODS = 50;

interface BookedEvent {
  title: string;
  start: Date;
  end: Date;
  /** The period as the server sent it (ISO, Sri Lanka offset), for the full wording. */
  startIso: string;
  endIso: string;
}

/** A bar's words: the times of a booking within one day, or its first and last moments when it spans days. */
export function bookedBarLabel(m: Messages, start: Date, end: Date): string {
  const F = m.bookingFlow;
  return isSameDay(start, end) ? F.bookedTimes(formatClock(start), formatClock(end)) : F.bookedSpan(formatDayMonthClock(start), formatDayMonthClock(end));
}

/** The calendar's headings, column names and times, all through the shared date formatter. */
function calendarFormats(m: PageMessages): Formats {
  const range = ({ start, end }: { start: Date; end: Date }) => m.bookingUi.results.dateRange(formatDayMonth(start), formatDayMonth(end));
  const times = ({ start, end }: { start: Date; end: Date }) => `${formatClock(start)}–${formatClock(end)}`;
  return {
    monthHeaderFormat: (date: Date) => formatMonthYear(date),
    dayHeaderFormat: (date: Date) => formatWholeDay(date),
    dayRangeHeaderFormat: range,
    weekdayFormat: (date: Date) => formatWeekdayShort(date),
    dayFormat: (date: Date) => formatDayMonth(date),
    dateFormat: (date: Date) => String(date.getDate()),
    timeGutterFormat: (date: Date) => formatClock(date),
    eventTimeRangeFormat: times,
    eventTimeRangeStartFormat: ({ start }: { start: Date }) => `${formatClock(start)}–`,
    eventTimeRangeEndFormat: ({ end }: { end: Date }) => `–${formatClock(end)}`,
    selectRangeFormat: times,
  };
}

/** The calendar library's own texts (the views' names, "+2 more" and the like) in the language shown. */
function calendarMessages(m: PageMessages): CalendarMessages<BookedEvent> {
  const C = m.bookingUi.calendar;
  return {
    previous: C.previous,
    next: C.next,
    today: C.today,
    month: C.month,
    week: C.week,
    day: C.day,
    allDay: C.allDay,
    noEventsInRange: C.noEventsInRange,
    showMore: (count) => C.showMore(count),
  };
}

/** Previous and next only (the spec's calendar has no Today button), plus the three views. */
function Toolbar({ label, view, onNavigate, onView }: ToolbarProps<BookedEvent>) {
  const C = usePageMessages().bookingUi.calendar;
  const viewLabels: Partial<Record<View, string>> = { month: C.month, week: C.week, day: C.day };
  const nav = 'flex size-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:border-teal-600 hover:text-teal-800';
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <button type="button" className={nav} onClick={() => onNavigate('PREV')}>
          <Icon name="chevronLeft" />
          <span className="sr-only">{C.previous}</span>
        </button>
        <button type="button" className={nav} onClick={() => onNavigate('NEXT')}>
          <Icon name="chevronRight" />
          <span className="sr-only">{C.next}</span>
        </button>
        <p className="ml-2 text-lg font-semibold text-slate-900" aria-live="polite" data-testid="calendar-label">
          {label}
        </p>
      </div>
      <div role="group" aria-label={C.viewGroup} className="inline-flex rounded-lg bg-slate-100 p-1">
        {VIEWS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            onClick={() => onView(name)}
            className={`rounded-md px-3 py-1.5 text-sm font-medium ${view === name ? 'bg-white text-teal-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {viewLabels[name]}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The same on a phone's narrow month cells: the times alone, a segment that continues into the
 * next week row ending on a dash (the bar's colour and the legend say "Booked").
 */
export function compactBarLabel(start: Date, end: Date, continuesPrior = false, continuesAfter = false): string {
  return `${continuesPrior ? '' : formatClock(start)}–${continuesAfter ? '' : formatClock(end)}`;
}

/** A booked bar names its times (Sri Lanka time), not just "Booked". */
function BookedBar({ event, continuesPrior, continuesAfter }: EventProps<BookedEvent> & { continuesPrior?: boolean; continuesAfter?: boolean }) {
  const m = usePageMessages();
  return (
    <span data-testid="booked-bar">
      <span className="lr-bar-full">{bookedBarLabel(m, event.start, event.end)}</span>
      <span className="lr-bar-compact">{compactBarLabel(event.start, event.end, continuesPrior, continuesAfter)}</span>
    </span>
  );
}

/** Week and day columns: the full day name over the date, on two lines so nothing is cut off. */
function DayColumnHeader({ date }: HeaderProps) {
  return (
    <span className="flex flex-col items-center leading-tight">
      <span className="lr-day-name">{formatWeekdayName(date)}</span>
      <span className="text-xs font-normal text-slate-500">{formatDayMonth(date)}</span>
    </span>
  );
}

export interface AvailabilityCalendarProps {
  vehicleId: string;
  initialDate?: string;
  /** The searched trip, in the calendar's wall-clock terms (Sri Lanka time): hatched on every view. */
  chosen?: TripWindow | null;
}

/**
 * The vehicle's booked periods on a month / week / day calendar, 500 px high, month first; the
 * searched dates hatched, each booked bar with its times; below it (for screen readers) the
 * same periods as a list, since a grid of colours says little when read aloud.
 */
export default function AvailabilityCalendar({ vehicleId, initialDate, chosen = null }: AvailabilityCalendarProps) {
  const m = usePageMessages();
  const F = m.bookingFlow;
  const messages = useMemo(() => calendarMessages(m), [m]);
  const formats = useMemo(() => calendarFormats(m), [m]);
  const hoursLabel = F.hoursOfTheDay;
  const monthLabel = m.bookingUi.calendar.month;
  const { data, error } = useBookedPeriods(vehicleId);
  const [date, setDate] = useState(() => (initialDate ? dayFromString(initialDate) : null) ?? new Date());
  const [view, setView] = useState<View>(Views.MONTH);
  const rootRef = useRef<HTMLDivElement>(null);

  const events = useMemo<BookedEvent[]>(
    () =>
      (data ?? []).map((event) => ({
        title: event.title,
        start: colomboWallClock(event.start),
        end: colomboWallClock(event.end),
        startIso: event.start,
        endIso: event.end,
      })),
    [data],
  );

  // The searched trip as wall-clock Dates (what the calendar draws), and the days it touches.
  const chosenWall = useMemo(() => {
    if (!chosen) return null;
    const start = colomboWallClock(new Date(chosen.start).toISOString());
    const end = colomboWallClock(new Date(chosen.end).toISOString());
    return { start, end, firstDay: startOfDay(start).getTime(), lastDay: startOfDay(end).getTime() };
  }, [chosen]);

  const dayPropGetter = useCallback(
    (day: Date) => {
      if (!chosenWall) return {};
      const t = startOfDay(day).getTime();
      return t >= chosenWall.firstDay && t <= chosenWall.lastDay ? { className: 'lr-chosen-day' } : {};
    },
    [chosenWall],
  );
  const slotPropGetter = useCallback(
    (slot: Date) => (chosenWall && slot >= chosenWall.start && slot < chosenWall.end ? { className: 'lr-chosen-slot' } : {}),
    [chosenWall],
  );

  // Two repairs to the library's markup, kept up as it redraws: in week and day views the
  // all-day row claims table roles outside any table (a screen reader would announce a broken
  // table), and the scrolling hours must be reachable, and scrollable, by keyboard.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const repair = () => {
      root.querySelectorAll('.rbc-time-view [role="rowgroup"], .rbc-time-view [role="row"]').forEach((element) => element.removeAttribute('role'));
      const hours = root.querySelector<HTMLElement>('.rbc-time-content');
      if (hours && hours.getAttribute('role') !== 'group') {
        hours.tabIndex = 0;
        hours.setAttribute('role', 'group');
      }
      if (hours && hours.getAttribute('aria-label') !== hoursLabel) hours.setAttribute('aria-label', hoursLabel);
      // The library names its month table "Month View" in English whatever the language.
      const month = root.querySelector<HTMLElement>('.rbc-month-view');
      if (month && month.getAttribute('aria-label') !== monthLabel) month.setAttribute('aria-label', monthLabel);
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [hoursLabel, monthLabel]);

  const upcoming = events.filter((event) => event.end.getTime() >= startOfDay(new Date()).getTime()).slice(0, LISTED_PERIODS);

  return (
    <div ref={rootRef} data-testid="availability-calendar" data-view={view} className={`lr-calendar lr-view-${view}`}>
      {error && <Alert className="mb-4">{m.vehicles.loadError(errorText(error))}</Alert>}
      <Calendar<BookedEvent>
        localizer={localizer}
        culture={activeLocale()}
        messages={messages}
        formats={formats}
        events={events}
        date={date}
        onNavigate={setDate}
        view={view}
        onView={setView}
        views={VIEWS}
        components={{ toolbar: Toolbar, event: BookedBar, week: { header: DayColumnHeader }, day: { header: DayColumnHeader } }}
        tooltipAccessor={(event) => F.bookedTooltip(formatMoment(event.startIso), formatMoment(event.endIso))}
        dayPropGetter={dayPropGetter}
        slotPropGetter={slotPropGetter}
        scrollToTime={DAY_VIEW_OPENS_AT}
        popup
        style={{ height: CALENDAR_HEIGHT_PX }}
      />
      <div className="sr-only">
        <h3>{F.bookedPeriodsTitle}</h3>
        {upcoming.length > 0 ? (
          <ul>
            {upcoming.map((event) => (
              <li key={event.startIso}>{F.bookedTooltip(formatMoment(event.startIso), formatMoment(event.endIso))}</li>
            ))}
          </ul>
        ) : (
          data && <p>{F.noBookedPeriods}</p>
        )}
      </div>
    </div>
  );
}
