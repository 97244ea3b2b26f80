import { GEARBOX_FEATURE, gearboxOf, hasAirConditioning, ratingOf, type AdminVehicle, type FuelType, type Gearbox, type Photo, type Vehicle, type VehicleSort } from '@app/shared';
import type { Queryable } from '../../db/database';
import { ACTIVE_STATUSES_SQL, localIsoSql } from '../../db/sql';
import { afterCursorSql, limitSql } from '../../db/keyset';
import type { Cursor, Listed, PageRequest } from '../../lib/paging';

/** A vehicle's picture as answers give it, in SQL over `vehicles v`: its first photo, else its stored image. */
export const ANSWERED_IMAGE_SQL = `coalesce(v.photos->0->>'url', v.image)`;

interface VehicleRow {
  id: string;
  brand: string;
  model: string;
  type: Vehicle['type'];
  seating_capacity: number;
  features: Vehicle['features'];
  per_day: number;
  per_hour: number;
  image: string;
  photos: Photo[];
  availability_status: boolean;
  created_at: Date;
  updated_at: Date;
  sort_at: string;
  rating_sum: number;
  rating_count: number;
  year: number | null;
  fuel: FuelType;
  luggage: number;
  plate_number: string | null;
}

// The picture answered is the first photo once there is one (issue 30, decision 099), else the image set on the vehicle.
const COLUMNS = `v.created_at::text AS sort_at, v.id, v.brand, v.model, v.type, v.seating_capacity, v.features,
  v.price_per_day::float8 AS per_day, v.price_per_hour::float8 AS per_hour, ${ANSWERED_IMAGE_SQL} AS image, v.photos,
  v.availability_status, v.created_at, v.updated_at, v.rating_sum, v.rating_count, v.year, v.fuel, v.luggage, v.plate_number`;

function toVehicleDto(r: VehicleRow): Vehicle {
  return {
    _id: r.id,
    brand: r.brand,
    model: r.model,
    type: r.type,
    seatingCapacity: r.seating_capacity,
    features: r.features ?? [],
    pricingDetails: { perDay: r.per_day, perHour: r.per_hour },
    image: r.image,
    photos: r.photos ?? [],
    availabilityStatus: r.availability_status,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    // Its published reviews, summed by the reviews' trigger (migration 026, decision 094).
    rating: ratingOf(r.rating_sum, r.rating_count),
    // The facts tourists compare (migration 030, decision 100); the gearbox and air conditioning are read from the features.
    year: r.year,
    fuel: r.fuel,
    transmission: gearboxOf(r.features ?? []),
    luggage: r.luggage,
    airConditioning: hasAirConditioning(r.features ?? []),
  };
}

/** A vehicle as staff read it: the public answer and its plate, which no public answer carries. */
function toAdminVehicleDto(r: VehicleRow): AdminVehicle {
  return { ...toVehicleDto(r), plateNumber: r.plate_number };
}

/** What a write stores: the spec's fields (features already holding the gearbox and air conditioning), and the facts. */
export interface VehicleRecord {
  type: Vehicle['type'];
  brand: string;
  model: string;
  seatingCapacity: number;
  features: Vehicle['features'];
  pricingDetails: { perDay: number; perHour: number };
  image: string;
  availabilityStatus: boolean;
  fuel: FuelType;
  luggage: number;
  year: number | null;
  plateNumber: string | null;
}

/** An update: the facts a request left out (undefined) keep what is stored. */
export type VehicleChange = Omit<VehicleRecord, 'fuel' | 'luggage' | 'year' | 'plateNumber'> & Partial<Pick<VehicleRecord, 'fuel' | 'luggage' | 'year' | 'plateNumber'>>;

/** Upper bound of a plain (unpaged) vehicle list. */
export const VEHICLE_LIST_MAX = 1000;

const listed = (r: VehicleRow): Listed<Vehicle> => ({ item: toVehicleDto(r), cursor: { at: r.sort_at, id: r.id } });

