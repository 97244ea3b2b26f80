import {
  MESSAGES,
  STAFF_DISPLAY_NAME,
  bookingRuleIssues,
  canTransition,
  colomboToday,
  isListedDriver,
  licenceLapsingBefore,
  formatColomboDateTime,
  mayActForDriver,
  tripStepTooEarly,
  proposedWaiting,
  withPolicyDefaults,
  quoteTrip,
  driverNights,
  toCents,
  ownerCanCancel,
  ownerCancelDeadline,
  toColomboIso,
  type Booking,
  type BookingEvent,
  type BookingRules,
  type BookingTerms,
  type BookingTransfer,
  type ItineraryPlan,
  type Role,
  type BookingStatus,
  type CreateBooking,
  type TransitionActor,
} from '@app/shared';
import crypto from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { HttpError, PG, badRequest, conflict, forbidden, notFound, pgConstraint, pgErrorCode } from '../../lib/errors';

const unprocessable = (message: string) => new HttpError(422, message);
import type { EventPublisher } from '../events';
import { currentPolicy } from '../pricing';
import { findUserById, licenceExpiriesOf, lockUserForShare, type UserRow } from '../users';
import { findVehicle } from '../vehicles';
import { chooseAddOns } from '../add-ons';
import { checkedItinerary } from '../places';
import type { Listed, PageRequest } from '../../lib/paging';
import * as repo from './repo';
import { assertMayHoldAnother, depositWindow } from './pending-limits-service';
import type { PendingBookingLimits } from '../../config';

export async function loadBooking(db: Queryable, id: string): Promise<Booking> {
  const booking = await repo.findBooking(db, id);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  return booking;
}

/** The booking form as the services take it: a tourist's (POST /api/bookings) or staff's, whose may have no e-mail. */
export type NewBookingInput = Omit<CreateBooking, 'email' | 'itinerary'> & { email: string | null; itinerary?: CreateBooking['itinerary']; transfer?: BookingTransfer };

/**
 * Creates a pending booking. The server decides who booked, the vehicle's names and the price;
 * the overlap rule is the database's exclusion constraint, so parallel requests cannot both win.
 * A tourist booking for themselves is held to the bound on open unpaid pending bookings; staff
 * taking a booking by phone (`actorId`) are not (decision 073). Either way, a booking that asks
 * for a deposit gets its deadline.
 */
export async function createBooking(
  db: Database,
  user: UserRow,
  input: CreateBooking,
  opts: { rules: BookingRules; pending: PendingBookingLimits; now: number; events: EventPublisher; idempotencyKey?: string; actorId?: string },
): Promise<{ booking: Booking; replayed: boolean }> {
  const { idempotencyKey } = opts;
  let replayed = false;
  const booking = await db.transaction(async (tx) => {
    if (idempotencyKey) {
      const previous = await claimIdempotencyKey(tx, user.id, idempotencyKey, input);
      if (previous) {
        replayed = true;
        return loadBooking(tx, previous);
      }
    }
    if (!opts.actorId) await assertMayHoldAnother(tx, user.id, opts.pending);
    const checked = await checkNewBooking(tx, input, opts);
    return insertCheckedBooking(tx, user, input, checked, { ...opts, idempotencyKey });
  });
  return { booking, replayed };
}

/** A driver whose licences lapse before a trip's last day (YYYY-MM-DD) is not given it: 409 (decision 102). */
export function assertLicencesLast(driver: UserRow, lastDay: string): void {
  if (licenceLapsingBefore(licenceExpiriesOf(driver), lastDay)) throw conflict(MESSAGES.api.driverLicenceLapses);
}

/**
 * The driver a tourist asks for (decision 102): only on a trip with a driver, one travellers see
 * (a verified, valid driving licence) whose licences last through the trip; else 400.
 */
