import {
  DEFAULT_PRICING_POLICY,
  MESSAGES,
  convertToUsd,
  fromCents,
  toCents,
  labeledQuote,
  quoteTrip,
  refundAmount,
  refundPercentAt,
  mayActForDriver,
  type DriverCash,
  type OdometerInput,
  type Payment,
  type PricingPolicy,
  type PricingPolicyInput,
  type QuoteDto,
  type QuoteRequest,
  type RecordPayment,
  type Role,
} from '@app/shared';
import type { Database, Queryable } from '../../db/database';
import { HttpError, PG, badRequest, conflict, forbidden, notFound, pgConstraint, pgErrorCode } from '../../lib/errors';
import { findVehicle } from '../vehicles/repo';
import { findBooking } from '../bookings/repo';
import * as repo from './repo';

/** The policy new bookings are made under, and when an admin saved it (null: the default). */
export async function currentPolicy(db: Queryable): Promise<{ policy: PricingPolicy; updatedAt: string | null }> {
  const row = await repo.latestPolicy(db);
  return row ? { policy: row.policy, updatedAt: new Date(row.created_at).toISOString() } : { policy: DEFAULT_PRICING_POLICY, updatedAt: null };
}

/**
 * Saves a new version of the policy (the old ones are kept). A currency keeps the date its rate
 * was set unless this save changes the rate. Existing bookings keep the terms they were made under.
 */
export async function savePolicy(db: Database, input: PricingPolicyInput & { cancellationTiers: PricingPolicy['cancellationTiers'] }, adminId: string, now: number) {
  return db.transaction(async (tx) => {
    const { policy: previous } = await currentPolicy(tx);
    const setAt = new Date(now).toISOString();
    const policy: PricingPolicy = {
      driverPerDay: input.driverPerDay,
      depositPercent: input.depositPercent,
      includedKmPerDay: { ...input.includedKmPerDay },
      extraKmRate: input.extraKmRate,
      driverNightAllowance: input.driverNightAllowance,
      cancellationTiers: input.cancellationTiers.map((t) => ({ hoursBefore: t.hoursBefore, refundPercent: t.refundPercent })),
      currencies: input.currencies.map(({ code, perUsd }) => {
        const before = previous.currencies.find((c) => c.code === code);
        return { code, perUsd, setAt: before && before.perUsd === perUsd ? before.setAt : setAt };
      }),
    };
    const row = await repo.insertPolicy(tx, policy, adminId);
    return { ...row.policy, updatedAt: new Date(row.created_at).toISOString() };
  });
}

