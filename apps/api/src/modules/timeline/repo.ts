import type { Timeline } from '@app/shared';
import type { Queryable } from '../../db/database';
import { localIsoSql } from '../../db/sql';

type TimelineVehicle = Timeline['vehicles'][number];
type TimelineBooking = Timeline['bookings'][number];

/** Live vehicles, optionally one type and matching brand/model text, in a stable order. */
export async function listTimelineVehicles(db: Queryable, q: { type?: string; text?: string }): Promise<TimelineVehicle[]> {
  const search = q.text ? `%${q.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db.query<{ id: string; brand: string; model: string; type: TimelineVehicle['type']; image: string }>(
    `SELECT v.id, v.brand, v.model, v.type, coalesce(v.photos->0->>'url', v.image) AS image FROM vehicles v
     WHERE v.deleted_at IS NULL AND ($1::text IS NULL OR v.type = $1)
       AND ($2::text IS NULL OR lower(v.brand || ' ' || v.model) LIKE $2)
     ORDER BY v.type, v.brand, v.model, v.id LIMIT 5000`,
    [q.type ?? null, search],
  );
  return rows.map((v) => ({ _id: v.id, brand: v.brand, model: v.model, type: v.type, image: v.image }));
}

/** Every booking of these vehicles overlapping [from, to], any status, by pickup. */
export async function listTimelineBookings(db: Queryable, vehicleIds: string[], range: { from: string; to: string }): Promise<TimelineBooking[]> {
  const rows = await db.query<{ id: string; vehicle_id: string; start: string; end: string; status: TimelineBooking['status']; name: string; driver_option: 'withDriver' | 'selfDrive' }>(
    `SELECT b.id, b.vehicle_id, b.status, b.name, b.driver_option,
       ${localIsoSql('b.pickup_at')} AS start, ${localIsoSql('b.return_at')} AS end
     FROM bookings b
     WHERE tstzrange(b.pickup_at, b.return_at, '[)') && tstzrange($1::timestamptz, $2::timestamptz, '[]')
       AND b.vehicle_id = ANY($3::uuid[])
     ORDER BY b.pickup_at LIMIT 20000`,
    [range.from, range.to, vehicleIds],
  );
  return rows.map((b) => ({ _id: b.id, vehicleId: b.vehicle_id, start: b.start, end: b.end, status: b.status, name: b.name, driverOption: b.driver_option }));
}
