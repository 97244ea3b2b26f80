import type { Booking, BookingStatus, DriverOption } from '@app/shared';
import type { Queryable } from '../../db/database';
import { afterCursorSql, limitSql, type Listed, type PageRequest } from '../../lib/paging';

interface BookingRow {
  id: string;
  vehicle_brand: string;
  vehicle_model: string;
  name: string;
  email: string;
  phone: string;
  pickup_date: string;
  pickup_time: string;
  return_date: string;
  return_time: string;
  pickup_point: string;
  return_point: string;
  num_tourists: number;
  driver_option: DriverOption;
  special_requests: string;
  preferred_languages: string[];
  total_price: number;
  status: BookingStatus;
  created_at: Date;
  updated_at: Date;
  user_id: string;
  u_username: string;
  u_email: string;
  u_phone: string;
  vehicle_id: string;
  v_brand: string;
  v_model: string;
  v_type: Booking['vehicleId']['type'];
  v_image: string;
  driver_id: string | null;
  d_username: string | null;
  d_phone: string | null;
  d_languages: string[] | null;
  sort_at: string;
  pickup_sort_at: string;
}

const LOCAL = `AT TIME ZONE 'Asia/Colombo'`;

/** One query per list: the booking with its user, vehicle and driver joined in. */
const SELECT_BOOKINGS = `
  SELECT b.created_at::text AS sort_at, b.pickup_at::text AS pickup_sort_at, b.id, b.vehicle_brand, b.vehicle_model, b.name, b.email, b.phone,
    to_char(b.pickup_at ${LOCAL}, 'YYYY-MM-DD') AS pickup_date, to_char(b.pickup_at ${LOCAL}, 'HH24:MI') AS pickup_time,
    to_char(b.return_at ${LOCAL}, 'YYYY-MM-DD') AS return_date, to_char(b.return_at ${LOCAL}, 'HH24:MI') AS return_time,
    b.pickup_point, b.return_point, b.num_tourists, b.driver_option, b.special_requests, b.preferred_languages,
    b.total_price::float8 AS total_price, b.status, b.created_at, b.updated_at,
    b.user_id, u.username AS u_username, u.email AS u_email, u.phone AS u_phone,
    b.vehicle_id, v.brand AS v_brand, v.model AS v_model, v.type AS v_type, v.image AS v_image,
    b.driver_id, d.username AS d_username, d.phone AS d_phone, d.languages AS d_languages
  FROM bookings b
  JOIN users u ON u.id = b.user_id
  JOIN vehicles v ON v.id = b.vehicle_id
  LEFT JOIN users d ON d.id = b.driver_id`;

