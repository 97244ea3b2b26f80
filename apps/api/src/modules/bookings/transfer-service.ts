import {
  MESSAGES,
  TRANSFER_AIRPORT_ID,
  mayActForDriver,
  noShowOpensAt,
  tripStepTooEarly,
  type NoShowOutcome,
  type WaitingDecision,
  findPlace,
  formatColomboDateTime,
  fromCents,
  placeName,
  toColomboIso,
  transferHoldMinutes,
  type Booking,
  type BookingRules,
  type CreateTransferBooking,
} from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import type { Database, Queryable } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { PendingBookingLimits } from '../../config';
import type { EventPublisher } from '../events';
import { currentPolicy } from '../pricing';
import { fareTable } from '../transfers';
import { findAvailableVehicles } from '../vehicles';
import type { UserRow } from '../users';
import { checkNewBooking, claimIdempotencyKey, insertCheckedBooking, loadBooking, type NewBookingInput } from './service';
import { assertMayHoldAnother } from './pending-limits-service';
import * as repo from './repo';

const M = PAGE_MESSAGES.transfersApi;

/**
 * An airport transfer (decision 111): a booking with a driver, of the first vehicle of the type in
 * fleet order that is free (bookings and out-of-service periods) from the pickup for the
 * transfer's hold (`transferHoldMinutes`: an arrival's free waiting, then the drive there and
 * back) and seats the passengers, priced by the place's fare through the one quote function.
 * The exclusion constraints hold as for every booking: a vehicle taken meanwhile is a 409.
 */
export async function createTransferBooking(
  db: Database,
  user: UserRow,
  input: CreateTransferBooking,
  opts: { rules: BookingRules; pending: PendingBookingLimits; now: number; events: EventPublisher; actorId?: string; idempotencyKey?: string },
): Promise<{ booking: Booking; replayed: boolean }> {
  let replayed = false;
  const booking = await db.transaction(async (tx) => {
    // A retried request (a double tap, a phone on a bad network) answers the first booking, as POST /api/bookings does.
    if (opts.idempotencyKey) {
      const previous = await claimIdempotencyKey(tx, user.id, opts.idempotencyKey, { transfer: input });
      if (previous) {
        replayed = true;
        return loadBooking(tx, previous);
      }
    }
    const fare = (await fareTable(tx)).find((f) => f.placeId === input.placeId);
    if (!fare) throw badRequest(M.placeRequired, [M.placeRequired]);
    if (!opts.actorId) await assertMayHoldAnother(tx, user.id, opts.pending);
    const { policy } = await currentPolicy(tx);
    const pickupAt = Date.parse(toColomboIso(input.date, input.time));
    const returnAt = pickupAt + transferHoldMinutes(input.direction, fare.minutes, policy.transferFreeWaitingMinutes) * 60_000;
    const [returnDate, returnTime] = formatColomboDateTime(returnAt).split(' ') as [string, string];
    const free = await findAvailableVehicles(
      tx,
      { from: new Date(pickupAt).toISOString(), to: new Date(returnAt).toISOString(), type: input.vehicleType, minSeats: input.passengers },
      { limit: 1 },
    );
    const vehicle = free[0]?.item;
    if (!vehicle) throw conflict(M.noVehicleFree(input.vehicleType));
    // The points stay the spec's strings, in English as staff read them; the place id is kept in `transfer`.
    const place = placeName(findPlace(input.placeId)!, 'en');
    const there = input.hotel ? `${input.hotel}, ${place}` : place;
    const airport = placeName(findPlace(TRANSFER_AIRPORT_ID)!, 'en');
    const arriving = input.direction === 'arriving';
    const booking: NewBookingInput = {
      vehicleId: vehicle._id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      pickupDate: input.date,
      pickupTime: input.time,
      returnDate,
      returnTime,
      pickupPoint: arriving ? airport : there,
      returnPoint: arriving ? there : airport,
      // The airport and the place are known points (decision 116); a hotel is found by its words.
      pickupGeo: null,
      returnGeo: null,
      numTourists: input.passengers,
      driverOption: 'withDriver',
      specialRequests: input.specialRequests,
      preferredLanguages: [],
      addOns: [],
      flightNumber: input.flightNumber,
      // An arrival is met at its landing: the pickup time is the flight's.
      flightTime: input.flightTime ?? (arriving ? input.time : null),
      signName: input.signName,
      totalPrice: input.totalPrice,
      transfer: {
        direction: input.direction,
        placeId: input.placeId,
        hotel: input.hotel,
        passengers: input.passengers,
        bags: input.bags,
        vehicleType: input.vehicleType,
        fare: fromCents(fare.cents[input.vehicleType]),
        freeWaitingMinutes: policy.transferFreeWaitingMinutes,
        atPickupPointAt: null,
        noShow: null,
        waiting: null,
      },
    };
    const checked = await checkNewBooking(tx, booking, opts);
    return insertCheckedBooking(tx, user, booking, checked, opts);
  });
  return { booking, replayed };
}

