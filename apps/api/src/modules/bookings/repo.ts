import { PAYHERE_AWAIT_MINUTES, bookingMoneyOf, chargeLine, firstNameOf, toCents, labeledQuote, legacyTerms, type Booking, type BookingEventKind, type BookingStatus, type BookingTerms, type BookingTransfer, type DriverOption, type GeoPoint, type ItineraryPlan, type PaymentCurrency, type PaymentKind, type PaymentMethod } from '@app/shared';
import type { Queryable } from '../../db/database';
import { ACTIVE_STATUSES_SQL, DRIVER_ACTIVE_STATUSES_SQL, LOCAL_TIME } from '../../db/sql';
import { afterCursorSql, limitSql } from '../../db/keyset';
import { ACCENT_FOLD, PHONE_PREFIX_PATTERN, searchTerms } from './search-terms';
import type { Listed, PageRequest } from '../../lib/paging';

interface BookingRow {
  id: string;
  vehicle_brand: string;
  vehicle_model: string;
  name: string;
  email: string | null;
  phone: string;
  pickup_date: string;
  pickup_time: string;
  return_date: string;
  return_time: string;
  pickup_point: string;
  return_point: string;
  pickup_lat: number | null;
  pickup_lng: number | null;
  return_lat: number | null;
  return_lng: number | null;
  num_tourists: number;
  driver_option: DriverOption;
  special_requests: string;
  preferred_languages: string[];
  total_price: number;
  terms: BookingTerms | null;
  itinerary: ItineraryPlan | null;
  transfer: BookingTransfer | null;
  paid_usd: number;
  refunded_usd: number;
  refund_due: number;
  odometer_start: number | null;
  odometer_end: number | null;
  status: BookingStatus;
  cancel_reason: string | null;
  deposit_deadline: Date | null;
  expired_at: Date | null;
  payhere_awaiting_until: Date | null;
  created_at: Date;
  updated_at: Date;
  user_id: string;
  u_username: string;
  u_email: string | null;
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
  preferred_driver_id: string | null;
  pd_username: string | null;
  flight_number: string | null;
  flight_time: string | null;
  sign_name: string | null;
  /** Fuel and damage charges staff confirmed after the return (decision 112; the handovers module's rows). */
  confirmed_charges: { kind: 'fuel' | 'damage'; quantity: number; unit_cents: number }[];
  /** A handover or return was recorded with the form (decision 112; the handovers module's rows): the condition report exists. */
  has_handover: boolean;
  sort_at: string;
  pickup_sort_at: string;
}

const LOCAL = LOCAL_TIME;

/** One query per list: the booking with its user, vehicle and driver joined in. */
const SELECT_BOOKINGS = `
  SELECT b.created_at::text AS sort_at, b.pickup_at::text AS pickup_sort_at, b.id, b.vehicle_brand, b.vehicle_model, b.name, b.email, b.phone,
    to_char(b.pickup_at ${LOCAL}, 'YYYY-MM-DD') AS pickup_date, to_char(b.pickup_at ${LOCAL}, 'HH24:MI') AS pickup_time,
    to_char(b.return_at ${LOCAL}, 'YYYY-MM-DD') AS return_date, to_char(b.return_at ${LOCAL}, 'HH24:MI') AS return_time,
    b.pickup_point, b.return_point, b.pickup_lat, b.pickup_lng, b.return_lat, b.return_lng,
    b.num_tourists, b.driver_option, b.special_requests, b.preferred_languages,
    b.total_price::float8 AS total_price, b.terms, b.itinerary, b.transfer, b.paid_usd::float8 AS paid_usd,
    b.refunded_usd::float8 AS refunded_usd, b.refund_due::float8 AS refund_due, b.odometer_start, b.odometer_end, b.status, b.cancel_reason,
    b.deposit_deadline, b.expired_at, b.created_at, b.updated_at,
    (SELECT max(o.returned_at) + make_interval(mins => ${PAYHERE_AWAIT_MINUTES}) FROM payhere_orders o
      WHERE o.booking_id = b.id AND o.payment_id IS NULL AND o.returned_at > now() - make_interval(mins => ${PAYHERE_AWAIT_MINUTES})) AS payhere_awaiting_until,
    b.user_id, u.username AS u_username, u.email AS u_email, u.phone AS u_phone,
    b.vehicle_id, v.brand AS v_brand, v.model AS v_model, v.type AS v_type, coalesce(v.photos->0->>'url', v.image) AS v_image,
    b.driver_id, d.username AS d_username, d.phone AS d_phone, d.languages AS d_languages,
    b.preferred_driver_id, (SELECT pd.username FROM users pd WHERE pd.id = b.preferred_driver_id) AS pd_username,
    b.flight_number, b.flight_time, b.sign_name,
    (SELECT coalesce(json_agg(json_build_object('kind', c.kind, 'quantity', c.quantity, 'unit_cents', c.unit_cents) ORDER BY c.position, c.id), '[]'::json)
      FROM booking_handover_charges c WHERE c.booking_id = b.id AND c.status = 'confirmed') AS confirmed_charges,
    EXISTS (SELECT 1 FROM booking_handovers h WHERE h.booking_id = b.id) AS has_handover
  FROM bookings b
  JOIN users u ON u.id = b.user_id
  JOIN vehicles v ON v.id = b.vehicle_id
  LEFT JOIN users d ON d.id = b.driver_id`;

