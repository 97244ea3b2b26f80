import crypto from 'node:crypto';
import { DEFAULT_PRICING_POLICY, MESSAGES, chargeLine, mayActForDriver, toCents, withPolicyDefaults, type BookingTerms, type Role } from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import {
  HANDOVER_LIMITS,
  HANDOVER_MESSAGES,
  VEHICLE_SIDES,
  compareInspections,
  signatureBytesOf,
  type BookingInspections,
  type ChargeDecision,
  type HandoverCharge,
  type HandoverKind,
  type HandoverRecord,
  type HandoverValues,
} from '@app/shared/handovers';
import type { Database, Queryable } from '../../db/database';
import { HttpError, PG, badRequest, conflict, forbidden, notFound, pgConstraint, pgErrorCode } from '../../lib/errors';
import { findBooking, lockBooking, moveTripStatus } from '../bookings';
import { documentsBlockingHandover } from '../documents';
import type { EventPublisher } from '../events';
import * as media from '../media';
import { recordOdometerIn } from '../money';
import type { UserRow } from '../users';
import { isId } from '../../lib/ids';
import * as repo from './repo';

/*
 * Handing a vehicle over and taking it back (issue 33, decision 112). Staff do it at a branch for a
 * self-drive booking, the assigned driver (or staff) for a trip with a driver. Each form is
 * recorded once: the same Idempotency-Key answers the recorded form again, and the booking's lock
 * plus UNIQUE (booking_id, kind) make a concurrent twin wait and then replay. The step moves the
 * booking (picked_up, completed) and writes the odometer reading in the form's transaction.
 */

const H = HANDOVER_MESSAGES;
const unprocessable = (message: string) => new HttpError(422, message);
const INSPECTION = 'booking_inspection' as const;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface HandoverContext {
  store: media.MediaStore;
  /** Now, in epoch ms (the app's clock). */
  now: number;
  events: EventPublisher;
}

type Actor = Pick<UserRow, 'id' | 'role'>;

function toRecord(row: repo.HandoverRow): HandoverRecord {
  return {
    _id: row.id,
    kind: row.kind,
    odometerKm: row.odometer_km,
    fuelEighths: row.fuel_eighths,
    photos: row.photos,
    damagePhotos: row.damage_photos,
    marks: row.marks,
    signatureFileId: row.signature_file_id,
    permitSeen: row.permit_seen,
    recordedBy: { _id: row.recorded_by, username: row.recorder_name ?? '' },
    recordedAt: row.recorded_at.toISOString(),
  };
}

/** The kilometres the booking's own quote included (its terms, kept from when it was made). */
function includedKmOf(terms: unknown): number {
  const km = (terms as { quote?: { includedKm?: unknown } } | null)?.quote?.includedKm;
  return typeof km === 'number' && km >= 0 ? km : 0;
}

