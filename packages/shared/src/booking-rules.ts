import type { BookingStatus } from './booking-status';
import { addDays, colomboToday, formatColomboDateTime, isValidDateString, localDateTimeToEpochMs } from './datetime';
import { MESSAGES } from './messages';

/**
 * Limits that keep one account from holding the fleet: how long one rental may last and how far
 * ahead a pickup may be. The server reads them from its configuration (MAX_RENTAL_DAYS,
 * BOOKING_HORIZON_DAYS) and publishes them at GET /api/booking-rules, so the booking form shows
 * the same limits it will be held to.
 */
export interface BookingRules {
  maxRentalDays: number;
  bookingHorizonDays: number;
}

export const DEFAULT_BOOKING_RULES: BookingRules = { maxRentalDays: 90, bookingHorizonDays: 730 };

/** A driver may mark a trip picked up (and then en route) from this many hours before its booked pickup. */
export const PICKUP_EARLY_HOURS = 12;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface BookingTimes {
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
}

export interface BookingIssue {
  path: 'pickupDate' | 'pickupTime' | 'returnDate' | 'numTourists';
  message: string;
}

/** The last pickup date bookable today (Sri Lanka time). */
export function lastPickupDate(rules: BookingRules, now = Date.now()): string {
  return addDays(colomboToday(new Date(now)), rules.bookingHorizonDays);
}

/** The last return date of a rental picked up on `pickupDate` (its time must not pass the pickup time). */
export function lastReturnDate(pickupDate: string, rules: BookingRules): string {
  return addDays(pickupDate, rules.maxRentalDays);
}

/**
 * What the booking rules say about a booking request, now: a pickup already past (a day gone, or
 * a time earlier today), a pickup beyond the horizon, a rental longer than allowed, more tourists
 * than the vehicle seats. The booking form and the server ask the same function.
 */
export function bookingRuleIssues(
  b: BookingTimes & { numTourists?: number },
  ctx: { rules: BookingRules; now: number; seats?: number },
): BookingIssue[] {
  const issues: BookingIssue[] = [];
  const B = MESSAGES.booking;
  const today = colomboToday(new Date(ctx.now));
  const start = localDateTimeToEpochMs(b.pickupDate, b.pickupTime);
  const end = localDateTimeToEpochMs(b.returnDate, b.returnTime);
  if (isValidDateString(b.pickupDate)) {
    if (b.pickupDate < today) issues.push({ path: 'pickupDate', message: B.pickupInPast });
    else if (start !== null && start < ctx.now) issues.push({ path: 'pickupTime', message: B.pickupTimeInPast });
    const lastDate = lastPickupDate(ctx.rules, ctx.now);
    if (b.pickupDate > lastDate) issues.push({ path: 'pickupDate', message: B.pickupTooFar(ctx.rules.bookingHorizonDays, lastDate) });
  }
  if (start !== null && end !== null && end > start && Math.ceil((end - start) / DAY_MS) > ctx.rules.maxRentalDays) {
    issues.push({ path: 'returnDate', message: B.rentalTooLong(ctx.rules.maxRentalDays) });
  }
  if (ctx.seats !== undefined && b.numTourists !== undefined && b.numTourists > ctx.seats) {
    issues.push({ path: 'numTourists', message: B.tooManyTourists(ctx.seats) });
  }
  return issues;
}

/** The trip steps a driver takes, as a sentence names them. */
const STEP_NAMES: Partial<Record<BookingStatus, string>> = { picked_up: 'picked up', en_route: 'en route', completed: 'completed' };

/**
 * The earliest moment (epoch ms) a trip may move to `to`: picked up (and en route) from
 * PICKUP_EARLY_HOURS before the booked pickup, completed not before the pickup itself. Without
 * this, a trip months ahead could be "completed" today and free its vehicle for a second booking.
 */
export function tripStepOpensAt(to: BookingStatus, pickupDate: string, pickupTime: string): number | null {
  const pickup = localDateTimeToEpochMs(pickupDate, pickupTime);
  if (pickup === null) return null;
  if (to === 'picked_up' || to === 'en_route') return pickup - PICKUP_EARLY_HOURS * HOUR_MS;
  if (to === 'completed') return pickup;
  return null;
}

/** Why the trip cannot move to `to` yet, or null when it may. */
export function tripStepTooEarly(to: BookingStatus, b: { pickupDate: string; pickupTime: string }, now: number): string | null {
  const opensAt = tripStepOpensAt(to, b.pickupDate, b.pickupTime);
  if (opensAt === null || now >= opensAt) return null;
  return MESSAGES.api.tripStepTooEarly(STEP_NAMES[to] ?? to, formatColomboDateTime(opensAt));
}