async function checkPreferredDriver(tx: Queryable, input: NewBookingInput, now: number): Promise<void> {
  if (!input.preferredDriverId) return;
  const driver = input.driverOption === 'withDriver' ? await findUserById(tx, input.preferredDriverId, 'driver') : undefined;
  const licences = driver ? licenceExpiriesOf(driver) : undefined;
  if (!licences || !isListedDriver(licences, colomboToday(new Date(now))) || licenceLapsingBefore(licences, input.returnDate)) {
    throw badRequest(MESSAGES.api.preferredDriverUnavailable, [MESSAGES.api.preferredDriverUnavailable]);
  }
}

/** A new booking that passed every rule, priced: what `insertCheckedBooking` writes. */
export interface CheckedBooking {
  vehicle: { _id: string; brand: string; model: string };
  terms: BookingTerms;
  /** A round trip's route over the roads in force (decision 105); null without an itinerary. */
  itinerary: ItineraryPlan | null;
}

/**
 * Everything a new booking is refused for before anything is written: the vehicle (404, or 400
 * when retired), the booking rules and seats (400), and a price the client showed that is not
 * the server's (400). Inside the caller's transaction: the vehicle stays locked (FOR SHARE).
 */
export async function checkNewBooking(tx: Queryable, input: NewBookingInput, opts: { rules: BookingRules; now: number }): Promise<CheckedBooking> {
  // FOR SHARE: a concurrent retirement of the vehicle waits for this booking, or this one sees it.
  const vehicle = await findVehicle(tx, input.vehicleId, { lock: 'share' });
  if (!vehicle) throw notFound(MESSAGES.api.vehicleNotFound);
  if (!vehicle.availabilityStatus) throw badRequest(MESSAGES.api.vehicleUnavailable, [MESSAGES.api.vehicleUnavailable]);
  const issues = bookingRuleIssues(input, { rules: opts.rules, now: opts.now, seats: vehicle.seatingCapacity });
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues.map((issue) => issue.message));
  await checkPreferredDriver(tx, input, opts.now);

  // Priced under the current policy and the extras' prices now, which the booking keeps (with its quote) for good.
  const addOns = await chooseAddOns(tx, input.addOns, vehicle.type);
  const { policy } = await currentPolicy(tx);
  const itinerary = input.itinerary
    ? await checkedItinerary(tx, input.itinerary.stops, { tripNights: driverNights(input.pickupDate, input.returnDate), maxDrivingMinutesPerDay: policy.maxDrivingMinutesPerDay })
    : null;
  // A transfer's price is its fare (decision 111), through the same quote function.
  const quote = quoteTrip({ ...input, perDay: vehicle.pricingDetails.perDay, transfer: input.transfer ? { fare: input.transfer.fare } : undefined }, policy, addOns, itinerary ?? undefined);
  if (input.totalPrice !== undefined && toCents(input.totalPrice) !== toCents(quote.total)) {
    const message = MESSAGES.api.priceMismatch(quote.total.toFixed(2));
    throw badRequest(message, [message]);
  }
  return { vehicle: { _id: vehicle._id, brand: vehicle.brand, model: vehicle.model }, terms: { policy, quote }, itinerary };
}

/**
 * Writes a checked booking for `user` and its history, and publishes it, in the caller's transaction.
 * The vehicle already booked for an overlapping period is a 409 (the exclusion constraint).
 */
