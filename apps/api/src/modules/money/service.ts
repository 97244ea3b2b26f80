import {
  DEFAULT_PRICING_POLICY,
  LIMITS,
  MESSAGES,
  formatPrice,
  fromCents,
  toCents,
  bookingRuleIssues,
  convertToUsd,
  labeledQuote,
  quoteTrip,
  driverNights,
  cancellationRefund,
  mayActForDriver,
  type CancellationRefund,
  type DriverCash,
  type OdometerInput,
  type Payment,
  type PricingPolicy,
  type BookingRules,
  type QuoteAnswer,
  type QuoteRequest,
  type RecordPayment,
  type Role,
} from '@app/shared';
import type { Database, Queryable } from '../../db/database';
import { HttpError, PG, badRequest, conflict, forbidden, notFound, pgConstraint, pgErrorCode } from '../../lib/errors';
import { findVehicle } from '../vehicles';
import { chooseAddOns } from '../add-ons';
import { checkedItinerary } from '../places';
import { findBooking, insertOdometerEvent, setOdometer, setRefundPromise } from '../bookings';
import type { EventPublisher, Subscriptions } from '../events';
import { currentPolicy } from '../pricing';
import * as repo from './repo';

/**
 * POST /api/bookings/quote: a trip's lines and terms under the current policy, as the booking would
 * get them. A trip no booking could have (too long, beyond the horizon, already past) is refused
 * with the booking's own reasons, before any database work (issue 25, decision 071).
 */
export async function quoteFor(db: Queryable, request: QuoteRequest, opts: { rules: BookingRules; now: number }): Promise<QuoteAnswer> {
  const issues = bookingRuleIssues(request, { rules: opts.rules, now: opts.now });
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues.map((issue) => issue.message));
  const vehicle = await findVehicle(db, request.vehicleId);
  if (!vehicle) throw notFound(MESSAGES.api.vehicleNotFound);
  const addOns = await chooseAddOns(db, request.addOns, vehicle.type);
  const { policy } = await currentPolicy(db);
  // A round trip (issue 31): its legs over the roads in force, checked as the booking will be.
  const itinerary = request.itinerary
    ? await checkedItinerary(db, request.itinerary.stops, { tripNights: driverNights(request.pickupDate, request.returnDate), maxDrivingMinutesPerDay: policy.maxDrivingMinutesPerDay })
    : undefined;
  const quote = labeledQuote(quoteTrip({ ...request, perDay: vehicle.pricingDetails.perDay }, policy, addOns, itinerary));
  return itinerary ? { ...quote, itinerary } : quote;
}

/** The dollar value of an amount recorded in a currency, at the current policy's rate. */
export function inUsd(policy: PricingPolicy, amount: number, currency: string): { rateToUsd: number; amountUsd: number } {
  if (currency === 'USD') return { rateToUsd: 1, amountUsd: amount };
  const rate = policy.currencies.find((c) => c.code === currency);
  if (!rate) throw badRequest(MESSAGES.money.currencyUnknown, [MESSAGES.money.currencyUnknown]);
  return { rateToUsd: 1 / rate.perUsd, amountUsd: convertToUsd(amount, rate.perUsd) };
}

/** A refund beyond what was paid is refused by the database; say so in words. */
export function refundBeyondPaidAs409(error: unknown): never {
  if (pgErrorCode(error) === PG.checkViolation && pgConstraint(error) === 'bookings_refunds_within_paid') throw conflict(MESSAGES.money.refundTooLarge);
  throw error;
}

/**
 * Records a payment on a booking (staff or the gateway): the booking is locked first, so two at
 * once are counted in turn; a cancelled booking takes only refunds. Amounts become US dollars at
 * the current policy's rate, kept on the row. Undefined when the gateway's payment was recorded before.
 */