/** A booking's terms: its own, or for a booking made before bookings kept them, the default policy's. */
export function termsOf(r: Pick<BookingRow, 'terms' | 'pickup_date' | 'pickup_time' | 'return_date' | 'return_time' | 'driver_option' | 'total_price'>): BookingTerms {
  return (
    r.terms ??
    legacyTerms({ pickupDate: r.pickup_date, pickupTime: r.pickup_time, returnDate: r.return_date, returnTime: r.return_time, driverOption: r.driver_option, totalPrice: r.total_price })
  );
}

/** A map point from its two columns (both or neither, migration 047). */
function geoOf(lat: number | null, lng: number | null): GeoPoint | null {
  return lat === null || lng === null ? null : { lat: Number(lat), lng: Number(lng) };
}

function toBookingDto(r: BookingRow): Booking {
  const { quote } = termsOf(r);
  const odometer = { pickupKm: r.odometer_start, returnKm: r.odometer_end };
  // Extras, payment summary and projection: money's rule, one shared function (decision 088).
  const confirmedCharges = (r.confirmed_charges ?? []).map((c) => chargeLine(c.kind, c.quantity, c.unit_cents));
  // A transfer's waiting, once staff charged it (decision 111), is an extra like a confirmed handover charge.
  const waiting = r.transfer?.waiting;
  if (waiting?.status === 'confirmed') confirmedCharges.push(chargeLine('waiting', waiting.hours, toCents(waiting.unitAmount)));
  const money = bookingMoneyOf({ quote, total: r.total_price, status: r.status, odometer, paid: r.paid_usd, refunded: r.refunded_usd, refundDue: r.refund_due, confirmedCharges });
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
    pickupGeo: geoOf(r.pickup_lat, r.pickup_lng),
    returnGeo: geoOf(r.return_lat, r.return_lng),
    numTourists: r.num_tourists,
    driverOption: r.driver_option,
    specialRequests: r.special_requests,
    preferredLanguages: r.preferred_languages ?? [],
    preferredDriver: r.preferred_driver_id ? { _id: r.preferred_driver_id, firstName: firstNameOf(r.pd_username ?? '') } : null,
    flightNumber: r.flight_number,
    flightTime: r.flight_time,
    signName: r.sign_name,
    totalPrice: r.total_price,
    quote: labeledQuote(quote),
    itinerary: r.itinerary,
    transfer: r.transfer ? { ...r.transfer, waiting: r.transfer.waiting ?? null } : null,
    paymentSummary: money.paymentSummary,
    odometer,
    conditionReport: r.has_handover === true,
    extras: money.extras,
    projected: money.projected,
    bookingStatus: r.status,
    cancelReason: r.cancel_reason,
    depositDeadline: r.deposit_deadline ? new Date(r.deposit_deadline).toISOString() : null,
    expiredAt: r.expired_at ? new Date(r.expired_at).toISOString() : null,
    payhereAwaitingUntil: r.payhere_awaiting_until ? new Date(r.payhere_awaiting_until).toISOString() : null,
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

/**
 * A driver's schedule: assigned bookings by pickup time. The trips still to drive (confirmed,
 * picked up, en route) by default, as the original back end answered; with `includePast` the
 * completed and cancelled ones too.
 */
export async function listBookingsOfDriver(db: Queryable, driverId: string, page?: PageRequest, opts: { includePast?: boolean } = {}): Promise<Listed<Booking>[]> {
  const params: unknown[] = [driverId, opts.includePast ?? false];
  const rows = await db.query<BookingRow>(
    `${SELECT_BOOKINGS} WHERE b.driver_id = $1 AND ($2::boolean OR b.status = ANY(${DRIVER_ACTIVE_STATUSES_SQL}))${afterCursorSql(page, params, { at: 'b.pickup_at', id: 'b.id' }, 'asc')}
     ORDER BY b.pickup_at, b.id${limitSql(page, BOOKING_LIST_MAX)}`,
    params,
  );
  return rows.map(byPickup);
}

export interface BookingFilters {
  status?: BookingStatus;
  /**
   * A reference prefix (first characters of the id, a `#` before it allowed), part of the booker's
   * or guest's name (accents aside) or e-mail address, or a phone number (digits compared, +94 or 0 aside).
   */
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
    const terms = searchTerms(filters.q);
    params.push(terms.text, ACCENT_FOLD.from, ACCENT_FOLD.to);
    const [text, from, to] = [params.length - 2, params.length - 1, params.length];
    const folded = (column: string) => `lower(translate(${column}, $${from}, $${to}))`;
    const matches = [
      `${folded('b.name')} LIKE '%' || $${text} || '%'`,
      `${folded('u.username')} LIKE '%' || $${text} || '%'`,
      `lower(b.email) LIKE '%' || $${text} || '%'`,
      `lower(u.email) LIKE '%' || $${text} || '%'`,
    ];
    if (terms.reference) {
      params.push(terms.reference);
      matches.push(`b.id::text LIKE $${params.length} || '%'`);
    }
    if (terms.phone) {
      params.push(terms.phone, PHONE_PREFIX_PATTERN);
      const [digits, prefix] = [params.length - 1, params.length];
      const national = (column: string) => `regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), $${prefix}, '')`;
      matches.push(`${national('b.phone')} LIKE '%' || $${digits} || '%'`, `${national('u.phone')} LIKE '%' || $${digits} || '%'`);
    }
    where += ` AND (${matches.join(' OR ')})`;
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
  email: string | null;
  phone: string;
  pickupAt: string;
  returnAt: string;
  pickupPoint: string;
  returnPoint: string;
  /** The map points the tourist gave (decision 116); null or absent: none. */
  pickupGeo?: GeoPoint | null;
  returnGeo?: GeoPoint | null;
  numTourists: number;
  driverOption: DriverOption;
  specialRequests: string;
  preferredLanguages: string[];
  /** The driver the tourist asked for (decision 102). */
  preferredDriverId?: string | null;
  /** The flight (issue 32): designator without spaces, HH:MM, the sign's name; null when not given. */
  flightNumber?: string | null;
  flightTime?: string | null;
  signName?: string | null;
  totalPrice: number;
  /** The policy and quote it is made under, kept for good. */
  terms: BookingTerms;
  /** A round trip's route as booked (decision 105); null or absent without one. */
  itinerary?: ItineraryPlan | null;
  /** An airport transfer's details (decision 111); null or absent for any other booking. */
  transfer?: BookingTransfer | null;
  /** When it is cancelled unless its deposit is paid, and when the tourist is reminded (decision 073). */
  depositDeadline?: string | null;
  depositRemindAt?: string | null;
}

export async function insertBooking(db: Queryable, b: NewBooking): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO bookings (user_id, vehicle_id, vehicle_brand, vehicle_model, name, email, phone, pickup_at, return_at,
       pickup_point, return_point, num_tourists, driver_option, special_requests, total_price, preferred_languages, terms,
       deposit_deadline, deposit_remind_at, preferred_driver_id, itinerary, flight_number, flight_time, sign_name, transfer,
       pickup_lat, pickup_lng, return_lat, return_lng)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25,
       $26, $27, $28, $29) RETURNING id`,
    [b.userId, b.vehicleId, b.vehicleBrand, b.vehicleModel, b.name, b.email, b.phone, b.pickupAt, b.returnAt,
      b.pickupPoint, b.returnPoint, b.numTourists, b.driverOption, b.specialRequests, b.totalPrice, b.preferredLanguages, JSON.stringify(b.terms),
      b.depositDeadline ?? null, b.depositRemindAt ?? null, b.preferredDriverId ?? null, b.itinerary ? JSON.stringify(b.itinerary) : null,
      b.flightNumber ?? null, b.flightTime ?? null, b.signName ?? null, b.transfer ? JSON.stringify(b.transfer) : null,
      b.pickupGeo?.lat ?? null, b.pickupGeo?.lng ?? null, b.returnGeo?.lat ?? null, b.returnGeo?.lng ?? null],
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
  vehicle_id: string;
  return_date: string;
  return_time: string;
  num_tourists: number;
  total_price: number;
  vehicle_brand: string;
  vehicle_model: string;
  terms: BookingTerms | null;
  itinerary: ItineraryPlan | null;
  transfer: BookingTransfer | null;
}

/** Locks the booking row for a status change, so two changes of one booking run in turn. */
export async function lockBooking(db: Queryable, id: string): Promise<LockedBooking | undefined> {
  return changeableBooking(db, id, 'FOR UPDATE');
}

/** The row `lockBooking` reads, without the lock: for a preview that writes nothing (decision 091). */
export async function findChangeableBooking(db: Queryable, id: string): Promise<LockedBooking | undefined> {
  return changeableBooking(db, id, '');
}

async function changeableBooking(db: Queryable, id: string, lock: 'FOR UPDATE' | ''): Promise<LockedBooking | undefined> {
  const rows = await db.query<LockedBooking>(
    `SELECT id, status, driver_option, driver_id, user_id, pickup_at, return_at, preferred_languages, vehicle_id, num_tourists,
       total_price::float8 AS total_price, vehicle_brand, vehicle_model, terms, itinerary, transfer,
       to_char(pickup_at ${LOCAL}, 'YYYY-MM-DD') AS pickup_date, to_char(pickup_at ${LOCAL}, 'HH24:MI') AS pickup_time,
       to_char(return_at ${LOCAL}, 'YYYY-MM-DD') AS return_date, to_char(return_at ${LOCAL}, 'HH24:MI') AS return_time
     FROM bookings WHERE id = $1 ${lock}`,
    [id],
  );
  return rows[0];
}

/**
 * Moves a booking's status (with its driver when one is given) and records the step in its
 * history: a plain status move, or a staff correction; a cancellation keeps its reason for the
 * tourist.
 */
export async function setBookingStatus(
  db: Queryable,
  change: { id: string; from: BookingStatus; to: BookingStatus; driverId?: string | null; actorId: string; reason?: string; kind?: 'status' | 'correction' },
): Promise<void> {
  const reason = change.reason || null;
  await db.query(
    `UPDATE bookings SET status = $2, driver_id = CASE WHEN $3::boolean THEN $4::uuid ELSE driver_id END,
       cancel_reason = CASE WHEN $2 = 'cancelled' THEN $5 ELSE cancel_reason END, updated_at = now()
     WHERE id = $1`,
    [change.id, change.to, change.driverId !== undefined, change.driverId ?? null, reason],
  );
  await db.query(
    `INSERT INTO booking_events (booking_id, actor_id, from_status, to_status, driver_id, kind, reason)
     SELECT $1, $2, $3, $4, driver_id, $5, $6 FROM bookings WHERE id = $1`,
    [change.id, change.actorId, change.from, change.to, change.kind ?? 'status', reason],
  );
}

/** Another driver takes the trip; the history keeps who had it. */
export async function setBookingDriver(db: Queryable, change: { id: string; status: BookingStatus; driverId: string; previousDriverId: string | null; actorId: string; reason?: string }): Promise<void> {
  await db.query('UPDATE bookings SET driver_id = $2, updated_at = now() WHERE id = $1', [change.id, change.driverId]);
  await db.query(
    `INSERT INTO booking_events (booking_id, actor_id, from_status, to_status, driver_id, kind, reason, details)
     VALUES ($1, $2, $3, $3, $4, 'driver', $5, $6)`,
    [change.id, change.actorId, change.status, change.driverId, change.reason || null, JSON.stringify({ previousDriverId: change.previousDriverId })],
  );
}

export interface ScheduleSnapshot {
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  vehicle: string;
  totalPrice: number;
  stops?: { placeId: string; nights: number }[] | null;
}

/** New dates and times (and vehicle, route and price) for a booking; the history keeps the trip before and after. */
export async function setBookingSchedule(
  db: Queryable,
  change: {
    id: string;
    status: BookingStatus;
    vehicle: { id: string; brand: string; model: string };
    pickupAt: string;
    returnAt: string;
    totalPrice: number;
    terms: BookingTerms;
    /** The route after the change: the booked one kept, or the new one; null without one. */
    itinerary: ItineraryPlan | null;
    actorId: string;
    reason?: string;
    before: ScheduleSnapshot;
    after: ScheduleSnapshot;
  },
): Promise<void> {
  await db.query(
    // A deposit deadline never falls after the (new) pickup, nor a reminder after the deadline.
    `UPDATE bookings SET vehicle_id = $2, vehicle_brand = $3, vehicle_model = $4, pickup_at = $5, return_at = $6, total_price = $7, terms = $8, itinerary = $9, updated_at = now(),
       deposit_deadline = LEAST(deposit_deadline, $5::timestamptz),
       deposit_remind_at = CASE WHEN deposit_remind_at < LEAST(deposit_deadline, $5::timestamptz) THEN deposit_remind_at END
     WHERE id = $1`,
    [change.id, change.vehicle.id, change.vehicle.brand, change.vehicle.model, change.pickupAt, change.returnAt, change.totalPrice, JSON.stringify(change.terms), change.itinerary ? JSON.stringify(change.itinerary) : null],
  );
  await db.query(
    `INSERT INTO booking_events (booking_id, actor_id, from_status, to_status, driver_id, kind, reason, details)
     SELECT $1, $2, $3, $3, driver_id, 'schedule', $4, $5 FROM bookings WHERE id = $1`,
    [change.id, change.actorId, change.status, change.reason || null, JSON.stringify({ before: change.before, after: change.after })],
  );
}

/**
 * The status a booking had before it reached `status` by a forward step (its latest one), for a
 * correction; a correction's own row does not count, so two corrections walk back two steps.
 */
export async function statusBefore(db: Queryable, bookingId: string, status: BookingStatus): Promise<BookingStatus | null> {
  const rows = await db.query<{ from_status: BookingStatus | null }>(
    `SELECT from_status FROM booking_events WHERE booking_id = $1 AND to_status = $2 AND kind = 'status' AND from_status IS DISTINCT FROM to_status
     ORDER BY id DESC LIMIT 1`,
    [bookingId, status],
  );
  return rows[0]?.from_status ?? null;
}

export async function recordBookingCreated(db: Queryable, bookingId: string, actorId: string): Promise<void> {
  await db.query(
    `INSERT INTO booking_events (booking_id, actor_id, from_status, to_status) VALUES ($1, $2, NULL, 'pending')`,
    [bookingId, actorId],
  );
}

export interface BookingEventRow {
  kind: BookingEventKind;
  reason: string | null;
  details: {
    previousDriverId?: string | null;
    before?: ScheduleSnapshot;
    after?: ScheduleSnapshot;
    odometerBefore?: { pickupKm: number | null; returnKm: number | null };
    odometerAfter?: { pickupKm: number | null; returnKm: number | null };
  } | null;
  previous_driver_username: string | null;
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
    `SELECT e.kind, e.reason, e.details, e.from_status, e.to_status, e.created_at, e.actor_id, a.username AS actor_username, a.role AS actor_role,
            e.driver_id, d.username AS driver_username, p.username AS previous_driver_username
     FROM booking_events e
     LEFT JOIN users a ON a.id = e.actor_id
     LEFT JOIN users d ON d.id = e.driver_id
     LEFT JOIN users p ON p.id = (e.details->>'previousDriverId')::uuid
     WHERE e.booking_id = $1 ORDER BY e.id`,
    [bookingId],
  );
}

/** A booking's ledger rows for its history, oldest first, with who recorded each and their role. */
export interface PaymentEventRow {
  kind: PaymentKind;
  method: PaymentMethod;
  amount: string;
  currency: PaymentCurrency;
  amount_usd: string;
  reverses: string | null;
  reference: string | null;
  recorded_at: Date;
  actor_id: string | null;
  actor_username: string | null;
  actor_role: string | null;
}

export async function listPaymentEvents(db: Queryable, bookingId: string): Promise<PaymentEventRow[]> {
  return db.query<PaymentEventRow>(
    `SELECT p.kind, p.method, p.amount, p.currency, p.amount_usd, p.reverses, p.reference, p.recorded_at,
            p.recorded_by AS actor_id, u.username AS actor_username, u.role AS actor_role
     FROM payments p LEFT JOIN users u ON u.id = p.recorded_by
     WHERE p.booking_id = $1 ORDER BY p.recorded_at, p.id`,
    [bookingId],
  );
}

export async function findBookingOwner(db: Queryable, id: string): Promise<{ user_id: string } | undefined> {
  const rows = await db.query<{ user_id: string }>('SELECT user_id FROM bookings WHERE id = $1', [id]);
  return rows[0];
}

/** Demo data: a booking put straight into a status (with its driver), recorded as one history step. */
export async function setSeededBookingState(db: Queryable, b: { id: string; status: BookingStatus; driverId: string | null; actorId: string }): Promise<void> {
  await db.query('UPDATE bookings SET status = $2, driver_id = $3 WHERE id = $1', [b.id, b.status, b.driverId]);
  await db.query(
    `INSERT INTO booking_events (booking_id, actor_id, from_status, to_status, driver_id) VALUES ($1, $2, NULL, $3, $4)`,
    [b.id, b.actorId, b.status, b.driverId],
  );
}

/** Whether a driver still has an active booking (they cannot be retired then). */
export async function driverHasActiveBookings(db: Queryable, driverId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM bookings WHERE driver_id = $1 AND status = ANY(${ACTIVE_STATUSES_SQL}) LIMIT 1`, [driverId]);
  return rows.length > 0;
}

