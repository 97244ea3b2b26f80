import type { Queryable } from '../../db/database';
import type { LiveChange } from '@app/shared';

/** The channel each committed live event is named on, with its id and audience (migration 039). */
export const LIVE_CHANNEL = 'live_events';

/** One entry of the live log, as NOTIFY names it and replay reads it. */
export interface LiveEntry {
  id: string;
  bookingId: string;
  change: LiveChange;
  byBooker: boolean;
  touristId: string | null;
  driverIds: string[];
}

/** Writes a change in the caller's transaction; its id is numbered at commit (migration 039). */
export async function insertLiveEvent(db: Queryable, entry: Omit<LiveEntry, 'id'>): Promise<void> {
  await db.query('INSERT INTO live_events (booking_id, change, by_booker, tourist_id, driver_ids) VALUES ($1, $2, $3, $4, $5)', [
    entry.bookingId,
    entry.change,
    entry.byBooker,
    entry.touristId,
    entry.driverIds,
  ]);
}

/**
 * What a reader that saw up to `afterId` missed, oldest first, of what `viewer` may see (every
 * entry when `viewer` is null: staff). `missedTooMuch`: entries after `afterId` were pruned already.
 */
export async function liveEventsAfter(
  db: Queryable,
  afterId: string,
  viewer: string | null,
  limit: number,
): Promise<{ entries: LiveEntry[]; missedTooMuch: boolean }> {
  const [bounds] = await db.query<{ oldest: string | null }>('SELECT min(id)::text AS oldest FROM live_events');
  // Nothing is kept of what came before the oldest entry (pruning keeps the newest: none, none ever).
  if (bounds!.oldest !== null && BigInt(afterId) + 1n < BigInt(bounds!.oldest)) return { entries: [], missedTooMuch: true };
  const entries = await db.query<LiveEntry>(
    `SELECT id::text AS id, booking_id AS "bookingId", change, by_booker AS "byBooker", tourist_id AS "touristId", driver_ids::text[] AS "driverIds"
       FROM live_events
      WHERE id > $1 AND ($2::uuid IS NULL OR tourist_id = $2::uuid OR $2::uuid = ANY(driver_ids))
      ORDER BY id LIMIT $3`,
    [afterId, viewer, limit + 1],
  );
  if (entries.length > limit) return { entries: [], missedTooMuch: true };
  return { entries, missedTooMuch: false };
}

/**
 * The newest committed id ('0' before the first): where a new stream starts. Not the sequence's
 * value: that may be the id of a transaction still committing, whose event would then be skipped.
 */
export async function newestLiveEventId(db: Queryable): Promise<string> {
  const [row] = await db.query<{ newest: string }>('SELECT COALESCE(max(id), 0)::text AS newest FROM live_events');
  return row!.newest;
}

/**
 * Forgets entries older than `keepMs` and tickets past their time (by the database's clock, which
 * wrote them). The newest entry stays, so where the log stands is always known.
 */
export async function pruneLive(db: Queryable, keepMs: number): Promise<void> {
  await db.query(`DELETE FROM live_events WHERE created_at < now() - make_interval(secs => $1) AND id < (SELECT max(id) FROM live_events)`, [keepMs / 1000]);
  await db.query('DELETE FROM live_tickets WHERE expires_at < now()');
}

export async function insertTicket(db: Queryable, ticketHash: string, userId: string, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO live_tickets (ticket_hash, user_id, expires_at) VALUES ($1, $2, $3)', [ticketHash, userId, expiresAt]);
}

/** Takes a ticket (it is gone afterwards, whatever its time): its account, if it was still valid at `now`. */
export async function redeemTicket(db: Queryable, ticketHash: string, now: Date): Promise<string | undefined> {
  const rows = await db.query<{ user_id: string; expires_at: Date }>('DELETE FROM live_tickets WHERE ticket_hash = $1 RETURNING user_id, expires_at', [ticketHash]);
  const row = rows[0];
  return row && new Date(row.expires_at).getTime() > now.getTime() ? row.user_id : undefined;
}
