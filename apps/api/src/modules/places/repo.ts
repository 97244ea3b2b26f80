import type { Queryable } from '../../db/database';

export interface CorrectionRow {
  place_a: string;
  place_b: string;
  km: number;
  minutes: number;
  note: string;
  corrected_by: string | null;
  corrected_at: Date;
}

const COLUMNS = 'place_a, place_b, km, minutes, note, corrected_by, corrected_at';

/** The correction in force of each corrected road: its newest. */
export async function latestCorrections(db: Queryable): Promise<CorrectionRow[]> {
  return db.query<CorrectionRow>(`SELECT DISTINCT ON (place_a, place_b) ${COLUMNS} FROM road_corrections ORDER BY place_a, place_b, id DESC`);
}

/** Every correction, newest first. */
export async function listCorrections(db: Queryable): Promise<CorrectionRow[]> {
  return db.query<CorrectionRow>(`SELECT ${COLUMNS} FROM road_corrections ORDER BY id DESC`);
}

export async function insertCorrection(db: Queryable, c: { placeA: string; placeB: string; km: number; minutes: number; note: string; correctedBy: string }): Promise<void> {
  await db.query('INSERT INTO road_corrections (place_a, place_b, km, minutes, note, corrected_by) VALUES ($1, $2, $3, $4, $5, $6)', [
    c.placeA,
    c.placeB,
    c.km,
    c.minutes,
    c.note,
    c.correctedBy,
  ]);
}