/** Vehicles in the order they joined the fleet, optionally one type, optionally one page (public: no plates). */
export async function listVehicles(db: Queryable, type?: string, page?: PageRequest): Promise<Listed<Vehicle>[]> {
  return (await listVehicleRows(db, type, page)).map(listed);
}

/** The same list as staff read it, with plates. */
export async function listAdminVehicles(db: Queryable, page?: PageRequest): Promise<Listed<AdminVehicle>[]> {
  return (await listVehicleRows(db, undefined, page)).map((r) => ({ item: toAdminVehicleDto(r), cursor: { at: r.sort_at, id: r.id } }));
}

async function listVehicleRows(db: Queryable, type?: string, page?: PageRequest): Promise<VehicleRow[]> {
  const params: unknown[] = [type ?? null];
  return db.query<VehicleRow>(
    `SELECT ${COLUMNS} FROM vehicles v
     WHERE v.deleted_at IS NULL AND ($1::text IS NULL OR v.type = $1)${afterCursorSql(page, params, { at: 'v.created_at', id: 'v.id' }, 'asc')}
     ORDER BY v.created_at, v.id${limitSql(page, VEHICLE_LIST_MAX)}`,
    params,
  );
}

/** A search ordered by price or seats: the sort key's column, its type, and its direction. */
const SORT_KEYS: Record<SortedBy, { column: string; cast: string; desc: boolean }> = {
  'price-asc': { column: 'v.price_per_day', cast: 'numeric', desc: false },
  'price-desc': { column: 'v.price_per_day', cast: 'numeric', desc: true },
  'seats-desc': { column: 'v.seating_capacity', cast: 'integer', desc: true },
};

export type SortedBy = Exclude<VehicleSort, 'fleet'>;

/** Position after the last row of a sorted search page: its sort key (the database's text of it) and fleet position. */
export interface SortedCursor extends Cursor {
  key: string;
}

export interface SortedPageRequest {
  limit: number;
  after?: SortedCursor;
}

export interface SearchFilter {
  from?: string;
  to?: string;
  type?: string;
  /** The filters of issue 30: at least this many seats, this gearbox, this fuel. */
  minSeats?: number;
  transmission?: Gearbox;
  fuel?: FuelType;
}

/**
 * Vehicles offered for booking and free of active bookings overlapping [from, to].
 *
 * Active bookings of one vehicle never overlap (the bookings_vehicle_no_overlap constraint), so
 * they are ordered alike by pickup and by return: a booking [pickup, return) meets [from, to]
 * exactly when pickup <= to and return > from, and if any does, the latest one picked up by `to`
 * does. So each vehicle costs one index-only descent of bookings_vehicle_pickup_active_idx, however
 * long its history; the fleet is walked in list order and the walk stops once a page is full.
 */
export async function findAvailableVehicles(db: Queryable, q: SearchFilter, page?: PageRequest): Promise<Listed<Vehicle>[]> {
  const params: unknown[] = [];
  const where = searchWhere(q, params);
  const rows = await db.query<VehicleRow>(
    `SELECT ${COLUMNS} FROM vehicles v
     WHERE ${where}
       ${afterCursorSql(page, params, { at: 'v.created_at', id: 'v.id' }, 'asc')}
     ORDER BY v.created_at, v.id${limitSql(page, VEHICLE_LIST_MAX)}`,
    params,
  );
  return rows.map(listed);
}

/**
 * The same search ordered by price per day or seats, then by fleet order (created_at, id), so ties
 * are stable and a page's cursor (key, created_at, id) starts the next page exactly after it. The
 * vehicles table is small (thousands of rows), so it is sorted rather than indexed per order:
 * every offered vehicle of the type is probed once, as a busy fleet's search in fleet order does.
 */
