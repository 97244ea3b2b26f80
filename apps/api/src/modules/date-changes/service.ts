import { MESSAGES, bookingRuleIssues, toColomboIso, type BookingRules, type DateChangeRequestBody } from '@app/shared';
import type { Database, Queryable } from '../../db/database';
import { PG, badRequest, conflict, forbidden, notFound, pgErrorCode } from '../../lib/errors';
import type { UserRow } from '../users';
import { findVehicle, outOfServiceDuring } from '../vehicles';
import * as bookings from '../bookings';
import { applyScheduleChange, findBooking, schedulePrice } from '../bookings';
import { bookerOf } from '../booking-mails';
import type { EventPublisher } from '../events';
import { dateChangeApprovedMail, dateChangeDeclinedMail, enqueue, type BookingMailLinks } from '../notifications';
import * as repo from './repo';

/**
 * A tourist asks for new dates for their own booking instead of cancelling it (issue 26 item 19,
 * decision 087). The request is held to the booking rules and priced with the staff change's own
 * function when it is made; staff approve it through the staff change itself (checked, re-priced,
 * the overlap constraints deciding) or decline it with a reason; the tourist may withdraw it.
 *
 * Every step locks the booking row first (then the request), the order the staff change and the
 * cancellations use, so a request cannot be approved twice, nor approved while its booking is
 * cancelled: the second comes after the first and finds the request closed (409).
 */

const D = MESSAGES.dateChange;
const isOpenBooking = (status: string) => status === 'pending' || status === 'confirmed';

async function lockedBooking(tx: Queryable, id: string) {
  const booking = await bookings.lockBooking(tx, id);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  return booking;
}

/** A request read again under its booking's lock: 404 when there is none. */
async function lockedRequest(tx: Queryable, id: string) {
  const first = await repo.findDateChange(tx, id);
  if (!first) throw notFound(D.requestNotFound);
  const booking = await lockedBooking(tx, first.bookingId);
  const request = (await repo.findDateChange(tx, id, { lock: true }))!;
  return { booking, request };
}

export async function requestDateChange(
  db: Database,
  user: UserRow,
  bookingId: string,
  body: DateChangeRequestBody,
  opts: { rules: BookingRules; now: number },
): Promise<repo.StoredDateChange> {
  return db.transaction(async (tx) => {
    const booking = await lockedBooking(tx, bookingId);
    if (booking.user_id !== user.id) throw forbidden(MESSAGES.api.notYourOwnBooking);
    if (!isOpenBooking(booking.status)) throw conflict(D.onlyOpen);
    if (opts.now >= new Date(booking.pickup_at).getTime()) throw conflict(D.tripBegun);
    const same =
      body.pickupDate === booking.pickup_date && body.pickupTime === booking.pickup_time && body.returnDate === booking.return_date && body.returnTime === booking.return_time;
    if (same) throw badRequest(D.sameDates, [D.sameDates]);
    const vehicle = await findVehicle(tx, booking.vehicle_id);
    if (!vehicle) throw notFound(MESSAGES.api.vehicleNotFound);
    const issues = bookingRuleIssues({ ...body, numTourists: booking.num_tourists }, { rules: opts.rules, now: opts.now, seats: vehicle.seatingCapacity });
    if (issues.length > 0) throw badRequest(issues[0]!.message, issues.map((issue) => issue.message));
    const { quote } = schedulePrice(booking, body, vehicle.pricingDetails.perDay);
    const pickupAt = toColomboIso(body.pickupDate, body.pickupTime);
    const returnAt = toColomboIso(body.returnDate, body.returnTime);
    const taken =
      (await repo.periodTaken(tx, { bookingId, vehicleId: booking.vehicle_id, driverId: booking.driver_id, pickupAt, returnAt })) ||
      (await outOfServiceDuring(tx, booking.vehicle_id, pickupAt, returnAt));
    let id: string;
    try {
      id = await repo.insertDateChange(tx, {
        bookingId,
        requestedBy: user.id,
        pickupAt,
        returnAt,
        note: body.note,
        previousTotal: booking.total_price,
        quotedTotal: quote.total,
        availableAtRequest: !taken,
      });
    } catch (error) {
      if (pgErrorCode(error) === PG.uniqueViolation) throw conflict(D.alreadyOpen);
      throw error;
    }
    return (await repo.findDateChange(tx, id))!;
  });
}

