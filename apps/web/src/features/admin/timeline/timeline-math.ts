import { COLOMBO_OFFSET_MS, addDays } from '@app/shared';

export type TimelineView = 'week' | 'month';

const DAY_MS = 86_400_000;

function utcDay(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** Days from `from` to `to` (YYYY-MM-DD), both counted: 2026-12-01..2026-12-07 is 7. */
export function dayCount(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS) + 1;
}

/** The week (Monday to Sunday) or calendar month around a day. */
export function rangeFor(view: TimelineView, anchor: string): { from: string; to: string; days: string[] } {
  let from: string;
  let to: string;
  if (view === 'week') {
    const weekday = (new Date(utcDay(anchor)).getUTCDay() + 6) % 7;
    from = addDays(anchor, -weekday);
    to = addDays(from, 6);
  } else {
    from = `${anchor.slice(0, 7)}-01`;
    const [y, m] = from.split('-').map(Number) as [number, number];
    to = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  }
  const days = Array.from({ length: dayCount(from, to) }, (_, i) => addDays(from, i));
  return { from, to, days };
}

/** The anchor one week or month earlier (-1) or later (+1). */
export function shiftAnchor(view: TimelineView, anchor: string, direction: -1 | 1): string {
  if (view === 'week') return addDays(anchor, 7 * direction);
  const [y, m] = anchor.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + direction, 1)).toISOString().slice(0, 10);
}

/** Where an instant falls on the range, in days from its first midnight (Sri Lanka time); fractional. */
export function dayOffset(iso: string, from: string): number {
  return (Date.parse(iso) + COLOMBO_OFFSET_MS - utcDay(from)) / DAY_MS;
}

/**
 * A booking's bar on a range of `days` days: its left edge and width in days, clipped to the
 * range, with flags for the ends that run past it; null when it lies outside.
 */
export function barSpan(start: string, end: string, from: string, days: number): { left: number; width: number; startsBefore: boolean; endsAfter: boolean } | null {
  const s = dayOffset(start, from);
  const e = dayOffset(end, from);
  if (!Number.isFinite(s) || !Number.isFinite(e) || e <= 0 || s >= days || e <= s) return null;
  const left = Math.max(0, s);
  const right = Math.min(days, e);
  return { left, width: right - left, startsBefore: s < 0, endsAfter: e > days };
}
