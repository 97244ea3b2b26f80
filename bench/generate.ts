/**
 * Bulk data for the benchmark: V vehicles of every type, drivers, tourists (one of them with
 * exactly 200 bookings) and B bookings in every status, loaded with a handful of set-based
 * statements (INSERT ... SELECT FROM generate_series), so 200,000 bookings load in seconds.
 *
 * Layout: booking g belongs to vehicle g % V and is its (g / V)-th trip counted back from a year
 * ahead. Every vehicle is booked about once a week (one trip per slot of ~7.3 days, the trip inside
 * its slot), so the year ahead looks the same at any size and more bookings mean a longer history:
 * 2,000 vehicles and 200,000 bookings cover one year back and one ahead. No two bookings of one
 * vehicle overlap (bookings_vehicle_no_overlap holds for any status). Active trips with a driver
 * use the vehicle's own dedicated driver (only the first D vehicles have one), so
 * bookings_driver_no_overlap holds too; completed trips get any driver (the constraint ignores
 * them). Everything derives from hashes of g, so the same flags give the same data.
 */
import { ACTIVE_BOOKING_STATUSES, VEHICLE_TYPES, colomboToday, addDays, toColomboIso } from '@app/shared';
import type { Database } from '../apps/api/src/db/database';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { DEMO_VEHICLES } from '../apps/api/src/seed/demo-data';

export interface GenerateOptions {
  vehicles: number;
  bookings: number;
  /** "Now" of the data set; trips before it are past, after it future. */
  now?: Date;
  /** A password hash shared by every generated account (hashing is the slow part, so once). */
  passwordHash?: string;
  /** PostgreSQL: concurrent INSERT statements (default 2, one per core here). */
  parallel?: number;
}

export interface Generated {
  vehicles: number;
  bookings: number;
  drivers: number;
  tourists: number;
  /** The tourist with exactly 200 bookings. */
  heavyUserId: string;
  /** Trips of every vehicle fall between these two instants (the history's start and a year ahead). */
  from: string;
  to: string;
  seconds: number;
  statusCounts: Record<string, number>;
}

export const BENCH_PASSWORD = 'Bench@123';
export const HEAVY_USER_BOOKINGS = 200;
const DAY_MIN = 24 * 60;
/** Every vehicle is booked about once a week: 50 trips a year, one per slot of this many minutes (a multiple of 30). */
const SLOT_MIN = Math.floor((365 * DAY_MIN) / 50 / 30) * 30;
/** Trips are laid out backwards from this many days ahead. */
const AHEAD_DAYS = 365;