export async function insertCheckedBooking(
  tx: Queryable,
  user: UserRow,
  input: NewBookingInput,
  checked: CheckedBooking,
  opts: { events: EventPublisher; pending: PendingBookingLimits; now: number; idempotencyKey?: string; actorId?: string },
): Promise<Booking> {
  const { vehicle, terms, itinerary } = checked;
  const pickupAt = toColomboIso(input.pickupDate, input.pickupTime);
  const window = depositWindow(opts.now, Date.parse(pickupAt), terms.quote.depositDue, opts.pending);
  try {
    const bookingId = await repo.insertBooking(tx, {
      userId: user.id,
      vehicleId: vehicle._id,
      vehicleBrand: vehicle.brand,
      vehicleModel: vehicle.model,
      name: input.name,
      email: input.email,
      phone: input.phone,
      pickupAt,
      returnAt: toColomboIso(input.returnDate, input.returnTime),
      pickupPoint: input.pickupPoint,
      returnPoint: input.returnPoint,
      pickupGeo: input.pickupGeo ?? null,
      returnGeo: input.returnGeo ?? null,
      numTourists: input.numTourists,
      driverOption: input.driverOption,
      specialRequests: input.specialRequests,
      preferredLanguages: input.preferredLanguages,
      preferredDriverId: input.preferredDriverId ?? null,
      flightNumber: input.flightNumber ?? null,
      flightTime: input.flightTime ?? null,
      signName: input.signName ?? null,
      totalPrice: terms.quote.total,
      terms,
      itinerary,
      transfer: input.transfer ?? null,
      depositDeadline: window ? new Date(window.deadline).toISOString() : null,
      depositRemindAt: window?.remindAt ? new Date(window.remindAt).toISOString() : null,
    });
    await repo.recordBookingCreated(tx, bookingId, opts.actorId ?? user.id);
    if (opts.idempotencyKey) await repo.attachIdempotencyKey(tx, user.id, opts.idempotencyKey, bookingId);
    await opts.events.publish(tx, { type: 'booking.created', bookingId, actorId: opts.actorId ?? user.id });
    return await loadBooking(tx, bookingId);
  } catch (error) {
    if (pgErrorCode(error) === PG.exclusionViolation) throw conflict(MESSAGES.booking.conflict);
    throw error;
  }
}

/**
 * Claims an Idempotency-Key inside the booking's transaction. Returns the booking id of an earlier
 * request with the same key and body, or undefined when this request is the first. A concurrent
 * twin waits on the key's row until the first commits (then replays) or rolls back (then retries
 * the booking itself), so a retry never meets a 409 against itself.
 */
export async function claimIdempotencyKey(tx: Queryable, userId: string, key: string, input: unknown): Promise<string | undefined> {
  const requestHash = crypto.createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const previous = await repo.claimIdempotencyKey(tx, userId, key, requestHash);
  if (!previous) return undefined;
  if (!previous.booking_id || previous.request_hash !== requestHash) throw unprocessable(MESSAGES.api.idempotencyKeyReused);
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
  change: { status: 'confirmed' | 'cancelled'; driverId?: string | null; reason?: string },
  events: EventPublisher,
  now: number,
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
        await lockUserForShare(tx, driver.id);
        assertLicencesLast(driver, booking.return_date);
        driverId = driver.id;
      } else if (change.driverId) {
        throw badRequest(MESSAGES.api.driverNotForSelfDrive, [MESSAGES.api.driverNotForSelfDrive]);
      }
    }
    try {
      await repo.setBookingStatus(tx, { id, from: booking.status, to: change.status, driverId, actorId: admin.id, reason: change.status === 'cancelled' ? change.reason : undefined });
    } catch (error) {
      if (pgErrorCode(error) === PG.exclusionViolation && pgConstraint(error) !== 'bookings_vehicle_no_overlap') {
        throw conflict(MESSAGES.api.driverUnavailable);
      }
      throw error;
    }
    await events.publish(
      tx,
      change.status === 'cancelled'
        ? { type: 'booking.cancelled', bookingId: id, actorId: admin.id, from: booking.status, cause: 'staff', pickupAt: new Date(booking.pickup_at).toISOString(), at: new Date(now).toISOString() }
        : { type: 'booking.statusChanged', bookingId: id, actorId: admin.id, from: booking.status, to: change.status, correction: false },
    );
    return loadBooking(tx, id);
  });
}

/**
 * Driver trip progress, only on bookings assigned to the caller (admins may act for a driver),
 * and only when the clock allows it (tripStepTooEarly): a trip cannot be picked up days ahead or
 * completed before it began.
 */
