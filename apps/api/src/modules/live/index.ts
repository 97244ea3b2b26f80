/**
 * The live module's face (decision 109): the per-user stream of changes (`GET /api/events`) that
 * keeps every screen current. Owns the `live_events` log and `live_tickets` (migration 039).
 * It reacts to the events module's domain events (its reaction writes the log) and reads who a
 * booking concerns through the bookings module's face; the events module itself imports nobody.
 */
export { liveReactions, LiveHub } from './service';
