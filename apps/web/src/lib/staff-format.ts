import { format } from 'date-fns';
import { isApiError } from './api';
import { colomboWallClock, dayFromString } from './format';

/** A YYYY-MM-DD day as DD/MM/YY (spec section 9); the raw text when it is not a date. */
export function formatDdMmYy(date: string): string {
  const day = dayFromString(date);
  return day ? format(day, 'dd/MM/yy') : date;
}

/** An instant (ISO) as DD/MM/YY HH:mm, Sri Lanka time, wherever the browser is. */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '—';
  return format(colomboWallClock(iso), 'dd/MM/yy HH:mm');
}

/** The words of a failure: the server's own sentence when it sent one, else the HTTP status text. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.statusText;
  return error instanceof Error ? error.message : String(error);
}

/** The Sri Lanka calendar day of an instant, as DD/MM/YY. */
export function formatInstantDate(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '—';
  return format(colomboWallClock(iso), 'dd/MM/yy');
}

/** A refused save in words: the server's sentence, and the details of a 400 when they add something. */
export function saveErrorText(error: unknown): string {
  const base = errorText(error);
  const details = isApiError(error) ? (error.details ?? []).filter((d) => d !== base) : [];
  return details.length > 0 ? `${base}: ${details.join(', ')}` : base;
}
