import crypto from 'node:crypto';
import {
  MESSAGES,
  STATUS_CORRECTIONS,
  bookingRuleIssues,
  bookingStatusLabel,
  driverNights,
  quoteTrip,
  keptAddOns,
  labeledQuote,
  toColomboIso,
  type Booking,
  type BookingRules,
  type DriverChange,
  type ItineraryPlan,
  type ScheduleChange,
  type ScheduleQuoteDto,
  type ScheduleQuoteRequest,
  type StaffBooking,
} from '@app/shared';
import type { Database, Queryable } from '../../db/database';
import { PG, badRequest, conflict, notFound, pgConstraint, pgErrorCode } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { EventPublisher } from '../events';
import { addEmailIfNone, createAccountIfAddressFree, findUserById, findUserForLogin, lockUserForShare, sendAccountSetupLink, setPreferredLanguage, type UserRow } from '../users';
import { findVehicle } from '../vehicles';
import { checkedItinerary } from '../places';
import * as repo from './repo';
import type { PendingBookingLimits } from '../../config';
import { assertLicencesLast, checkNewBooking, insertCheckedBooking } from './service';

/**
 * What staff do to fix a booking beyond confirming or cancelling it: give the trip another
 * driver, change its dates or vehicle, move a status set by mistake back one step, and take a
 * booking by phone for a customer. Every change lands in the booking's history with who did it
 * and why, and the people it concerns get an e-mail.
 */

async function lockedBooking(tx: Queryable, id: string) {
  const booking = await repo.lockBooking(tx, id);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  return booking;
}

/** The driver's overlap constraint answered: that driver is busy then. */
function driverBusyAs409(error: unknown, message: string): never {
  if (pgErrorCode(error) === PG.exclusionViolation && pgConstraint(error) === 'bookings_driver_no_overlap') throw conflict(message);
  if (pgErrorCode(error) === PG.exclusionViolation) throw conflict(MESSAGES.booking.conflict);
  throw error;
}

/**
 * Another driver takes a confirmed with-driver trip (the first is sick): the new driver must be
 * free for the trip's exact period (the exclusion constraint decides, so two changes at once
 * cannot both give one driver overlapping trips). The tourist, the old and the new driver are told.
 */
export async function changeDriver(db: Database, admin: UserRow, id: string, change: DriverChange, events: EventPublisher): Promise<Booking> {
  return db.transaction(async (tx) => {
    const booking = await lockedBooking(tx, id);
    if (booking.status !== 'confirmed' || booking.driver_option !== 'withDriver') throw conflict(MESSAGES.staff.driverChangeOnlyConfirmed);
    if (booking.driver_id === change.driverId) throw conflict(MESSAGES.staff.sameDriver);
    const driver = await findUserById(tx, change.driverId, 'driver');
    if (!driver) throw badRequest(MESSAGES.api.driverNotFound, [MESSAGES.api.driverNotFound]);
    await lockUserForShare(tx, driver.id);
    assertLicencesLast(driver, booking.return_date);
    try {
      await repo.setBookingDriver(tx, { id, status: booking.status, driverId: driver.id, previousDriverId: booking.driver_id, actorId: admin.id, reason: change.reason });
    } catch (error) {
      driverBusyAs409(error, MESSAGES.api.driverUnavailable);
    }
    await events.publish(tx, { type: 'booking.driverChanged', bookingId: id, actorId: admin.id, previousDriverId: booking.driver_id, driverId: driver.id });
    return (await repo.findBooking(tx, id))!;
  });
}

/**
 * New dates and times, and optionally another vehicle, for a pending or confirmed booking: held
 * to the booking rules (horizon, length, seats, not in the past) and to the overlap constraints
 * of the vehicle and of the assigned driver, re-priced with the vehicle's price, and told to the
 * tourist and the driver.
 */
export async function changeSchedule(
  db: Database,
  admin: UserRow,
  id: string,
  change: ScheduleChange,
  opts: { rules: BookingRules; now: number; events: EventPublisher },
): Promise<Booking> {
  return db.transaction(async (tx) => applyScheduleChange(tx, admin, await lockedBooking(tx, id), change, opts));
}

