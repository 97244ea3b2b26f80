import { FUEL_TYPES, GEARBOXES, type Vehicle } from '@app/shared';
import type { Database } from '../../db/database';
import { rememberJson } from '../../lib/json';
import type { Listed, PageRequest } from '../../lib/paging';
import * as repo from './repo';
import { listPeriodIntervals } from './out-of-service-repo';

/** The channel migration 016's triggers name a vehicle on whenever its search answer may change. */
export const AVAILABILITY_CHANNEL = 'vehicle_availability';

interface Entry {
  id: string;
  /** Its bit in the day occupancy sets, for as long as it is in the fleet. */
  slot: number;
  /** Its index in the fleet order (the hot arrays). */
  position: number;
  /** A booking that blocks no whole day of its own (shorter than a minute, at a day's last minute): searched booking by booking. */
  irregular: boolean;
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
  /** Out-of-service periods [from, until) in epoch ms, by start (decision 101); they never overlap each other, but may overlap bookings. */
  offStarts: Float64Array;
  offEnds: Float64Array;
}

type Intervals = { vehicleId: string; starts: Float64Array; ends: Float64Array };

export type SearchFilter = repo.SearchFilter;

/** A search's facts filters as the hot arrays hold them (0: not asked), or null when none is asked. */
interface FactsFilter {
  minSeats: number;
  gearbox: number;
  fuel: number;
}

/** Codes of the hot arrays: 0 for none, else the position in the list plus one. */
const gearboxCode = (g: Vehicle['transmission']) => (g ? GEARBOXES.indexOf(g) + 1 : 0);
const fuelCode = (f: Vehicle['fuel']) => FUEL_TYPES.indexOf(f) + 1;

/** A search's window in epoch ms, with the occupancy mask of its days when it is whole days. */
interface Window {
  from: number;
  to: number;
  busy: Uint32Array | undefined;
}

/** A search ordered by price or seats: its cursor also carries the sort key as the database writes it. */
export type SortedBy = repo.SortedBy;
type SortedListed = Listed<Vehicle> & { cursor: repo.SortedCursor };

const EMPTY = new Float64Array(0);
const ANY_TYPE = -1;
const LOAD_BATCH = 250;
/** On PGlite a batch of 250 vehicles' bookings held the thread for a few hundred ms on the busy fleet (the bench's 2,000 vehicles, 200,000 bookings). */
const PGLITE_LOAD_BATCH = 50;

/** Lets waiting I/O (a connection, a request) run before the next step of a long load. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const NO_TYPE = -2;

const DAY_MS = 86_400_000;
/**
 * Day numbers on a fixed grid at +05:30 (Colombo's offset, no daylight saving). The arithmetic
 * below is exact for any grid: a window that does not fall on it is answered booking by booking.
 */
const GRID_OFFSET_MS = 19_800_000;
/** A whole-day window ends at the last day's 23:59 (`wholeDays`). */
const WINDOW_END_MS = DAY_MS - 60_000;
/** Longer windows (rare) are answered booking by booking rather than by OR-ing a mask per day. */
const MAX_MASK_DAYS = 400;

const dayStart = (day: number) => day * DAY_MS - GRID_OFFSET_MS;
/** The first day starting at or after `ms`. */
const ceilDay = (ms: number) => Math.ceil((ms + GRID_OFFSET_MS) / DAY_MS);

/**
 * The days a booking [s, e) blocks: a window of whole days P..R (from P's 00:00 to R's 23:59)
 * meets it exactly when s <= R's 23:59 and e > P's 00:00, that is R >= first and P <= last; so
 * the window meets the booking iff it contains one of the days first..last. Empty (first > last)
 * only for a booking shorter than a minute at a day's end: its vehicle is marked irregular.
 */
export function blockedDays(start: number, end: number): { first: number; last: number } {
  return { first: ceilDay(start - WINDOW_END_MS), last: ceilDay(end) - 1 };
}