export async function recordPayment(
  tx: Queryable,
  events: EventPublisher,
  bookingId: string,
  payment: RecordPayment & { providerPaymentId?: string },
  recordedBy: string | null,
  options: { receivedAfterCancel?: 'record' } = {},
): Promise<Payment | undefined> {
  const booking = await repo.lockBookingMoney(tx, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  // Money a gateway confirms has reached the business whatever became of the booking: it is
  // recorded, and on a cancelled booking it is owed back in full (the trigger adds it to the refund due).
  if (booking.status === 'cancelled' && payment.kind !== 'refund' && options.receivedAfterCancel !== 'record') {
    throw conflict(MESSAGES.money.onlyRefundWhenCancelled);
  }
  const { policy } = await currentPolicy(tx);
  const { rateToUsd, amountUsd } = inUsd(policy, payment.amount, payment.currency);
  if (amountUsd <= 0) throw badRequest(MESSAGES.money.numberRange(MESSAGES.fields.amount, 0.01, 10_000_000));
  let recorded: Payment | undefined;
  try {
    recorded = await repo.insertPayment(tx, {
      bookingId,
      kind: payment.kind,
      method: payment.method,
      amount: payment.amount,
      currency: payment.currency,
      rateToUsd,
      amountUsd,
      reference: payment.reference || null,
      providerPaymentId: payment.providerPaymentId ?? null,
      recordedBy,
    });
  } catch (error) {
    return refundBeyondPaidAs409(error);
  }
  if (recorded) await publishRecorded(tx, events, recorded, recordedBy);
  return recorded;
}

function publishRecorded(tx: Queryable, events: EventPublisher, row: Payment, actorId: string | null): Promise<void> {
  return events.publish(tx, { type: 'payment.recorded', bookingId: row.bookingId, actorId, paymentId: row._id, kind: row.kind, method: row.method, reverses: row.reverses });
}

/** POST /api/admin/bookings/:id/payments, in its own transaction. */
export async function recordStaffPayment(db: Database, events: EventPublisher, bookingId: string, payment: RecordPayment, adminId: string): Promise<Payment> {
  const recorded = await db.transaction((tx) => recordPayment(tx, events, bookingId, payment, adminId));
  if (!recorded) throw new HttpError(500, MESSAGES.api.internal);
  return recorded;
}

/**
 * Takes a row of the ledger back (a mistake, a bounced transfer, a chargeback) by adding the row
 * that reverses it, with why as its reference; nothing is changed or deleted. A row is reversed
 * once, a reversal never; a payment whose reversal would leave more refunded than paid is refused.
 */
export async function reversePayment(tx: Queryable, events: EventPublisher, bookingId: string, paymentId: string, reason: string, recordedBy: string | null): Promise<Payment> {
  if (!(await repo.lockBookingMoney(tx, bookingId))) throw notFound(MESSAGES.api.bookingNotFound);
  const original = await repo.findPaymentOfBooking(tx, bookingId, paymentId);
  if (!original) throw notFound(MESSAGES.money.paymentNotFound);
  if (original.reverses) throw conflict(MESSAGES.money.reversalNotReversible);
  if (original.reversedBy) throw conflict(MESSAGES.money.alreadyReversed);
  let reversal: Payment | undefined;
  try {
    reversal = await repo.insertReversal(tx, original, reason, recordedBy);
  } catch (error) {
    if (pgErrorCode(error) === PG.checkViolation && pgConstraint(error) === 'bookings_refunds_within_paid') throw conflict(MESSAGES.money.reversalBelowRefunds);
    throw error;
  }
  // Only a reversal recorded at the same moment by someone else gets here (the booking is locked).
  if (!reversal) throw conflict(MESSAGES.money.alreadyReversed);
  await publishRecorded(tx, events, reversal, recordedBy);
  return reversal;
}

/** POST /api/admin/bookings/:id/payments/:paymentId/reverse, in its own transaction. */
export function reverseStaffPayment(db: Database, events: EventPublisher, bookingId: string, paymentId: string, reason: string, adminId: string): Promise<Payment> {
  return db.transaction((tx) => reversePayment(tx, events, bookingId, paymentId, reason, adminId));
}

/** A booking's ledger, oldest first (404 for no such booking). */
export async function listPayments(db: Queryable, bookingId: string): Promise<Payment[]> {
  if (!(await findBooking(db, bookingId))) throw notFound(MESSAGES.api.bookingNotFound);
  return repo.listPaymentsOfBooking(db, bookingId);
}

/** What a booking holds: paid net of refunds, in US dollars. */
function heldOf(booking: repo.BookingMoneyRow): number {
  return fromCents(Math.max(0, toCents(booking.paid_usd) - toCents(booking.refunded_usd)));
}

/**
 * The refund a cancellation at `now` gets by the booking's own tiers (`cancellationRefund`, the
 * function the cancel dialogs show it with), from the hours left before pickup on what was paid net
 * of refunds. Undefined for no such booking.
 */
export async function cancellationRefundOf(tx: Queryable, bookingId: string, now: number): Promise<CancellationRefund | undefined> {
  const booking = await repo.lockBookingMoney(tx, bookingId);
  if (!booking) return undefined;
  const terms = booking.terms as { quote?: { cancellation?: { hoursBefore: number; refundPercent: number }[] } } | null;
  const tiers = terms?.quote?.cancellation ?? DEFAULT_PRICING_POLICY.cancellationTiers;
  return cancellationRefund(tiers, new Date(booking.pickup_at).getTime(), heldOf(booking), now);
}

/**
 * As a booking is cancelled (the server's clock `now`): the refund its tiers promise, recorded as
 * due; an admin marks it paid by recording the refund.
 */
async function promiseRefundOnCancel(tx: Queryable, bookingId: string, now: number): Promise<void> {
  const refund = await cancellationRefundOf(tx, bookingId, now);
  if (refund) await setRefundPromise(tx, bookingId, refund.amount, fromCents(toCents(refund.held) - toCents(refund.amount)));
}

/**
 * The system cancelled a pending booking at its deposit deadline (decision 073): whatever part of
 * the deposit came in goes back in full; the cancellation tiers are for cancellations the
 * tourist chooses.
 */
async function promiseFullRefund(tx: Queryable, bookingId: string): Promise<void> {
  const booking = await repo.lockBookingMoney(tx, bookingId);
  if (booking) await setRefundPromise(tx, bookingId, heldOf(booking), 0);
}

/** A tourist who did not come to a transfer (decision 111): nothing comes back. */
async function promiseNoRefund(tx: Queryable, bookingId: string): Promise<void> {
  const booking = await repo.lockBookingMoney(tx, bookingId);
  if (booking) await setRefundPromise(tx, bookingId, 0, heldOf(booking));
}

/** Money's reactions to the bookings module's events (decision 092). */
export const moneyReactions: Subscriptions = {
  // Written before the e-mails that state it (the reactions run in the order apps/api/src/reactions.ts lists them).
  // A transfer's no-show reviewed by staff (decision 111): the tourist's keeps what was paid, a driver who never came gives it all back.
  'booking.cancelled': (tx, event) => {
    if (event.cause === 'depositDeadline' || event.cause === 'driverNeverArrived') return promiseFullRefund(tx, event.bookingId);
    if (event.cause === 'touristNoShow') return promiseNoRefund(tx, event.bookingId);
    return promiseRefundOnCancel(tx, event.bookingId, Date.parse(event.at));
  },
};

/** Statuses on which a driver records readings: the trip is confirmed or under way, or just done. */
const TRIP_STATUSES = new Set(['confirmed', 'picked_up', 'en_route', 'completed']);
/** Cash changes hands once the tourist has the vehicle. */
const UNDER_WAY_STATUSES = new Set(['picked_up', 'en_route', 'completed']);

async function lockTripFor(tx: Queryable, user: { id: string; role: Role }, bookingId: string) {
  const booking = await repo.lockBookingMoney(tx, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  if (!mayActForDriver(user, booking.driver_id)) throw forbidden(MESSAGES.api.notYourBooking);
  if (!TRIP_STATUSES.has(booking.status)) throw conflict(MESSAGES.money.onlyOnTrip);
  return booking;
}

/** The whole days a booking's readings may span (at least one). */
function tripDaysOf(terms: unknown): number {
  const days = (terms as { quote?: { days?: unknown } } | null)?.quote?.days;
  return typeof days === 'number' && days > 0 ? days : 1;
}

/**
 * The assigned driver (or an admin) records the odometer at pickup and at return. The extra
 * kilometres they give are charged on the booking once it is completed (its `extras`), so the
 * readings of a completed trip are the office's to correct, with a reason kept in the history; so
 * are readings that imply more than a plausible distance for the trip's days. A return reading
 * below the pickup reading is refused by the database.
 */
export async function recordOdometer(db: Database, user: { id: string; role: Role }, bookingId: string, readings: OdometerInput): Promise<void> {
  await db.transaction((tx) => recordOdometerIn(tx, user, bookingId, readings));
}

/** The readings in the caller's transaction (recordOdometer's rules): the handover and return forms record them with the step. */
export async function recordOdometerIn(tx: Queryable, user: { id: string; role: Role }, bookingId: string, readings: OdometerInput): Promise<void> {
  const M = MESSAGES.money;
  {
    const booking = await lockTripFor(tx, user, bookingId);
    const staff = user.role === 'admin';
    const before = { pickupKm: booking.odometer_start, returnKm: booking.odometer_end };
    const after = { pickupKm: readings.pickupKm ?? before.pickupKm, returnKm: readings.returnKm ?? before.returnKm };
    if (after.pickupKm !== null && after.returnKm !== null && after.returnKm < after.pickupKm) throw badRequest(M.odometerBackwards, [M.odometerBackwards]);
    const days = tripDaysOf(booking.terms);
    const km = after.pickupKm !== null && after.returnKm !== null ? after.returnKm - after.pickupKm : 0;
    const implausible = km > LIMITS.plausibleKmPerDay * days;
    const completed = booking.status === 'completed';
    if (!staff && completed) throw conflict(M.odometerFrozen);
    if (!staff && implausible) throw conflict(M.odometerImplausible(km, days));
    // Staff changing what the bill is made from say why; their change is in the booking's history.
    const correction = staff && (completed || implausible || before.pickupKm !== null || before.returnKm !== null);
    if (staff && (completed || implausible) && !readings.reason) throw badRequest(M.odometerReason, [M.odometerReason]);
    try {
      await setOdometer(tx, bookingId, readings);
    } catch (error) {
      if (pgErrorCode(error) === PG.checkViolation && pgConstraint(error) === 'bookings_odometer_forward') {
        throw badRequest(M.odometerBackwards, [M.odometerBackwards]);
      }
      throw error;
    }
    if (correction && (before.pickupKm !== after.pickupKm || before.returnKm !== after.returnKm)) {
      await insertOdometerEvent(tx, { bookingId, actorId: user.id, status: booking.status, reason: readings.reason ?? null, before, after });
    }
  }
}

/**
 * The assigned driver (or an admin) records the balance collected in cash, once the trip is under
 * way, up to what is still due (with the extra kilometres once both readings are in, as completing
 * will charge them). More than that is the office's to record, through the payments ledger.
 */
export async function recordDriverCash(db: Database, events: EventPublisher, user: { id: string; role: Role }, bookingId: string, cash: DriverCash): Promise<Payment> {
  const M = MESSAGES.money;
  const recorded = await db.transaction(async (tx) => {
    const trip = await lockTripFor(tx, user, bookingId);
    if (!UNDER_WAY_STATUSES.has(trip.status)) throw conflict(M.cashNotUnderWay);
    const booking = await bookingFor(tx, bookingId);
    const { policy } = await currentPolicy(tx);
    const { amountUsd } = inUsd(policy, cash.amount, cash.currency);
    // With both readings in, the driver collects the extra kilometres at the return, before completing.
    const due = booking.projected?.balanceDue ?? booking.paymentSummary.balanceDue;
    if (toCents(amountUsd) > toCents(due)) throw conflict(M.cashBeyondDue(formatPrice(due)));
    return recordPayment(tx, events, bookingId, { ...cash, kind: 'balance', method: 'cash' }, user.id);
  });
  if (!recorded) throw new HttpError(500, MESSAGES.api.internal);
  return recorded;
}

/** A booking as the API answers it, after a change made here. */
export async function bookingFor(db: Queryable, bookingId: string) {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  return booking;
}
