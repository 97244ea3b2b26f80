import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/seed';
import { listAllBookings, listBookingsOfUser } from '../src/modules/bookings/repo';
import { findAvailableDrivers } from '../src/modules/users/repo';
import { findAvailableVehicles, findAvailableVehiclesSorted } from '../src/modules/vehicles/repo';
import { ADMIN, ENGINES, createTestDatabase, type TestDatabase } from './harness';

/**
 * Guards the plans of the reads that grow with the bookings table: availability search, My
 * Bookings, the admin bookings list and driver availability must reach bookings through an index,
 * never by reading the whole table. (The benchmark, `npm run bench`, shows the same on 200,000
 * bookings and prints the plans it saw.)
 *
 * Why `SET LOCAL enable_seqscan = off`: a unit test keeps its data small, and on a table of a few
 * hundred rows a sequential scan is the cheapest plan, so the planner rightly picks it; asserting
 * "index scan" there would test the planner's arithmetic, not our indexes. With sequential scans
 * priced out, the planner still falls back to one when no index can answer the query (the setting
 * adds a penalty, it does not forbid), so a Seq Scan on bookings in these plans means exactly what
 * we guard against: no usable index (missing, or a partial index whose predicate the query does
 * not imply). The expected index names pin which index each query is built for.
 */

const TOURIST = (i: number) => `a0000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
const BASE = '2031-01-01T00:00:00+05:30';
const VEHICLES = 12;
const SLOTS = 15;

/** A small fleet with trips every 3 days in every status, and cancelled trips overlapping active ones. */
async function loadData(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO users (id, username, email, password_hash, role, phone)
     SELECT ('a0000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'Tourist ' || g, 'tourist' || g || '@explain.test', 'x', 'tourist', ''
     FROM generate_series(0, 3) AS g`,
  );
  await db.query(
    `INSERT INTO users (id, username, email, password_hash, role, phone, license_number)
     SELECT ('d0000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'Driver ' || g, 'driver' || g || '@explain.test', 'x', 'driver', '', 'L' || g
     FROM generate_series(0, 2) AS g`,
  );
  await db.query(
    `INSERT INTO vehicles (id, brand, model, type, seating_capacity, price_per_day, price_per_hour, availability_status, created_at)
     SELECT ('c0000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'Brand', 'Model ' || g,
       (ARRAY['Car', 'Van', 'SUV', 'Bus', 'Scooter'])[1 + g % 5], 4, 40, 6, g % 7 <> 6, $1::timestamptz + make_interval(mins => g)
     FROM generate_series(0, ${VEHICLES - 1}) AS g`,
    [BASE],
  );
  // Vehicle v, slot j: a trip of 20-44 hours starting 3j days (+ a few hours) after BASE. The first
  // three vehicles' confirmed trips carry their own driver; every 4th slot also has a cancelled
  // trip running into the next slot (cancelled trips may overlap anything).
  await db.query(
    `INSERT INTO bookings (user_id, vehicle_id, driver_id, vehicle_brand, vehicle_model, name, email, phone,
       pickup_at, return_at, pickup_point, return_point, num_tourists, driver_option, total_price, status, created_at)
     SELECT ('a0000000-0000-4000-8000-' || lpad(to_hex((v + j) % 4), 12, '0'))::uuid,
       ('c0000000-0000-4000-8000-' || lpad(to_hex(v), 12, '0'))::uuid,
       CASE WHEN with_driver THEN ('d0000000-0000-4000-8000-' || lpad(to_hex(v), 12, '0'))::uuid END,
       'Brand', 'Model', 'Guest', 'guest@explain.test', '+94 1', p, p + make_interval(hours => 20 + (v * 7 + j * 5) % 25),
       'Colombo', 'Kandy', 1, CASE WHEN with_driver THEN 'withDriver' ELSE 'selfDrive' END, 100, status,
       $1::timestamptz - make_interval(days => 30) + make_interval(mins => v * 100 + j)
     FROM generate_series(0, ${VEHICLES - 1}) AS v, generate_series(0, ${SLOTS - 1}) AS j,
       LATERAL (SELECT $1::timestamptz + make_interval(days => 3 * j, hours => (v + j) % 6) AS p,
                       (ARRAY['pending', 'confirmed', 'picked_up', 'en_route', 'completed', 'cancelled'])[1 + (v * 3 + j) % 6] AS status) AS s,
       LATERAL (SELECT s.status = 'confirmed' AND v < 3 AS with_driver) AS d`,
    [BASE],
  );
  await db.query(
    `INSERT INTO bookings (user_id, vehicle_id, vehicle_brand, vehicle_model, name, email, phone, pickup_at, return_at,
       pickup_point, return_point, num_tourists, driver_option, total_price, status)
     SELECT $2::uuid, ('c0000000-0000-4000-8000-' || lpad(to_hex(v), 12, '0'))::uuid, 'Brand', 'Model', 'Guest', 'guest@explain.test', '+94 1',
       $1::timestamptz + make_interval(days => 3 * j + 2), $1::timestamptz + make_interval(days => 3 * j + 4),
       'Colombo', 'Kandy', 1, 'selfDrive', 100, 'cancelled'
     FROM generate_series(0, ${VEHICLES - 1}) AS v, generate_series(0, ${SLOTS - 1}, 4) AS j`,
    [BASE, TOURIST(1)],
  );
  await db.exec('ANALYZE');
}

/** The SQL and parameters a repository function sends (captured, not run). */
async function captureSql(fn: (q: Queryable) => Promise<unknown>): Promise<{ sql: string; params: unknown[] }> {
  let captured: { sql: string; params: unknown[] } | undefined;
  await fn({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      captured ??= { sql, params: [...params] };
      return [] as T[];
    },
  });
  return captured!;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every scan node of the plan, as "Node Type [index] [on relation]". */
