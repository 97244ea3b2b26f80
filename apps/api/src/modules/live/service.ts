import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { LIVE, LIVE_CHANGES, type LiveEvent, type Role } from '@app/shared';
import type { Database } from '../../db/database';
import type { Subscriptions } from '../events';
import { partiesOfBooking } from '../bookings';
import * as repo from './repo';
import type { LiveEntry } from './repo';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * The live log's reaction (decision 109): every change of a booking or its money is written, in
 * the changing transaction, with who may see it. A driver who lost a trip (`previousDriverId`)
 * still hears of it, so his schedule drops it.
 */
export const liveReactions: Subscriptions = Object.fromEntries(
  LIVE_CHANGES.map((change) => [
    change,
    async (tx: Parameters<NonNullable<Subscriptions['booking.created']>>[0], event: { bookingId: string; actorId: string | null; previousDriverId?: string | null }) => {
      const parties = await partiesOfBooking(tx, event.bookingId);
      if (!parties) return;
      const driverIds = [...new Set([parties.driverId, event.previousDriverId].filter((id): id is string => !!id))];
      const byBooker = event.actorId !== null && event.actorId === parties.userId;
      await repo.insertLiveEvent(tx, { bookingId: event.bookingId, change, byBooker, touristId: parties.userId, driverIds });
    },
  ]),
) as Subscriptions;

/** Issues a single-use ticket that opens one stream within LIVE.ticketTtlMs. */
export async function issueTicket(db: Database, userId: string, now: number): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + LIVE.ticketTtlMs);
  await repo.insertTicket(db, sha256(ticket), userId, expiresAt);
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** The account a ticket opens a stream for; the ticket is used up either way. */
export function redeemTicket(db: Database, ticket: string, now: number): Promise<string | undefined> {
  return repo.redeemTicket(db, sha256(ticket), new Date(now));
}

/** Who is watching: staff see every entry, others the entries naming them. */
export interface Viewer {
  id: string;
  role: Role;
}

const maySee = (viewer: Viewer, entry: Pick<LiveEntry, 'touristId' | 'driverIds'>) =>
  viewer.role === 'admin' || entry.touristId === viewer.id || entry.driverIds.includes(viewer.id);

/** One open stream: its output, and what it has sent. */
interface Stream {
  viewer: Viewer;
  out: Readable;
  /** Bytes written but not yet taken by the socket. */
  unsent: () => number;
  /** The last id sent; entries at or before it are not sent again. */
  lastId: bigint;
  /** Live entries that arrived while the replay was read: sent after it, in order. */
  held: LiveEntry[] | null;
  closed: boolean;
}

export type OpenResult = { stream: Readable } | { refused: 'tooMany' };

/**
 * This process's open streams (decision 109), fed by NOTIFY `live_events` (every process sees
 * every committed change; on PGlite the one process), with replay from the log after a reconnect.
 * A stream whose output the client does not take (past LIVE.bufferBytes) is dropped; every stream
 * ends when the server begins to drain, so a shutdown never waits for them.
 */