function toBookingDto(r: BookingRow): Booking {
  return {
    _id: r.id,
    userId: { _id: r.user_id, username: r.u_username, email: r.u_email, phone: r.u_phone },
    vehicleId: { _id: r.vehicle_id, brand: r.v_brand, model: r.v_model, type: r.v_type, image: r.v_image },
    driverId: r.driver_id
      ? { _id: r.driver_id, username: r.d_username ?? '', phone: r.d_phone ?? '', languages: r.d_languages ?? [] }
      : null,
    vehicleBrand: r.vehicle_brand,
    vehicleModel: r.vehicle_model,
    name: r.name,
    email: r.email,
    phone: r.phone,
    pickupDate: r.pickup_date,
    pickupTime: r.pickup_time,
    returnDate: r.return_date,
    returnTime: r.return_time,
    pickupPoint: r.pickup_point,
    returnPoint: r.return_point,
    numTourists: r.num_tourists,
    driverOption: r.driver_option,
    specialRequests: r.special_requests,
    preferredLanguages: r.preferred_languages ?? [],
    totalPrice: r.total_price,
    bookingStatus: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** Upper bound of a plain (unpaged) booking list. */
export const BOOKING_LIST_MAX = 1000;

export async function findBooking(db: Queryable, id: string): Promise<Booking | undefined> {
  const rows = await db.query<BookingRow>(`${SELECT_BOOKINGS} WHERE b.id = $1`, [id]);
  return rows[0] && toBookingDto(rows[0]);
}

const newestFirst = (r: BookingRow): Listed<Booking> => ({ item: toBookingDto(r), cursor: { at: r.sort_at, id: r.id } });
const byPickup = (r: BookingRow): Listed<Booking> => ({ item: toBookingDto(r), cursor: { at: r.pickup_sort_at, id: r.id } });
const CREATED = { at: 'b.created_at', id: 'b.id' };

export async function listBookingsOfUser(db: Queryable, userId: string, page?: PageRequest): Promise<Listed<Booking>[]> {
  const params: unknown[] = [userId];
  const rows = await db.query<BookingRow>(
    `${SELECT_BOOKINGS} WHERE b.user_id = $1${afterCursorSql(page, params, CREATED, 'desc')}
     ORDER BY b.created_at DESC, b.id DESC${limitSql(page, BOOKING_LIST_MAX)}`,
    params,
  );
  return rows.map(newestFirst);
}

/** A driver's schedule: assigned bookings by pickup time. */
export async function listBookingsOfDriver(db: Queryable, driverId: string, page?: PageRequest): Promise<Listed<Booking>[]> {
  const params: unknown[] = [driverId];
  const rows = await db.query<BookingRow>(
    `${SELECT_BOOKINGS} WHERE b.driver_id = $1${afterCursorSql(page, params, { at: 'b.pickup_at', id: 'b.id' }, 'asc')}
     ORDER BY b.pickup_at, b.id${limitSql(page, BOOKING_LIST_MAX)}`,
    params,
  );
  return rows.map(byPickup);
}

export interface BookingFilters {
  status?: BookingStatus;
  /** A reference prefix (first characters of the id) or part of the booker's or guest's name. */
  q?: string;
}

/** All bookings, newest first, optionally filtered. */
export async function listAllBookings(db: Queryable, filters: BookingFilters = {}, page?: PageRequest): Promise<Listed<Booking>[]> {
  const params: unknown[] = [];
  let where = 'WHERE true';
  if (filters.status) {
    params.push(filters.status);
    where += ` AND b.status = $${params.length}`;
  }
  if (filters.q) {
    params.push(filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`));
    const n = params.length;
    where += ` AND (b.id::text LIKE $${n} || '%' OR lower(b.name) LIKE '%' || $${n} || '%' OR lower(u.username) LIKE '%' || $${n} || '%')`;
  }
  const rows = await db.query<BookingRow>(
    `${SELECT_BOOKINGS} ${where}${afterCursorSql(page, params, CREATED, 'desc')}
     ORDER BY b.created_at DESC, b.id DESC${limitSql(page, BOOKING_LIST_MAX)}`,
    params,
  );
  return rows.map(newestFirst);
}

export interface NewBooking {
  userId: string;
  vehicleId: string;
  vehicleBrand: string;
  vehicleModel: string;
  name: string;
  email: string;
  phone: string;
  pickupAt: string;
  returnAt: string;
  pickupPoint: string;
  returnPoint: string;
  numTourists: number;
  driverOption: DriverOption;
  specialRequests: string;
  preferredLanguages: string[];
  totalPrice: number;
}

export async function insertBooking(db: Queryable, b: NewBooking): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO bookings (user_id, vehicle_id, vehicle_brand, vehicle_model, name, email, phone, pickup_at, return_at,
       pickup_point, return_point, num_tourists, driver_option, special_requests, total_price, preferred_languages)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [b.userId, b.vehicleId, b.vehicleBrand, b.vehicleModel, b.name, b.email, b.phone, b.pickupAt, b.returnAt,
      b.pickupPoint, b.returnPoint, b.numTourists, b.driverOption, b.specialRequests, b.totalPrice, b.preferredLanguages],
  );
  return rows[0]!.id;
}

export interface LockedBooking {
  id: string;
  preferred_languages: string[];
  pickup_date: string;
  pickup_time: string;
  status: BookingStatus;
  driver_option: DriverOption;
  driver_id: string | null;
  user_id: string;
  pickup_at: Date;
  return_at: Date;
}

/** Locks the booking row for a status change, so two changes of one booking run in turn. */
export async function lockBooking(db: Queryable, id: string): Promise<LockedBooking | undefined> {
  const rows = await db.query<LockedBooking>(
    `SELECT id, status, driver_option, driver_id, user_id, pickup_at, return_at, preferred_languages,
       to_char(pickup_at ${LOCAL}, 'YYYY-MM-DD') AS pickup_date, to_char(pickup_at ${LOCAL}, 'HH24:MI') AS pickup_time
     FROM bookings WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function setBookingStatus(
  db: Queryable,
  change: { id: string; from: BookingStatus; to: BookingStatus; driverId?: string | null; actorId: string },
): Promise<void> {
  await db.query(
    `UPDATE bookings SET status = $2, driver_id = CASE WHEN $3::boolean THEN $4::uuid ELSE driver_id END, updated_at = now()
     WHERE id = $1`,
    [change.id, change.to, change.driverId !== undefined, change.driverId ?? null],
  );
  await db.query(
    `INSERT INTO booking_events (booking_id, actor_id, from_status, to_status, driver_id)
     SELECT $1, $2, $3, $4, driver_id FROM bookings WHERE id = $1`,
    [change.id, change.actorId, change.from, change.to],
  );
}

export async function recordBookingCreated(db: Queryable, bookingId: string, actorId: string): Promise<void> {
  await db.query(
    `INSERT INTO booking_events (booking_id, actor_id, from_status, to_status) VALUES ($1, $2, NULL, 'pending')`,
    [bookingId, actorId],
  );
}

export interface BookingEventRow {
  from_status: BookingStatus | null;
  to_status: BookingStatus;
  created_at: Date;
  actor_id: string | null;
  actor_username: string | null;
  actor_role: string | null;
  driver_id: string | null;
  driver_username: string | null;
}

/** The audit trail of one booking, oldest first. */
export async function listBookingEvents(db: Queryable, bookingId: string): Promise<BookingEventRow[]> {
  return db.query<BookingEventRow>(
    `SELECT e.from_status, e.to_status, e.created_at, e.actor_id, a.username AS actor_username, a.role AS actor_role,
            e.driver_id, d.username AS driver_username
     FROM booking_events e
     LEFT JOIN users a ON a.id = e.actor_id
     LEFT JOIN users d ON d.id = e.driver_id
     WHERE e.booking_id = $1 ORDER BY e.id`,
    [bookingId],
  );
}

export async function findBookingOwner(db: Queryable, id: string): Promise<{ user_id: string } | undefined> {
  const rows = await db.query<{ user_id: string }>('SELECT user_id FROM bookings WHERE id = $1', [id]);
  return rows[0];
}
