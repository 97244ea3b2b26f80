import type { TransferVehicleType } from '@app/shared';
import type { Queryable } from '../../db/database';

export interface FareRow {
  place_id: string;
  vehicle_type: TransferVehicleType;
  fare_cents: number;
  set_at: Date;
}

/** Every fare staff set. */
export async function listFares(db: Queryable): Promise<FareRow[]> {
  return db.query<FareRow>('SELECT place_id, vehicle_type, fare_cents, set_at FROM transfer_fares');
}

/** The fares staff set for one place (none: it keeps its seeded fares). */
export async function faresOfPlace(db: Queryable, placeId: string): Promise<FareRow[]> {
  return db.query<FareRow>('SELECT place_id, vehicle_type, fare_cents, set_at FROM transfer_fares WHERE place_id = $1', [placeId]);
}

/** Sets a place's fare for a vehicle type (replacing the one before). */
export async function upsertFare(db: Queryable, f: { placeId: string; type: TransferVehicleType; cents: number; setBy: string }): Promise<void> {
  await db.query(
    `INSERT INTO transfer_fares (place_id, vehicle_type, fare_cents, set_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (place_id, vehicle_type) DO UPDATE SET fare_cents = EXCLUDED.fare_cents, set_by = EXCLUDED.set_by, set_at = clock_timestamp()`,
    [f.placeId, f.type, f.cents, f.setBy],
  );
}