/** The tourist takes back their open request. */
export async function withdrawDateChange(db: Database, user: UserRow, id: string): Promise<repo.StoredDateChange> {
  return db.transaction(async (tx) => {
    const { request } = await lockedRequest(tx, id);
    if (request.requestedBy !== user.id) throw forbidden(MESSAGES.api.notYourOwnBooking);
    if (!(await repo.closeDateChange(tx, id, { status: 'withdrawn', decidedBy: user.id }))) throw conflict(D.notOpen);
    return (await repo.findDateChange(tx, id))!;
  });
}

/**
 * Staff approve: the staff schedule change with the requested dates (the booking rules, the
 * vehicle's and driver's overlap constraints, the booking's own policy; its ledger and deposit
 * follow as they do for staff's change), and the tourist's e-mail says the request was accepted.
 */
export async function approveDateChange(
  db: Database,
  admin: UserRow,
  id: string,
  opts: { rules: BookingRules; now: number; links: BookingMailLinks; events: EventPublisher },
): Promise<repo.StoredDateChange> {
  return db.transaction(async (tx) => {
    const { booking, request } = await lockedRequest(tx, id);
    if (request.status !== 'open') throw conflict(D.notOpen);
    if (!isOpenBooking(booking.status)) throw conflict(D.onlyOpen);
    if (opts.now >= new Date(booking.pickup_at).getTime()) throw conflict(D.tripBegun);
    const dates = { pickupDate: request.pickupDate, pickupTime: request.pickupTime, returnDate: request.returnDate, returnTime: request.returnTime };
    const updated = await applyScheduleChange(tx, admin, booking, { ...dates, reason: request.note }, { ...opts, dateChangeRequest: id });
    // The tourist's e-mail says their request was accepted (the plain change notice is left out for it).
    await enqueue(tx, updated._id, [dateChangeApprovedMail(updated, await bookerOf(tx, updated), opts.links, booking.total_price)]);
    if (!(await repo.closeDateChange(tx, id, { status: 'approved', decidedBy: admin.id, approvedTotal: updated.totalPrice }))) throw conflict(D.notOpen);
    return (await repo.findDateChange(tx, id))!;
  });
}

/** Staff decline, with a reason the tourist reads in the e-mail and in My Bookings. */
export async function declineDateChange(db: Database, admin: UserRow, id: string, reason: string, links: BookingMailLinks): Promise<repo.StoredDateChange> {
  return db.transaction(async (tx) => {
    const { request } = await lockedRequest(tx, id);
    if (!(await repo.closeDateChange(tx, id, { status: 'declined', decidedBy: admin.id, reason }))) throw conflict(D.notOpen);
    const booking = await findBooking(tx, request.bookingId);
    if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
    await enqueue(tx, booking._id, [dateChangeDeclinedMail(booking, await bookerOf(tx, booking), links, { ...request, reason })]);
    return (await repo.findDateChange(tx, id))!;
  });
}

/** The caller's own requests, newest first (My Bookings shows each booking's latest). */
export function myDateChanges(db: Database, user: UserRow): Promise<repo.StoredDateChange[]> {
  return repo.listDateChanges(db, { userId: user.id });
}

/** Staff's list: the open ones (oldest first), or one booking's. */
export function staffDateChanges(db: Database, filter: { status?: 'open'; bookingId?: string }): Promise<repo.StoredDateChange[]> {
  return repo.listDateChanges(db, filter);
}