/** The whole-day window P..R of a search, when from and to fall on the grid; undefined otherwise. */
export function gridDays(from: number, to: number): { first: number; last: number } | undefined {
  const first = (from + GRID_OFFSET_MS) / DAY_MS;
  const last = (to - WINDOW_END_MS + GRID_OFFSET_MS) / DAY_MS;
  if (!Number.isInteger(first) || !Number.isInteger(last) || last < first || last - first >= MAX_MASK_DAYS) return undefined;
  if (dayStart(first) !== from || dayStart(last) + WINDOW_END_MS !== to) return undefined;
  return { first, last };
}

/**
 * For each day some booking blocks, one bit per vehicle slot: a search ORs the days of its
 * window into one mask and then reads one bit per vehicle, whatever the vehicle's history.
 */
class DayOccupancy {
  private days = new Map<number, Uint32Array>();
  private words = 64;

  ensureSlot(slot: number): void {
    if (slot < this.words * 32) return;
    while (slot >= this.words * 32) this.words *= 2;
    for (const [day, bits] of this.days) {
      const grown = new Uint32Array(this.words);
      grown.set(bits);
      this.days.set(day, grown);
    }
  }

  mark(slot: number, first: number, last: number, on: boolean): void {
    const word = slot >>> 5;
    const bit = 1 << (slot & 31);
    for (let day = first; day <= last; day++) {
      let bits = this.days.get(day);
      if (!bits) {
        if (!on) continue;
        this.days.set(day, (bits = new Uint32Array(this.words)));
      }
      bits[word] = on ? bits[word]! | bit : bits[word]! & ~bit;
    }
  }

  /** Bits of every vehicle with a booking that blocks one of the days first..last. */
  busy(first: number, last: number): Uint32Array {
    const mask = new Uint32Array(this.words);
    for (let day = first; day <= last; day++) {
      const bits = this.days.get(day);
      if (bits) for (let w = 0; w < bits.length; w++) mask[w]! |= bits[w]!;
    }
    return mask;
  }
}

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

/** Whether none of these non-overlapping intervals (by start) meets [from, to] (both epoch ms). */
function noneMeets(starts: Float64Array, ends: Float64Array, from: number, to: number): boolean {
  // The last interval starting by `to`: if any interval meets the window, that one does.
  let lo = 0;
  let hi = starts.length - 1;
  let last = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= to) {
      last = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return last < 0 || ends[last]! <= from;
}

/** Whether the vehicle has no active booking and no out-of-service period overlapping [from, to] (both epoch ms). */
function freeOver(e: Entry, from: number, to: number): boolean {
  return noneMeets(e.starts, e.ends, from, to) && noneMeets(e.offStarts, e.offEnds, from, to);
}

/** The search's facts filters, or null when it asks none (the unfiltered walk reads no more than before). */
function factsFilter(q: SearchFilter): FactsFilter | null {
  if (q.minSeats === undefined && !q.transmission && !q.fuel) return null;
  return { minSeats: q.minSeats ?? 0, gearbox: q.transmission ? gearboxCode(q.transmission) : 0, fuel: q.fuel ? fuelCode(q.fuel) : 0 };
}

/** The hot arrays for a fleet of n vehicles. */
function emptyHot(n: number) {
  return {
    offered: new Uint8Array(n),
    type: new Uint8Array(n),
    slot: new Int32Array(n),
    irregular: new Uint8Array(n),
    seats: new Int32Array(n),
    gearbox: new Uint8Array(n),
    fuel: new Uint8Array(n),
  };
}