export async function driverUpdateBookingStatus(
  db: Database,
  user: UserRow,
  id: string,
  status: 'picked_up' | 'en_route' | 'completed',
  now: number,
  events: EventPublisher,
): Promise<Booking> {
  return db.transaction((tx) => moveTripStatus(tx, user, id, status, now, events));
}

/**
 * A trip's step in the caller's transaction, by the driver's rule (driverUpdateBookingStatus):
 * the handovers module moves a booking to picked_up and completed with the form it records.
 */
export async function moveTripStatus(
  tx: Queryable,
  user: Pick<UserRow, 'id' | 'role'>,
  id: string,
  status: 'picked_up' | 'en_route' | 'completed',
  now: number,
  events: EventPublisher,
): Promise<Booking> {
  const booking = await repo.lockBooking(tx, id);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  if (!mayActForDriver(user, booking.driver_id)) throw forbidden(MESSAGES.api.notYourBooking);
  assertTransitionAllowed('driver', booking.status, status);
  const tooEarly = tripStepTooEarly(status, { pickupDate: booking.pickup_date, pickupTime: booking.pickup_time }, now);
  if (tooEarly) throw conflict(tooEarly);
  await repo.setBookingStatus(tx, { id, from: booking.status, to: status, actorId: user.id });
  if (status === 'picked_up' && booking.transfer && !booking.transfer.waiting) {
    // An arrival picked up past its free waiting proposes the waiting; staff charge or waive it (decision 111).
    const waiting = proposedWaiting(booking.transfer, new Date(booking.pickup_at).getTime(), now, withPolicyDefaults(repo.termsOf(booking).policy).transferWaitingPerHour);
    if (waiting) await repo.setTransfer(tx, id, { ...booking.transfer, waiting });
  }
  await events.publish(tx, { type: 'booking.statusChanged', bookingId: id, actorId: user.id, from: booking.status, to: status, correction: false });
  return loadBooking(tx, id);
}

/** One booking, for its booker, its assigned driver or an admin; anyone else is refused. */
export async function viewBooking(db: Queryable, user: UserRow, id: string): Promise<Booking> {
  const booking = await repo.findBooking(db, id);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  const allowed = user.role === 'admin' || booking.userId._id === user.id || (user.role === 'driver' && booking.driverId?._id === user.id);
  if (!allowed) throw forbidden(MESSAGES.api.forbidden);
  return booking;
}

/**
 * Who changed the booking's status, when, from what to what, with every payment and refund of the
 * ledger placed among them by time (issue 26): the ledger stays the one record of money, read here
 * beside the status steps. The booker and admins may read it.
 */
export async function bookingHistory(db: Database, user: UserRow, id: string): Promise<BookingEvent[]> {
  const owner = await repo.findBookingOwner(db, id);
  if (!owner) throw notFound(MESSAGES.api.bookingNotFound);
  if (user.role !== 'admin' && owner.user_id !== user.id) throw forbidden(MESSAGES.api.forbidden);
  const [events, payments] = await Promise.all([repo.listBookingEvents(db, id), repo.listPaymentEvents(db, id)]);
  const steps: BookingEvent[] = events.map((e) => ({
    kind: e.kind,
    fromStatus: e.from_status,
    toStatus: e.to_status,
    at: new Date(e.created_at).toISOString(),
    actor: e.actor_id ? historyActor(user, { _id: e.actor_id, username: e.actor_username ?? '', role: (e.actor_role ?? 'tourist') as Role }) : null,
    driver: e.driver_id ? { _id: e.driver_id, username: e.driver_username ?? '' } : null,
    reason: e.reason,
    previousDriver: e.details?.previousDriverId ? { _id: e.details.previousDriverId, username: e.previous_driver_username ?? '' } : null,
    schedule: e.details?.before && e.details.after ? { before: e.details.before, after: e.details.after } : null,
    odometer: e.details?.odometerBefore && e.details.odometerAfter ? { before: e.details.odometerBefore, after: e.details.odometerAfter } : null,
  }));
  return mergeByTime(steps, payments.map((p) => paymentEvent(user, p)));
}