export async function findAvailableVehiclesSorted(
  db: Queryable,
  q: SearchFilter,
  sort: SortedBy,
  page?: SortedPageRequest,
): Promise<(Listed<Vehicle> & { cursor: SortedCursor })[]> {
  const { column, cast, desc } = SORT_KEYS[sort];
  const params: unknown[] = [];
  const where = searchWhere(q, params);
  let after = '';
  if (page?.after) {
    params.push(page.after.key, page.after.at, page.after.id);
    const [key, at, id] = [`$${params.length - 2}::${cast}`, `$${params.length - 1}::timestamptz`, `$${params.length}::uuid`];
    after = `AND (${column} ${desc ? '<' : '>'} ${key} OR (${column} = ${key} AND (v.created_at, v.id) > (${at}, ${id})))`;
  }
  const rows = await db.query<VehicleRow & { sort_key: string }>(
    `SELECT ${COLUMNS}, ${column}::text AS sort_key FROM vehicles v
     WHERE ${where}
       ${after}
     ORDER BY ${column}${desc ? ' DESC' : ''}, v.created_at, v.id${limitSql(page, VEHICLE_LIST_MAX)}`,
    params,
  );
  return rows.map((r) => ({ item: toVehicleDto(r), cursor: { at: r.sort_at, id: r.id, key: r.sort_key } }));
}

/**
 * The search's filter: offered, of the type, with the asked seats, gearbox and fuel, and (with
 * dates) free over them: no active booking and no out-of-service period (decision 101) meets them;
 * a vehicle's periods never overlap each other either, so they are probed like its bookings.
 */
function searchWhere(q: SearchFilter, params: unknown[]): string {
  params.push(q.type ?? null);
  // Each filter only when asked: the unfiltered search's statement stays as it was.
  let facts = '';
  if (q.minSeats !== undefined) {
    params.push(q.minSeats);
    facts += ` AND v.seating_capacity >= $${params.length}::integer`;
  }
  if (q.transmission) {
    // As gearboxOf reads the features: an old record listing both counts as automatic.
    facts += q.transmission === 'automatic' ? ` AND '${GEARBOX_FEATURE.automatic}' = ANY(v.features)` : ` AND '${GEARBOX_FEATURE.manual}' = ANY(v.features) AND NOT '${GEARBOX_FEATURE.automatic}' = ANY(v.features)`;
  }
  if (q.fuel) {
    params.push(q.fuel);
    facts += ` AND v.fuel = $${params.length}::text`;
  }
  let free = '';
  if (q.from) {
    params.push(q.from, q.to ?? 'infinity');
    const [from, to] = [`$${params.length - 1}`, `$${params.length}`];
    // Added only with dates: under "$2 IS NULL OR ..." the planner hashed every overlapping booking of the fleet instead.
    free = `AND NOT EXISTS (
         SELECT 1 FROM (
           SELECT b.return_at FROM bookings b
           WHERE b.vehicle_id = v.id AND b.status = ANY(${ACTIVE_STATUSES_SQL}) AND b.pickup_at <= ${to}::timestamptz
           ORDER BY b.pickup_at DESC LIMIT 1) AS latest
         WHERE latest.return_at > ${from}::timestamptz)
       AND NOT EXISTS (
         SELECT 1 FROM (
           SELECT p.ends_at FROM vehicle_out_of_service p
           WHERE p.vehicle_id = v.id AND p.starts_at <= ${to}::timestamptz
           ORDER BY p.starts_at DESC LIMIT 1) AS latest_off
         WHERE latest_off.ends_at > ${from}::timestamptz)`;
  }
  return `v.deleted_at IS NULL AND v.availability_status
       AND ($1::text IS NULL OR v.type = $1)${facts}
       ${free}`;
}

export async function findVehicle(db: Queryable, id: string, opts: { lock?: 'share' | 'update' } = {}): Promise<Vehicle | undefined> {
  const row = await findVehicleRow(db, id, opts);
  return row && toVehicleDto(row);
}

/** A vehicle as staff read it, with its plate. */
export async function findAdminVehicle(db: Queryable, id: string): Promise<AdminVehicle | undefined> {
  const row = await findVehicleRow(db, id);
  return row && toAdminVehicleDto(row);
}

