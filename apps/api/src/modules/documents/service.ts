import crypto from 'node:crypto';
import { MESSAGES, type Booking } from '@app/shared';
import { DOCUMENT_KINDS, DOCUMENT_LIMITS, DOCUMENT_MESSAGES, missingDocuments, type BookingDocument, type BookingDocuments, type DocumentKind } from '@app/shared/documents';
import type { Database, Queryable } from '../../db/database';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import type { LinkSigner } from '../../lib/signed-links';
import { findBooking, lockBooking, selfDriveTripsStartingBetween, tripsEndedBefore } from '../bookings';
import { bookerOf } from '../booking-mails';
import * as media from '../media';
import { documentRejectedMail, documentsMissingMail, enqueue, type BookingMailLinks } from '../notifications';
import type { UserRow } from '../users';
import * as repo from './repo';

/*
 * A self-drive tourist's documents before arrival (issue 33, decision 107). The booker sends each
 * kind (a picture or a PDF, checked by the media module), staff verify or reject it with a reason
 * (the tourist is e-mailed), and the files go a set number of days after the trip, leaving who
 * checked each one and when. Only the booker and staff read them; the files are answered under
 * short-lived signed addresses, never under the session's token.
 */

const D = DOCUMENT_MESSAGES;

export interface DocumentContext {
  store: media.MediaStore;
  links: LinkSigner;
  /** Now, in epoch ms (the app's clock). */
  now: number;
  /** The site's address: file links are absolute, as pictures' are (decision 076). */
  publicUrl: string;
  keptDaysAfterTrip: number;
}

/** Where a document's file is answered; the token is the rest of the path. */
export const DOCUMENT_FILES_PATH = '/api/document-files/';

const isOpen = (status: string) => status === 'pending' || status === 'confirmed';
const isStaff = (user: UserRow) => user.role === 'admin';

function toDocument(row: repo.DocumentRow, ctx: DocumentContext): BookingDocument {
  const expires = ctx.now + DOCUMENT_LIMITS.linkMinutes * 60_000;
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    contentType: row.content_type,
    uploadedAt: row.uploaded_at.toISOString(),
    reviewedBy: row.reviewed_by ? { _id: row.reviewed_by, username: row.reviewer_name ?? '' } : null,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    url: row.file_id ? `${ctx.publicUrl}${DOCUMENT_FILES_PATH}${ctx.links.sign(row.id, row.file_id, expires)}` : null,
  };
}

async function answer(db: Queryable, booking: Pick<Booking, '_id' | 'driverOption'>, ctx: DocumentContext): Promise<BookingDocuments> {
  const rows = booking.driverOption === 'selfDrive' ? await repo.listDocuments(db, booking._id) : [];
  const plan = await repo.findPlan(db, booking._id);
  const documents = rows.map((row) => toDocument(row, ctx));
  return {
    bookingId: booking._id,
    permitAtCounter: plan.permit_at_counter,
    documents,
    missing: booking.driverOption === 'selfDrive' ? missingDocuments(documents, plan.permit_at_counter) : [],
    keptDaysAfterTrip: ctx.keptDaysAfterTrip,
  };
}

async function readableBooking(db: Queryable, user: UserRow, bookingId: string): Promise<Booking> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  if (!isStaff(user) && booking.userId._id !== user.id) throw forbidden(MESSAGES.api.notYourOwnBooking);
  return booking;
}

/** The booking's documents, for its booker and staff (403 for anyone else). */
export async function documentsOf(db: Database, user: UserRow, bookingId: string, ctx: DocumentContext): Promise<BookingDocuments> {
  return answer(db, await readableBooking(db, user, bookingId), ctx);
}

/** The booker's own open self-drive booking, locked: 403, 409 otherwise. */
async function bookersOpenSelfDrive(tx: Queryable, user: UserRow, bookingId: string) {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  if (booking.user_id !== user.id) throw forbidden(MESSAGES.api.notYourOwnBooking);
  if (booking.driver_option !== 'selfDrive') throw conflict(D.selfDriveOnly);
  if (!isOpen(booking.status)) throw conflict(D.notOpen);
  return booking;
}

/**
 * The booker sends a document of a kind: it replaces the one there unless staff verified it
 * (409). The booking is checked before the file is (no picture work for a refused request), and
 * again under its lock.
 */
export async function uploadDocument(db: Database, user: UserRow, bookingId: string, kind: DocumentKind, bytes: Buffer, ctx: DocumentContext): Promise<BookingDocuments> {
  await db.transaction((tx) => bookersOpenSelfDrive(tx, user, bookingId));
  const prepared = await media.preparePrivateFile(bytes);
  await db.transaction(async (tx) => {
    await bookersOpenSelfDrive(tx, user, bookingId);
    const existing = await repo.findDocumentOfKind(tx, bookingId, kind);
    if (existing?.status === 'verified') throw conflict(D.alreadyVerified);
    const id = existing?.id ?? crypto.randomUUID();
    if (existing?.file_id) await media.removePrivateFile(tx, existing.file_id, ctx.store);
    const fileId = await media.addPrivateFile(tx, { kind: 'booking_document', id }, prepared, ctx.store);
    await repo.putDocument(tx, { id, bookingId, kind, fileId, contentType: prepared.contentType, uploadedBy: user.id, at: new Date(ctx.now).toISOString() });
  });
  return documentsOf(db, user, bookingId, ctx);
}

/** The booker says they get the Sri Lankan permit at the airport counter (or no longer). */
export async function setPermitAtCounter(db: Database, user: UserRow, bookingId: string, atCounter: boolean, ctx: DocumentContext): Promise<BookingDocuments> {
  await db.transaction(async (tx) => {
    await bookersOpenSelfDrive(tx, user, bookingId);
    await repo.setPermitAtCounter(tx, bookingId, atCounter);
  });
  return documentsOf(db, user, bookingId, ctx);
}