/** What ranking free drivers for a booking reads of it. */
export interface BookingPeriod {
  pickup_at: Date;
  return_at: Date;
  /** The last day of the trip, YYYY-MM-DD in Sri Lanka: licences must last through it. */
  return_date: string;
  preferred_languages: string[];
  /** The driver the tourist asked for (decision 102). */
  preferred_driver_id: string | null;
}

/** A booking's exact period, the languages and the driver its tourist asked for (to rank free drivers). */
/** Who a booking concerns: its tourist and its driver (the live stream's audience, decision 109). */
export async function partiesOfBooking(db: Queryable, id: string): Promise<{ userId: string | null; driverId: string | null } | undefined> {
  const rows = await db.query<{ userId: string | null; driverId: string | null }>('SELECT user_id AS "userId", driver_id AS "driverId" FROM bookings WHERE id = $1', [id]);
  return rows[0];
}

export async function findBookingPeriod(db: Queryable, id: string): Promise<BookingPeriod | undefined> {
  const rows = await db.query<BookingPeriod>(
    `SELECT pickup_at, return_at, to_char(return_at ${LOCAL}, 'YYYY-MM-DD') AS return_date, preferred_languages, preferred_driver_id FROM bookings WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Claims an Idempotency-Key for a booking request (user + key), recording the request's hash.
 * Undefined when this request is the first with the key; otherwise the earlier claim, which a
 * concurrent twin waits for (the row lock) until the first commits or rolls back.
 */
export async function claimIdempotencyKey(tx: Queryable, userId: string, key: string, requestHash: string): Promise<{ request_hash: string; booking_id: string | null } | undefined> {
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key`,
    [userId, key, requestHash],
  );
  if (claimed.length > 0) return undefined;
  const [previous] = await tx.query<{ request_hash: string; booking_id: string | null }>(
    'SELECT request_hash, booking_id FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  return previous ?? { request_hash: '', booking_id: null };
}

/** Ties a claimed Idempotency-Key to the booking its request made. */
export async function attachIdempotencyKey(tx: Queryable, userId: string, key: string, bookingId: string): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET booking_id = $3 WHERE user_id = $1 AND key = $2', [userId, key, bookingId]);
}

