import type { Database } from '../../db/database';
import { lockBooking } from '../bookings';
import * as media from '../media';
import * as repo from './repo';

/*
 * Photos uploaded for a handover or return form that never named them (the phone took a photo
 * again, the form was left): they are the tourist's vehicle and face at a branch, kept for
 * nothing. The retention sweep removes them a day after their upload (decision 112); photos and
 * signatures a recorded form names stay with the booking. A photo taken after the booking's latest
 * form while the trip still waits for its next one (confirmed: the handover; under way: the return)
 * stays until that form is recorded: a driver's phone may keep the form offline with the ids of
 * photos it sent before the signal went (decision 113), and sends it when the network returns.
 */

const WAITING_FOR_A_FORM = new Set(['confirmed', 'picked_up', 'en_route']);

const PAGE = 500;
export const UNATTACHED_PHOTO_HOURS = 24;

/**
 * Removes the inspection photos no form of their booking names, uploaded more than `hours` before
 * `now` (the app's clock); answers their ids (never their contents). Each booking is locked while
 * its files are checked, as a form naming them is recorded under the same lock.
 */
export async function removeUnattachedInspectionPhotos(db: Database, opts: { now: number; store: media.MediaStore; hours?: number }): Promise<{ photoIds: string[] }> {
  const before = new Date(opts.now - (opts.hours ?? UNATTACHED_PHOTO_HOURS) * 3600_000);
  const photoIds: string[] = [];
  let afterId: string | null = null;
  for (;;) {
    const page = await media.privateFilesMadeBefore(db, 'booking_inspection', before, { afterId, limit: PAGE });
    if (page.length === 0) break;
    afterId = page.at(-1)!.id;
    const byBooking = new Map<string, typeof page>();
    for (const file of page) byBooking.set(file.ownerId, [...(byBooking.get(file.ownerId) ?? []), file]);
    for (const [bookingId, files] of byBooking) {
      await db.transaction(async (tx) => {
        // A booking that is gone took its forms with it: its files are named by nothing.
        const booking = await lockBooking(tx, bookingId);
        const named = booking ? await repo.filesNamedByForms(tx, bookingId) : new Set<string>();
        const waiting = booking && WAITING_FOR_A_FORM.has(booking.status);
        const latestForm = waiting ? await repo.latestFormAt(tx, bookingId) : null;
        for (const file of files) {
          if (named.has(file.id)) continue;
          if (waiting && (!latestForm || new Date(file.createdAt) > latestForm)) continue;
          await media.removePrivateFile(tx, file.id, opts.store);
          photoIds.push(file.id);
        }
      });
    }
    if (page.length < PAGE) break;
  }
  return { photoIds };
}