/** A transfer locked for a step of its day, its driver (or an admin) acting, still confirmed. */
async function lockTransferTrip(tx: Queryable, user: UserRow, id: string) {
  const booking = await repo.lockBooking(tx, id);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  if (!mayActForDriver(user, booking.driver_id)) throw forbidden(MESSAGES.api.notYourBooking);
  if (!booking.transfer) throw conflict(M.notATransfer);
  if (booking.status !== 'confirmed' || booking.transfer.noShow) throw conflict(M.notConfirmed);
  return { booking, transfer: booking.transfer };
}

/**
 * "At the pickup point": the driver is at the arrivals exit (or the hotel), stamped with the
 * server's clock; from the same moment a pickup may be recorded (12 hours before). A second press
 * keeps the first stamp.
 */
export async function atPickupPoint(db: Database, user: UserRow, id: string, now: number, events: EventPublisher): Promise<Booking> {
  return db.transaction(async (tx) => {
    const { booking, transfer } = await lockTransferTrip(tx, user, id);
    const tooEarly = tripStepTooEarly('picked_up', { pickupDate: booking.pickup_date, pickupTime: booking.pickup_time }, now);
    if (tooEarly) throw conflict(tooEarly);
    if (!transfer.atPickupPointAt) {
      await repo.setTransfer(tx, id, { ...transfer, atPickupPointAt: new Date(now).toISOString() });
      await events.publish(tx, { type: 'booking.transferStamped', step: 'atPickupPoint', bookingId: id, actorId: user.id });
    }
    return findOrThrow(tx, id);
  });
}

/**
 * "No show": after the free waiting of the booking's own policy has passed since the pickup time,
 * a driver at the pickup point reports that nobody came, with a note. The booking stays confirmed
 * until staff review it.
 */
export async function reportNoShow(db: Database, user: UserRow, id: string, note: string, now: number, events: EventPublisher): Promise<Booking> {
  return db.transaction(async (tx) => {
    const { booking, transfer } = await lockTransferTrip(tx, user, id);
    if (!transfer.atPickupPointAt) throw conflict(M.notAtPickupPoint);
    const opensAt = noShowOpensAt(new Date(booking.pickup_at).getTime(), transfer.freeWaitingMinutes);
    if (now < opensAt) throw conflict(M.noShowTooEarly(formatColomboDateTime(opensAt)));
    await repo.setTransfer(tx, id, { ...transfer, noShow: { at: new Date(now).toISOString(), note, review: null } });
    await events.publish(tx, { type: 'booking.transferStamped', step: 'noShow', bookingId: id, actorId: user.id });
    return findOrThrow(tx, id);
  });
}

/**
 * Staff review a reported no-show: the booking is cancelled with the driver's note as its reason,
 * and the money module reacts to the cancellation's cause (decision 111): a tourist who did not
 * come gets nothing back, a driver who never arrived means everything paid comes back.
 */
export async function reviewNoShow(db: Database, admin: UserRow, id: string, outcome: NoShowOutcome, now: number, events: EventPublisher): Promise<Booking> {
  return db.transaction(async (tx) => {
    const booking = await repo.lockBooking(tx, id);
    if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
    const transfer = booking.transfer;
    if (!transfer?.noShow || transfer.noShow.review || booking.status !== 'confirmed') throw conflict(M.noNoShow);
    const at = new Date(now).toISOString();
    await repo.setTransfer(tx, id, { ...transfer, noShow: { ...transfer.noShow, review: { outcome, at } } });
    await repo.setBookingStatus(tx, { id, from: booking.status, to: 'cancelled', actorId: admin.id, reason: transfer.noShow.note || undefined });
    await events.publish(tx, { type: 'booking.cancelled', bookingId: id, actorId: admin.id, from: booking.status, cause: outcome, pickupAt: new Date(booking.pickup_at).toISOString(), at });
    return findOrThrow(tx, id);
  });
}

/**
 * Staff charge the waiting an arrival's pickup proposed, or waive it (a late flight: the driver
 * follows the landing). Once decided, 409: a correction is a payment or refund in the ledger.
 */
export async function decideWaiting(db: Database, id: string, status: WaitingDecision, now: number, events: EventPublisher, actorId: string): Promise<Booking> {
  return db.transaction(async (tx) => {
    const booking = await repo.lockBooking(tx, id);
    if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
    const waiting = booking.transfer?.waiting;
    if (!booking.transfer || waiting?.status !== 'proposed' || booking.status === 'cancelled') throw conflict(M.noWaiting);
    await repo.setTransfer(tx, id, { ...booking.transfer, waiting: { ...waiting, status, decidedAt: new Date(now).toISOString() } });
    await events.publish(tx, { type: 'booking.transferStamped', step: 'waiting', bookingId: id, actorId });
    return findOrThrow(tx, id);
  });
}

async function findOrThrow(tx: Queryable, id: string): Promise<Booking> {
  const booking = await repo.findBooking(tx, id);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  return booking;
}
