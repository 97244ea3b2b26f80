import { BOOKING_UTC_OFFSET, BOOKING_UTC_OFFSET_MINUTES } from './constants';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60_000;

/** True for a real calendar day written YYYY-MM-DD (rejects 2026-02-30). */
export function isValidDateString(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2999) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** True for a 24-hour wall-clock time written HH:mm (rejects 24:00). */
export function isValidTimeString(value: string): boolean {
  return TIME_RE.test(value);
}

/**
 * Milliseconds of a Sri Lanka wall-clock date and time, or null when either part is invalid.
 * Sri Lanka keeps one offset all year, so differences between two results are exact durations.
 */
export function localDateTimeToEpochMs(date: string, time: string): number | null {
  if (!isValidDateString(date) || !isValidTimeString(time)) return null;
  return Date.parse(`${date}T${time}:00${BOOKING_UTC_OFFSET}`);
}

/** ISO 8601 with the Sri Lanka offset, as stored and as sent in availability events. */
export function toColomboIso(date: string, time: string): string {
  return `${date}T${time}:00${BOOKING_UTC_OFFSET}`;
}

/** Sri Lanka's distance from UTC (+05:30), in milliseconds. */
export const COLOMBO_OFFSET_MS = BOOKING_UTC_OFFSET_MINUTES * MINUTE_MS;

/** Today's date in Sri Lanka as YYYY-MM-DD. */
export function colomboToday(now: Date = new Date()): string {
  const shifted = new Date(now.getTime() + COLOMBO_OFFSET_MS);
  return shifted.toISOString().slice(0, 10);
}

/** An instant as Sri Lanka wall-clock time, YYYY-MM-DD HH:mm. */
export function formatColomboDateTime(epochMs: number): string {
  return new Date(epochMs + COLOMBO_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Calendar days from one YYYY-MM-DD date to another (negative when `to` is earlier), by
 * arithmetic on the two dates: its cost does not grow with the distance between them.
 */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/** The first and last minute of a day, as a search by whole days counts them. */
export const DAY_START_TIME = '00:00';
export const DAY_END_TIME = '23:59';

/**
 * A search by dates covers whole days: the first day from 00:00 to the last day at 23:59, Sri
 * Lanka time. The vehicle search, the free drivers and the fleet timeline all count days so.
 */
export function wholeDays(firstDate: string, lastDate: string): { from: string; to: string } {
  return { from: toColomboIso(firstDate, DAY_START_TIME), to: toColomboIso(lastDate, DAY_END_TIME) };
}
