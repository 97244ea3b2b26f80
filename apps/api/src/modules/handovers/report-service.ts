import { DEFAULT_UI_LANGUAGE, MESSAGES, isUiLanguage, type Booking, type UiLanguage } from '@app/shared';
import { HANDOVER_MESSAGES, VEHICLE_SIDES, type BookingInspections } from '@app/shared/handovers';
import type { Queryable } from '../../db/database';
import { notFound } from '../../lib/errors';
import { findBooking } from '../bookings';
import * as media from '../media';
import { findUserById } from '../users';
import { conditionReportFileName, renderConditionReport } from './report';
import { inspectionsOf, inspectionsOfBooking } from './service';

/*
 * The condition report (decision 112): for its booker, its assigned driver and staff (as the
 * inspections are), and attached to the e-mail after each step. Always in the tourist's language:
 * both sides signed the same document, whoever downloads it.
 */

export interface ReportFile {
  filename: string;
  content: Buffer;
}

/** How wide (pixels) the pictures go into the PDF: enough to see a scratch on paper, small enough to mail. */
const WIDTHS = { side: 480, damage: 300, signature: 400 } as const;

/** The tourist's language: their account's choice, else their browser's, else English (as the final receipt). */
async function touristLanguage(db: Queryable, booking: Booking): Promise<UiLanguage> {
  const account = await findUserById(db, booking.userId._id);
  const chosen = account?.preferred_language ?? account?.browser_language;
  return isUiLanguage(chosen) ? chosen : DEFAULT_UI_LANGUAGE;
}

/** The pictures of both steps as small JPEGs, one at a time (a report holds at most some thirty). */
async function picturesOf(db: Queryable, inspections: BookingInspections, store: media.MediaStore): Promise<Map<string, Buffer>> {
  const wanted: [string, number][] = [];
  for (const record of [inspections.handover, inspections.return]) {
    if (!record) continue;
    for (const side of VEHICLE_SIDES) wanted.push([record.photos[side], WIDTHS.side]);
    for (const id of record.damagePhotos) wanted.push([id, WIDTHS.damage]);
    wanted.push([record.signatureFileId, WIDTHS.signature]);
  }
  const pictures = new Map<string, Buffer>();
  for (const [id, width] of wanted) {
    if (pictures.has(id)) continue;
    const jpeg = await media.privatePictureForPrint(db, id, store, width);
    if (jpeg) pictures.set(id, jpeg);
  }
  return pictures;
}

async function render(db: Queryable, booking: Booking, inspections: BookingInspections, store: media.MediaStore, now: number): Promise<ReportFile> {
  const [lang, pictures] = [await touristLanguage(db, booking), await picturesOf(db, inspections, store)];
  const content = await renderConditionReport({ booking, inspections, pictures, lang, issuedAt: now });
  return { filename: conditionReportFileName(booking._id), content };
}

/**
 * GET /api/bookings/:id/condition-report.pdf: 404 for no such booking, 403 for anyone but its
 * booker, its assigned driver and staff (as the inspections), then 404 with a sentence of its own
 * until the handover is recorded (there is nothing to report: not a conflict of the request).
 */
export async function conditionReportForViewer(db: Queryable, user: { id: string; role: string }, bookingId: string, ctx: { store: media.MediaStore; now: number }): Promise<ReportFile> {
  const inspections = await inspectionsOf(db, user as Parameters<typeof inspectionsOf>[1], bookingId);
  if (!inspections.handover) throw notFound(HANDOVER_MESSAGES.reportNotYet);
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  return render(db, booking, inspections, ctx.store, ctx.now);
}

/** The e-mails that carry the report: the one after the handover, the one after the return. */
const REPORT_MAILS = new Set(['handover_report', 'return_report']);

/**
 * The handovers module's reaction to an e-mail going out (wired in apps/api/src/outbox-worker.ts):
 * the e-mail after a step carries the condition report as a PDF, made when it is sent (the outbox
 * keeps only text), as the booking stands then.
 */
export async function conditionReportAttachmentsOf(db: Queryable, mail: { kind: string; booking_id: string | null }): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  if (!REPORT_MAILS.has(mail.kind) || !mail.booking_id) return [];
  const booking = await findBooking(db, mail.booking_id);
  if (!booking) return [];
  const inspections = await inspectionsOfBooking(db, booking);
  if (!inspections.handover) return [];
  const report = await render(db, booking, inspections, media.databaseStore, Date.now());
  return [{ filename: report.filename, content: report.content, contentType: 'application/pdf' }];
}
