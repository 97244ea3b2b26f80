import { RETENTION } from '@app/shared';
import type { Database } from '../../db/database';
import { forgetContactOfTripsEndedBefore } from '../bookings';
import { deleteMessagesBefore } from '../contact';
import { removeDocumentFilesAfterTrips } from '../documents';
import { removeUnattachedInspectionPhotos } from '../handovers';
import { forgetOldActionKeys } from '../idempotency';
import { databaseStore, type MediaStore } from '../media';
import { deleteMailNoLongerKept } from '../notifications';

/** How many of each were forgotten in one sweep. */
export interface RetentionResult {
  contactMessages: number;
  bookings: number;
  emails: number;
  /** Documents whose files went (decision 107): how many, and their ids (never their contents). */
  documents: number;
  documentIds: string[];
  /** Inspection photos no handover or return form named, a day after their upload (decision 112): how many, and their ids. */
  inspectionPhotos: number;
  inspectionPhotoIds: string[];
  /** Idempotency-Keys of drivers' changes older than RETENTION.actionKeyDays (decision 113). */
  actionKeys: number;
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
 * years after they were sent. A self-drive tourist's documents lose their files a set number of
 * days after the trip (decision 107), keeping who checked them when. Photos taken for a handover
 * or return form that never named them go a day after their upload (decision 112). The
 * Idempotency-Keys of drivers' changes go after a week (decision 113).
 */
export async function forgetWhatIsNoLongerKept(
  db: Database,
  now: number,
  opts: { mediaStore?: MediaStore; documentDaysAfterTrip?: number } = {},
): Promise<RetentionResult> {
  const result: RetentionResult = { contactMessages: 0, bookings: 0, emails: 0, documents: 0, documentIds: [], inspectionPhotos: 0, inspectionPhotoIds: [], actionKeys: 0 };
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
  const removed = await removeDocumentFilesAfterTrips(db, {
    now,
    days: opts.documentDaysAfterTrip ?? RETENTION.documentDaysAfterTrip,
    store: opts.mediaStore ?? databaseStore,
  });
  result.documents = removed.documentIds.length;
  result.documentIds = removed.documentIds;
  const unattached = await removeUnattachedInspectionPhotos(db, { now, store: opts.mediaStore ?? databaseStore });
  result.inspectionPhotos = unattached.photoIds.length;
  result.inspectionPhotoIds = unattached.photoIds;
  result.actionKeys = await forgetOldActionKeys(db, now);
  return result;
}