/**
 * The schedule change itself, on a booking the caller has locked in its transaction: staff's own
 * change, and the approval of a tourist's request for new dates (decision 087), which is the same
 * change (`dateChangeRequest`: the date-changes module's approval e-mail tells the tourist).
 */
export async function applyScheduleChange(
  tx: Queryable,
  admin: UserRow,
  booking: repo.LockedBooking,
  change: ScheduleChange,
  opts: { rules: BookingRules; now: number; events: EventPublisher; dateChangeRequest?: string },
): Promise<Booking> {
  const id = booking.id;
  const { vehicle, policy, quote, itinerary } = await checkedSchedule(tx, booking, change, { rules: opts.rules, now: opts.now, lock: 'share' });
  const total = quote.total;
  const before = scheduleRecord(
    { pickupDate: booking.pickup_date, pickupTime: booking.pickup_time, returnDate: booking.return_date, returnTime: booking.return_time },
    { brand: booking.vehicle_brand, model: booking.vehicle_model },
    booking.total_price,
    booking.itinerary,
  );
  const after = scheduleRecord(change, vehicle, total, itinerary);
  try {
    await repo.setBookingSchedule(tx, {
      id,
      status: booking.status,
      vehicle: { id: vehicle._id, brand: vehicle.brand, model: vehicle.model },
      pickupAt: toColomboIso(change.pickupDate, change.pickupTime),
      returnAt: toColomboIso(change.returnDate, change.returnTime),
      totalPrice: total,
      terms: { policy, quote },
      itinerary,
      actorId: admin.id,
      reason: change.reason,
      before,
      after,
    });
  } catch (error) {
    driverBusyAs409(error, MESSAGES.staff.driverNotFreeForNewDates);
  }
  await opts.events.publish(tx, { type: 'booking.scheduleChanged', bookingId: id, actorId: admin.id, dateChangeRequest: opts.dateChangeRequest ?? null });
  return (await repo.findBooking(tx, id))!;
}

/**
 * What a schedule change is held to before anything is written, and its price: the booking still
 * open (pending or confirmed: 409), the vehicle there (404) and, when it is another, available
 * (400), the booking rules with that vehicle's seats (400); priced by `schedulePrice`. The change
 * (with the vehicle read FOR SHARE in its transaction) and its preview ask this one function.
 */
async function checkedSchedule(
  db: Queryable,
  booking: repo.LockedBooking,
  change: ScheduleQuoteRequest,
  opts: { rules: BookingRules; now: number; lock?: 'share' },
) {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') throw conflict(MESSAGES.staff.scheduleOnlyOpen);
  const vehicle = await findVehicle(db, change.vehicleId ?? booking.vehicle_id, { lock: opts.lock });
  if (!vehicle) throw notFound(MESSAGES.api.vehicleNotFound);
  if (change.vehicleId && change.vehicleId !== booking.vehicle_id && !vehicle.availabilityStatus) {
    throw badRequest(MESSAGES.api.vehicleUnavailable, [MESSAGES.api.vehicleUnavailable]);
  }
  const issues = bookingRuleIssues({ ...change, numTourists: booking.num_tourists }, { rules: opts.rules, now: opts.now, seats: vehicle.seatingCapacity });
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues.map((issue) => issue.message));
  // The driver keeps the trip: their licences must last through its new last day (decision 102).
  const driver = booking.driver_id ? await findUserById(db, booking.driver_id) : undefined;
  if (driver) assertLicencesLast(driver, change.returnDate);
  // A new route is planned over the roads in force and held to the booking's own policy (its
  // driving day) and the new dates' nights; without one the booked route is kept as it was.
  const kept = repo.termsOf(booking).policy;
  const itinerary = change.itinerary
    ? await checkedItinerary(db, change.itinerary.stops, { tripNights: driverNights(change.pickupDate, change.returnDate), maxDrivingMinutesPerDay: kept.maxDrivingMinutesPerDay })
    : (booking.itinerary ?? null);
  return { vehicle, itinerary, ...schedulePrice({ ...booking, itinerary }, change, vehicle.pricingDetails.perDay) };
}

