import './schemas/zod-config';
import { z } from 'zod';
import { PAGE_MESSAGES } from './page-messages';

/**
 * Handing a vehicle over and taking it back (issue 33, decision 112): what each form records (the
 * odometer, the fuel in eighths, the four sides' photos and any damage photos, damage marks on the
 * vehicle's outline, the tourist's signature), and what the return shows beside the handover. An
 * entry of its own (`@app/shared/handovers`): only the driver's trip card and the staff's booking
 * page read it.
 */

export const HANDOVER_MESSAGES = PAGE_MESSAGES.handoversApi;
const H = HANDOVER_MESSAGES;

/** `handover`: the tourist (or the driver) takes the vehicle (picked_up); `return`: it comes back (completed). */
export const HANDOVER_KINDS = ['handover', 'return'] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];

/** The four sides photographed every time. */
export const VEHICLE_SIDES = ['front', 'back', 'left', 'right'] as const;
export type VehicleSide = (typeof VEHICLE_SIDES)[number];
/** Where a damage mark sits: one of the sides, or the roof seen from above. */
export const MARK_SIDES = [...VEHICLE_SIDES, 'top'] as const;
export type MarkSide = (typeof MARK_SIDES)[number];

export const HANDOVER_LIMITS = {
  /** A full tank, in eighths (the fuel gauge's marks). */
  fullTank: 8,
  maxOdometerKm: 10_000_000,
  maxMarks: 30,
  maxDamagePhotos: 12,
  noteLength: 200,
  /** A photo as a phone sends it. */
  photoMaxBytes: 15 * 1024 * 1024,
  /** A photo is kept at most this wide: a scratch stays visible. */
  photoWidth: 1600,
  /** A signature drawn on a phone's screen, as a PNG. */
  signatureMaxBytes: 300 * 1024,
  /** A mark of the return within this distance (on the 0..1 outline) of one of the handover on the same side is the same damage. */
  sameMarkDistance: 0.06,
} as const;

const id = z.string().regex(/^[0-9a-fA-F-]{36}$/, H.photoUnknown);

export const damageMarkSchema = z.object(
  {
    x: z.number({ error: H.markInvalid }).min(0, H.markInvalid).max(1, H.markInvalid),
    y: z.number({ error: H.markInvalid }).min(0, H.markInvalid).max(1, H.markInvalid),
    side: z.enum(MARK_SIDES, { error: H.markInvalid }),
    note: z.string({ error: H.markInvalid }).trim().max(HANDOVER_LIMITS.noteLength, H.markInvalid),
  },
  { error: H.markInvalid },
);
export type DamageMark = z.infer<typeof damageMarkSchema>;

const SIGNATURE_PREFIX = 'data:image/png;base64,';
/** The longest signature address: the PNG's bytes in base64 with the prefix. */
const SIGNATURE_MAX_CHARS = SIGNATURE_PREFIX.length + Math.ceil(HANDOVER_LIMITS.signatureMaxBytes / 3) * 4;

/** An Idempotency-Key: 1 to 200 visible characters (the header's rule, also accepted in the body). */
export const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,200}$/;

/** POST /api/bookings/:id/handover and /return: the form, with photos uploaded before (their ids). */
export const handoverInputSchema = z.object({
  odometerKm: z
    .number({ error: H.odometerRange(HANDOVER_LIMITS.maxOdometerKm) })
    .int(H.odometerRange(HANDOVER_LIMITS.maxOdometerKm))
    .min(0, H.odometerRange(HANDOVER_LIMITS.maxOdometerKm))
    .max(HANDOVER_LIMITS.maxOdometerKm, H.odometerRange(HANDOVER_LIMITS.maxOdometerKm)),
  fuelEighths: z.number({ error: H.fuelRange }).int(H.fuelRange).min(0, H.fuelRange).max(HANDOVER_LIMITS.fullTank, H.fuelRange),
  photos: z.object({ front: id, back: id, left: id, right: id }, { error: H.photoUnknown }),
  damagePhotos: z.array(id, { error: H.photoUnknown }).max(HANDOVER_LIMITS.maxDamagePhotos, H.tooManyPhotos(HANDOVER_LIMITS.maxDamagePhotos)).default([]),
  marks: z.array(damageMarkSchema, { error: H.markInvalid }).max(HANDOVER_LIMITS.maxMarks, H.tooManyMarks(HANDOVER_LIMITS.maxMarks)).default([]),
  /** The tourist's signature drawn on the screen: `data:image/png;base64,...` (checked by its bytes). */
  signature: z
    .string({ error: H.signatureInvalid })
    .max(SIGNATURE_MAX_CHARS, H.signatureInvalid)
    .refine((s) => s.startsWith(SIGNATURE_PREFIX), H.signatureInvalid),
  /** Staff saw the Sri Lankan permit the tourist got at the airport counter (a self-drive handover then needs it). */
  permitSeen: z.boolean({ error: H.permitNotChecked }).optional(),
  /** The same key as the header, for clients that cannot set one; the header wins. */
  idempotencyKey: z.string({ error: H.idempotencyKeyInvalid }).regex(IDEMPOTENCY_KEY_RE, H.idempotencyKeyInvalid).optional(),
});
export type HandoverInput = z.input<typeof handoverInputSchema>;
export type HandoverValues = z.output<typeof handoverInputSchema>;

