import { RETENTION } from '@app/shared';
import type { Database } from '../../db/database';
import { forgetContactOfTripsEndedBefore } from '../bookings';
import { deleteMessagesBefore } from '../contact';
import { deleteMailNoLongerKept } from '../notifications';

/** How many of each were forgotten in one sweep. */
export interface RetentionResult {
  contactMessages: number;
  bookings: number;
  emails: number;
}

/** Bookings forgotten per transaction: a first sweep over years of history goes in small steps. */
const BATCH = 500;

function yearsBefore(now: number, years: number): Date {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
}

/**
 * Carries out the privacy page's "How long we keep it" (decision 104): contact messages go after
 * two years; six years after a trip its booking keeps its dates and amounts (the accounts) but not
 * its booker's contact details and requests, and the e-mails about it go, as do other e-mails six
 * years after they were sent.
 */
export async function forgetWhatIsNoLongerKept(db: Database, now: number): Promise<RetentionResult> {
  const result: RetentionResult = { contactMessages: 0, bookings: 0, emails: 0 };
  const tripCutoff = yearsBefore(now, RETENTION.bookingYearsAfterTrip);
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ids = await forgetContactOfTripsEndedBefore(tx, tripCutoff, BATCH);
      result.emails += await deleteMailNoLongerKept(tx, ids, tripCutoff);
      return ids.length;
    });
    result.bookings += batch;
    if (batch < BATCH) break;
  }
  result.contactMessages = await deleteMessagesBefore(db, yearsBefore(now, RETENTION.contactMessageYears));
  return result;
}
