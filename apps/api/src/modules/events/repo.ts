import type { Queryable } from '../../db/database';
import type { DomainEvent } from './types';

/** The channel each committed event is named on (its id and type), for subscribers in any process. */
export const EVENTS_CHANNEL = 'domain_events';

/** Writes the event in the caller's transaction and names it on the channel (sent at commit). */
export async function insertEvent(db: Queryable, event: DomainEvent): Promise<string> {
  const { type, bookingId, actorId, ...payload } = event;
  const rows = await db.query<{ id: string }>(
    `WITH written AS (
       INSERT INTO domain_events (type, booking_id, actor_id, payload) VALUES ($1, $2, $3, $4) RETURNING id, type, booking_id
     )
     SELECT id::text AS id, pg_notify('${EVENTS_CHANNEL}', json_build_object('id', id::text, 'type', type, 'bookingId', booking_id)::text) FROM written`,
    [type, bookingId, actorId, JSON.stringify(payload)],
  );
  return rows[0]!.id;
}

export interface StoredEvent {
  id: string;
  type: string;
  booking_id: string | null;
  actor_id: string | null;
  payload: Record<string, unknown>;
  created_at: Date;
}

/** A booking's events, oldest first. */
export function listEventsOfBooking(db: Queryable, bookingId: string): Promise<StoredEvent[]> {
  return db.query<StoredEvent>('SELECT id::text AS id, type, booking_id, actor_id, payload, created_at FROM domain_events WHERE booking_id = $1 ORDER BY domain_events.id', [bookingId]);
}