/** Deterministic ids, so the load generator can address rows without asking the database. */
export const ids = {
  tourist: (i: number) => uuidOf('a0000000', i),
  driver: (i: number) => uuidOf('d0000000', i),
  vehicle: (i: number) => uuidOf('c0000000', i),
};
function uuidOf(prefix: string, i: number): string {
  return `${prefix}-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
}
const uuidSql = (prefix: string, expr: string) => `('${prefix}-0000-4000-8000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`;

export function sizesFor(vehicles: number, bookings: number) {
  return {
    drivers: Math.max(20, Math.round(vehicles / 20)),
    tourists: Math.max(200, Math.round(bookings / 200)),
  };
}

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The demo fleet as a catalogue: (type index, index within type, ...). */
function catalogueSql(): { values: string; counts: number[] } {
  const counts = VEHICLE_TYPES.map(() => 0);
  const rows: string[] = [];
  for (const v of DEMO_VEHICLES) {
    const t = VEHICLE_TYPES.indexOf(v.type);
    rows.push(
      `(${t}, ${counts[t]}, ${lit(v.brand)}, ${lit(v.model)}, ${v.seatingCapacity}, ${v.pricingDetails.perDay}, ${v.pricingDetails.perHour}, ` +
        `ARRAY[${v.features.map(lit).join(', ')}]::text[], ${lit(v.image)})`,
    );
    counts[t]! += 1;
  }
  if (counts.some((c) => c === 0)) throw new Error('the demo fleet must cover every vehicle type');
  return { values: rows.join(',\n'), counts };
}

/**
 * Fills an empty, migrated database (the admin may exist). Works on both engines: the statements
 * are plain SQL that PGlite and PostgreSQL run alike.
 */
export async function generate(db: Database, opts: GenerateOptions): Promise<Generated> {
  const started = performance.now();
  const step = (what: string) => {
    if (process.env.BENCH_DEBUG) console.error(`  generate: ${what} at ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const V = opts.vehicles;
  const B = opts.bookings;
  if (!Number.isInteger(V) || V < 10) throw new Error('vehicles must be at least 10');
  if (!Number.isInteger(B) || B < HEAVY_USER_BOOKINGS) throw new Error(`bookings must be at least ${HEAVY_USER_BOOKINGS}`);
  const perVehicle = Math.ceil(B / V);
  // A trip takes 30-75% of its slot, starting in its first 20%. The latest slot of every vehicle
  // ends a year ahead; more bookings per vehicle mean a longer history, not a busier present.
  const slot = SLOT_MIN;
  if (perVehicle * slot > 120 * 365 * DAY_MIN) throw new Error(`too many bookings per vehicle (${perVehicle}): history would start before 1906`);
  const { drivers: D, tourists: T } = sizesFor(V, B);
  const now = opts.now ?? new Date();
  const to = toColomboIso(addDays(colomboToday(now), AHEAD_DAYS), '00:00');
  const from = new Date(Date.parse(to) - perVehicle * slot * 60_000).toISOString();
  const passwordHash = opts.passwordHash ?? (await hashPassword(BENCH_PASSWORD));
  const nowIso = now.toISOString();
  const heavyStep = Math.floor(B / HEAVY_USER_BOOKINGS);

  step('password hashed');
  await db.query(
    `INSERT INTO users (id, username, email, password_hash, role, phone, created_at, updated_at)
     SELECT ${uuidSql('a0000000', 'g')}, 'Tourist ' || g, 'tourist' || g || '@bench.lankaride.lk', $1, 'tourist',
       '+44 7700 ' || lpad(g::text, 6, '0'), t, t
     FROM generate_series(0, ${T - 1}) AS g, LATERAL (SELECT $2::timestamptz - make_interval(mins => ${T} - g) AS t) AS c`,
    [passwordHash, from],
  );
  await db.query(
    `INSERT INTO users (id, username, email, password_hash, role, phone, license_number, license_expiry, experience_years, languages, created_at, updated_at)
     SELECT ${uuidSql('d0000000', 'g')}, 'Driver ' || g, 'driver' || g || '@bench.lankaride.lk', $1, 'driver',
       '+94 77 ' || lpad(g::text, 7, '0'), 'BL' || lpad(g::text, 7, '0'), DATE '2030-01-01' + (g % 700), g % 25,
       ARRAY['en', (ARRAY['si', 'ta', 'de', 'fr', 'ja', 'zh'])[1 + g % 6]], t, t
     FROM generate_series(0, ${D - 1}) AS g, LATERAL (SELECT $2::timestamptz - make_interval(mins => ${D} - g) AS t) AS c`,
    [passwordHash, from],
  );

  const cat = catalogueSql();
  await db.query(
    `WITH cat (t, n, brand, model, seats, per_day, per_hour, features, image) AS (VALUES ${cat.values})
     INSERT INTO vehicles (id, brand, model, type, seating_capacity, features, price_per_day, price_per_hour, image,
       availability_status, created_at, updated_at)
     SELECT ${uuidSql('c0000000', 'g')}, cat.brand, cat.model, (ARRAY[${VEHICLE_TYPES.map(lit).join(', ')}])[1 + g % 5],
       cat.seats, cat.features, cat.per_day, cat.per_hour, cat.image,
       g % 50 <> 49, ts, ts
     FROM generate_series(0, ${V - 1}) AS g
     JOIN cat ON cat.t = g % 5 AND cat.n = (g / 5) % (ARRAY[${cat.counts.join(', ')}])[1 + g % 5]
     CROSS JOIN LATERAL (SELECT $1::timestamptz - make_interval(mins => ${V} - g) AS ts) AS c`,
    [from],
  );

  step('users and vehicles');
  // h(k): the k-th independent hash of g, 0..2^31.
  const h = (k: number) => `abs(hashint8(g::bigint * 16 + ${k})::bigint)`;
  const driverStatuses = `('confirmed', 'picked_up', 'en_route')`;
  // Vehicle by vehicle, trip by trip (index-friendly order); `part` of `parts` takes every parts-th vehicle.
  const bookingsSql = (part: number, parts: number) =>
    `INSERT INTO bookings (user_id, vehicle_id, driver_id, vehicle_brand, vehicle_model, name, email, phone,
       pickup_at, return_at, pickup_point, return_point, num_tourists, driver_option, special_requests,
       total_price, status, created_at, updated_at)
     SELECT ${uuidSql('a0000000', 'ui')}, v.id,
       CASE WHEN b.with_driver AND b.status IN ${driverStatuses} THEN ${uuidSql('d0000000', 'b.vi')}
            WHEN b.with_driver AND b.status = 'completed' THEN ${uuidSql('d0000000', `${h(5)} % ${D}`)} END,
       v.brand, v.model, 'Tourist ' || ui, 'tourist' || ui || '@bench.lankaride.lk', '+44 7700 ' || lpad(ui::text, 6, '0'),
       b.pickup_at, b.return_at,
       (ARRAY['Colombo', 'Kandy', 'Negombo', 'Bandaranaike Airport', 'Galle'])[1 + ${h(6)} % 5],
       (ARRAY['Colombo', 'Kandy', 'Negombo', 'Ella', 'Galle'])[1 + ${h(7)} % 5],
       1 + ${h(8)} % v.seating_capacity, CASE WHEN b.with_driver THEN 'withDriver' ELSE 'selfDrive' END,
       CASE WHEN ${h(9)} % 10 = 0 THEN 'Child seat, please.' ELSE '' END,
       b.days * v.price_per_day + CASE WHEN b.with_driver THEN b.days * 50 ELSE 0 END,
       b.status, b.created_at, b.created_at
     FROM (
       SELECT g, vi,
         CASE WHEN g % ${heavyStep} = 0 AND g / ${heavyStep} < ${HEAVY_USER_BOOKINGS} THEN 0 ELSE 1 + ${h(1)} % ${T - 1} END AS ui,
         p.pickup_at, p.pickup_at + make_interval(mins => p.dur) AS return_at, greatest(1, ceil(p.dur / ${DAY_MIN}.0)) AS days,
         s.status,
         ${h(4)} % 2 = 0 AND (s.status NOT IN ${driverStatuses} OR vi < ${D}) AS with_driver,
         least(p.pickup_at - make_interval(days => 1 + (${h(10)} % 60)::int), $2::timestamptz - make_interval(mins => (${h(11)} % 525600)::int))
           + make_interval(secs => (g % 1000000) / 1000000.0) AS created_at
       FROM generate_series(${part}, ${V - 1}, ${parts}) AS vi
       CROSS JOIN generate_series(0, ${perVehicle - 1}) AS j
       CROSS JOIN LATERAL (SELECT j * ${V} + vi AS g) AS gg
       CROSS JOIN LATERAL (
         SELECT $1::timestamptz + make_interval(mins => ((${perVehicle - 1} - j) * ${slot} + 30 * ((${h(2)} % ${slot / 5}) / 30))::int) AS pickup_at,
                (30 * (${Math.floor(slot / 100)} + ${h(3)} % ${Math.floor((slot * 45) / 100 / 30)}))::int AS dur
       ) AS p
       CROSS JOIN LATERAL (
         SELECT CASE
           WHEN p.pickup_at + make_interval(mins => p.dur) <= $2::timestamptz
             THEN CASE WHEN ${h(12)} % 100 < 85 THEN 'completed' ELSE 'cancelled' END
           WHEN p.pickup_at <= $2::timestamptz
             THEN CASE WHEN ${h(12)} % 100 < 10 THEN 'cancelled' WHEN ${h(12)} % 2 = 0 THEN 'picked_up' ELSE 'en_route' END
           ELSE CASE WHEN ${h(12)} % 100 < 40 THEN 'pending' WHEN ${h(12)} % 100 < 85 THEN 'confirmed' ELSE 'cancelled' END
         END AS status
       ) AS s
       WHERE g < ${B}
     ) AS b
     JOIN vehicles v ON v.id = ${uuidSql('c0000000', 'b.vi')}
     ORDER BY b.vi, b.g`;
  // Plain indexes are built once after the load (much faster than row by row); the primary key
  // and the exclusion constraints stay, so every row is checked against the booking rules.
  const plainIndexes = await db.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = 'bookings'
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`,
  );
  for (const ix of plainIndexes) await db.query(`DROP INDEX ${ix.name}`);
  // PostgreSQL: one statement per core on disjoint vehicles (no constraint waits); PGlite: one.
  const parts = db.engine === 'postgres' ? Math.max(1, opts.parallel ?? 2) : 1;
  // Row-by-row foreign-key triggers would double the load time; as a superuser they are skipped
  // for the load (session_replication_role) and the references are checked in bulk below instead.
  const [su] = await db.query<{ on: string }>(`SELECT current_setting('is_superuser') AS on`);
  const skipTriggers = su?.on === 'on';
  await Promise.all(
    Array.from({ length: parts }, (_, part) =>
      db.transaction(async (tx) => {
        if (skipTriggers) await tx.query('SET LOCAL session_replication_role = replica');
        await tx.query(bookingsSql(part, parts), [from, nowIso]);
      }),
    ),
  );
  step('bookings');
  const [orphans] = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM bookings b
     WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = b.user_id)
        OR NOT EXISTS (SELECT 1 FROM vehicles v WHERE v.id = b.vehicle_id)
        OR (b.driver_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users d WHERE d.id = b.driver_id AND d.role = 'driver'))`,
  );
  if (Number(orphans?.n) !== 0) throw new Error(`generated bookings reference missing rows: ${orphans?.n}`);
  step('references checked');
  if (db.engine === 'postgres') await Promise.all(plainIndexes.map((ix) => db.query(ix.def)));
  else for (const ix of plainIndexes) await db.query(ix.def);
  step('indexes');
  if (db.engine === 'postgres') await db.query('VACUUM ANALYZE');
  else await db.exec('VACUUM ANALYZE');

  step('vacuum analyze');
  const counts = await db.query<{ status: string; n: string }>('SELECT status, count(*)::text AS n FROM bookings GROUP BY status');
  const statusCounts = Object.fromEntries(counts.map((r) => [r.status, Number(r.n)]));
  return {
    vehicles: V,
    bookings: B,
    drivers: D,
    tourists: T,
    heavyUserId: ids.tourist(0),
    from,
    to,
    seconds: (performance.now() - started) / 1000,
    statusCounts,
  };
}

/** Active bookings of one vehicle (or one driver) that overlap: must always be zero. */
export async function countOverlaps(db: Database, sinceIso?: string): Promise<{ vehicle: number; driver: number }> {
  const active = `ARRAY[${ACTIVE_BOOKING_STATUSES.map(lit).join(', ')}]::text[]`;
  const since = sinceIso ? `AND a.return_at > $1::timestamptz` : '';
  const params = sinceIso ? [sinceIso] : [];
  const q = (col: 'vehicle_id' | 'driver_id') =>
    db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM bookings a
       JOIN bookings b ON b.${col} = a.${col} AND b.id <> a.id AND b.status = ANY(${active})
         AND tstzrange(b.pickup_at, b.return_at, '[)') && tstzrange(a.pickup_at, a.return_at, '[)')
       WHERE a.status = ANY(${active}) AND a.${col} IS NOT NULL ${since}`,
      params,
    );
  const [v, d] = await Promise.all([q('vehicle_id'), q('driver_id')]);
  return { vehicle: Number(v[0]!.n), driver: Number(d[0]!.n) };
}