async function scansOf(db: Database, fn: (q: Queryable) => Promise<unknown>): Promise<{ node: string; relation?: string; index?: string }[]> {
  const { sql, params } = await captureSql(fn);
  const raw = await db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    return row!['QUERY PLAN'];
  });
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const out: { node: string; relation?: string; index?: string }[] = [];
  const walk = (n: PlanNode) => {
    if (/Scan/.test(n['Node Type'])) out.push({ node: n['Node Type'], relation: n['Relation Name'], index: n['Index Name'] });
    n.Plans?.forEach(walk);
  };
  walk(plan[0]!.Plan);
  return out;
}

describe.each(ENGINES)('query plans and the index-backed search (%s)', (engine) => {
  let t: TestDatabase;
  let db: Database;
  let bookingIndexes: Set<string>;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    db = t.db;
    await migrate(db);
    await seed(db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, demo: false });
    await loadData(db);
    bookingIndexes = new Set((await db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'bookings'`)).map((r) => r.indexname));
  });
  afterAll(async () => t?.drop());

  const from = '2031-01-10T00:00:00+05:30';
  const to = '2031-01-14T23:59:00+05:30';
  const cases: [string, (q: Queryable) => Promise<unknown>, string[]][] = [
    ['availability search (type, page)', (q) => findAvailableVehicles(q, { from, to, type: 'Car' }, { limit: 20 }), ['bookings_vehicle_pickup_active_idx']],
    ['availability search (any type, plain list)', (q) => findAvailableVehicles(q, { from, to }), ['bookings_vehicle_pickup_active_idx']],
    ['availability search sorted by price (page)', (q) => findAvailableVehiclesSorted(q, { from, to }, 'price-asc', { limit: 20 }), ['bookings_vehicle_pickup_active_idx']],
    [
      'availability search sorted by seats (later page)',
      (q) => findAvailableVehiclesSorted(q, { from, to, type: 'Van' }, 'seats-desc', { limit: 20, after: { key: '4', at: BASE, id: TOURIST(0) } }),
      ['bookings_vehicle_pickup_active_idx'],
    ],
    ['My Bookings (plain)', (q) => listBookingsOfUser(q, TOURIST(1)), ['bookings_user_created_idx']],
    ['My Bookings (page)', (q) => listBookingsOfUser(q, TOURIST(1), { limit: 10 }), ['bookings_user_created_idx']],
    ['admin bookings list (plain)', (q) => listAllBookings(q, {}), ['bookings_created_idx']],
    ['admin bookings list (page)', (q) => listAllBookings(q, {}, { limit: 50 }), ['bookings_created_idx']],
    ['driver availability', (q) => findAvailableDrivers(q, from, to), ['bookings_driver_no_overlap', 'bookings_driver_idx']],
  ];

  it.each(cases)('%s reaches bookings through its index, never a Seq Scan', async (_name, fn, expected) => {
    const scans = await scansOf(db, fn);
    expect(scans.filter((s) => s.relation === 'bookings' && s.node === 'Seq Scan')).toEqual([]);
    const used = scans.filter((s) => s.index && bookingIndexes.has(s.index)).map((s) => s.index!);
    expect(used.some((i) => expected.includes(i)), `indexes used: ${used.join(', ') || 'none'}`).toBe(true);
  });

  it('the search answers exactly as the plain overlap test, edges and cancelled overlaps included', async () => {
    // Windows around every booking edge (a search ending at a pickup, starting at a return) and a spread of others.
    const edges = await db.query<{ p: number; r: number }>(
      `SELECT (extract(epoch FROM pickup_at) * 1000)::float8 AS p, (extract(epoch FROM return_at) * 1000)::float8 AS r FROM bookings ORDER BY pickup_at LIMIT 60`,
    );
    const iso = (ms: number) => new Date(ms).toISOString();
    const windows: [string, string][] = [];
    for (const e of edges) {
      windows.push([iso(e.r), iso(e.r + 86_400_000)]);
      windows.push([iso(e.p - 86_400_000), iso(e.p)]);
      windows.push([iso(e.p - 86_400_000), iso(e.p - 60_000)]);
    }
    for (let k = 0; k < 40; k++) {
      const start = Date.parse(BASE) + ((k * 7919) % (SLOTS * 3 * 24)) * 3_600_000 - 3 * 86_400_000;
      windows.push([new Date(start).toISOString(), new Date(start + ((k * 37) % 200) * 3_600_000).toISOString()]);
    }
    let partial = 0;
    for (const [f, tEnd] of windows) {
      const expected = (
        await db.query<{ id: string }>(
          `SELECT v.id FROM vehicles v WHERE v.deleted_at IS NULL AND v.availability_status
             AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.vehicle_id = v.id
               AND b.status IN ('pending', 'confirmed', 'picked_up', 'en_route')
               AND tstzrange(b.pickup_at, b.return_at, '[)') && tstzrange($1::timestamptz, $2::timestamptz, '[]'))
           ORDER BY v.created_at, v.id`,
          [f, tEnd],
        )
      ).map((r) => r.id);
      const actual = (await findAvailableVehicles(db, { from: f, to: tEnd })).map((r) => r.item._id);
      expect(actual, `${f} .. ${tEnd}`).toEqual(expected);
      if (actual.length > 0 && actual.length < VEHICLES - 1) partial++;
    }
    // The windows really split the fleet into free and busy vehicles, not all one or the other.
    expect(partial).toBeGreaterThan(windows.length / 4);
  });
});
