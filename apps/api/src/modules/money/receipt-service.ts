import { MESSAGES, isUiLanguage, DEFAULT_UI_LANGUAGE, type Booking, type UiLanguage } from '@app/shared';
import type { Queryable } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import { findBooking } from '../bookings';
import { findUserById, type UserRow } from '../users';
import { listPaymentsOfBooking, reversalIdsOfBooking } from './repo';
import { receiptFileName, renderReceipt, type ReceiptPayment } from './receipt';

/** A booking's ledger for its receipt: rows that reverse another are marked, so they count against it. */
export async function ledgerOf(db: Queryable, bookingId: string): Promise<ReceiptPayment[]> {
  const payments = await listPaymentsOfBooking(db, bookingId);
  const reversals = await reversalIdsOfBooking(db, bookingId);
  return payments.map((p) => (reversals.has(p._id) ? { ...p, reversal: true } : p));
}

export interface ReceiptFile {
  filename: string;
  content: Buffer;
}

async function render(db: Queryable, booking: Booking, lang: UiLanguage, now: number): Promise<ReceiptFile> {
  const content = await renderReceipt({ booking, payments: await ledgerOf(db, booking._id), lang, issuedAt: now });
  return { filename: receiptFileName(booking._id), content };
}

/**
 * GET /api/bookings/:id/receipt.pdf: the booker's own receipt, or any for an admin, in the
 * language of the account that asks. Anyone else is refused as `GET /api/bookings/:id` refuses
 * them (404 for no such booking first, then 403); the assigned driver too, as the receipt is the
 * tourist's (their payments and refunds).
 */
export async function receiptForViewer(db: Queryable, user: UserRow, bookingId: string, now: number): Promise<ReceiptFile> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  if (user.role !== 'admin' && booking.userId._id !== user.id) throw forbidden(MESSAGES.api.forbidden);
  return render(db, booking, user.preferred_language ?? user.browser_language ?? DEFAULT_UI_LANGUAGE, now);
}

/**
 * The final receipt attached to the e-mail of a completed trip, made when the e-mail is sent (so
 * the outbox keeps only text), in the booker's language. Undefined when the booking is gone.
 */
export async function finalReceiptFor(db: Queryable, bookingId: string, now: number): Promise<ReceiptFile | undefined> {
  const booking = await findBooking(db, bookingId);
  if (!booking) return undefined;
  const account = await findUserById(db, booking.userId._id);
  const chosen = account?.preferred_language ?? account?.browser_language;
  const lang = isUiLanguage(chosen) ? chosen : DEFAULT_UI_LANGUAGE;
  return render(db, booking, lang, now);
}

/**
 * The money module's reaction to an e-mail going out (wired in apps/api/src/outbox-worker.ts): the
 * e-mail of a completed trip carries the booking's final receipt as a PDF, as the booking stands
 * when it goes out.
 */
export async function receiptAttachmentsOf(db: Queryable, mail: { kind: string; booking_id: string | null }): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  if (mail.kind !== 'booking_completed' || !mail.booking_id) return [];
  const receipt = await finalReceiptFor(db, mail.booking_id, Date.now());
  return receipt ? [{ filename: receipt.filename, content: receipt.content, contentType: 'application/pdf' }] : [];
}