/** The PNG bytes of a signature address, or undefined when it is not one. */
export function signatureBytesOf(signature: string): Uint8Array | undefined {
  if (!signature.startsWith(SIGNATURE_PREFIX)) return undefined;
  const base64 = signature.slice(SIGNATURE_PREFIX.length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return undefined;
  const binary = globalThis.atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return bytes.length > 0 && bytes.length <= HANDOVER_LIMITS.signatureMaxBytes ? bytes : undefined;
}

export const handoverRecordSchema = z.object({
  _id: z.string(),
  kind: z.enum(HANDOVER_KINDS),
  odometerKm: z.number().int(),
  fuelEighths: z.number().int(),
  photos: z.object({ front: z.string(), back: z.string(), left: z.string(), right: z.string() }).describe('The private photo file of each side'),
  damagePhotos: z.array(z.string()),
  marks: z.array(damageMarkSchema),
  signatureFileId: z.string(),
  permitSeen: z.boolean(),
  recordedBy: z.object({ _id: z.string(), username: z.string() }),
  recordedAt: z.string(),
});
export type HandoverRecord = z.infer<typeof handoverRecordSchema>;

/** What the return shows beside the handover: new damage, fuel used, kilometres driven against the allowance. */
export const handoverComparisonSchema = z.object({
  newMarks: z.array(damageMarkSchema),
  /** Eighths of a tank fewer than at the handover (0 when as full or fuller). */
  fuelEighthsShort: z.number().int(),
  drivenKm: z.number().int(),
  includedKm: z.number().int(),
  extraKm: z.number().int(),
});
export type HandoverComparison = z.infer<typeof handoverComparisonSchema>;

export const HANDOVER_CHARGE_KINDS = ['fuel', 'damage'] as const;
export const HANDOVER_CHARGE_STATUSES = ['proposed', 'confirmed', 'dismissed'] as const;

/**
 * A charge the return proposed: the fuel missing (eighths at the booking's policy rate) or one new
 * damage (its amount staff enter, 0 until then). Only a confirmed one is charged (the booking's extras).
 */
export const handoverChargeSchema = z.object({
  _id: z.string(),
  kind: z.enum(HANDOVER_CHARGE_KINDS),
  quantity: z.number().int(),
  unitAmount: z.number(),
  amount: z.number(),
  note: z.string(),
  status: z.enum(HANDOVER_CHARGE_STATUSES),
  decidedBy: z.object({ _id: z.string(), username: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
});
export type HandoverCharge = z.infer<typeof handoverChargeSchema>;

/** PATCH /api/admin/bookings/:id/handover-charges/:chargeId: confirm (a damage with its amount) or dismiss. */
export const chargeDecisionSchema = z.object({
  status: z.enum(['confirmed', 'dismissed'], { error: H.chargeDecided }),
  /** US dollars, the whole damage (or another fuel amount per eighth); cents at most. */
  amount: z
    .number({ error: H.chargeAmountRange })
    .min(0.01, H.chargeAmountRange)
    .max(10_000, H.chargeAmountRange)
    .refine((n) => Math.abs(Math.round(n * 100) / 100 - n) < 1e-9, H.chargeAmountRange)
    .optional(),
});
export type ChargeDecision = z.infer<typeof chargeDecisionSchema>;

/** GET /api/bookings/:id/inspections, and the answer of each form. */
export const bookingInspectionsSchema = z.object({
  bookingId: z.string(),
  handover: handoverRecordSchema.nullable(),
  return: handoverRecordSchema.nullable(),
  comparison: handoverComparisonSchema.nullable(),
  charges: z.array(handoverChargeSchema),
});
export type BookingInspections = z.infer<typeof bookingInspectionsSchema>;

/** POST /api/bookings/:id/inspection-photos: the uploaded photo's id, named in a form afterwards. */
export const inspectionPhotoSchema = z.object({ _id: z.string() });

const distance = (a: DamageMark, b: DamageMark) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The return against the handover: marks with no mark of the handover near them on the same side
 * (new damage), the fuel gone, and the kilometres beyond what the booking's quote included.
 */
export function compareInspections(
  handover: Pick<HandoverRecord, 'odometerKm' | 'fuelEighths' | 'marks'>,
  back: Pick<HandoverRecord, 'odometerKm' | 'fuelEighths' | 'marks'>,
  includedKm: number,
): HandoverComparison {
  const newMarks = back.marks.filter((mark) => !handover.marks.some((old) => old.side === mark.side && distance(old, mark) <= HANDOVER_LIMITS.sameMarkDistance));
  const drivenKm = Math.max(0, back.odometerKm - handover.odometerKm);
  return {
    newMarks,
    fuelEighthsShort: Math.max(0, handover.fuelEighths - back.fuelEighths),
    drivenKm,
    includedKm,
    extraKm: Math.max(0, drivenKm - includedKm),
  };
}
