import { COLOMBO_OFFSET_MS, isValidDateString, isValidTimeString } from './datetime';
import { intlLocaleOf, isUiLanguage, DEFAULT_UI_LANGUAGE, type UiLanguage } from './i18n/locales';

/**
 * One date formatter for pages, e-mails and PDFs (decision 082). English, Sinhala and Tamil are
 * written from the tables below, so a browser without Sinhala or Tamil locale data (which falls
 * back to "2026 M11 27, Fri") writes exactly what the server writes; German, French, Russian
 * and Chinese go through `Intl`, whose data every browser and Node ship for them.
 */

/** How much of a calendar day is written. */
export type DateStyle =
  /** Weekday, day, month, year: "Fri, Nov 27, 2026" (booking pages, e-mails, receipts). */
  | 'long'
  /** Day, month, year: "27 Nov 2026" (compact headings). */
  | 'short'
  /** Day and month: "27 Nov" (calendar columns). */
  | 'dayMonth'
  /** A month's heading: "November 2026". */
  | 'monthYear'
  /** "Friday". */
  | 'weekday'
  /** "Fri". */
  | 'weekdayShort'
  /** "F". */
  | 'weekdayNarrow'
  /** "27". */
  | 'dayOfMonth';

/** A calendar day as its numbers (month 1–12), in no time zone. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/**
 * A language's words and orders for dates, from CLDR (Unicode's Common Locale Data Repository,
 * release 48, `cldr-dates-full` ca-gregorian.json: months and days "format" context, weekdays
 * narrow "stand-alone"; the patterns are the `availableFormats` skeletons yMMMEd, yMMMd, MMMd and
 * yMMMM). Tokens: y year, MMMM / MMM month wide / abbreviated, d day, EEEE / EEE / EEEEE weekday
 * wide / abbreviated / narrow. Weekdays start on Sunday.
 */
interface DateTable {
  monthsWide: readonly string[];
  monthsAbbr: readonly string[];
  weekdaysWide: readonly string[];
  weekdaysAbbr: readonly string[];
  weekdaysNarrow: readonly string[];
  patterns: Record<'long' | 'short' | 'dayMonth' | 'monthYear', string>;
  /** A date and a clock time together ({date} and {time}); `dayMonth` for a day without its year. */
  dateTime: { long: string; dayMonth: string };
}

/**
 * English keeps the forms its pages always had (the spec quotes 'ddd, MMM D, YYYY'); the compact
 * one is the British order the calendar uses.
 */
const EN: DateTable = {
  monthsWide: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  monthsAbbr: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  weekdaysWide: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  weekdaysAbbr: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  weekdaysNarrow: ['S', 'M', 'T', 'W', 'T', 'F', 'S'],
  patterns: { long: 'EEE, MMM d, y', short: 'd MMM y', dayMonth: 'd MMM', monthYear: 'MMMM y' },
  dateTime: { long: '{date}, {time}', dayMonth: '{date} {time}' },
};

/**
 * Sinhala, CLDR 48 (main/si): since release 48 CLDR names the Gregorian months by the Sinhala
 * month names (දුරුතු for January ... උඳුවප් for December), the same as Node's ICU 78 writes; the
 * earlier transliterations (ජනවාරි ...) are in CLDR 46 and before.
 */
const SI: DateTable = {
  monthsWide: ['දුරුතු', 'නවම්', 'මැදින්', 'බක්', 'වෙසක්', 'පොසොන්', 'ඇසළ', 'නිකිණි', 'බිනර', 'වප්', 'ඉල්', 'උඳුවප්'],
  monthsAbbr: ['දුරුතු', 'නවම්', 'මැදින්', 'බක්', 'වෙසක්', 'පොසොන්', 'ඇසළ', 'නිකිණි', 'බිනර', 'වප්', 'ඉල්', 'උඳුවප්'],
  weekdaysWide: ['ඉරිදා', 'සඳුදා', 'අඟහරුවාදා', 'බදාදා', 'බ්‍රහස්පතින්දා', 'සිකුරාදා', 'සෙනසුරාදා'],
  weekdaysAbbr: ['ඉරිදා', 'සඳුදා', 'අඟහ', 'බදාදා', 'බ්‍රහස්', 'සිකු', 'සෙන'],
  weekdaysNarrow: ['ඉ', 'ස', 'අ', 'බ', 'බ්‍ර', 'සි', 'සෙ'],
  patterns: { long: 'y MMM d, EEE', short: 'y MMM d', dayMonth: 'MMM d', monthYear: 'y MMMM' },
  dateTime: { long: '{date}, {time}', dayMonth: '{date}, {time}' },
};