/**
 * The office's preview of a schedule change (POST /api/admin/bookings/:id/schedule/quote, decision
 * 091): the quote the change would write, by the change's own checks and price, with nothing
 * written and nothing locked; and the booking's total now. Overlaps are not foreseen: the change
 * itself meets the constraints.
 */
export async function previewScheduleChange(db: Queryable, id: string, change: ScheduleQuoteRequest, opts: { rules: BookingRules; now: number }): Promise<ScheduleQuoteDto> {
  const booking = await repo.findChangeableBooking(db, id);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  const { quote, itinerary } = await checkedSchedule(db, booking, change, opts);
  return { ...labeledQuote(quote), ...(change.itinerary && itinerary ? { itinerary } : {}), currentTotal: booking.total_price };
}

/** A schedule as the booking's history keeps it, before and after a change: dates, vehicle, total. */
function scheduleRecord(
  dates: { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string },
  vehicle: { brand: string; model: string },
  totalPrice: number,
  itinerary: ItineraryPlan | null | undefined,
) {
  const { pickupDate, pickupTime, returnDate, returnTime } = dates;
  const record = { pickupDate, pickupTime, returnDate, returnTime, vehicle: `${vehicle.brand} ${vehicle.model}`, totalPrice };
  // A round trip's stops too; a trip without a route keeps the record it always had.
  return itinerary ? { ...record, stops: itinerary.stops.map(({ placeId, nights }) => ({ placeId, nights })) } : record;
}

/**
 * A booking's price for new dates: under the booking's own policy, as when it was made (a later
 * policy change does not reach it), with the vehicle's price per day. The staff change and a
 * tourist's request (its quote when asked) price with this one function.
 */
export function schedulePrice(
  booking: Pick<repo.LockedBooking, 'terms' | 'pickup_date' | 'pickup_time' | 'return_date' | 'return_time' | 'driver_option' | 'total_price'> & { itinerary?: repo.LockedBooking['itinerary'] },
  dates: { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string },
  perDay: number,
) {
  // Its extras go with it at the prices it kept (decision 086), a daily one for the new days; a
  // round trip keeps its booked route's nights and kilometres (re-planning it is staff's itinerary change).
  const { policy, quote: kept } = repo.termsOf(booking);
  return { policy, quote: quoteTrip({ ...dates, perDay, driverOption: booking.driver_option }, policy, keptAddOns(kept), booking.itinerary ?? undefined) };
}

/**
 * A status moved by mistake goes back one step (a trip marked completed days early): to the
 * status it had before, as its history says, with the reason in the history. A trip that was
 * completed becomes active again, so its vehicle and driver must still be free (409 otherwise).
 */
export async function correctStatus(db: Database, admin: UserRow, id: string, reason: string, events: EventPublisher): Promise<Booking> {
  return db.transaction(async (tx) => {
    const booking = await lockedBooking(tx, id);
    const fallback = STATUS_CORRECTIONS[booking.status];
    if (!fallback) throw conflict(MESSAGES.staff.nothingToCorrect(bookingStatusLabel(booking.status)));
    const previous = (await repo.statusBefore(tx, id, booking.status)) ?? fallback;
    try {
      await repo.setBookingStatus(tx, { id, from: booking.status, to: previous, actorId: admin.id, reason, kind: 'correction' });
    } catch (error) {
      if (pgErrorCode(error) === PG.exclusionViolation) throw conflict(MESSAGES.booking.conflict);
      throw error;
    }
    await events.publish(tx, { type: 'booking.statusChanged', bookingId: id, actorId: admin.id, from: booking.status, to: previous, correction: true });
    return repo.findBooking(tx, id) as Promise<Booking>;
  });
}

