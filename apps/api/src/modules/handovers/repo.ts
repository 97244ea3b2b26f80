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