const byFleetOrder = (a: Entry, b: Entry) => (a.atMicros < b.atMicros ? -1 : a.atMicros > b.atMicros ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Every vehicle, its active bookings and its out-of-service periods, kept in this process's memory, so a search is a walk
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
  /**
   * What a search reads of each vehicle, by fleet position, in typed arrays: a walk over the
   * whole fleet then touches a few bytes per vehicle instead of an object each.
   */
  private hot = emptyHot(0);
  private typeCodes = new Map<string, number>();
  private ready = false;
  private pending = new Set<string>();
  private draining: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;
  private reloadTimer: NodeJS.Timeout | null = null;
  /** Barriers waiting for their own token to come back on the channel. */
  private barriers = new Map<string, () => void>();
  private barrierCount = 0;
  private occupancy = new DayOccupancy();
  private freeSlots: number[] = [];
  private nextSlot = 0;
  /**
   * The index holds bookings ending after this instant (two days before it loaded): a search
   * window starting earlier (a search in the past) is answered by SQL, which holds them all.
   */
  private heldFrom = Number.NEGATIVE_INFINITY;
  /** Vehicles notified while a load runs (see `connect`). */
  private touchedWhileLoading: Set<string> | null = null;

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

  /**
   * The same, loading in the background: searches go to SQL until the index has loaded, so a
   * starting server answers at once (a busy fleet takes a second or two to load, more on PGlite).
   * A failed load is retried like a lost connection. `loaded` resolves once it answers. `after`:
   * the load begins once it resolves (the app's ready hook, so a server listens before it loads).
   */
  static start(db: Database, onError: (error: unknown) => void = () => {}, after: Promise<unknown> = Promise.resolve()): AvailabilityIndex {
    const index = new AvailabilityIndex(db, onError);
    index.loaded = after.then(() => index.connect()).then(
      () => true,
      (error: unknown) => {
        index.lost(error);
        return false;
      },
    );
    return index;
  }

  /** Whether the first load succeeded (`start`); later reloads after a lost connection are not awaited here. */
  loaded: Promise<boolean> = Promise.resolve(true);

  /**
   * A vehicle of the fleet as searches answer it, from memory (the vehicle page's picture hint
   * asks on every page view); undefined when the index cannot say (not loaded, or no such vehicle
   * in it): ask the database then.
   */
  vehicle(id: string): Vehicle | undefined {
    return this.isReady() ? this.entries.get(id)?.vehicle : undefined;
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
    let start = 0;
    if (page?.after) {
      const after = timestampMicros(page.after.at);
      if (after === undefined) return undefined;
      start = this.firstAfter(after, page.after.id);
    }
    const cap = page ? page.limit + 1 : repo.VEHICLE_LIST_MAX;
    const out: Listed<Vehicle>[] = [];
    const fleet = this.ordered();
    const type = this.typeFilter(q);
    const facts = factsFilter(q);
    for (let i = start; i < fleet.length && out.length < cap; i++) {
      if (!this.matchesAt(i, type, window, facts)) continue;
      const e = fleet[i]!;
      out.push({ item: e.vehicle, cursor: { at: e.atText, id: e.id } });
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
    const fleet = this.ordered();
    const type = this.typeFilter(q);
    const facts = factsFilter(q);
    const matching: Entry[] = [];
    for (let i = 0; i < fleet.length; i++) if (this.matchesAt(i, type, window, facts)) matching.push(fleet[i]!);
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

  /** The first position in fleet order after the cursor (at, id). */
  private firstAfter(at: bigint, id: string): number {
    const fleet = this.ordered();
    let lo = 0;
    let hi = fleet.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const e = fleet[mid]!;
      if (e.atMicros < at || (e.atMicros === at && e.id <= id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The type code a search asks for: ANY_TYPE, a code, or NO_TYPE when no vehicle has that type. */
  private typeFilter(q: SearchFilter): number {
    if (!q.type) return ANY_TYPE;
    return this.typeCodes.get(q.type) ?? NO_TYPE;
  }

  /** Whether the vehicle at this fleet position is offered, of the type, has the asked facts and is free over the window (hot fields in typed arrays). */
  private matchesAt(i: number, type: number, window: Window | undefined, facts: FactsFilter | null): boolean {
    const hot = this.hot;
    if (hot.offered[i] === 0 || (type !== ANY_TYPE && hot.type[i] !== type)) return false;
    if (facts && (hot.seats[i]! < facts.minSeats || (facts.gearbox !== 0 && hot.gearbox[i] !== facts.gearbox) || (facts.fuel !== 0 && hot.fuel[i] !== facts.fuel))) return false;
    if (!window) return true;
    if (window.busy && hot.irregular[i] === 0) {
      const slot = hot.slot[i]!;
      return (window.busy[slot >>> 5]! & (1 << (slot & 31))) === 0;
    }
    return freeOver(this.fleet[i]!, window.from, window.to);
  }

  /**
   * The search's window, with the occupancy mask of its days when it is whole days; null when the
   * index cannot answer (a date it cannot read, or a window reaching back before the bookings it holds).
   */
  private window(q: SearchFilter): Window | undefined | null {
    if (!q.from) return undefined;
    const from = Date.parse(q.from);
    const to = q.to ? Date.parse(q.to) : Number.POSITIVE_INFINITY;
    if (Number.isNaN(from) || Number.isNaN(to) || from < this.heldFrom) return null;
    const days = gridDays(from, to);
    return { from, to, busy: days ? this.occupancy.busy(days.first, days.last) : undefined };
  }

  /** Sets or clears the entry's bit on every day its bookings and out-of-service periods block. */
  private markDays(e: Entry, on: boolean): void {
    for (const [starts, ends] of [[e.starts, e.ends], [e.offStarts, e.offEnds]] as const) {
      for (let i = 0; i < starts.length; i++) {
        const { first, last } = blockedDays(starts[i]!, ends[i]!);
        if (first <= last) this.occupancy.mark(e.slot, first, last, on);
      }
    }
  }

  private takeSlot(): number {
    const slot = this.freeSlots.pop() ?? this.nextSlot++;
    this.occupancy.ensureSlot(slot);
    return slot;
  }

  /** The fleet in its order; re-sorted (and its hot arrays rebuilt) only when a vehicle joined or left. */
  private ordered(): Entry[] {
    if (!this.fleetSorted) {
      this.fleet = [...this.entries.values()].sort(byFleetOrder);
      this.hot = emptyHot(this.fleet.length);
      this.fleet.forEach((e, i) => {
        e.position = i;
        this.writeHot(e);
      });
      this.fleetSorted = true;
    }
    return this.fleet;
  }

  /** Copies an entry's searched fields to the typed arrays at its fleet position. */
  private writeHot(e: Entry): void {
    const i = e.position;
    if (!this.fleetSorted && this.fleet[i] !== e) return;
    let code = this.typeCodes.get(e.type);
    if (code === undefined) this.typeCodes.set(e.type, (code = this.typeCodes.size));
    this.hot.offered[i] = e.offered ? 1 : 0;
    this.hot.type[i] = code;
    this.hot.slot[i] = e.slot;
    this.hot.irregular[i] = e.irregular ? 1 : 0;
    this.hot.seats[i] = e.seats;
    this.hot.gearbox[i] = gearboxCode(e.vehicle.transmission);
    this.hot.fuel[i] = fuelCode(e.vehicle.fuel);
  }

  private async connect(): Promise<void> {
    // Listening first: a change committed while everything loads is notified, and reloaded after.
    this.stopListening = await this.db.listen(AVAILABILITY_CHANNEL, (id) => this.changed(id), (error) => this.lost(error));
    await yieldToEventLoop();
    const heldFrom = Date.now() - 2 * DAY_MS;
    const vehicles = await repo.listIndexVehicles(this.db);
    this.entries = new Map();
    this.occupancy = new DayOccupancy();
    this.freeSlots = [];
    this.nextSlot = 0;
    this.heldFrom = heldFrom;
    // A few hundred vehicles' bookings at a time: the rows in flight stay small, and so does the
    // heap the process keeps afterwards (idle memory is a target: decision 067).
    const touched = new Set<string>();
    this.touchedWhileLoading = touched;
    // PGlite runs each query on this thread: a smaller batch, and a turn of the event loop before
    // each, keep a starting server answering while it loads (its first answer is a target, issue 28).
    const batchSize = this.db.engine === 'pglite' ? PGLITE_LOAD_BATCH : LOAD_BATCH;
    try {
      for (let i = 0; i < vehicles.length; i += batchSize) {
        await yieldToEventLoop();
        const batch = vehicles.slice(i, i + batchSize);
        const ids = batch.map((v) => v.vehicle._id);
        const intervals = await repo.listActiveIntervals(this.db, ids, heldFrom);
        const periods = await listPeriodIntervals(this.db, ids, heldFrom);
        this.apply(batch, intervals, periods, undefined);
      }
    } finally {
      this.touchedWhileLoading = null;
    }
    // A vehicle changed while the load ran may have been read by a batch before the change and
    // applied after its own reload: each is reloaded once more now, before the index answers.
    for (const id of touched) this.changed(id);
    await this.settled();
    this.ready = true;
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
    this.touchedWhileLoading?.add(id.toLowerCase());
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
        const [vehicles, intervals, periods] = await Promise.all([
          repo.listIndexVehicles(this.db, ids),
          repo.listActiveIntervals(this.db, ids, this.heldFrom),
          listPeriodIntervals(this.db, ids, this.heldFrom),
        ]);
        this.apply(vehicles, intervals, periods, ids);
      } catch (error) {
        // The database did not answer: not knowing these vehicles, the index must not answer at all.
        this.lost(error);
        return;
      }
    }
  }

  private apply(vehicles: repo.IndexedVehicleRow[], intervals: Intervals[], periods: Intervals[], ids: readonly string[] | undefined): void {
    const booked = new Map(intervals.map((i) => [i.vehicleId, i]));
    const off = new Map(periods.map((p) => [p.vehicleId, p]));
    const seen = new Set<string>();
    for (const v of vehicles) {
      const id = v.vehicle._id;
      seen.add(id);
      const b = booked.get(id);
      const starts = b ? b.starts : EMPTY;
      const ends = b ? b.ends : EMPTY;
      const o = off.get(id);
      const offStarts = o ? o.starts : EMPTY;
      const offEnds = o ? o.ends : EMPTY;
      let irregular = false;
      for (let i = 0; i < starts.length && !irregular; i++) {
        const { first, last } = blockedDays(starts[i]!, ends[i]!);
        irregular = first > last;
      }
      for (let i = 0; i < offStarts.length && !irregular; i++) {
        const { first, last } = blockedDays(offStarts[i]!, offEnds[i]!);
        irregular = first > last;
      }
      const entry: Omit<Entry, 'slot' | 'position'> = {
        id,
        irregular,
        // Answered as is many times over: its JSON is made once (lib/json), and it never changes.
        vehicle: rememberJson(Object.freeze(v.vehicle)),
        type: v.vehicle.type,
        offered: v.offered,
        atMicros: v.atMicros,
        atText: v.atText,
        perDayCents: Math.round(Number(v.perDayText) * 100),
        perDayText: v.perDayText,
        seats: v.vehicle.seatingCapacity,
        seatsText: v.seatsText,
        starts,
        ends,
        offStarts,
        offEnds,
      };
      const existing = this.entries.get(id);
      if (existing) {
        // Changed in place: the fleet order (by creation, which never changes) stays as it is.
        this.markDays(existing, false);
        Object.assign(existing, entry);
        this.markDays(existing, true);
        if (this.fleetSorted) this.writeHot(existing);
      } else {
        const added: Entry = { ...entry, slot: this.takeSlot(), position: -1 };
        this.entries.set(id, added);
        this.markDays(added, true);
        this.fleetSorted = false;
      }
    }
    // A vehicle named but not found was retired: it leaves the fleet.
    for (const id of ids ?? []) {
      const gone = seen.has(id) ? undefined : this.entries.get(id);
      if (!gone) continue;
      this.markDays(gone, false);
      this.entries.delete(id);
      this.freeSlots.push(gone.slot);
      this.fleetSorted = false;
    }
  }
}
