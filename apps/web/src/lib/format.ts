import { format } from 'date-fns';
import { COLOMBO_OFFSET_MS, isValidDateString } from '@app/shared';

/** A YYYY-MM-DD calendar day as a local Date at midnight (no time-zone shift). */
export function dayFromString(date: string): Date | null {
  if (!isValidDateString(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** 'Wed, Aug 12, 2026', the booking pages' date format; the raw text when it is not a date. */
export function formatDay(date: string): string {
  const day = dayFromString(date);
  return day ? format(day, 'EEE, MMM d, yyyy') : date;
}

/** '12 Aug 2026' for compact headings. */
export function formatShortDay(date: string): string {
  const day = dayFromString(date);
  return day ? format(day, 'd MMM yyyy') : date;
}

/**
 * The Sri Lanka wall-clock time of an instant, as a local Date with the same fields, so a
 * calendar shows booked periods in the island's time wherever the visitor's browser is.
 */
export function colomboWallClock(iso: string): Date {
  const shifted = new Date(Date.parse(iso) + COLOMBO_OFFSET_MS);
  return new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
  );
}

/** An instant as 'Sat, Nov 21, 2026, 11:00' in Sri Lanka time, for tourists' pages. */
export function formatMoment(iso: string): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  return format(colomboWallClock(iso), 'EEE, MMM d, yyyy, HH:mm');
}

/** A formatter of calendar (wall-clock) Dates with one date-fns pattern. */
const withPattern = (pattern: string) => (date: Date): string => format(date, pattern);

/** '10:00', a clock time of a calendar's (wall-clock) Date. */
export const formatClock = withPattern('HH:mm');
/** '21 Nov 10:00', a moment on a calendar bar that spans days. */
export const formatDayMonthClock = withPattern('d MMM HH:mm');
/** 'Wednesday', a calendar column's full day name. */
export const formatWeekdayName = withPattern('EEEE');
/** 'November 2026', a month's heading. */
export const formatMonthYear = withPattern('MMMM yyyy');
/** 'Wed', a narrow column's day name. */
export const formatWeekdayShort = withPattern('EEE');
/** 'W', where even 'Wed' is too wide. */
export const formatWeekdayLetter = withPattern('EEEEE');
/** '21', the day of the month in a month-wide column. */
export const formatDayOfMonth = withPattern('d');
/** '21 Nov', the date under a calendar column's day name. */
export const formatDayMonth = withPattern('d MMM');

/** 'Sun, Mar 7, 2027, 09:00', a booking's day and wall-clock time (Sri Lanka) as its pages show it. */
export function formatDayTime(date: string, time: string): string {
  return `${formatDay(date)}, ${time}`;
}

/** A YYYY-MM-DD day as DD/MM/YY (spec section 9); the raw text when it is not a date. */
export function formatDdMmYy(date: string): string {
  const day = dayFromString(date);
  return day ? format(day, 'dd/MM/yy') : date;
}

/** A staff-table formatter of instants (ISO), in Sri Lanka time wherever the browser is; '—' for none. */
const instantWithPattern = (pattern: string) => (iso: string | null | undefined): string =>
  !iso || Number.isNaN(Date.parse(iso)) ? '—' : format(colomboWallClock(iso), pattern);

/** An instant as DD/MM/YY HH:mm. */
export const formatInstant = instantWithPattern('dd/MM/yy HH:mm');
/** The Sri Lanka calendar day of an instant, as DD/MM/YY. */
export const formatInstantDate = instantWithPattern('dd/MM/yy');