/**
 * A pending booking whose deposit is not paid: less than its deposit is in, or, when it asks for
 * no deposit, nothing is (decision 073). Reads the booking's own terms, so a later policy does
 * not change it.
 */
const DEPOSIT_UNPAID = `paid_usd < GREATEST(COALESCE((terms->'quote'->>'depositDue')::numeric, 0), 0.01)`;

/**
 * Takes the account's booking lock for the rest of the transaction: the bookings of one account
 * are made one after another, so parallel requests cannot all count the same open bookings.
 * NO KEY UPDATE leaves the bookings' foreign keys (KEY SHARE) free.
 */
export async function lockAccountForBooking(db: Queryable, userId: string): Promise<void> {
  await db.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

/** The account's open unpaid pending bookings, and whether it has completed a trip with us. */
export async function openPendingOf(db: Queryable, userId: string): Promise<{ open: number; returning: boolean }> {
  const rows = await db.query<{ open: number; returning: boolean }>(
    `SELECT (SELECT count(*)::int FROM bookings WHERE user_id = $1 AND status = 'pending' AND ${DEPOSIT_UNPAID}) AS open,
            EXISTS (SELECT 1 FROM bookings WHERE user_id = $1 AND status = 'completed') AS returning`,
    [userId],
  );
  return rows[0] ?? { open: 0, returning: false };
}

/**
 * Locks up to `batch` pending bookings whose deposit deadline has passed unpaid. SKIP LOCKED: two
 * processes sweeping at once take different bookings; a booking one of them has just expired
 * (or a payment has just paid) fails the re-checked condition in the other.
 */
export async function lockOverdueDeposits(db: Queryable, now: string, batch: number): Promise<{ id: string; pickup_at: Date; paid_usd: number; refunded_usd: number }[]> {
  return db.query(
    `SELECT id, pickup_at, paid_usd::float8 AS paid_usd, refunded_usd::float8 AS refunded_usd FROM bookings
     WHERE status = 'pending' AND deposit_deadline <= $1 AND ${DEPOSIT_UNPAID}
     ORDER BY deposit_deadline LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now, batch],
  );
}

/** The system cancels a pending booking at its deposit deadline; its history says why (kind expiry, no actor). */
export async function expireBooking(db: Queryable, id: string, now: string): Promise<void> {
  await db.query(
    `UPDATE bookings SET status = 'cancelled', expired_at = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`,
    [id, now],
  );
  await db.query(
    `INSERT INTO booking_events (booking_id, actor_id, from_status, to_status, driver_id, kind) VALUES ($1, NULL, 'pending', 'cancelled', NULL, 'expiry')`,
    [id],
  );
}

/**
 * Marks up to `batch` bookings reminded whose reminder is due, still pending and unpaid before
 * their deadline, and answers them: the caller queues each reminder in the same transaction, so
 * each goes once.
 */
export async function claimDueDepositReminders(db: Queryable, now: string, batch: number): Promise<{ id: string }[]> {
  return db.query(
    `UPDATE bookings SET deposit_reminded_at = $1
     WHERE id IN (
       SELECT id FROM bookings
       WHERE status = 'pending' AND deposit_remind_at <= $1 AND deposit_reminded_at IS NULL AND deposit_deadline > $1 AND ${DEPOSIT_UNPAID}
       ORDER BY deposit_remind_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [now, batch],
  );
}

/**
 * As the booking is cancelled: the refund its tiers promise, and what the business keeps of what
 * it held. The payments trigger keeps the refund due at what is held beyond what is kept from then on.
 */
export async function setRefundPromise(db: Queryable, bookingId: string, refundDue: number, retained: number): Promise<void> {
  await db.query('UPDATE bookings SET refund_due = $2, refund_retained = $3 WHERE id = $1', [bookingId, refundDue, retained]);
}

/** The driver's odometer readings (the money module records them); a reading not given stays as it was. */
export async function setOdometer(db: Queryable, bookingId: string, readings: { pickupKm?: number; returnKm?: number }): Promise<void> {
  await db.query('UPDATE bookings SET odometer_start = COALESCE($2, odometer_start), odometer_end = COALESCE($3, odometer_end), updated_at = now() WHERE id = $1', [
    bookingId,
    readings.pickupKm ?? null,
    readings.returnKm ?? null,
  ]);
}

export interface OdometerReadings {
  pickupKm: number | null;
  returnKm: number | null;
}

/** Staff changed the readings the bill is made from: the history keeps before, after and why. */
export async function insertOdometerEvent(
  db: Queryable,
  e: { bookingId: string; actorId: string; status: string; reason: string | null; before: OdometerReadings; after: OdometerReadings },
): Promise<void> {
  await db.query(
    `INSERT INTO booking_events (booking_id, actor_id, from_status, to_status, driver_id, kind, reason, details)
     SELECT $1, $2, $3, $3, driver_id, 'odometer', $4, $5 FROM bookings WHERE id = $1`,
    [e.bookingId, e.actorId, e.status, e.reason, JSON.stringify({ odometerBefore: e.before, odometerAfter: e.after })],
  );
}

/** What a booking past its keeping time says instead of its booker's contact details (decision 104). */
export const FORGOTTEN_CONTACT = { name: '—', email: 'removed@invalid', phone: '—' } as const;

/**
 * Forgets the contact details and requests of at most `limit` bookings whose trip ended before
 * `cutoff` (completed or cancelled ones; the amounts and dates stay for the accounts): their ids.
 */
export async function forgetContactOfTripsEndedBefore(db: Queryable, cutoff: Date, limit: number): Promise<string[]> {
  const f = FORGOTTEN_CONTACT;
  const rows = await db.query<{ id: string }>(
    `UPDATE bookings SET name = $3, email = $4, phone = $5, special_requests = '', updated_at = now()
     WHERE id IN (
       SELECT id FROM bookings
       WHERE tstzrange(pickup_at, return_at, '[)') << tstzrange($1, NULL) AND status IN ('completed', 'cancelled') AND email <> $4
       LIMIT $2
     )
     RETURNING id`,
    [cutoff, limit, f.name, f.email, f.phone],
  );
  return rows.map((r) => r.id);
}

/** Open self-drive trips whose pickup is after `from` and at most at `until` (the documents' reminder, decision 107). */
export async function selfDriveTripsStartingBetween(db: Queryable, from: string, until: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM bookings
     WHERE driver_option = 'selfDrive' AND status IN ('pending', 'confirmed') AND pickup_at > $1 AND pickup_at <= $2
     ORDER BY pickup_at, id LIMIT $3`,
    [from, until, limit],
  );
  return rows.map((r) => r.id);
}

/** Which of these bookings' trips ended (their return time) before `cutoff` (the documents' retention, decision 107). */
export async function tripsEndedBefore(db: Queryable, ids: readonly string[], cutoff: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>('SELECT id FROM bookings WHERE id = ANY($1::uuid[]) AND return_at < $2', [[...ids], cutoff]);
  return rows.map((r) => r.id);
}

/** A booking as a calendar event shows it (decision 108): times as instants, the history's length. */
export interface CalendarTrip {
  id: string;
  status: BookingStatus;
  pickupAt: Date;
  returnAt: Date;
  pickupPoint: string;
  returnPoint: string;
  /** The booker's (or guest's) name as booked: calendars show the first name only. */
  name: string;
  vehicle: string;
  numTourists: number;
  userId: string;
  driverId: string | null;
  updatedAt: Date;
  /** Changes since the booking was made: its history rows after the first. History is never deleted, so it only rises. */
  sequence: number;
  /** The flight and its time as the event's notes say it (`UL504 23:40`, decision 106), or null. */
  flight: string | null;
}

interface CalendarTripRow {
  id: string;
  status: BookingStatus;
  pickup_at: Date;
  return_at: Date;
  pickup_point: string;
  return_point: string;
  name: string;
  vehicle_brand: string;
  vehicle_model: string;
  num_tourists: number;
  user_id: string;
  driver_id: string | null;
  updated_at: Date;
  sequence: number;
  flight_number: string | null;
  flight_time: string | null;
}

const SELECT_CALENDAR_TRIPS = `
  SELECT b.id, b.status, b.pickup_at, b.return_at, b.pickup_point, b.return_point, b.name, b.vehicle_brand, b.vehicle_model,
    b.num_tourists, b.user_id, b.driver_id, b.updated_at, b.flight_number, b.flight_time,
    (SELECT greatest(count(*) - 1, 0)::int FROM booking_events e WHERE e.booking_id = b.id) AS sequence
  FROM bookings b`;

const toCalendarTrip = (r: CalendarTripRow): CalendarTrip => ({
  id: r.id,
  status: r.status,
  pickupAt: new Date(r.pickup_at),
  returnAt: new Date(r.return_at),
  pickupPoint: r.pickup_point,
  returnPoint: r.return_point,
  name: r.name,
  vehicle: `${r.vehicle_brand} ${r.vehicle_model}`,
  numTourists: r.num_tourists,
  userId: r.user_id,
  driverId: r.driver_id,
  updatedAt: new Date(r.updated_at),
  sequence: Number(r.sequence),
  flight: r.flight_number ? [r.flight_number, r.flight_time].filter(Boolean).join(' ') : null,
});

/** One booking as a calendar event, or undefined. */
export async function findCalendarTrip(db: Queryable, id: string): Promise<CalendarTrip | undefined> {
  const rows = await db.query<CalendarTripRow>(`${SELECT_CALENDAR_TRIPS} WHERE b.id = $1`, [id]);
  return rows[0] && toCalendarTrip(rows[0]);
}

/** A driver's trips (cancelled ones too) that end after `since`, by pickup, at most `limit`. */
export async function listCalendarTripsOfDriver(db: Queryable, driverId: string, since: Date, limit: number): Promise<CalendarTrip[]> {
  const rows = await db.query<CalendarTripRow>(
    `${SELECT_CALENDAR_TRIPS} WHERE b.driver_id = $1 AND b.return_at > $2 ORDER BY b.pickup_at, b.id LIMIT $3`,
    [driverId, since, limit],
  );
  return rows.map(toCalendarTrip);
}

/** Writes an airport transfer's details: the driver's stamps, the office's review (decision 111). */
export async function setTransfer(db: Queryable, id: string, transfer: BookingTransfer): Promise<void> {
  await db.query('UPDATE bookings SET transfer = $2, updated_at = now() WHERE id = $1', [id, JSON.stringify(transfer)]);
}
