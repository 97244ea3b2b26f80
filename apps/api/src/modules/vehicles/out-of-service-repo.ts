import type { BookingToMove, OutOfService, OutOfServiceReason } from '@app/shared';
import type { Queryable } from '../../db/database';
import { ACTIVE_STATUSES_SQL, LOCAL_TIME, localIsoSql } from '../../db/sql';
import { parseMillisList } from './repo';

/** The constraint that keeps one vehicle's periods apart (migration 031). */
export const PERIODS_NO_OVERLAP = 'vehicle_out_of_service_no_overlap';

interface PeriodRow {
  id: string;
  vehicle_id: string;
  from_date: string;
  from_time: string;
  until_date: string;
  until_time: string;
  start: string;
  end: string;
  reason: OutOfServiceReason;
  note: string;
  created_by: string | null;
  created_at: Date;
}

const COLUMNS = `p.id, p.vehicle_id,
  to_char(p.starts_at ${LOCAL_TIME}, 'YYYY-MM-DD') AS from_date, to_char(p.starts_at ${LOCAL_TIME}, 'HH24:MI') AS from_time,
  to_char(p.ends_at ${LOCAL_TIME}, 'YYYY-MM-DD') AS until_date, to_char(p.ends_at ${LOCAL_TIME}, 'HH24:MI') AS until_time,
  ${localIsoSql('p.starts_at')} AS start, ${localIsoSql('p.ends_at')} AS end,
  p.reason, p.note, u.username AS created_by, p.created_at`;

const FROM = 'vehicle_out_of_service p LEFT JOIN users u ON u.id = p.created_by';

const toDto = (r: PeriodRow, bookingsToMove: BookingToMove[]): OutOfService => ({
  _id: r.id,
  vehicleId: r.vehicle_id,
  fromDate: r.from_date,
  fromTime: r.from_time,
  untilDate: r.until_date,
  untilTime: r.until_time,
  start: r.start,
  end: r.end,
  reason: r.reason,
  note: r.note,
  createdBy: r.created_by,
  createdAt: new Date(r.created_at).toISOString(),
  bookingsToMove,
});

/**
 * Takes the vehicle's row FOR NO KEY UPDATE for the rest of the transaction: a booking of it being
 * made now (its FOR SHARE, and the bookings trigger's) is waited for, and one made later waits for
 * this period (migration 031). False when there is no such live vehicle.
 */
export async function lockVehicleForPeriods(db: Queryable, vehicleId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM vehicles WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE', [vehicleId]);
  return rows.length > 0;
}

export async function vehicleIsLive(db: Queryable, vehicleId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM vehicles WHERE id = $1 AND deleted_at IS NULL', [vehicleId])).length > 0;
}

export interface PeriodWrite {
  startsAt: string;
  endsAt: string;
  reason: OutOfServiceReason;
  note: string;
}

export async function insertPeriod(db: Queryable, vehicleId: string, p: PeriodWrite, createdBy: string): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO vehicle_out_of_service (vehicle_id, starts_at, ends_at, reason, note, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [vehicleId, p.startsAt, p.endsAt, p.reason, p.note, createdBy],
  );
  return rows[0]!.id;
}

export async function updatePeriod(db: Queryable, vehicleId: string, id: string, p: PeriodWrite): Promise<boolean> {
  const rows = await db.query(
    `UPDATE vehicle_out_of_service SET starts_at = $3, ends_at = $4, reason = $5, note = $6, updated_at = now()
     WHERE id = $2 AND vehicle_id = $1 RETURNING id`,
    [vehicleId, id, p.startsAt, p.endsAt, p.reason, p.note],
  );
  return rows.length > 0;
}

export async function deletePeriod(db: Queryable, vehicleId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM vehicle_out_of_service WHERE id = $2 AND vehicle_id = $1 RETURNING id', [vehicleId, id]);
  return rows.length > 0;
}