function toCharge(row: repo.ChargeRow): HandoverCharge {
  const line = chargeLine(row.kind, row.quantity, row.unit_cents);
  return {
    _id: row.id,
    kind: row.kind,
    quantity: row.quantity,
    unitAmount: line.unitAmount,
    amount: line.amount,
    note: row.note,
    status: row.status,
    decidedBy: row.decided_by ? { _id: row.decided_by, username: row.decider_name ?? '' } : null,
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

async function answer(db: Queryable, bookingId: string, includedKm: number): Promise<BookingInspections> {
  const rows = await repo.listHandovers(db, bookingId);
  const charges = (await repo.listCharges(db, bookingId)).map(toCharge);
  const handover = rows.find((r) => r.kind === 'handover');
  const back = rows.find((r) => r.kind === 'return');
  return {
    bookingId,
    handover: handover ? toRecord(handover) : null,
    return: back ? toRecord(back) : null,
    comparison: handover && back ? compareInspections(toRecord(handover), toRecord(back), includedKm) : null,
    charges,
  };
}

/** The booking's handover and return, for its booker, its assigned driver and staff (403 for anyone else). */
export async function inspectionsOf(db: Queryable, user: Actor, bookingId: string): Promise<BookingInspections> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  const allowed = user.role === 'admin' || booking.userId._id === user.id || (user.role === 'driver' && booking.driverId?._id === user.id);
  if (!allowed) throw forbidden(MESSAGES.api.forbidden);
  return answer(db, bookingId, booking.quote.includedKm);
}

/** A booking's handover and return, for the system (the condition report's e-mail): no one to check. */
export function inspectionsOfBooking(db: Queryable, booking: { _id: string; quote: { includedKm: number } }): Promise<BookingInspections> {
  return answer(db, booking._id, booking.quote.includedKm);
}

/** Who records a form: staff for a self-drive booking, the assigned driver (or staff) with a driver. */
function assertMayRecord(user: { id: string; role: Role }, booking: { driver_option: string; driver_id: string | null }): void {
  const allowed = booking.driver_option === 'selfDrive' ? user.role === 'admin' : mayActForDriver(user, booking.driver_id);
  if (!allowed) throw forbidden(H.notYourTrip);
}

const PHOTO_STATUSES = new Set(['confirmed', 'picked_up', 'en_route']);

async function lockedForRecording(tx: Queryable, user: Actor, bookingId: string) {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  assertMayRecord(user, booking);
  return booking;
}

/**
 * A photo for a form to come (a side of the vehicle, a damage), checked by its bytes and kept as
 * a private file of the booking; answers its id. The booking is checked before the picture work.
 */
export async function uploadInspectionPhoto(db: Database, user: Actor, bookingId: string, bytes: Buffer, ctx: Pick<HandoverContext, 'store'>): Promise<{ _id: string }> {
  const check = async (tx: Queryable) => {
    const booking = await lockedForRecording(tx, user, bookingId);
    if (!PHOTO_STATUSES.has(booking.status)) throw conflict(H.handoverNotNow);
  };
  await db.transaction(check);
  const prepared = await media.preparePrivatePicture(bytes, { width: HANDOVER_LIMITS.photoWidth, notAPicture: H.notAPicture });
  return db.transaction(async (tx) => {
    await check(tx);
    return { _id: await media.addPrivateFile(tx, { kind: INSPECTION, id: bookingId }, prepared, ctx.store) };
  });
}

/** The form's fingerprint: a retry with the same key must send the same form. */
function requestHashOf(kind: HandoverKind, input: HandoverValues): string {
  const { idempotencyKey: _key, ...form } = input;
  return crypto.createHash('sha256').update(JSON.stringify({ kind, ...form })).digest('hex');
}

/** The signature's PNG, checked by its bytes and made into a clean picture (400 otherwise). */
async function preparedSignature(signature: string): Promise<media.PreparedPrivateFile> {
  const bytes = signatureBytesOf(signature);
  if (!bytes || !PNG_MAGIC.equals(Buffer.from(bytes.subarray(0, 8)))) throw badRequest(H.signatureInvalid, [H.signatureInvalid]);
  try {
    return await media.preparePrivatePicture(bytes, { width: 800, notAPicture: H.signatureInvalid });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) throw badRequest(H.signatureInvalid, [H.signatureInvalid]);
    throw error;
  }
}

/** Every photo the form names must be one uploaded for this booking. */
async function assertPhotosOfBooking(tx: Queryable, bookingId: string, input: HandoverValues): Promise<void> {
  const ids = [...VEHICLE_SIDES.map((side) => input.photos[side]), ...input.damagePhotos].map((id) => id.toLowerCase());
  const owners = await media.privateFileOwners(tx, ids);
  for (const id of ids) {
    const owner = owners.get(id);
    if (!owner || owner.kind !== INSPECTION || owner.id !== bookingId) throw badRequest(H.photoUnknown, [H.photoUnknown]);
  }
}

/**
 * Records the handover (the booking goes to picked_up, the pickup reading is written) or the
 * return (completed, the return reading). A self-drive handover waits for verified documents
 * (409), and for staff's word that they saw the permit when the tourist gets it at the airport
 * counter. The same key with the same form answers what was recorded; with another form, 422.
 */
