import { format } from 'date-fns';
import { COLOMBO_OFFSET_MS, formatMoneyIn, formatPriceIn, isValidDateString } from '@app/shared';
import { activeLanguage, activeLocale } from './i18n/active-language';

/**
 * Dates in the language shown. English keeps the exact forms the pages always had (date-fns
 * patterns, some quoted by the spec); every other language gets `Intl`'s own form of the same
 * fields, so word order and month names are right for it.
 */
function inLanguage(pattern: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const cache = new Map<string, Intl.DateTimeFormat>();
  return (date) => {
    if (activeLanguage() === 'en') return format(date, pattern);
    const locale = activeLocale();
    let formatter = cache.get(locale);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, options);
      cache.set(locale, formatter);
    }
    return formatter.format(date);
  };
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const longDay = inLanguage('EEE, MMM d, yyyy', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const shortDay = inLanguage('d MMM yyyy', { day: 'numeric', month: 'short', year: 'numeric' });
const moment = inLanguage('EEE, MMM d, yyyy, HH:mm', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', ...CLOCK });

/** A price in US dollars as the language shown writes money (`$45.00` in English). */
export function formatPrice(amount: number): string {
  return formatPriceIn(amount, activeLocale());
}

/** A YYYY-MM-DD calendar day as a local Date at midnight (no time-zone shift). */
export function dayFromString(date: string): Date | null {
  if (!isValidDateString(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** 'Wed, Aug 12, 2026', the booking pages' date format; the raw text when it is not a date. */
export function formatDay(date: string): string {
  const day = dayFromString(date);
  return day ? longDay(day) : date;
}

/** '12 Aug 2026' for compact headings. */
export function formatShortDay(date: string): string {
  const day = dayFromString(date);
  return day ? shortDay(day) : date;
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
  return moment(colomboWallClock(iso));
}

/** '10:00', a clock time of a calendar's (wall-clock) Date. */
export const formatClock = inLanguage('HH:mm', CLOCK);
/** '21 Nov 10:00', a moment on a calendar bar that spans days. */
export const formatDayMonthClock = inLanguage('d MMM HH:mm', { day: 'numeric', month: 'short', ...CLOCK });
/** 'Wednesday', a calendar column's full day name. */
export const formatWeekdayName = inLanguage('EEEE', { weekday: 'long' });
/** 'November 2026', a month's heading. */
export const formatMonthYear = inLanguage('MMMM yyyy', { month: 'long', year: 'numeric' });
/** 'Wed', a narrow column's day name. */
export const formatWeekdayShort = inLanguage('EEE', { weekday: 'short' });
/** 'W', where even 'Wed' is too wide. */
export const formatWeekdayLetter = inLanguage('EEEEE', { weekday: 'narrow' });
/** '21', the day of the month in a month-wide column. */
export const formatDayOfMonth = inLanguage('d', { day: 'numeric' });
/** '21 Nov', the date under a calendar column's day name. */
export const formatDayMonth = inLanguage('d MMM', { day: 'numeric', month: 'short' });

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

/**
 * An amount recorded in a currency (a payment): dollars as every price is written, other
 * currencies as the language shown writes them ("LKR 5,400.00" in English, "5.400,00 LKR" in
 * German), so a recorded amount reads the way it was typed (issue 26).
 */
export function formatAmountIn(amount: number, currency: string): string {
  return currency === 'USD' ? formatPrice(amount) : formatMoneyIn(amount, currency, activeLocale());
}