export class LiveHub {
  private readonly streams = new Set<Stream>();
  private readonly perUser = new Map<string, number>();
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  private pruner: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly opts: { heartbeatMs?: number; bufferBytes?: number; onError?: (error: unknown) => void } = {},
  ) {}

  /** Listens for changes, and begins the heartbeat and the pruning of the log. */
  async start(): Promise<void> {
    await this.listen();
    this.heartbeat = setInterval(() => this.beat(), this.opts.heartbeatMs ?? LIVE.heartbeatMs).unref();
    this.pruner = setInterval(() => void this.prune(), 60_000).unref();
  }

  /** How many streams this process holds open. */
  get size(): number {
    return this.streams.size;
  }

  /** Forgets what is older than `keepMs` (any process may: it is idempotent). */
  async prune(keepMs: number = LIVE.keepMs): Promise<void> {
    await repo.pruneLive(this.db, keepMs).catch((error: unknown) => this.opts.onError?.(error));
  }

  /**
   * Opens a stream for `viewer`, resuming after `lastEventId` when given (a reconnect): what the
   * viewer may see of what was missed comes first, or a `reset` when more was missed than kept.
   */
  async open(viewer: Viewer, lastEventId: string | undefined): Promise<OpenResult> {
    const count = this.perUser.get(viewer.id) ?? 0;
    if (count >= LIVE.streamsPerUser || this.closed) return { refused: 'tooMany' };
    this.perUser.set(viewer.id, count + 1);
    const out = new Readable({ read() {} });
    const stream: Stream = { viewer, out, unsent: () => out.readableLength, lastId: 0n, held: [], closed: false };
    this.streams.add(stream);
    out.on('close', () => this.forget(stream));
    this.write(stream, `retry: ${LIVE.retryMs}\n\n`);
    try {
      if (lastEventId !== undefined) {
        const replay = await repo.liveEventsAfter(this.db, lastEventId, viewer.role === 'admin' ? null : viewer.id, LIVE.replayMax);
        if (replay.missedTooMuch) {
          stream.lastId = BigInt(await repo.newestLiveEventId(this.db));
          this.write(stream, `id: ${stream.lastId}\nevent: reset\ndata: {}\n\n`);
        } else {
          stream.lastId = BigInt(lastEventId);
          for (const entry of replay.entries) this.send(stream, entry);
        }
      } else {
        // A first connection starts at the newest id, so its next reconnect knows where it was.
        stream.lastId = BigInt(await repo.newestLiveEventId(this.db));
        this.write(stream, `id: ${stream.lastId}\nevent: ready\ndata: {}\n\n`);
      }
    } catch (error) {
      this.end(stream);
      throw error;
    }
    const held = stream.held ?? [];
    stream.held = null;
    for (const entry of held) this.send(stream, entry);
    return { stream: out };
  }

  /** Ends every stream (the server begins to drain): clients reconnect, elsewhere or later. */
  endAll(): void {
    for (const stream of [...this.streams]) this.end(stream);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearInterval(this.pruner);
    clearTimeout(this.retry);
    this.endAll();
    const stop = this.stopListening;
    this.stopListening = null;
    await stop?.();
  }

  private async listen(): Promise<void> {
    this.stopListening = await this.db.listen(repo.LIVE_CHANNEL, (payload) => this.received(payload), (error) => this.lost(error));
  }

  /**
   * The listening connection broke: changes may have been missed, so every stream ends (its
   * client reconnects and replays from the log) and listening starts again, retried every second.
   */
  private lost(error: unknown): void {
    if (this.closed) return;
    this.opts.onError?.(error);
    const stop = this.stopListening;
    this.stopListening = null;
    void stop?.().catch(() => {});
    this.endAll();
    const again = () => {
      this.retry = undefined;
      if (this.closed) return;
      this.listen().catch((e: unknown) => {
        this.opts.onError?.(e);
        this.retry = setTimeout(again, 1000);
      });
    };
    this.retry ??= setTimeout(again, 1000);
  }

  private received(payload: string): void {
    let entry: LiveEntry;
    try {
      entry = JSON.parse(payload) as LiveEntry;
    } catch {
      return;
    }
    if (typeof entry.id !== 'string' || !/^\d+$/.test(entry.id)) return;
    entry.driverIds ??= [];
    for (const stream of this.streams) {
      if (!maySee(stream.viewer, entry)) continue;
      if (stream.held) stream.held.push(entry);
      else this.send(stream, entry);
    }
  }

  private send(stream: Stream, entry: LiveEntry): void {
    const id = BigInt(entry.id);
    if (id <= stream.lastId) return;
    stream.lastId = id;
    const data: LiveEvent = { bookingId: entry.bookingId, change: entry.change, byBooker: entry.byBooker === true };
    this.write(stream, `id: ${entry.id}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private beat(): void {
    for (const stream of [...this.streams]) this.write(stream, ': \n\n');
  }

  /** Writes to a stream, or drops it when its client is not taking what was sent. */
  private write(stream: Stream, text: string): void {
    if (stream.closed) return;
    if (stream.unsent() > (this.opts.bufferBytes ?? LIVE.bufferBytes)) {
      stream.out.destroy();
      this.forget(stream);
      return;
    }
    stream.out.push(text);
  }

  private end(stream: Stream): void {
    if (stream.closed) return;
    stream.out.push(null);
    this.forget(stream);
  }

  private forget(stream: Stream): void {
    if (!this.streams.delete(stream)) return;
    stream.closed = true;
    const left = (this.perUser.get(stream.viewer.id) ?? 1) - 1;
    if (left > 0) this.perUser.set(stream.viewer.id, left);
    else this.perUser.delete(stream.viewer.id);
  }
}
