/**
 * Correctness of booking creation under load, checked in the database afterwards: every 201 is a
 * stored booking, every 409 really overlapped a stored booking, nothing else was stored, and no two
 * active bookings of one vehicle overlap. Together: exactly the non-overlapping attempts succeeded.
 */
import { toColomboIso } from '@app/shared';
import type { Database } from '../../apps/api/src/db/database';
import { countOverlaps } from '../generate';
import type { BookingRecord } from '../load-worker';
import { BOOKING_TIME, attemptDates, type BookingPlan } from './scenarios';

export interface BookingCheck {
  attempts: number;
  created: number;
  conflicts: number;
  /** Answers other than 201 and 409 (none expected). */
  other: number;
  /** 201 answers whose booking is not in the database. */
  missing: number;
  /** 409 answers with no overlapping booking in the database. */
  unjustifiedConflicts: number;
  /** Requests still in flight when the run ended (they may or may not have been stored). */
  unanswered: number;
  /** Stored bookings in the window that match no 201 and no unanswered request: must be 0. */
  extraRows: number;
  overlaps: number;
  ok: boolean;
}

export async function verifyBookings(db: Database, plan: BookingPlan, records: BookingRecord[]): Promise<BookingCheck> {
  const arrays = (status: number) => {
    const rs = records.filter((r) => r[3] === status);
    const v: string[] = [];
    const f: string[] = [];
    const t: string[] = [];
    for (const r of rs) {
      const { pickupDate, returnDate } = attemptDates(plan, [r[0], r[1], r[2]]);
      v.push(plan.vehicleIds[r[0]]!);
      f.push(toColomboIso(pickupDate, BOOKING_TIME));
      t.push(toColomboIso(returnDate, BOOKING_TIME));
    }
    return { count: rs.length, params: [v, f, t] };
  };
  const created = arrays(201);
  const conflicts = arrays(409);
  const [missing] = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS r(v, f, t)
     WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.vehicle_id = r.v AND b.pickup_at = r.f AND b.return_at = r.t AND b.status = 'pending')`,
    created.params,
  );
  const [unjustified] = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS r(v, f, t)
     WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.vehicle_id = r.v AND b.status IN ('pending', 'confirmed', 'picked_up', 'en_route')
       AND tstzrange(b.pickup_at, b.return_at, '[)') && tstzrange(r.f, r.t, '[)'))`,
    conflicts.params,
  );
  const windowStart = toColomboIso(plan.windowStart, '00:00');
  // Stored bookings in the window that match neither a 201 nor a request left unanswered when the run ended.
  const unanswered = arrays(0);
  const allowed = created.params.map((a, i) => [...a, ...unanswered.params[i]!]);
  const [extra] = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM bookings b
     WHERE b.vehicle_id = ANY($4::uuid[]) AND b.pickup_at >= $5::timestamptz AND b.pickup_at < $5::timestamptz + make_interval(days => $6)
       AND NOT EXISTS (SELECT 1 FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS r(v, f, t)
                       WHERE r.v = b.vehicle_id AND r.f = b.pickup_at AND r.t = b.return_at)`,
    [...allowed, plan.vehicleIds, windowStart, plan.windowDays + plan.maxNights],
  );
  const overlaps = await countOverlaps(db, windowStart);
  const other = records.length - created.count - conflicts.count - unanswered.count;
  const check = {
    attempts: records.length,
    created: created.count,
    conflicts: conflicts.count,
    other,
    missing: Number(missing!.n),
    unjustifiedConflicts: Number(unjustified!.n),
    unanswered: unanswered.count,
    extraRows: Number(extra!.n),
    overlaps: overlaps.vehicle + overlaps.driver,
  };
  return { ...check, ok: check.other === 0 && check.missing === 0 && check.unjustifiedConflicts === 0 && check.extraRows === 0 && check.overlaps === 0 };
}
