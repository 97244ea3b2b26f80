import {
  MESSAGES,
  STAFF_DISPLAY_NAME,
  canTransition,
  estimatePrice,
  ownerCanCancel,
  ownerCancelDeadline,
  roundMoney,
  toColomboIso,
  type Booking,
  type BookingEvent,
  type Role,
  type BookingStatus,
  type CreateBooking,
  type TransitionActor,
} from '@app/shared';
import crypto from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { HttpError, PG, badRequest, conflict, forbidden, notFound, pgConstraint, pgErrorCode } from '../../lib/errors';

const unprocessable = (message: string) => new HttpError(422, message);
import type { UserRow } from '../users/repo';
import { enqueue, notificationsFor } from '../notifications/messages';
import { findUserById } from '../users/repo';
import { findVehicle } from '../vehicles/repo';
import * as repo from './repo';

async function loadBooking(db: Queryable, id: string): Promise<Booking> {
  const booking = await repo.findBooking(db, id);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  return booking;
}

/** Reads the changed booking inside the transaction and queues its e-mails there too. */
async function loadAndNotify(tx: Queryable, id: string, event: 'received' | 'confirmed' | 'cancelled' | 'completed' | null): Promise<Booking> {
  const booking = await loadBooking(tx, id);
  if (event) {
    const [driver] = booking.driverId
      ? await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [booking.driverId._id])
      : [];
    await enqueue(tx, id, notificationsFor(event, booking, driver?.email));
  }
  return booking;
}

/**
 * Creates a pending booking. The server decides who booked, the vehicle's names and the price;
 * the overlap rule is the database's exclusion constraint, so parallel requests cannot both win.
 */
export async function createBooking(
  db: Database,
  user: UserRow,
  input: CreateBooking,
  idempotencyKey?: string,
): Promise<{ booking: Booking; replayed: boolean }> {
  let replayed = false;
  const booking = await db.transaction(async (tx) => {
    if (idempotencyKey) {
      const previous = await claimIdempotencyKey(tx, user.id, idempotencyKey, input);
      if (previous) {
        replayed = true;
        return loadBooking(tx, previous);
      }
    }
    // FOR SHARE: a concurrent retirement of the vehicle waits for this booking, or this one sees it.
    const vehicle = await findVehicle(tx, input.vehicleId, { lock: 'share' });
    if (!vehicle) throw notFound(MESSAGES.api.vehicleNotFound);
    if (!vehicle.availabilityStatus) throw badRequest(MESSAGES.api.vehicleUnavailable, [MESSAGES.api.vehicleUnavailable]);

    const { total } = estimatePrice({ ...input, perDay: vehicle.pricingDetails.perDay });
    if (input.totalPrice !== undefined && roundMoney(input.totalPrice) !== total) {
      const message = MESSAGES.api.priceMismatch(total.toFixed(2));
      throw badRequest(message, [message]);
    }
    try {
      const bookingId = await repo.insertBooking(tx, {
        userId: user.id,
        vehicleId: vehicle._id,
        vehicleBrand: vehicle.brand,
        vehicleModel: vehicle.model,
        name: input.name,
        email: input.email,
        phone: input.phone,
        pickupAt: toColomboIso(input.pickupDate, input.pickupTime),
        returnAt: toColomboIso(input.returnDate, input.returnTime),
        pickupPoint: input.pickupPoint,
        returnPoint: input.returnPoint,
        numTourists: input.numTourists,
        driverOption: input.driverOption,
        specialRequests: input.specialRequests,
        preferredLanguages: input.preferredLanguages,
        totalPrice: total,
      });
      await repo.recordBookingCreated(tx, bookingId, user.id);
      if (idempotencyKey) {
        await tx.query('UPDATE idempotency_keys SET booking_id = $3 WHERE user_id = $1 AND key = $2', [user.id, idempotencyKey, bookingId]);
      }
      return await loadAndNotify(tx, bookingId, 'received');
    } catch (error) {
      if (pgErrorCode(error) === PG.exclusionViolation) throw conflict(MESSAGES.booking.conflict);
      throw error;
    }
  });
  return { booking, replayed };
}

/**
 * Claims an Idempotency-Key inside the booking's transaction. Returns the booking id of an earlier
 * request with the same key and body, or undefined when this request is the first. A concurrent
 * twin waits on the key's row until the first commits (then replays) or rolls back (then retries
 * the booking itself), so a retry never meets a 409 against itself.
 */
