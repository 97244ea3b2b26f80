/**
 * The floor: what a read costs without HTTP. The very repository (and service) functions each
 * endpoint calls, in the same order (the auth guard's user lookup included), run straight through
 * the driver at the same concurrency, with parameters drawn the same way as the load generator's.
 */
import { createBookingSchema, type BookingRules } from '@app/shared';
import type { Database } from '../../apps/api/src/db/database';
import { HttpError } from '../../apps/api/src/lib/errors';
import { loadConfig } from '../../apps/api/src/config';
import { pageRequest } from '../../apps/api/src/lib/paging';
import { listAllBookings, listBookingsOfUser } from '../../apps/api/src/modules/bookings/repo';
import { createBooking } from '../../apps/api/src/modules/bookings/service';
import type { EventPublisher } from '../../apps/api/src/modules/events';
import { findUserById } from '../../apps/api/src/modules/users/repo';
import { getVehicle, getVehicleAvailability, searchAvailableVehicles } from '../../apps/api/src/modules/vehicles/service';
import { ADMIN_PAGE_SIZE, SEARCH_PAGE_SIZE, bookingBody, pick, randomAttempt, randomSearch, type BookingPlan, type ScenarioKind } from './scenarios';

export interface FloorContext {
  today: string;
  vehicleIds: string[];
  heavyUserId: string;
  adminId: string;
  cursors: (string | null)[];
  /** The booking scenarios' floor: its own window (clear of the server's), accounts and the server's rules. */
  booking?: { plan: BookingPlan; touristIds: string[]; rules: BookingRules; events: EventPublisher };
}

export interface FloorResult {
  connections: number;
  duration: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

type Op = (state: { id?: string }) => Promise<unknown>;

/** One op per API request of the scenario (the vehicle scenario makes two requests per visit). */
export function floorOps(kind: ScenarioKind, db: Database, ctx: FloorContext): Op[] {
  const guard = (id: string) => findUserById(db, id);
  switch (kind) {
    case 'search':
      return [() => searchAvailableVehicles(db, randomSearch(ctx.today), { limit: SEARCH_PAGE_SIZE })];
    case 'vehicle':
      return [
        (s) => getVehicle(db, (s.id = pick(ctx.vehicleIds))),
        (s) => getVehicleAvailability(db, s.id!),
      ];
    case 'my-bookings':
      return [async () => listBookingsOfUser(db, (await guard(ctx.heavyUserId))!.id)];
    case 'admin-paged':
      return [
        async () => {
          await guard(ctx.adminId);
          const cursor = pick(ctx.cursors);
          return listAllBookings(db, {}, pageRequest({ limit: ADMIN_PAGE_SIZE, cursor: cursor ?? undefined }));
        },
      ];
    case 'admin-plain':
      return [async () => (await guard(ctx.adminId), listAllBookings(db, {}))];
    case 'book-low':
    case 'book-high': {
      const b = ctx.booking;
      if (!b) throw new Error(`no booking plan for the ${kind} floor`);
      // As the benchmarked server runs (bench/run.ts): the bound on open pending bookings out of the way.
      const pending = { ...loadConfig({}).pendingBookings, maxOpen: 100_000_000, maxOpenReturning: 100_000_000 };
      // The request's own work without HTTP: the guard's user lookup, the body's schema, then the
      // one transaction the route runs (share-lock, insert, audit, read-back, outbox), durable commit.
      return [
        async () => {
          const user = (await guard(pick(b.touristIds)))!;
          const input = createBookingSchema.parse(JSON.parse(bookingBody(b.plan, randomAttempt(b.plan))));
          try {
            return await createBooking(db, user, input, { rules: b.rules, pending, now: Date.now(), events: b.events });
          } catch (error) {
            // A 409 (the vehicle is taken then) is an answer, as it is over HTTP.
            if (error instanceof HttpError && error.statusCode === 409) return undefined;
            throw error;
          }
        },
      ];
    }
    default:
      throw new Error(`no floor for ${kind}`);
  }
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

/** `connections` concurrent loops for `warmup` + `duration` seconds; only the latter counts. */
export async function runFloor(kind: ScenarioKind, db: Database, ctx: FloorContext, opts: { connections: number; duration: number; warmup: number }): Promise<FloorResult> {
  const ops = floorOps(kind, db, ctx);
  const start = performance.now();
  const measureFrom = start + opts.warmup * 1000;
  const end = measureFrom + opts.duration * 1000;
  const latencies: number[] = [];
  let failures = 0;
  async function loop(): Promise<void> {
    const state = {};
    for (let i = 0; performance.now() < end; i = (i + 1) % ops.length) {
      const t0 = performance.now();
      try {
        await ops[i]!(state);
      } catch (error) {
        if (++failures > 10) throw error;
      }
      if (t0 >= measureFrom) latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: opts.connections }, loop));
  const duration = (performance.now() - measureFrom) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    connections: opts.connections,
    duration,
    requests: sorted.length,
    rps: sorted.length / duration,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}
