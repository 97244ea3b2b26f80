/** How the main reads reach the bookings table at the current data size (EXPLAIN, not ANALYZE). */
import type { Database, Queryable } from '../../apps/api/src/db/database';
import { listAllBookings, listBookingsOfUser } from '../../apps/api/src/modules/bookings/repo';
import { findAvailableDrivers } from '../../apps/api/src/modules/users/repo';
import { findAvailableVehicles } from '../../apps/api/src/modules/vehicles/repo';
import { addDays, toColomboIso } from '@app/shared';
import { SEARCH_PAGE_SIZE, randomSearch, seededRandom } from './scenarios';

/** The SQL and parameters a repository function sends, captured without running it. */
export async function captureSql(fn: (q: Queryable) => Promise<unknown>): Promise<{ sql: string; params: unknown[] }> {
  let captured: { sql: string; params: unknown[] } | undefined;
  await fn({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      captured ??= { sql, params: [...params] };
      return [] as T[];
    },
  });
  if (!captured) throw new Error('the function sent no query');
  return captured;
}

interface PlanNode {
  'Node Type': string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** "Index Scan bookings_user_idx"-style lines for every node touching bookings or its indexes. */
export async function bookingsAccess(db: Database, sql: string, params: unknown[]): Promise<string[]> {
  const indexes = new Set((await db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'bookings'`)).map((r) => r.indexname));
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = row!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const out: string[] = [];
  const walk = (n: PlanNode) => {
    if (n['Relation Name'] === 'bookings' || (n['Index Name'] && indexes.has(n['Index Name']))) {
      out.push(`${n['Node Type']}${n['Index Name'] ? ` ${n['Index Name']}` : ''}`);
    }
    n.Plans?.forEach(walk);
  };
  walk(plan[0]!.Plan);
  return [...new Set(out)];
}

/** The main reads' access paths into bookings, as the planner picks them on the loaded data. */
export async function mainPlans(db: Database, ids: { userId: string; today: string }): Promise<Record<string, string[]>> {
  const from = toColomboIso(addDays(ids.today, 30), '00:00');
  const to = toColomboIso(addDays(ids.today, 37), '23:59');
  const queries: Record<string, (q: Queryable) => Promise<unknown>> = {
    search: (q) => findAvailableVehicles(q, { from, to, type: 'Car' }, { limit: SEARCH_PAGE_SIZE }),
    'my-bookings': (q) => listBookingsOfUser(q, ids.userId),
    'admin list (page)': (q) => listAllBookings(q, {}, { limit: 50 }),
    'driver availability': (q) => findAvailableDrivers(q, from, to),
  };
  const out: Record<string, string[]> = {};
  for (const [name, fn] of Object.entries(queries)) {
    const { sql, params } = await captureSql(fn);
    out[name] = await bookingsAccess(db, sql, params);
  }
  return out;
}

/**
 * The work of a search in the database, independent of how busy the machine is: pages (8 kB
 * buffers) touched per search, averaged over the same 50 seeded searches at every data size, and
 * the median execution time (EXPLAIN ANALYZE, one at a time).
 */
export async function searchWork(db: Database, today: string, samples = 50): Promise<{ buffers: number; executionMs: number }> {
  const random = seededRandom(42);
  let buffers = 0;
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const p = randomSearch(today, random);
    const from = toColomboIso(p.pickupDate, '00:00');
    const to = toColomboIso(p.returnDate, '23:59');
    const { sql, params } = await captureSql((q) => findAvailableVehicles(q, { from, to, type: p.vehicleType }, { limit: SEARCH_PAGE_SIZE }));
    const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
    const raw = row!['QUERY PLAN'];
    const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode; 'Execution Time': number }[];
    buffers += (plan!.Plan['Shared Hit Blocks'] ?? 0) + (plan!.Plan['Shared Read Blocks'] ?? 0);
    times.push(plan!['Execution Time']);
  }
  times.sort((a, b) => a - b);
  return { buffers: buffers / samples, executionMs: times[Math.floor(samples / 2)]! };
}