async function claimIdempotencyKey(tx: Queryable, userId: string, key: string, input: CreateBooking): Promise<string | undefined> {
  const requestHash = crypto.createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key`,
    [userId, key, requestHash],
  );
  if (claimed.length > 0) return undefined;
  const [previous] = await tx.query<{ request_hash: string; booking_id: string | null }>(
    'SELECT request_hash, booking_id FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  if (!previous?.booking_id || previous.request_hash !== requestHash) throw unprocessable(MESSAGES.api.idempotencyKeyReused);
  return previous.booking_id;
}

function assertTransitionAllowed(actor: TransitionActor, from: BookingStatus, to: BookingStatus): void {
  if (!canTransition(actor, from, to)) throw conflict(MESSAGES.api.illegalTransition(from, to));
}

/** Admin: pending -> confirmed (with an available driver when withDriver), pending|confirmed -> cancelled. */
export async function adminUpdateBooking(
  db: Database,
  admin: UserRow,
  id: string,
  change: { status: 'confirmed' | 'cancelled'; driverId?: string | null },
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const booking = await repo.lockBooking(tx, id);
    if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
    assertTransitionAllowed('admin', booking.status, change.status);

    let driverId: string | null | undefined;
    if (change.status === 'confirmed') {
      if (booking.driver_option === 'withDriver') {
        if (!change.driverId) throw badRequest(MESSAGES.api.driverRequired, [MESSAGES.api.driverRequired]);
        const driver = await findUserById(tx, change.driverId, 'driver');
        if (!driver) throw badRequest(MESSAGES.api.driverNotFound, [MESSAGES.api.driverNotFound]);
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR SHARE', [driver.id]);
        driverId = driver.id;
      } else if (change.driverId) {
        throw badRequest(MESSAGES.api.driverNotForSelfDrive, [MESSAGES.api.driverNotForSelfDrive]);
      }
    }
    try {
      await repo.setBookingStatus(tx, { id, from: booking.status, to: change.status, driverId, actorId: admin.id });
    } catch (error) {
      if (pgErrorCode(error) === PG.exclusionViolation && pgConstraint(error) !== 'bookings_vehicle_no_overlap') {
        throw conflict(MESSAGES.api.driverUnavailable);
      }
      throw error;
    }
    return loadAndNotify(tx, id, change.status);
  });
}

/** Driver trip progress, only on bookings assigned to the caller (admins may act for a driver). */
export async function driverUpdateBookingStatus(
  db: Database,
  user: UserRow,
  id: string,
  status: 'picked_up' | 'en_route' | 'completed',
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const booking = await repo.lockBooking(tx, id);
    if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
    if (user.role !== 'admin' && booking.driver_id !== user.id) throw forbidden(MESSAGES.api.notYourBooking);
    assertTransitionAllowed('driver', booking.status, status);
    await repo.setBookingStatus(tx, { id, from: booking.status, to: status, actorId: user.id });
    return loadAndNotify(tx, id, status === 'completed' ? 'completed' : null);
  });
}

/** Who changed the booking's status, when, from what to what. The booker and admins may read it. */
export async function bookingHistory(db: Database, user: UserRow, id: string): Promise<BookingEvent[]> {
  const owner = await repo.findBookingOwner(db, id);
  if (!owner) throw notFound(MESSAGES.api.bookingNotFound);
  if (user.role !== 'admin' && owner.user_id !== user.id) throw forbidden(MESSAGES.api.forbidden);
  const events = await repo.listBookingEvents(db, id);
  return events.map((e) => ({
    fromStatus: e.from_status,
    toStatus: e.to_status,
    at: new Date(e.created_at).toISOString(),
    actor: e.actor_id ? historyActor(user, { _id: e.actor_id, username: e.actor_username ?? '', role: (e.actor_role ?? 'tourist') as Role }) : null,
    driver: e.driver_id ? { _id: e.driver_id, username: e.driver_username ?? '' } : null,
  }));
}

/**
 * Who changed a booking, as the viewer may see it: staff see everyone; a tourist sees staff
 * accounts only as the company (their names and ids are internal), themselves and the driver as is.
 */
function historyActor(viewer: UserRow, actor: NonNullable<BookingEvent['actor']>): NonNullable<BookingEvent['actor']> {
  if (viewer.role === 'admin' || actor.role !== 'admin') return actor;
  return { _id: '', username: STAFF_DISPLAY_NAME, role: 'admin' };
}

/**
 * The booker cancels their own booking: pending at any time, confirmed until 24 hours before
 * pickup (Sri Lanka time). Cancelling frees the vehicle and the driver at once, since only
 * active statuses take part in the overlap constraints.
 */
export async function ownerCancelBooking(db: Database, user: UserRow, id: string, now = Date.now()): Promise<Booking> {
  return db.transaction(async (tx) => {
    const booking = await repo.lockBooking(tx, id);
    if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
    if (booking.user_id !== user.id) throw forbidden(MESSAGES.api.notYourOwnBooking);
    assertTransitionAllowed('owner', booking.status, 'cancelled');
    const view = { bookingStatus: booking.status, pickupDate: booking.pickup_date, pickupTime: booking.pickup_time };
    if (!ownerCanCancel(view, now)) {
      const deadline = ownerCancelDeadline(booking.pickup_date, booking.pickup_time)!;
      throw conflict(MESSAGES.api.cancelTooLate(formatColombo(deadline)));
    }
    await repo.setBookingStatus(tx, { id, from: booking.status, to: 'cancelled', actorId: user.id });
    return loadAndNotify(tx, id, 'cancelled');
  });
}

/** YYYY-MM-DD HH:mm in Sri Lanka time. */
function formatColombo(epochMs: number): string {
  return new Date(epochMs + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}