/** Staff verify or reject a document; a rejection e-mails the tourist the reason (never the document). */
export async function reviewDocument(
  db: Database,
  admin: UserRow,
  bookingId: string,
  documentId: string,
  review: { status: 'verified' | 'rejected'; reason: string },
  ctx: DocumentContext & { mailLinks: BookingMailLinks },
): Promise<BookingDocuments> {
  if (!isId(documentId)) throw notFound(D.documentNotFound);
  await db.transaction(async (tx) => {
    if (!(await lockBooking(tx, bookingId))) throw notFound(MESSAGES.api.bookingNotFound);
    const doc = await repo.findDocument(tx, documentId.toLowerCase(), { lock: true });
    if (!doc || doc.booking_id !== bookingId) throw notFound(D.documentNotFound);
    if (!doc.file_id) throw conflict(D.fileGone);
    const reason = review.status === 'rejected' ? review.reason : null;
    await repo.reviewDocument(tx, doc.id, { status: review.status, reason, by: admin.id, at: new Date(ctx.now).toISOString() });
    if (review.status === 'rejected') {
      const booking = (await findBooking(tx, bookingId))!;
      await enqueue(tx, bookingId, [documentRejectedMail(booking, await bookerOf(tx, booking), ctx.mailLinks, doc.kind, review.reason)]);
    }
  });
  return documentsOf(db, admin, bookingId, ctx);
}

/**
 * A document's file for whoever holds its signed link: undefined (a 404 alike for every reason)
 * when the token is not ours, has expired, or names a file replaced or deleted since.
 */
export async function documentFile(db: Database, token: string, ctx: Pick<DocumentContext, 'store' | 'links' | 'now'>): Promise<(media.PrivateFile & { kind: DocumentKind }) | undefined> {
  const id = ctx.links.idOf(token);
  if (!id || !isId(id)) return undefined;
  const doc = await repo.findDocument(db, id);
  if (!doc?.file_id || !ctx.links.verify(token, doc.file_id, ctx.now)) return undefined;
  const file = await media.privateFile(db, doc.file_id, ctx.store);
  if (!file || file.owner.kind !== 'booking_document' || file.owner.id !== doc.id) return undefined;
  return { ...file, kind: doc.kind };
}

/**
 * Reminds each tourist of an open self-drive trip starting within the reminder's days whose
 * documents are still missing, once (a claim any number of processes may race for); the e-mail
 * goes in the claim's transaction.
 */
export async function remindMissingDocuments(db: Database, opts: { now: number; mailLinks: BookingMailLinks }): Promise<number> {
  const from = new Date(opts.now).toISOString();
  const until = new Date(opts.now + DOCUMENT_LIMITS.reminderDaysBeforePickup * 24 * 3600_000).toISOString();
  const ids = await selfDriveTripsStartingBetween(db, from, until, 1000);
  const reminded = await repo.remindedAmong(db, ids);
  let sent = 0;
  for (const id of ids) {
    if (reminded.has(id)) continue;
    sent += await db.transaction(async (tx) => {
      const booking = await findBooking(tx, id);
      if (!booking) return 0;
      const plan = await repo.findPlan(tx, id);
      const missing = missingDocuments(await repo.listDocuments(tx, id), plan.permit_at_counter);
      if (missing.length === 0 || !(await repo.claimReminder(tx, id, from))) return 0;
      await enqueue(tx, id, [documentsMissingMail(booking, await bookerOf(tx, booking), opts.mailLinks, missing)]);
      return 1;
    });
  }
  return sent;
}

/** What the retention sweep removed: the documents whose files went, by id (no contents). */
export interface RemovedDocuments {
  documentIds: string[];
}

/**
 * Deletes the files of documents whose trip ended more than `days` before `now` (the retention
 * sweep, decision 104): each document keeps its kind, status and who checked it when.
 */
export async function removeDocumentFilesAfterTrips(db: Database, opts: { now: number; days: number; store: media.MediaStore }): Promise<RemovedDocuments> {
  const cutoff = new Date(opts.now - opts.days * 24 * 3600_000).toISOString();
  const holding = await repo.bookingsHoldingFiles(db);
  const ended = await tripsEndedBefore(db, holding, cutoff);
  const documentIds: string[] = [];
  for (let i = 0; i < ended.length; i += 100) {
    const batch = ended.slice(i, i + 100);
    await db.transaction(async (tx) => {
      for (const doc of await repo.filesOfBookings(tx, batch)) {
        await media.removePrivateFile(tx, doc.file_id, opts.store);
        await repo.markFileRemoved(tx, doc.id, new Date(opts.now).toISOString());
        documentIds.push(doc.id);
      }
    });
  }
  return { documentIds };
}

/**
 * What a self-drive handover waits for (decision 112): each needed kind not verified by staff
 * (the permit not when the tourist gets it at the airport counter: staff then see it at the
 * handover), and whether the permit is the counter's.
 */
export async function documentsBlockingHandover(db: Queryable, bookingId: string): Promise<{ unverified: DocumentKind[]; permitAtCounter: boolean }> {
  const plan = await repo.findPlan(db, bookingId);
  const rows = await repo.listDocuments(db, bookingId);
  const unverified = DOCUMENT_KINDS.filter((kind) => {
    if (kind === 'permit' && plan.permit_at_counter) return false;
    return rows.find((d) => d.kind === kind)?.status !== 'verified';
  });
  return { unverified, permitAtCounter: plan.permit_at_counter };
}