/**
 * A booking staff take by phone or WhatsApp for a customer: an existing account (`customerId`,
 * or the account with the form's e-mail), or a new tourist account made from the form's name,
 * e-mail and phone, which gets an e-mail with a link to set its password (valid
 * ACCOUNT_SETUP_TTL_DAYS). The booking is the customer's (their My Bookings, their e-mails); its
 * history says staff made it.
 *
 * The e-mail may be left out for a customer who has none (decision 083): a new account is then
 * made without an address (it cannot sign in, and its e-mails are not written; staff tell the
 * customer by phone). An existing account without one gets the form's e-mail, when no other
 * account has it, and with it the set-password link. `customerLanguage`, when given, becomes the
 * account's language before the booking's e-mails are written, so they are in it.
 *
 * One transaction: the booking is checked (vehicle, rules, seats, price) before any account is
 * made, and a refusal found later (the vehicle already booked then: 409) takes the new account and
 * its e-mail back with it, so a refused booking leaves no account and sends nothing.
 */
export async function bookForCustomer(
  db: Database,
  admin: UserRow,
  input: StaffBooking,
  opts: { rules: BookingRules; pending: PendingBookingLimits; now: number; events: EventPublisher; setPasswordLink: (token: string) => string },
): Promise<{ booking: Booking; accountCreated: boolean }> {
  // Hashed before the transaction (it takes tens of milliseconds): nobody knows this password,
  // the customer sets their own through the e-mailed link.
  const passwordHash = input.customerId ? undefined : await hashPassword(crypto.randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const existing = await existingCustomer(tx, input);
    if (existing?.role === 'admin') throw badRequest(MESSAGES.staff.cannotBookForStaff, [MESSAGES.staff.cannotBookForStaff]);
    const checked = await checkNewBooking(tx, input, opts);
    const { customer, created } = existing
      ? { customer: await updateExisting(tx, existing, input, opts), created: false }
      : await createCustomer(tx, input, passwordHash!, opts);
    const booking = await insertCheckedBooking(tx, customer, input, checked, { events: opts.events, pending: opts.pending, now: opts.now, actorId: admin.id });
    return { booking, accountCreated: created };
  });
}

/**
 * The account named by `customerId` (404 when there is none), or the one with the form's e-mail;
 * none without either.
 */
async function existingCustomer(tx: Queryable, input: StaffBooking): Promise<UserRow | undefined> {
  if (input.customerId) {
    const customer = await findUserById(tx, input.customerId);
    if (!customer) throw notFound(MESSAGES.staff.customerNotFound);
    return customer;
  }
  return input.email ? findUserForLogin(tx, input.email) : undefined;
}

/** The language staff chose for an existing account, and an address for one that had none. */
async function updateExisting(
  tx: Queryable,
  customer: UserRow,
  input: StaffBooking,
  opts: { now: number; setPasswordLink: (token: string) => string },
): Promise<UserRow> {
  let row = customer;
  if (input.customerLanguage && input.customerLanguage !== row.preferred_language) {
    row = (await setPreferredLanguage(tx, row.id, input.customerLanguage)) ?? row;
  }
  if (row.email === null && input.email) {
    const withEmail = await addEmailIfNone(tx, row.id, input.email);
    if (withEmail) {
      row = withEmail;
      await sendAccountSetupLink(tx, row, opts);
    }
  }
  return row;
}

/**
 * A tourist account from the form's name, e-mail and phone, in the customer's language, in the
 * booking's transaction, with a set-password link e-mailed when it has an address. Made at the
 * same moment by another request: that account is used.
 */
async function createCustomer(
  tx: Queryable,
  input: StaffBooking,
  passwordHash: string,
  opts: { now: number; setPasswordLink: (token: string) => string },
): Promise<{ customer: UserRow; created: boolean }> {
  const row = await createAccountIfAddressFree(tx, {
    username: input.name,
    email: input.email,
    passwordHash,
    role: 'tourist',
    phone: input.phone,
    licenseNumber: null,
    licenseExpiry: null,
    experienceYears: 0,
    languages: [],
    preferredLanguage: input.customerLanguage,
  });
  if (!row) {
    const raced = input.email ? await findUserForLogin(tx, input.email) : undefined;
    if (!raced) throw conflict(MESSAGES.api.dataConflict);
    if (raced.role === 'admin') throw badRequest(MESSAGES.staff.cannotBookForStaff, [MESSAGES.staff.cannotBookForStaff]);
    return { customer: await updateExisting(tx, raced, input, opts), created: false };
  }
  if (row.email !== null) await sendAccountSetupLink(tx, row, opts);
  return { customer: row, created: true };
}