/** A ledger row as a step of the history; its statuses are filled in by `mergeByTime`. */
function paymentEvent(viewer: UserRow, p: repo.PaymentEventRow): BookingEvent {
  return {
    kind: 'payment',
    fromStatus: null,
    toStatus: 'pending',
    at: new Date(p.recorded_at).toISOString(),
    actor: p.actor_id ? historyActor(viewer, { _id: p.actor_id, username: p.actor_username ?? '', role: (p.actor_role ?? 'admin') as Role }) : null,
    driver: null,
    // A reversal's reference is why staff took the row back: the office's note, not the tourist's.
    reason: viewer.role === 'admin' && p.reverses ? p.reference : null,
    payment: { kind: p.kind, method: p.method, amount: Number(p.amount), currency: p.currency, amountUsd: Number(p.amount_usd), reversal: p.reverses !== null },
  };
}

/**
 * The status steps and the ledger rows as one list, oldest first (a step before a payment of the
 * same instant: a booking is made before it is paid); each payment carries the status the booking
 * had when it was recorded.
 */
function mergeByTime(steps: BookingEvent[], payments: BookingEvent[]): BookingEvent[] {
  const merged: BookingEvent[] = [];
  let status: BookingEvent['toStatus'] = steps[0]?.toStatus ?? 'pending';
  let i = 0;
  let j = 0;
  while (i < steps.length || j < payments.length) {
    const step = steps[i];
    const payment = payments[j];
    if (step && (!payment || Date.parse(step.at) <= Date.parse(payment.at))) {
      status = step.toStatus;
      merged.push(step);
      i++;
    } else if (payment) {
      merged.push({ ...payment, fromStatus: status, toStatus: status });
      j++;
    }
  }
  return merged;
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
export async function ownerCancelBooking(db: Database, user: UserRow, id: string, now: number, events: EventPublisher): Promise<Booking> {
  return db.transaction(async (tx) => {
    const booking = await repo.lockBooking(tx, id);
    if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
    if (booking.user_id !== user.id) throw forbidden(MESSAGES.api.notYourOwnBooking);
    assertTransitionAllowed('owner', booking.status, 'cancelled');
    const view = { bookingStatus: booking.status, pickupDate: booking.pickup_date, pickupTime: booking.pickup_time };
    if (!ownerCanCancel(view, now)) {
      const deadline = ownerCancelDeadline(booking.pickup_date, booking.pickup_time)!;
      throw conflict(MESSAGES.api.cancelTooLate(formatColomboDateTime(deadline)));
    }
    await repo.setBookingStatus(tx, { id, from: booking.status, to: 'cancelled', actorId: user.id });
    const at = new Date(now).toISOString();
    await events.publish(tx, { type: 'booking.cancelled', bookingId: id, actorId: user.id, from: booking.status, cause: 'tourist', pickupAt: new Date(booking.pickup_at).toISOString(), at });
    return loadBooking(tx, id);
  });
}

/** The caller's bookings, newest first. */
export function listMyBookings(db: Database, user: UserRow, page?: PageRequest): Promise<Listed<Booking>[]> {
  return repo.listBookingsOfUser(db, user.id, page);
}

/** Every booking, newest first, optionally by status or reference/name (admins). */
export function listAllBookings(db: Database, filters: repo.BookingFilters, page?: PageRequest): Promise<Listed<Booking>[]> {
  return repo.listAllBookings(db, filters, page);
}

/** A driver's trips by pickup: those still to drive, or with `includePast` the finished ones too. */
export function listTripsOfDriver(db: Database, driver: UserRow, page: PageRequest | undefined, opts: { includePast: boolean }): Promise<Listed<Booking>[]> {
  return repo.listBookingsOfDriver(db, driver.id, page, opts);
}
