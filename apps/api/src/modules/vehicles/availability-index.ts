import type { Vehicle } from '@app/shared';
import type { Database } from '../../db/database';
import type { Listed, PageRequest } from '../../lib/paging';
import * as repo from './repo';

/** The channel migration 016's triggers name a vehicle on whenever its search answer may change. */
export const AVAILABILITY_CHANNEL = 'vehicle_availability';

interface Entry {
  id: string;
  vehicle: Vehicle;
  type: string;
  offered: boolean;
  atMicros: bigint;
  atText: string;
  perDayCents: number;
  perDayText: string;
  seats: number;
  seatsText: string;
  /** Active bookings [pickup, return) in epoch ms, by pickup; they never overlap (exclusion constraint). */
  starts: Float64Array;
  ends: Float64Array;
}

export interface SearchFilter {
  from?: string;
  to?: string;
  type?: string;
}

/** A search ordered by price or seats: its cursor also carries the sort key as the database writes it. */
export type SortedBy = repo.SortedBy;
type SortedListed = Listed<Vehicle> & { cursor: repo.SortedCursor };

const EMPTY = new Float64Array(0);

/**
 * Microseconds since the epoch of a timestamp as the database writes one (`2026-11-23
 * 07:05:25.123456+00`, or ISO 8601); undefined for anything else (the caller then asks SQL).
 */
export function timestampMicros(text: string): bigint | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, frac = '', zone = 'Z'] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(ms)) return undefined;
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'));
  }
  return (BigInt(ms) - BigInt(offsetMinutes * 60_000)) * 1000n + BigInt(frac.padEnd(6, '0'));
}

