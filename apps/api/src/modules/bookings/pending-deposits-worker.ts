import type { Database, Queryable } from '../../db/database';
import type { EventPublisher } from '../events';
import { startPollLoop } from '../../lib/poll-loop';
import * as repo from './repo';

/*
 * Decision 073: a pending booking whose deposit is not paid is cancelled by the system at its
 * deadline, and its tourist is reminded a few hours before. Safe with any number of API
 * processes: each round locks its bookings with SKIP LOCKED and re-checks them as it locks, and
 * the change and its e-mail are one transaction, so each booking expires once, each reminder is
 * queued once, and a deposit paid before the deadline stops the expiry.
 */

export interface SweepResult {
  expired: number;
  reminded: number;
}

/** Runs `round` in its own transaction until it handles less than a full batch. */
async function inBatches(db: Database, batch: number, round: (tx: Queryable) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await db.transaction(round);
    total += handled;
    if (handled < batch) return total;
  }
}

/** Expires the overdue unpaid pending bookings and queues the due reminders, as of `now`. */
export async function sweepPendingDeposits(db: Database, opts: { now: number; events: EventPublisher; batchSize?: number }): Promise<SweepResult> {
  const batch = opts.batchSize ?? 50;
  const at = new Date(opts.now).toISOString();
  // Expiries first: a booking past its deadline gets the notice, not a late reminder.
  const expired = await inBatches(db, batch, async (tx) => {
    const due = await repo.lockOverdueDeposits(tx, at, batch);
    for (const { id, pickup_at } of due) {
      await repo.expireBooking(tx, id, at);
      await opts.events.publish(tx, { type: 'booking.cancelled', bookingId: id, actorId: null, from: 'pending', cause: 'depositDeadline', pickupAt: new Date(pickup_at).toISOString(), at });
    }
    return due.length;
  });
  const reminded = await inBatches(db, batch, async (tx) => {
    const due = await repo.claimDueDepositReminders(tx, at, batch);
    for (const { id } of due) await opts.events.publish(tx, { type: 'booking.depositReminderDue', bookingId: id, actorId: null });
    return due.length;
  });
  return { expired, reminded };
}

/** Calls `sweep` every `pollMs` until stopped; returns the stop function (awaits the current round). */
export function startPendingDepositSweeper(sweep: () => Promise<unknown>, opts: { pollMs: number; onError?: (error: unknown) => void }): () => Promise<void> {
  return startPollLoop(sweep, opts);
}
