import './zod-config';
import { z } from 'zod';

/**
 * Live changes (issue 34, decision 109): the server-sent events stream of `GET /api/events`.
 * Each event names a booking and what changed; screens refetch what they show (TanStack Query),
 * so the stream never carries the data itself.
 */
export const LIVE = {
  /** A ticket (`POST /api/events/ticket`) opens one stream, within this long of being issued. */
  ticketTtlMs: 60_000,
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: 20_000,
  /** How long the log of changes is kept for replay after a reconnect (`Last-Event-ID`). */
  keepMs: 10 * 60_000,
  /** At most this many events are replayed; a client further behind is told to reload everything. */
  replayMax: 500,
  /** Streams one account may hold open on one API process. */
  streamsPerUser: 5,
  /** A stream whose unsent output passes this is dropped (a slow client never holds memory). */
  bufferBytes: 64 * 1024,
  /** How long a client waits before it reconnects with a new ticket. */
  retryMs: 2_000,
} as const;

/** The domain events the stream carries: every change of a booking or its money. */
export const LIVE_CHANGES = ['booking.created', 'booking.statusChanged', 'booking.cancelled', 'booking.driverChanged', 'booking.scheduleChanged', 'booking.transferStamped', 'payment.recorded'] as const;
export type LiveChange = (typeof LIVE_CHANGES)[number];

/** One event's data (its `id:` line is the log's position, for `Last-Event-ID`). */
export interface LiveEvent {
  bookingId: string;
  change: LiveChange;
  /** The booking's own tourist made the change (not staff, a driver or the system). */
  byBooker: boolean;
}

/** `POST /api/events/ticket`: a single-use ticket for `GET /api/events?ticket=`. */
export const liveTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
export type LiveTicket = z.infer<typeof liveTicketSchema>;

/** `GET /api/events` query: the ticket, and where a reconnect resumes (instead of the Last-Event-ID header). */
export const liveStreamQuerySchema = z.object({
  ticket: z.string().min(1).max(100),
  lastEventId: z.string().regex(/^\d{1,18}$/).optional(),
});
