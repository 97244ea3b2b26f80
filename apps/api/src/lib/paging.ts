import { z } from 'zod';
import { MESSAGES } from '@app/shared';
import { badRequest } from './errors';
import { isId } from './ids';

const V = MESSAGES.validation;

/** Largest page a client may ask for. */
export const MAX_PAGE_SIZE = 100;

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: V.limitNumber(MAX_PAGE_SIZE) })
    .int(V.limitWhole)
    .min(1, V.limitMin)
    .max(MAX_PAGE_SIZE, V.limitMax(MAX_PAGE_SIZE))
    .optional()
    .describe(`Page size (1-${MAX_PAGE_SIZE}). With it, the answer is { items, nextCursor }.`),
  cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
});

/** Position after the last row of a page: its sort time (as the database wrote it) and id. */
export interface Cursor {
  at: string;
  id: string;
}

export interface PageRequest {
  limit: number;
  after?: Cursor;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The database's own text of a timestamptz (microseconds kept), e.g. 2026-11-23 07:05:25.123456+00. */
const DB_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:[+-](\d{2})(?::?(\d{2}))?|Z)?$/;

/**
 * True when `text` is a timestamp the database can read back: a real calendar day of years
 * 1-9999, a real time of day, and a UTC offset PostgreSQL accepts (at most 15:59). A cursor is
 * client input: anything else would reach the database as a data exception.
 */
export function isStorableTimestamp(text: string): boolean {
  const m = DB_TIME_RE.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offsetHours = 0, offsetMinutes = 0] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
  if (year! < 1 || month! < 1 || month! > 12 || day! < 1 || hour! > 23 || minute! > 59 || second! > 59) return false;
  if (offsetHours > 15 || offsetMinutes > 59) return false;
  const date = new Date(Date.UTC(2000, month! - 1, day!));
  date.setUTCFullYear(year!);
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && isStorableTimestamp(at) && isId(id)) return { at, id };
  } catch {
    /* fall through */
  }
  throw badRequest(V.cursorInvalid, [V.cursorInvalid]);
}

/** undefined when the client asked for the plain list (no limit). */
export function pageRequest(q: { limit?: number; cursor?: string }): PageRequest | undefined {
  if (q.limit === undefined) {
    if (q.cursor !== undefined) throw badRequest(V.cursorNeedsLimit, [V.cursorNeedsLimit]);
    return undefined;
  }
  return { limit: q.limit, after: q.cursor ? decodeCursor(q.cursor) : undefined };
}

/** Fetch limit + 1 rows; the extra one only tells whether another page exists. */
export function toPage<T>(rows: T[], limit: number, cursorOf: (item: T) => Cursor): Page<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}

export interface Listed<T> {
  item: T;
  cursor: Cursor;
}

/** The spec's plain list without `limit`, or `{ items, nextCursor }` with it. */
export function listResult<T>(rows: Listed<T>[], page: PageRequest | undefined): T[] | Page<T> {
  if (!page) return rows.map((r) => r.item);
  const { items, nextCursor } = toPage(rows, page.limit, (r) => r.cursor);
  return { items: items.map((r) => r.item), nextCursor };
}
