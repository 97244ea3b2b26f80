/** How the main reads reach the bookings table at the current data size (EXPLAIN, not ANALYZE). */
import type { Database, Queryable } from '../../apps/api/src/db/database';
import { listAllBookings, listBookingsOfUser } from '../../apps/api/src/modules/bookings/repo';
import { findAvailableDrivers } from '../../apps/api/src/modules/drivers/repo';
import { findAvailableVehicles } from '../../apps/api/src/modules/vehicles/repo';
import { addDays, toColomboIso } from '@app/shared';
import { SEARCH_PAGE_SIZE } from './scenarios';

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