async function findVehicleRow(db: Queryable, id: string, opts: { lock?: 'share' | 'update' } = {}): Promise<VehicleRow | undefined> {
  const lock = opts.lock === 'update' ? 'FOR UPDATE' : opts.lock === 'share' ? 'FOR SHARE' : '';
  const rows = await db.query<VehicleRow>(`SELECT ${COLUMNS} FROM vehicles v WHERE v.id = $1 AND v.deleted_at IS NULL ${lock}`, [id]);
  return rows[0];
}

export async function listVehicleBookedPeriods(db: Queryable, id: string): Promise<{ start: string; end: string }[]> {
  return db.query<{ start: string; end: string }>(
    `SELECT ${localIsoSql('b.pickup_at')} AS start, ${localIsoSql('b.return_at')} AS end
     FROM bookings b WHERE b.vehicle_id = $1 AND b.status = ANY(${ACTIVE_STATUSES_SQL})
     ORDER BY b.pickup_at LIMIT 5000`,
    [id],
  );
}

/**
 * Whether the vehicle still has an active booking (it cannot be retired then): a read of the
 * bookings table, like its booked periods above, so vehicles needs nothing of the bookings module.
 */
export async function hasActiveBookingsOfVehicle(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM bookings WHERE vehicle_id = $1 AND status = ANY(${ACTIVE_STATUSES_SQL}) LIMIT 1`, [id]);
  return rows.length > 0;
}

export async function insertVehicle(db: Queryable, v: VehicleRecord): Promise<AdminVehicle> {
  const rows = await db.query<VehicleRow>(
    `INSERT INTO vehicles AS v (brand, model, type, seating_capacity, features, price_per_day, price_per_hour, image, availability_status, fuel, luggage, year, plate_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING ${COLUMNS}`,
    [v.brand, v.model, v.type, v.seatingCapacity, v.features, v.pricingDetails.perDay, v.pricingDetails.perHour, v.image, v.availabilityStatus, v.fuel, v.luggage, v.year, v.plateNumber],
  );
  return toAdminVehicleDto(rows[0]!);
}

/** Saves a vehicle's fields; a fact left undefined keeps its stored value (null clears a year or a plate). */
export async function updateVehicle(db: Queryable, id: string, v: VehicleChange): Promise<AdminVehicle | undefined> {
  const rows = await db.query<VehicleRow>(
    // An edit form sends back the image it read: while the vehicle has photos that is its first
    // photo's address, and the image set on the vehicle stays as it was (decision 099).
    `UPDATE vehicles AS v SET brand = $2, model = $3, type = $4, seating_capacity = $5, features = $6,
       price_per_day = $7, price_per_hour = $8, image = CASE WHEN $9 LIKE '/media/%' THEN v.image ELSE $9 END,
       availability_status = $10,
       fuel = COALESCE($11::text, v.fuel), luggage = COALESCE($12::integer, v.luggage),
       year = CASE WHEN $13::boolean THEN $14::integer ELSE v.year END,
       plate_number = CASE WHEN $15::boolean THEN $16::text ELSE v.plate_number END,
       updated_at = now()
     WHERE v.id = $1 AND v.deleted_at IS NULL RETURNING ${COLUMNS}`,
    [
      id, v.brand, v.model, v.type, v.seatingCapacity, v.features, v.pricingDetails.perDay, v.pricingDetails.perHour, v.image, v.availabilityStatus,
      v.fuel ?? null, v.luggage ?? null, v.year !== undefined, v.year ?? null, v.plateNumber !== undefined, v.plateNumber ?? null,
    ],
  );
  return rows[0] && toAdminVehicleDto(rows[0]);
}

/** The vehicle's photos as its answers carry them (the media module's, copied in the transaction that changed them). */
export async function setVehiclePhotos(db: Queryable, id: string, photos: readonly Photo[]): Promise<void> {
  await db.query('UPDATE vehicles SET photos = $2::jsonb, updated_at = now() WHERE id = $1', [id, JSON.stringify(photos)]);
}

export async function retireVehicle(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE vehicles SET deleted_at = now(), availability_status = false, updated_at = now() WHERE id = $1', [id]);
}

/** A vehicle as the in-memory availability index keeps it: the answer, and its sort and cursor keys. */
export interface IndexedVehicleRow {
  vehicle: Vehicle;
  offered: boolean;
  /** created_at in microseconds since the epoch (exact), and as the database writes it (cursors). */
  atMicros: bigint;
  atText: string;
  perDayText: string;
  seatsText: string;
}

/** Vehicles for the index: all of them, or the named ones (gone ones are simply absent). */
export async function listIndexVehicles(db: Queryable, ids?: readonly string[]): Promise<IndexedVehicleRow[]> {
  const rows = await db.query<VehicleRow & { deleted: boolean; at_micros: string; per_day_text: string; seats_text: string }>(
    `SELECT ${COLUMNS}, v.deleted_at IS NOT NULL AS deleted, (extract(epoch FROM v.created_at) * 1000000)::bigint::text AS at_micros,
       v.price_per_day::text AS per_day_text, v.seating_capacity::text AS seats_text
     FROM vehicles v WHERE v.deleted_at IS NULL AND ($1::uuid[] IS NULL OR v.id = ANY($1::uuid[]))`,
    [ids ? [...ids] : null],
  );
  return rows.map((r) => ({
    vehicle: toVehicleDto(r),
    offered: r.availability_status,
    atMicros: BigInt(r.at_micros),
    atText: r.sort_at,
    perDayText: r.per_day_text,
    seatsText: r.seats_text,
  }));
}

/**
 * Each vehicle's active bookings as [pickup, return) in epoch milliseconds, by pickup: all
 * vehicles, or the named ones; only those returning after `endingAfterMs` when given. Sent as
 * one comma-separated text per vehicle and column and read digit by digit, so loading a busy
 * fleet allocates a few strings per vehicle rather than one per booking (idle memory: decision 067).
 */
export async function listActiveIntervals(db: Queryable, ids?: readonly string[], endingAfterMs?: number): Promise<{ vehicleId: string; starts: Float64Array; ends: Float64Array }[]> {
  const rows = await db.query<{ vehicle_id: string; n: number; starts: string; ends: string }>(
    `SELECT b.vehicle_id, count(*)::int AS n,
       string_agg((extract(epoch FROM b.pickup_at) * 1000)::text, ',' ORDER BY b.pickup_at) AS starts,
       string_agg((extract(epoch FROM b.return_at) * 1000)::text, ',' ORDER BY b.pickup_at) AS ends
     FROM bookings b
     WHERE b.status = ANY(${ACTIVE_STATUSES_SQL}) AND ($1::uuid[] IS NULL OR b.vehicle_id = ANY($1::uuid[]))
       AND ($2::float8 IS NULL OR b.return_at > to_timestamp($2::float8 / 1000))
     GROUP BY b.vehicle_id`,
    [ids ? [...ids] : null, endingAfterMs ?? null],
  );
  return rows.map((r) => ({ vehicleId: r.vehicle_id, starts: parseMillisList(r.starts, r.n), ends: parseMillisList(r.ends, r.n) }));
}

/**
 * `n` comma-separated decimals (milliseconds as the database writes them, possibly negative, with
 * a fraction for microseconds) into an array, without a string each.
 */
export function parseMillisList(text: string, n: number): Float64Array {
  const out = new Float64Array(n);
  let index = 0;
  let whole = 0;
  let fraction = 0;
  let scale = 0;
  let sign = 1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 44;
    if (c === 44) {
      out[index++] = sign * (scale > 0 ? whole + fraction / scale : whole);
      whole = fraction = scale = 0;
      sign = 1;
    } else if (c === 45) sign = -1;
    else if (c === 46) scale = 1;
    else if (scale > 0) {
      fraction = fraction * 10 + (c - 48);
      scale *= 10;
    } else whole = whole * 10 + (c - 48);
  }
  if (index !== n) throw new Error(`expected ${n} instants, read ${index}`);
  return out;
}

/** A token on the availability channel (the index's barrier: it arrives after every earlier commit's notifications). */
export async function notifyAvailability(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
