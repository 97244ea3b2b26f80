import type { DateChange, DateChangeStatus } from '@app/shared';
import type { Queryable } from '../../db/database';
import { ACTIVE_STATUSES_SQL, LOCAL_TIME } from '../../db/sql';

/** A tourist's request for new dates, with its booking as it is now (decision 087). */
interface DateChangeRow {
  id: string;
  booking_id: string;
  requested_by: string;
  status: DateChangeStatus;
  pickup_date: string;
  pickup_time: string;
  return_date: string;
  return_time: string;
  note: string;
  previous_total: number;
  quoted_total: number;
  available_at_request: boolean;
  decline_reason: string | null;
  approved_total: number | null;
  created_at: Date;
  decided_at: Date | null;
  b_name: string;
  b_vehicle: string;
  b_status: string;
  b_total: number;
  b_pickup_date: string;
  b_pickup_time: string;
  b_return_date: string;
  b_return_time: string;
}

const L = LOCAL_TIME;
const SELECT = `
  SELECT r.id, r.booking_id, r.requested_by, r.status, r.note, r.available_at_request, r.decline_reason,
    r.previous_total::float8 AS previous_total, r.quoted_total::float8 AS quoted_total, r.approved_total::float8 AS approved_total,
    r.created_at, r.decided_at,
    to_char(r.pickup_at ${L}, 'YYYY-MM-DD') AS pickup_date, to_char(r.pickup_at ${L}, 'HH24:MI') AS pickup_time,
    to_char(r.return_at ${L}, 'YYYY-MM-DD') AS return_date, to_char(r.return_at ${L}, 'HH24:MI') AS return_time,
    b.name AS b_name, b.vehicle_brand || ' ' || b.vehicle_model AS b_vehicle, b.status AS b_status, b.total_price::float8 AS b_total,
    to_char(b.pickup_at ${L}, 'YYYY-MM-DD') AS b_pickup_date, to_char(b.pickup_at ${L}, 'HH24:MI') AS b_pickup_time,
    to_char(b.return_at ${L}, 'YYYY-MM-DD') AS b_return_date, to_char(b.return_at ${L}, 'HH24:MI') AS b_return_time
  FROM date_change_requests r JOIN bookings b ON b.id = r.booking_id`;

function toDto(r: DateChangeRow): DateChange & { requestedBy: string } {
  return {
    _id: r.id,
    bookingId: r.booking_id,
    requestedBy: r.requested_by,
    status: r.status,
    pickupDate: r.pickup_date,
    pickupTime: r.pickup_time,
    returnDate: r.return_date,
    returnTime: r.return_time,
    note: r.note,
    previousTotal: r.previous_total,
    quotedTotal: r.quoted_total,
    availableAtRequest: r.available_at_request,
    declineReason: r.decline_reason,
    approvedTotal: r.approved_total,
    createdAt: new Date(r.created_at).toISOString(),
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    booking: {
      name: r.b_name,
      vehicle: r.b_vehicle,
      status: r.b_status,
      totalPrice: r.b_total,
      pickupDate: r.b_pickup_date,
      pickupTime: r.b_pickup_time,
      returnDate: r.b_return_date,
      returnTime: r.b_return_time,
    },
  };
}

export type StoredDateChange = ReturnType<typeof toDto>;

/** The most requests one list answers (a booking's, an account's, or staff's open ones). */
export const DATE_CHANGE_LIST_MAX = 200;

export async function findDateChange(db: Queryable, id: string, opts: { lock?: boolean } = {}): Promise<StoredDateChange | undefined> {
  const rows = await db.query<DateChangeRow>(`${SELECT} WHERE r.id = $1${opts.lock ? ' FOR UPDATE OF r' : ''}`, [id]);
  return rows[0] && toDto(rows[0]);
}

/** Requests newest first: of one booking, of one account, or by status (staff's open ones oldest first). */
export async function listDateChanges(db: Queryable, filter: { bookingId?: string; userId?: string; status?: DateChangeStatus }): Promise<StoredDateChange[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.bookingId) where.push(`r.booking_id = $${params.push(filter.bookingId)}`);
  if (filter.userId) where.push(`r.requested_by = $${params.push(filter.userId)}`);
  if (filter.status) where.push(`r.status = $${params.push(filter.status)}`);
  const order = filter.status === 'open' ? 'r.created_at, r.id' : 'r.created_at DESC, r.id DESC';
  const rows = await db.query<DateChangeRow>(
    `${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order} LIMIT ${DATE_CHANGE_LIST_MAX}`,
    params,
  );
  return rows.map(toDto);
}

export interface NewDateChange {
  bookingId: string;
  requestedBy: string;
  pickupAt: string;
  returnAt: string;
  note: string;
  previousTotal: number;
  quotedTotal: number;
  availableAtRequest: boolean;
}

/** Inserts an open request; a booking's second open request breaks the unique index (the caller answers 409). */
export async function insertDateChange(db: Queryable, r: NewDateChange): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO date_change_requests (booking_id, requested_by, pickup_at, return_at, note, previous_total, quoted_total, available_at_request)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [r.bookingId, r.requestedBy, r.pickupAt, r.returnAt, r.note, r.previousTotal, r.quotedTotal, r.availableAtRequest],
  );
  return rows[0]!.id;
}

/**
 * Closes an open request: approved (with the total it priced), declined (with the reason), or
 * withdrawn. Conditional on it still being open: false when another decision came first.
 */
export async function closeDateChange(
  db: Queryable,
  id: string,
  outcome: { status: 'approved' | 'declined' | 'withdrawn'; decidedBy: string; reason?: string; approvedTotal?: number },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE date_change_requests SET status = $2, decided_by = $3, decided_at = now(), decline_reason = $4, approved_total = $5
     WHERE id = $1 AND status = 'open' RETURNING id`,
    [id, outcome.status, outcome.decidedBy, outcome.reason ?? null, outcome.approvedTotal ?? null],
  );
  return rows.length > 0;
}

/**
 * Whether another active booking holds the vehicle, or the driver, in the period: the overlap
 * constraints' own test, read for information (approval meets the constraints themselves).
 */
export async function periodTaken(db: Queryable, p: { bookingId: string; vehicleId: string; driverId: string | null; pickupAt: string; returnAt: string }): Promise<boolean> {
  const rows = await db.query<{ taken: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM bookings
       WHERE id <> $1 AND status = ANY(${ACTIVE_STATUSES_SQL})
         AND (vehicle_id = $2 OR (driver_id IS NOT NULL AND driver_id = $3::uuid))
         AND tstzrange(pickup_at, return_at, '[)') && tstzrange($4::timestamptz, $5::timestamptz, '[)')
     ) AS taken`,
    [p.bookingId, p.vehicleId, p.driverId, p.pickupAt, p.returnAt],
  );
  return rows[0]?.taken ?? false;
}