/** Whether the vehicle has no active booking overlapping [from, to] (both epoch ms). */
function freeOver(e: Entry, from: number, to: number): boolean {
  // The last booking picked up by `to`: if any booking meets the window, that one does.
  let lo = 0;
  let hi = e.starts.length - 1;
  let last = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (e.starts[mid]! <= to) {
      last = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return last < 0 || e.ends[last]! <= from;
}

const byFleetOrder = (a: Entry, b: Entry) => (a.atMicros < b.atMicros ? -1 : a.atMicros > b.atMicros ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Every vehicle and its active bookings, kept in this process's memory, so a search is a walk
 * over the fleet with a binary search per vehicle instead of an index descent per vehicle in
 * the database. It answers exactly what `findAvailableVehicles(Sorted)` answers: the database
 * names each vehicle whose answer may have changed (migration 016, NOTIFY at commit, from every
 * process) and this index reloads it. Until it has loaded, after its connection is lost, and
 * for a cursor it does not know, it answers undefined and the caller asks SQL.
 */
export class AvailabilityIndex {
  private entries = new Map<string, Entry>();
  private fleet: Entry[] = [];
  private fleetSorted = true;
  private ready = false;
  private pending = new Set<string>();
  private draining: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;
  private reloadTimer: NodeJS.Timeout | null = null;
  /** Barriers waiting for their own token to come back on the channel. */
  private barriers = new Map<string, () => void>();
  private barrierCount = 0;

  private constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts listening, then loads everything; resolves when the index answers searches. */
  static async open(db: Database, onError: (error: unknown) => void = () => {}): Promise<AvailabilityIndex> {
    const index = new AvailabilityIndex(db, onError);
    await index.connect();
    return index;
  }

  /** Whether searches are answered from memory now. */
  isReady(): boolean {
    return this.ready && !this.closed;
  }

  /** Resolves once every change notified so far has been applied (tests, and the staleness measure). */
  async settled(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /**
   * Waits until every change committed before this call is in the index (read your own writes):
   * a token sent on the channel now arrives after the notifications of every earlier commit, as
   * notifications are delivered in commit order; then the reloads they asked for are awaited. At
   * most `timeoutMs`; false when the token did not come back in time (the index may be behind).
   */
  async barrier(timeoutMs = 2000): Promise<boolean> {
    if (!this.isReady()) return false;
    const token = `sync:${process.pid}:${++this.barrierCount}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.barriers.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      await repo.notifyAvailability(this.db, AVAILABILITY_CHANNEL, token);
      const ok = await arrived;
      await this.settled();
      return ok;
    } finally {
      clearTimeout(timer);
      this.barriers.delete(token);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.ready = false;
    if (this.reloadTimer) clearTimeout(this.reloadTimer);
    await this.stopListening?.().catch(() => {});
    await this.settled().catch(() => {});
  }

  /** The fleet-order search (`findAvailableVehicles`): up to `limit + 1` rows after the cursor. */
  findAvailable(q: SearchFilter, page?: PageRequest): Listed<Vehicle>[] | undefined {
    if (!this.isReady()) return undefined;
    const window = this.window(q);
    if (window === null) return undefined;
    let after: bigint | undefined;
    if (page?.after) {
      after = timestampMicros(page.after.at);
      if (after === undefined) return undefined;
    }
    const cap = page ? page.limit + 1 : repo.VEHICLE_LIST_MAX;
    const out: Listed<Vehicle>[] = [];
    for (const e of this.ordered()) {
      if (after !== undefined && (e.atMicros < after || (e.atMicros === after && e.id <= page!.after!.id))) continue;
      if (!this.matches(e, q, window)) continue;
      out.push({ item: e.vehicle, cursor: { at: e.atText, id: e.id } });
      if (out.length >= cap) break;
    }
    return out;
  }

  /** The search ordered by price or seats (`findAvailableVehiclesSorted`). */
  findAvailableSorted(q: SearchFilter, sort: SortedBy, page?: repo.SortedPageRequest): SortedListed[] | undefined {
    if (!this.isReady()) return undefined;
    const window = this.window(q);
    if (window === null) return undefined;
    const keyOf = (e: Entry) => (sort === 'seats-desc' ? e.seats : e.perDayCents);
    const desc = sort !== 'price-asc';
    let afterKey: number | undefined;
    let afterAt: bigint | undefined;
    if (page?.after) {
      afterAt = timestampMicros(page.after.at);
      afterKey = sort === 'seats-desc' ? Number(page.after.key) : Math.round(Number(page.after.key) * 100);
      if (afterAt === undefined || !Number.isFinite(afterKey)) return undefined;
    }
    const matching = this.ordered().filter((e) => this.matches(e, q, window));
    matching.sort((a, b) => {
      const ka = keyOf(a);
      const kb = keyOf(b);
      if (ka !== kb) return desc ? kb - ka : ka - kb;
      return byFleetOrder(a, b);
    });
    const cap = page ? page.limit + 1 : repo.VEHICLE_LIST_MAX;
    const out: SortedListed[] = [];
    for (const e of matching) {
      if (afterKey !== undefined && afterAt !== undefined) {
        const k = keyOf(e);
        const beyond = desc ? k < afterKey : k > afterKey;
        const tieAfter = k === afterKey && (e.atMicros > afterAt || (e.atMicros === afterAt && e.id > page!.after!.id));
        if (!beyond && !tieAfter) continue;
      }
      out.push({ item: e.vehicle, cursor: { at: e.atText, id: e.id, key: sort === 'seats-desc' ? e.seatsText : e.perDayText } });
      if (out.length >= cap) break;
    }
    return out;
  }

  private window(q: SearchFilter): { from: number; to: number } | undefined | null {
    if (!q.from) return undefined;
    const from = Date.parse(q.from);
    const to = q.to ? Date.parse(q.to) : Number.POSITIVE_INFINITY;
    return Number.isNaN(from) || Number.isNaN(to) ? null : { from, to };
  }

  private matches(e: Entry, q: SearchFilter, window: { from: number; to: number } | undefined): boolean {
    return e.offered && (!q.type || e.type === q.type) && (!window || freeOver(e, window.from, window.to));
  }

  private ordered(): Entry[] {
    if (!this.fleetSorted) {
      this.fleet = [...this.entries.values()].sort(byFleetOrder);
      this.fleetSorted = true;
    }
    return this.fleet;
  }

  private async connect(): Promise<void> {
    // Listening first: a change committed while everything loads is notified, and reloaded after.
    this.stopListening = await this.db.listen(AVAILABILITY_CHANNEL, (id) => this.changed(id), (error) => this.lost(error));
    const [vehicles, intervals] = await Promise.all([repo.listIndexVehicles(this.db), repo.listActiveIntervals(this.db)]);
    this.entries = new Map();
    this.apply(vehicles, intervals, undefined);
    this.ready = true;
    await this.settled();
  }

  /** The listening connection broke: answers go to SQL until a fresh load, retried every second. */
  private lost(error: unknown): void {
    if (this.closed) return;
    this.ready = false;
    this.onError(error);
    const stop = this.stopListening;
    this.stopListening = null;
    void stop?.().catch(() => {});
    if (this.reloadTimer) return;
    const retry = () => {
      this.reloadTimer = null;
      if (this.closed) return;
      this.connect().catch((e: unknown) => {
        this.onError(e);
        this.reloadTimer = setTimeout(retry, 1000);
      });
    };
    this.reloadTimer = setTimeout(retry, 1000);
  }

  private changed(id: string): void {
    if (id.startsWith('sync:')) {
      this.barriers.get(id)?.();
      return;
    }
    if (this.closed || !/^[0-9a-f-]{36}$/i.test(id)) return;
    this.pending.add(id.toLowerCase());
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
  }

  /** Reloads the notified vehicles, a batch at a time, until none is left. */
  private async drain(): Promise<void> {
    while (this.pending.size > 0 && !this.closed) {
      const ids = [...this.pending].slice(0, 500);
      for (const id of ids) this.pending.delete(id);
      try {
        const [vehicles, intervals] = await Promise.all([repo.listIndexVehicles(this.db, ids), repo.listActiveIntervals(this.db, ids)]);
        this.apply(vehicles, intervals, ids);
      } catch (error) {
        // The database did not answer: not knowing these vehicles, the index must not answer at all.
        this.lost(error);
        return;
      }
    }
  }

  private apply(vehicles: repo.IndexedVehicleRow[], intervals: { vehicleId: string; starts: number[]; ends: number[] }[], ids: readonly string[] | undefined): void {
    const booked = new Map(intervals.map((i) => [i.vehicleId, i]));
    const seen = new Set<string>();
    for (const v of vehicles) {
      const id = v.vehicle._id;
      seen.add(id);
      const b = booked.get(id);
      const entry: Entry = {
        id,
        vehicle: v.vehicle,
        type: v.vehicle.type,
        offered: v.offered,
        atMicros: v.atMicros,
        atText: v.atText,
        perDayCents: Math.round(Number(v.perDayText) * 100),
        perDayText: v.perDayText,
        seats: v.vehicle.seatingCapacity,
        seatsText: v.seatsText,
        starts: b ? Float64Array.from(b.starts) : EMPTY,
        ends: b ? Float64Array.from(b.ends) : EMPTY,
      };
      const existing = this.entries.get(id);
      // Changed in place: the fleet order (by creation, which never changes) stays as it is.
      if (existing) Object.assign(existing, entry);
      else {
        this.entries.set(id, entry);
        this.fleetSorted = false;
      }
    }
    // A vehicle named but not found was retired: it leaves the fleet.
    for (const id of ids ?? []) {
      if (!seen.has(id) && this.entries.delete(id)) this.fleetSorted = false;
    }
  }
}