export async function recordInspection(
  db: Database,
  user: Actor,
  bookingId: string,
  kind: HandoverKind,
  input: HandoverValues,
  key: string | undefined,
  ctx: HandoverContext,
): Promise<{ inspections: BookingInspections; replayed: boolean }> {
  const requestHash = requestHashOf(kind, input);
  const signature = await preparedSignature(input.signature);
  try {
    return await db.transaction(async (tx) => {
      const booking = await lockedForRecording(tx, user, bookingId);
      const includedKm = includedKmOf(booking.terms);
      if (key) {
        const earlier = await repo.findByKey(tx, bookingId, key);
        if (earlier) {
          if (earlier.kind !== kind || earlier.request_hash !== requestHash) throw unprocessable(H.idempotencyKeyReused);
          return { inspections: await answer(tx, bookingId, includedKm), replayed: true };
        }
      }
      const recorded = await repo.listHandovers(tx, bookingId);
      if (recorded.some((r) => r.kind === kind)) throw conflict(H.alreadyRecorded);
      const handover = recorded.find((r) => r.kind === 'handover');
      if (kind === 'handover') {
        if (booking.status !== 'confirmed') throw conflict(H.handoverNotNow);
        if (booking.driver_option === 'selfDrive') {
          const blocking = await documentsBlockingHandover(tx, bookingId);
          if (blocking.unverified.length > 0) throw conflict(H.documentsUnverified(blocking.unverified.map((k) => PAGE_MESSAGES.documentsUi.kinds[k]).join(', ')));
          if (blocking.permitAtCounter && input.permitSeen !== true) throw conflict(H.permitNotChecked);
        }
      } else {
        if (!handover) throw conflict(H.handoverFirst);
        if (booking.status !== 'picked_up' && booking.status !== 'en_route') throw conflict(H.returnNotNow);
        if (input.odometerKm < handover.odometer_km) throw badRequest(H.odometerBelowHandover(handover.odometer_km), [H.odometerBelowHandover(handover.odometer_km)]);
      }
      await assertPhotosOfBooking(tx, bookingId, input);
      const signatureFileId = await media.addPrivateFile(tx, { kind: INSPECTION, id: bookingId }, signature, ctx.store);
      await repo.insertHandover(tx, {
        bookingId,
        kind,
        odometerKm: input.odometerKm,
        fuelEighths: input.fuelEighths,
        photos: { front: input.photos.front.toLowerCase(), back: input.photos.back.toLowerCase(), left: input.photos.left.toLowerCase(), right: input.photos.right.toLowerCase() },
        damagePhotos: input.damagePhotos.map((id) => id.toLowerCase()),
        marks: input.marks,
        signatureFileId,
        permitSeen: input.permitSeen === true,
        recordedBy: user.id,
        at: new Date(ctx.now).toISOString(),
        idempotencyKey: key ?? null,
        requestHash,
      });
      if (handover) await proposeCharges(tx, bookingId, toRecord(handover), input, booking.terms);
      // The reading first: a driver may not write readings of a completed trip.
      await recordOdometerIn(tx, user, bookingId, kind === 'handover' ? { pickupKm: input.odometerKm } : { returnKm: input.odometerKm });
      await moveTripStatus(tx, user, bookingId, kind === 'handover' ? 'picked_up' : 'completed', ctx.now, ctx.events);
      // The tourist's e-mail with the condition report reacts to this (booking-mails), after the trip's own.
      await ctx.events.publish(tx, { type: 'handover.recorded', bookingId, actorId: user.id, kind, at: new Date(ctx.now).toISOString() });
      return { inspections: await answer(tx, bookingId, includedKm), replayed: false };
    });
  } catch (error) {
    // A twin that got past the lock another way (another process without the key) meets the constraint.
    if (pgErrorCode(error) === PG.uniqueViolation && String(pgConstraint(error)).startsWith('booking_handovers_')) {
      if (key) {
        const earlier = await repo.findByKey(db, bookingId, key);
        const booking = earlier?.kind === kind && earlier.request_hash === requestHash ? await findBooking(db, bookingId) : undefined;
        if (booking) return { inspections: await answer(db, bookingId, booking.quote.includedKm), replayed: true };
      }
      throw conflict(H.alreadyRecorded);
    }
    throw error;
  }
}

/**
 * What a return proposes: the fuel missing at the booking's own policy rate per eighth, and each
 * new damage mark at 0 (staff enter its amount). The extra kilometres are not among them: the
 * booking charges those at completion from its readings, as before (kilometreExtras).
 */
async function proposeCharges(tx: Queryable, bookingId: string, handover: HandoverRecord, back: HandoverValues, terms: unknown): Promise<void> {
  const comparison = compareInspections(handover, { odometerKm: back.odometerKm, fuelEighths: back.fuelEighths, marks: back.marks }, 0);
  const stored = (terms as Partial<BookingTerms> | null)?.policy;
  const rate = stored ? withPolicyDefaults(stored).fuelRatePerEighth : DEFAULT_PRICING_POLICY.fuelRatePerEighth;
  const charges = [
    ...(comparison.fuelEighthsShort > 0 ? [{ kind: 'fuel' as const, quantity: comparison.fuelEighthsShort, unitCents: toCents(rate), note: '' }] : []),
    ...comparison.newMarks.map((mark) => ({ kind: 'damage' as const, quantity: 1, unitCents: 0, note: mark.note })),
  ];
  await repo.insertCharges(tx, bookingId, charges);
}

/**
 * Staff confirm a proposed charge into the booking's extras (a damage with the amount they enter;
 * fuel at the proposed rate unless they enter another per eighth) or dismiss it. Once decided,
 * 409: a correction is a payment or refund in the ledger.
 */
export async function decideCharge(db: Database, admin: Actor, bookingId: string, chargeId: string, decision: ChargeDecision, now: number): Promise<BookingInspections> {
  if (!isId(chargeId)) throw notFound(H.chargeNotFound);
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
    const charge = await repo.findCharge(tx, chargeId.toLowerCase());
    if (!charge || charge.booking_id !== bookingId) throw notFound(H.chargeNotFound);
    if (charge.status !== 'proposed') throw conflict(H.chargeDecided);
    const unitCents = decision.amount !== undefined ? toCents(decision.amount) : charge.unit_cents;
    if (decision.status === 'confirmed' && unitCents <= 0) throw badRequest(H.damageAmountRequired, [H.damageAmountRequired]);
    await repo.decideCharge(tx, charge.id, { status: decision.status, unitCents, by: admin.id, at: new Date(now).toISOString() });
    return answer(tx, bookingId, includedKmOf(booking.terms));
  });
}