/** The vehicle's periods not over at `nowIso` (or the named one), by start, each with the active bookings on it. */
export async function listPeriods(db: Queryable, vehicleId: string, q: { endingAfter?: string; id?: string }): Promise<OutOfService[]> {
  const rows = await db.query<PeriodRow>(
    `SELECT ${COLUMNS} FROM ${FROM}
     WHERE p.vehicle_id = $1 AND ($2::timestamptz IS NULL OR p.ends_at > $2::timestamptz) AND ($3::uuid IS NULL OR p.id = $3::uuid)
     ORDER BY p.starts_at LIMIT 500`,
    [vehicleId, q.endingAfter ?? null, q.id ?? null],
  );
  if (rows.length === 0) return [];
  const bookings = await db.query<BookingToMove & { period_id: string }>(
    `SELECT p.id AS period_id, b.id AS "_id", b.name, b.status, ${localIsoSql('b.pickup_at')} AS start, ${localIsoSql('b.return_at')} AS end
     FROM vehicle_out_of_service p
     JOIN bookings b ON b.vehicle_id = p.vehicle_id AND b.status = ANY(${ACTIVE_STATUSES_SQL})
       AND tstzrange(b.pickup_at, b.return_at, '[)') && tstzrange(p.starts_at, p.ends_at, '[)')
     WHERE p.id = ANY($1::uuid[])
     ORDER BY b.pickup_at, b.id`,
    [rows.map((r) => r.id)],
  );
  const byPeriod = new Map<string, BookingToMove[]>();
  for (const { period_id, ...booking } of bookings) {
    const list = byPeriod.get(period_id);
    if (list) list.push(booking);
    else byPeriod.set(period_id, [booking]);
  }
  return rows.map((r) => toDto(r, byPeriod.get(r.id) ?? []));
}

/** Whether the vehicle is out of service for any part of [from, to) (a tourist's request for new dates, for information). */
export async function outOfServiceDuring(db: Queryable, vehicleId: string, from: string, to: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM vehicle_out_of_service p
     WHERE p.vehicle_id = $1 AND tstzrange(p.starts_at, p.ends_at, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[)') LIMIT 1`,
    [vehicleId, from, to],
  );
  return rows.length > 0;
}

/** The periods of a vehicle, for its public calendar: times only, never the reason. */
export async function listPeriodTimes(db: Queryable, vehicleId: string): Promise<{ start: string; end: string }[]> {
  return db.query<{ start: string; end: string }>(
    `SELECT ${localIsoSql('p.starts_at')} AS start, ${localIsoSql('p.ends_at')} AS end
     FROM vehicle_out_of_service p WHERE p.vehicle_id = $1 ORDER BY p.starts_at LIMIT 5000`,
    [vehicleId],
  );
}

/** The periods of these vehicles overlapping [from, to] (the fleet timeline), with staff's reason. */
export async function listPeriodsOverlapping(
  db: Queryable,
  vehicleIds: readonly string[],
  range: { from: string; to: string },
): Promise<{ _id: string; vehicleId: string; start: string; end: string; reason: OutOfServiceReason; note: string }[]> {
  const rows = await db.query<{ id: string; vehicle_id: string; start: string; end: string; reason: OutOfServiceReason; note: string }>(
    `SELECT p.id, p.vehicle_id, ${localIsoSql('p.starts_at')} AS start, ${localIsoSql('p.ends_at')} AS end, p.reason, p.note
     FROM vehicle_out_of_service p
     WHERE p.vehicle_id = ANY($1::uuid[]) AND tstzrange(p.starts_at, p.ends_at, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[]')
     ORDER BY p.starts_at LIMIT 20000`,
    [[...vehicleIds], range.from, range.to],
  );
  return rows.map((r) => ({ _id: r.id, vehicleId: r.vehicle_id, start: r.start, end: r.end, reason: r.reason, note: r.note }));
}

/**
 * Each vehicle's periods as [start, end) in epoch milliseconds, by start (the in-memory index):
 * all vehicles or the named ones, only those ending after `endingAfterMs` when given. Periods of
 * one vehicle never overlap (their constraint), so the index searches them like bookings.
 */
export async function listPeriodIntervals(db: Queryable, ids?: readonly string[], endingAfterMs?: number): Promise<{ vehicleId: string; starts: Float64Array; ends: Float64Array }[]> {
  const rows = await db.query<{ vehicle_id: string; n: number; starts: string; ends: string }>(
    `SELECT p.vehicle_id, count(*)::int AS n,
       string_agg((extract(epoch FROM p.starts_at) * 1000)::text, ',' ORDER BY p.starts_at) AS starts,
       string_agg((extract(epoch FROM p.ends_at) * 1000)::text, ',' ORDER BY p.starts_at) AS ends
     FROM vehicle_out_of_service p
     WHERE ($1::uuid[] IS NULL OR p.vehicle_id = ANY($1::uuid[]))
       AND ($2::float8 IS NULL OR p.ends_at > to_timestamp($2::float8 / 1000))
     GROUP BY p.vehicle_id`,
    [ids ? [...ids] : null, endingAfterMs ?? null],
  );
  return rows.map((r) => ({ vehicleId: r.vehicle_id, starts: parseMillisList(r.starts, r.n), ends: parseMillisList(r.ends, r.n) }));
}