/** POST /api/bookings/quote: a trip's lines and terms under the current policy, as the booking would get them. */
export async function quoteFor(db: Queryable, request: QuoteRequest): Promise<QuoteDto> {
  const vehicle = await findVehicle(db, request.vehicleId);
  if (!vehicle) throw notFound(MESSAGES.api.vehicleNotFound);
  const { policy } = await currentPolicy(db);
  return labeledQuote(quoteTrip({ ...request, perDay: vehicle.pricingDetails.perDay }, policy));
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
  bookingId: string,
  payment: RecordPayment & { providerPaymentId?: string },
  recordedBy: string | null,
): Promise<Payment | undefined> {
  const booking = await repo.lockBookingMoney(tx, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  if (booking.status === 'cancelled' && payment.kind !== 'refund') throw conflict(MESSAGES.money.onlyRefundWhenCancelled);
  const { policy } = await currentPolicy(tx);
  const { rateToUsd, amountUsd } = inUsd(policy, payment.amount, payment.currency);
  if (amountUsd <= 0) throw badRequest(MESSAGES.money.numberRange(MESSAGES.fields.amount, 0.01, 10_000_000));
  try {
    return await repo.insertPayment(tx, {
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
}

/** POST /api/admin/bookings/:id/payments, in its own transaction. */
export async function recordStaffPayment(db: Database, bookingId: string, payment: RecordPayment, adminId: string): Promise<Payment> {
  const recorded = await db.transaction((tx) => recordPayment(tx, bookingId, payment, adminId));
  if (!recorded) throw new HttpError(500, MESSAGES.api.internal);
  return recorded;
}

/**
 * Takes a row of the ledger back (a mistake, a bounced transfer, a chargeback) by adding the row
 * that reverses it, with why as its reference; nothing is changed or deleted. A row is reversed
 * once, a reversal never; a payment whose reversal would leave more refunded than paid is refused.
 */
export async function reversePayment(tx: Queryable, bookingId: string, paymentId: string, reason: string, recordedBy: string | null): Promise<Payment> {
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
  return reversal;
}

/** POST /api/admin/bookings/:id/payments/:paymentId/reverse, in its own transaction. */
export function reverseStaffPayment(db: Database, bookingId: string, paymentId: string, reason: string, adminId: string): Promise<Payment> {
  return db.transaction((tx) => reversePayment(tx, bookingId, paymentId, reason, adminId));
}

/** A booking's ledger, oldest first (404 for no such booking). */
export async function listPayments(db: Queryable, bookingId: string): Promise<Payment[]> {
  if (!(await findBooking(db, bookingId))) throw notFound(MESSAGES.api.bookingNotFound);
  return repo.listPaymentsOfBooking(db, bookingId);
}

/**
 * As a booking is cancelled: the refund its own tiers promise, from the hours left before pickup
 * (Sri Lanka time, `now` the server's clock) on what was paid net of refunds. Recorded as due;
 * an admin marks it paid by recording the refund.
 */
export async function promiseRefundOnCancel(tx: Queryable, bookingId: string, pickupAt: Date, now: number): Promise<number> {
  const booking = await repo.lockBookingMoney(tx, bookingId);
  if (!booking) return 0;
  const terms = booking.terms as { quote?: { cancellation?: { hoursBefore: number; refundPercent: number }[] } } | null;
  const tiers = terms?.quote?.cancellation ?? DEFAULT_PRICING_POLICY.cancellationTiers;
  const hoursBefore = (pickupAt.getTime() - now) / 3_600_000;
  const due = refundAmount(Math.max(0, booking.paid_usd - booking.refunded_usd), refundPercentAt(tiers, hoursBefore));
  await repo.setRefundDue(tx, bookingId, due);
  return due;
}

/**
 * The system cancelled a pending booking at its deposit deadline (decision 073): whatever part of
 * the deposit came in goes back in full; the cancellation tiers are for cancellations the
 * tourist chooses.
 */
export async function promiseFullRefund(tx: Queryable, bookingId: string): Promise<number> {
  const booking = await repo.lockBookingMoney(tx, bookingId);
  if (!booking) return 0;
  const due = fromCents(Math.max(0, toCents(booking.paid_usd) - toCents(booking.refunded_usd)));
  await repo.setRefundDue(tx, bookingId, due);
  return due;
}

/** Statuses on which a driver records readings and cash: the trip is confirmed or under way, or just done. */
const TRIP_STATUSES = new Set(['confirmed', 'picked_up', 'en_route', 'completed']);

async function lockTripFor(tx: Queryable, user: { id: string; role: Role }, bookingId: string) {
  const booking = await repo.lockBookingMoney(tx, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  if (!mayActForDriver(user, booking.driver_id)) throw forbidden(MESSAGES.api.notYourBooking);
  if (!TRIP_STATUSES.has(booking.status)) throw conflict(MESSAGES.money.onlyOnTrip);
  return booking;
}

/**
 * The assigned driver (or an admin) records the odometer at pickup and at return. The extra
 * kilometres they give are charged on the booking once it is completed (its `extras`).
 */
export async function recordOdometer(db: Database, user: { id: string; role: Role }, bookingId: string, readings: OdometerInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTripFor(tx, user, bookingId);
    try {
      await repo.setOdometer(tx, bookingId, readings);
    } catch (error) {
      if (pgErrorCode(error) === PG.checkViolation && pgConstraint(error) === 'bookings_odometer_forward') {
        throw badRequest(MESSAGES.money.odometerBackwards, [MESSAGES.money.odometerBackwards]);
      }
      throw error;
    }
  });
}

/** The assigned driver (or an admin) records the balance collected in cash at pickup. */
export async function recordDriverCash(db: Database, user: { id: string; role: Role }, bookingId: string, cash: DriverCash): Promise<Payment> {
  const recorded = await db.transaction(async (tx) => {
    await lockTripFor(tx, user, bookingId);
    return recordPayment(tx, bookingId, { ...cash, kind: 'balance', method: 'cash' }, user.id);
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