/** Tamil, CLDR 48 (main/ta). */
const TA: DateTable = {
  monthsWide: ['ஜனவரி', 'பிப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டம்பர்', 'அக்டோபர்', 'நவம்பர்', 'டிசம்பர்'],
  monthsAbbr: ['ஜன.', 'பிப்.', 'மார்.', 'ஏப்.', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக.', 'செப்.', 'அக்.', 'நவ.', 'டிச.'],
  weekdaysWide: ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'],
  weekdaysAbbr: ['ஞாயி.', 'திங்.', 'செவ்.', 'புத.', 'வியா.', 'வெள்.', 'சனி'],
  weekdaysNarrow: ['ஞா', 'தி', 'செ', 'பு', 'வி', 'வெ', 'ச'],
  patterns: { long: 'EEE, d MMM, y', short: 'd MMM, y', dayMonth: 'MMM d', monthYear: 'MMMM y' },
  dateTime: { long: '{date}, {time}', dayMonth: '{date}, {time}' },
};

/** The languages written from shipped tables; the others go through `Intl`. */
export const SHIPPED_DATE_TABLES: Partial<Record<UiLanguage, DateTable>> = { en: EN, si: SI, ta: TA };

const INTL_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
  weekday: { weekday: 'long' },
  weekdayShort: { weekday: 'short' },
  weekdayNarrow: { weekday: 'narrow' },
  dayOfMonth: { day: 'numeric' },
};
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const intlCache = new Map<string, Intl.DateTimeFormat>();
function intlFormat(lang: UiLanguage, style: DateStyle, withClock: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${style}|${withClock}`;
  let formatter = intlCache.get(key);
  if (!formatter) {
    // Every field is read in UTC from a UTC instant of the day: the visitor's zone never shifts it.
    formatter = new Intl.DateTimeFormat(intlLocaleOf(lang), { ...INTL_OPTIONS[style], ...(withClock ? CLOCK : {}), timeZone: 'UTC' });
    intlCache.set(key, formatter);
  }
  return formatter;
}

const TOKEN = /EEEEE|EEEE|EEE|MMMM|MMM|y|d/g;

function fromTable(table: DateTable, c: CivilDate, style: DateStyle): string {
  const weekday = new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay();
  switch (style) {
    case 'weekday':
      return table.weekdaysWide[weekday]!;
    case 'weekdayShort':
      return table.weekdaysAbbr[weekday]!;
    case 'weekdayNarrow':
      return table.weekdaysNarrow[weekday]!;
    case 'dayOfMonth':
      return String(c.day);
  }
  return table.patterns[style].replace(TOKEN, (token) => {
    switch (token) {
      case 'EEEEE':
        return table.weekdaysNarrow[weekday]!;
      case 'EEEE':
        return table.weekdaysWide[weekday]!;
      case 'EEE':
        return table.weekdaysAbbr[weekday]!;
      case 'MMMM':
        return table.monthsWide[c.month - 1]!;
      case 'MMM':
        return table.monthsAbbr[c.month - 1]!;
      case 'y':
        return String(c.year);
      default:
        return String(c.day);
    }
  });
}

/** The language a locale or language code names, English when none of ours (`si-LK` -> `si`). */
export function dateLanguageOf(lang: string): UiLanguage {
  const primary = lang.split(/[-_]/)[0]!.toLowerCase();
  return isUiLanguage(primary) ? primary : DEFAULT_UI_LANGUAGE;
}

/** A calendar day in a language's words. */
export function formatCivilDate(c: CivilDate, lang: UiLanguage, style: DateStyle = 'long'): string {
  const table = SHIPPED_DATE_TABLES[lang];
  if (table) return fromTable(table, c, style);
  return intlFormat(lang, style, false).format(Date.UTC(c.year, c.month - 1, c.day));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A calendar day and a wall-clock time (24-hour HH:mm in every language, as bookings are typed
 * and stored), joined as the language joins them.
 */
export function formatCivilDateTime(c: CivilDate, hour: number, minute: number, lang: UiLanguage, style: 'long' | 'short' | 'dayMonth' = 'long'): string {
  const table = SHIPPED_DATE_TABLES[lang];
  if (table) return table.dateTime[style === 'dayMonth' ? 'dayMonth' : 'long'].replace('{date}', fromTable(table, c, style)).replace('{time}', `${pad(hour)}:${pad(minute)}`);
  return intlFormat(lang, style, true).format(Date.UTC(c.year, c.month - 1, c.day, hour, minute));
}

/** A YYYY-MM-DD string's numbers, or null when it is no real day. */
export function civilDateOf(date: string): CivilDate | null {
  if (!isValidDateString(date)) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** A YYYY-MM-DD day in the language's words; the text as it is when it is not a date. */
export function formatDateIn(date: string, lang: UiLanguage, style: DateStyle = 'long'): string {
  const c = civilDateOf(date);
  return c ? formatCivilDate(c, lang, style) : date;
}

/** A booking's day (YYYY-MM-DD) and wall-clock time (HH:mm), Sri Lanka time, in the language's words. */
export function formatDateTimeIn(date: string, time: string, lang: UiLanguage, style: 'long' | 'short' | 'dayMonth' = 'long'): string {
  const c = civilDateOf(date);
  if (!c) return time ? `${date} ${time}` : date;
  if (!isValidTimeString(time)) return formatCivilDate(c, lang, style);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return formatCivilDateTime(c, hour, minute, lang, style);
}

/** An instant (epoch ms or ISO) as its Sri Lanka day, with the time when asked, in the language's words. */
export function formatInstantIn(at: number | string, lang: UiLanguage, withTime = false, style: 'long' | 'short' | 'dayMonth' = 'long'): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(ms)) return String(at);
  const wall = new Date(ms + COLOMBO_OFFSET_MS);
  const c = { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
  return withTime ? formatCivilDateTime(c, wall.getUTCHours(), wall.getUTCMinutes(), lang, style) : formatCivilDate(c, lang, style);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DAY_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/;

/**
 * A message's value as a sentence shows it: a raw day (YYYY-MM-DD) or Sri Lanka day and time
 * (YYYY-MM-DD HH:mm, as the API's sentences carry them) in the language's words; anything else
 * as it is. Every message goes through this (see `formatIcu`), so no sentence shows an ISO date.
 */
export function sentenceValue(value: string, lang: UiLanguage): string {
  if (value.length === 10 && ISO_DAY.test(value)) return formatDateIn(value, lang);
  if (value.length === 16) {
    const m = ISO_DAY_TIME.exec(value);
    if (m && isValidDateString(m[1]!) && isValidTimeString(m[2]!)) return formatDateTimeIn(m[1]!, m[2]!, lang);
  }
  return value;
}
