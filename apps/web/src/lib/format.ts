import { format } from 'date-fns';
import { COLOMBO_OFFSET_MS, formatCivilDate, formatCivilDateTime, formatDateIn, formatDateTimeIn, formatMoneyIn, formatPriceIn, isValidDateString, type CivilDate, type DateStyle } from '@app/shared';
import { activeLanguage, activeLocale } from './i18n/active-language';

/*
 * Dates in the language shown, through the one shared formatter pages, e-mails and PDFs use
 * (decision 082): English, Sinhala and Tamil from shipped CLDR tables (a browser without Sinhala
 * data writes them as the server does), the other languages through `Intl`.
 */

/** A calendar's (wall-clock) Date as the day it shows. */
const civilOf = (date: Date): CivilDate => ({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
const inLanguage = (style: DateStyle) => (date: Date) => formatCivilDate(civilOf(date), activeLanguage(), style);
const pad = (n: number) => String(n).padStart(2, '0');

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
  return formatDateIn(date, activeLanguage(), 'long');
}

/** '12 Aug 2026' for compact headings. */
export function formatShortDay(date: string): string {
  return formatDateIn(date, activeLanguage(), 'short');
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
  const wall = colomboWallClock(iso);
  return formatCivilDateTime(civilOf(wall), wall.getHours(), wall.getMinutes(), activeLanguage());
}

/** '10:00', a clock time of a calendar's (wall-clock) Date: 24-hour HH:mm in every language. */
export const formatClock = (date: Date): string => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
/** '21 Nov 10:00', a moment on a calendar bar that spans days. */
export const formatDayMonthClock = (date: Date): string => formatCivilDateTime(civilOf(date), date.getHours(), date.getMinutes(), activeLanguage(), 'dayMonth');
/** 'Wed, Aug 12, 2026', a calendar's (wall-clock) Date as the booking pages write a day. */
export const formatWholeDay = inLanguage('long');
/** 'Wednesday', a calendar column's full day name. */
export const formatWeekdayName = inLanguage('weekday');
/** 'November 2026', a month's heading ('2026年11月' in Chinese). */
export const formatMonthYear = inLanguage('monthYear');

/** A review's trip month, `2034-03`, as "March 2034" in the language shown. */
export function formatTripMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return Number.isFinite(year) && Number.isFinite(m) ? formatMonthYear(new Date(year, m - 1, 1)) : month;
}
/** 'Wed', a narrow column's day name. */
export const formatWeekdayShort = inLanguage('weekdayShort');
/** 'W', where even 'Wed' is too wide. */
export const formatWeekdayLetter = inLanguage('weekdayNarrow');
/** '21', the day of the month in a month-wide column. */
export const formatDayOfMonth = inLanguage('dayOfMonth');
/** '21 Nov', the date under a calendar column's day name. */
export const formatDayMonth = inLanguage('dayMonth');

/** 'Sun, Mar 7, 2027, 09:00', a booking's day and wall-clock time (Sri Lanka) as its pages show it. */
export function formatDayTime(date: string, time: string): string {
  return formatDateTimeIn(date, time, activeLanguage());
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

/** The browser's own time zone (IANA name), or null when it cannot say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The wall clock of an instant in a time zone: its day, hour and minute; null for a zone the browser does not know. */
function wallClockIn(epochMs: number, zone: string): { civil: { year: number; month: number; day: number }; hour: number; minute: number } | null {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(new Date(epochMs));
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const civil = { year: part('year'), month: part('month'), day: part('day') };
    const [hour, minute] = [part('hour') % 24, part('minute')];
    return [civil.year, civil.month, civil.day, hour, minute].every(Number.isFinite) ? { civil, hour, minute } : null;
  } catch {
    return null;
  }
}

/**
 * An instant as the tourist's own clock in `zone` reads it ('Sat, Nov 21, 2026, 06:30'), through
 * the shared formatter; null when the zone shows the same wall clock as Sri Lanka's (nothing to add)
 * or is unknown.
 */
export function formatMomentInZone(epochMs: number, zone: string): string | null {
  const local = wallClockIn(epochMs, zone);
  if (!local) return null;
  const colombo = colomboWallClock(new Date(epochMs).toISOString());
  const same = local.civil.year === colombo.getFullYear() && local.civil.month === colombo.getMonth() + 1 && local.civil.day === colombo.getDate();
  if (same && local.hour === colombo.getHours() && local.minute === colombo.getMinutes()) return null;
  return formatCivilDateTime(local.civil, local.hour, local.minute, activeLanguage());
}
