import { MESSAGES } from '@app/shared';
import type { PendingBookingLimits } from '../../config';
import type { Queryable } from '../../db/database';
import { conflict } from '../../lib/errors';
import * as repo from './repo';

/*
 * Decision 073: how far bookings nobody has paid for may hold the fleet. An account holds a few
 * open unpaid pending bookings at most (more once it has completed a trip with us), and a pending
 * booking that asks for a deposit is cancelled by the system when the deposit is not paid in time.
 */

const HOUR_MS = 3_600_000;

/**
 * When a new pending booking is cancelled unless its deposit is paid, and when its tourist is
 * reminded: `depositHours` from now, never after pickup (a pending booking cannot be picked up,
 * so holding it past pickup holds the vehicle for nobody). No deposit asked: it never expires.
 * The reminder goes `reminderHours` before the deadline, or not at all when the window is
 * shorter than that (the booking e-mail already names the deadline).
 */
export function depositWindow(now: number, pickupAt: number, depositDue: number, limits: PendingBookingLimits): { deadline: number; remindAt: number | null } | null {
  if (!(depositDue > 0)) return null;
  const deadline = Math.min(now + limits.depositHours * HOUR_MS, pickupAt);
  const remindAt = deadline - limits.reminderHours * HOUR_MS;
  return { deadline, remindAt: limits.reminderHours > 0 && remindAt > now ? remindAt : null };
}

/**
 * Refuses a booking (409) when the account already holds as many open unpaid pending bookings as
 * it may. Takes the account's booking lock first, so parallel requests of one account are
 * counted one after another and cannot all slip under the bound.
 */
export async function assertMayHoldAnother(tx: Queryable, userId: string, limits: PendingBookingLimits): Promise<void> {
  await repo.lockAccountForBooking(tx, userId);
  const { open, returning } = await repo.openPendingOf(tx, userId);
  const max = returning ? limits.maxOpenReturning : limits.maxOpen;
  if (open >= max) throw conflict(MESSAGES.booking.tooManyPending(max));
}
