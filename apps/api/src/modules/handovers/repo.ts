import type { DamageMark, HandoverKind, VehicleSide } from '@app/shared/handovers';
import type { Queryable } from '../../db/database';

/** A handover or return as stored (decision 112); the photos and the signature are the media module's private files. */
export interface HandoverRow {
  id: string;
  booking_id: string;
  kind: HandoverKind;
  odometer_km: number;
  fuel_eighths: number;
  photos: Record<VehicleSide, string>;
  damage_photos: string[];
  marks: DamageMark[];
  signature_file_id: string;
  permit_seen: boolean;
  recorded_by: string;
  recorder_name: string | null;
  recorded_at: Date;
  idempotency_key: string | null;
  request_hash: string;
}

const SELECT = `SELECT h.id, h.booking_id, h.kind, h.odometer_km, h.fuel_eighths, h.photos, h.damage_photos::text[] AS damage_photos, h.marks,
    h.signature_file_id, h.permit_seen, h.recorded_by, u.username AS recorder_name, h.recorded_at, h.idempotency_key, h.request_hash
  FROM booking_handovers h LEFT JOIN users u ON u.id = h.recorded_by`;

export async function listHandovers(db: Queryable, bookingId: string): Promise<HandoverRow[]> {
  return db.query<HandoverRow>(`${SELECT} WHERE h.booking_id = $1 ORDER BY h.recorded_at, h.kind`, [bookingId]);
}

export async function findByKey(db: Queryable, bookingId: string, key: string): Promise<HandoverRow | undefined> {
  const rows = await db.query<HandoverRow>(`${SELECT} WHERE h.booking_id = $1 AND h.idempotency_key = $2`, [bookingId, key]);
  return rows[0];
}

export async function insertHandover(
  db: Queryable,
  h: {
    bookingId: string;
    kind: HandoverKind;
    odometerKm: number;
    fuelEighths: number;
    photos: Record<VehicleSide, string>;
    damagePhotos: string[];
    marks: DamageMark[];
    signatureFileId: string;
    permitSeen: boolean;
    recordedBy: string;
    at: string;
    idempotencyKey: string | null;
    requestHash: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO booking_handovers (booking_id, kind, odometer_km, fuel_eighths, photos, damage_photos, marks, signature_file_id, permit_seen,
       recorded_by, recorded_at, idempotency_key, request_hash)
     VALUES ($1, $2, $3, $4, $5, $6::uuid[], $7, $8, $9, $10, $11, $12, $13)`,
    [
      h.bookingId,
      h.kind,
      h.odometerKm,
      h.fuelEighths,
      JSON.stringify(h.photos),
      h.damagePhotos,
      JSON.stringify(h.marks),
      h.signatureFileId,
      h.permitSeen,
      h.recordedBy,
      h.at,
      h.idempotencyKey,
      h.requestHash,
    ],
  );
}

/** A charge a return proposed (decision 112): fuel or one new damage, until staff confirm or dismiss it. */
export interface ChargeRow {
  id: string;
  booking_id: string;
  kind: 'fuel' | 'damage';
  quantity: number;
  unit_cents: number;
  note: string;
  status: 'proposed' | 'confirmed' | 'dismissed';
  decided_by: string | null;
  decider_name: string | null;
  decided_at: Date | null;
}

const SELECT_CHARGES = `SELECT c.id, c.booking_id, c.kind, c.quantity, c.unit_cents, c.note, c.status, c.decided_by, u.username AS decider_name, c.decided_at
  FROM booking_handover_charges c LEFT JOIN users u ON u.id = c.decided_by`;

export async function listCharges(db: Queryable, bookingId: string): Promise<ChargeRow[]> {
  return db.query<ChargeRow>(`${SELECT_CHARGES} WHERE c.booking_id = $1 ORDER BY c.position, c.id`, [bookingId]);
}

export async function findCharge(db: Queryable, id: string): Promise<ChargeRow | undefined> {
  const rows = await db.query<ChargeRow>(`${SELECT_CHARGES} WHERE c.id = $1 FOR UPDATE OF c`, [id]);
  return rows[0];
}

export async function insertCharges(db: Queryable, bookingId: string, charges: { kind: 'fuel' | 'damage'; quantity: number; unitCents: number; note: string }[]): Promise<void> {
  for (const [position, c] of charges.entries()) {
    await db.query('INSERT INTO booking_handover_charges (booking_id, kind, quantity, unit_cents, note, position) VALUES ($1, $2, $3, $4, $5, $6)', [
      bookingId,
      c.kind,
      c.quantity,
      c.unitCents,
      c.note,
      position,
    ]);
  }
}

export async function decideCharge(db: Queryable, id: string, d: { status: 'confirmed' | 'dismissed'; unitCents: number; by: string; at: string }): Promise<void> {
  await db.query('UPDATE booking_handover_charges SET status = $2, unit_cents = $3, decided_by = $4, decided_at = $5 WHERE id = $1', [id, d.status, d.unitCents, d.by, d.at]);
}

/** Every private file the booking's recorded forms name: the four sides, the damage photos, the signatures. */
export async function filesNamedByForms(db: Queryable, bookingId: string): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>(
    `SELECT v.id FROM booking_handovers h,
       LATERAL (SELECT value AS id FROM jsonb_each_text(h.photos)
                UNION ALL SELECT unnest(h.damage_photos)::text
                UNION ALL SELECT h.signature_file_id::text) v
     WHERE h.booking_id = $1`,
    [bookingId],
  );
  return new Set(rows.map((r) => r.id.toLowerCase()));
}

/** When the booking's latest form was recorded, or null before its handover. */
export async function latestFormAt(db: Queryable, bookingId: string): Promise<Date | null> {
  const rows = await db.query<{ at: Date | null }>('SELECT max(recorded_at) AS at FROM booking_handovers WHERE booking_id = $1', [bookingId]);
  return rows[0]?.at ? new Date(rows[0].at) : null;
}
