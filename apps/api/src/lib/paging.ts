import { z } from 'zod';
import { badRequest } from './errors';

/** Largest page a client may ask for. */
export const MAX_PAGE_SIZE = 100;

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`limit must be a whole number`)
    .min(1, `limit must be at least 1`)
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
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

const CURSOR_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The database's own text of a timestamptz (microseconds kept), e.g. 2026-11-23 07:05:25.123456+00. */
const DB_TIME_RE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && DB_TIME_RE.test(at) && typeof id === 'string' && CURSOR_RE.test(id)) return { at, id };
  } catch {
    /* fall through */
  }
  throw badRequest('cursor is not valid; use nextCursor from the previous page', ['cursor is not valid']);
}

/** undefined when the client asked for the plain list (no limit). */
export function pageRequest(q: { limit?: number; cursor?: string }): PageRequest | undefined {
  if (q.limit === undefined) {
    if (q.cursor !== undefined) throw badRequest('cursor needs limit', ['cursor needs limit']);
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

/**
 * The WHERE fragment of a keyset page: rows strictly after the cursor in the list's order.
 * `params` receives the cursor values; the fragment names them by position.
 */
export function afterCursorSql(page: PageRequest | undefined, params: unknown[], columns: { at: string; id: string }, direction: 'asc' | 'desc'): string {
  if (!page?.after) return '';
  params.push(page.after.at, page.after.id);
  const op = direction === 'desc' ? '<' : '>';
  return ` AND (${columns.at}, ${columns.id}) ${op} ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
}

export function limitSql(page: PageRequest | undefined, max: number): string {
  return ` LIMIT ${page ? page.limit + 1 : max}`;
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
