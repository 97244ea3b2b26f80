import type { Queryable } from '../../db/database';
import { USER_COLUMNS, type UserRow } from '../users/repo';
import { ACTIVE_STATUSES_SQL } from '../../db/sql';

export interface DriverFieldsWrite {
  username: string;
  email?: string;
  phone: string;
  licenseNumber: string;
  licenseExpiry: string | null;
  experienceYears: number;
  languages: string[];
  /** A new hash replaces the old one and ends the driver's older sessions. */
  passwordHash?: string;
}

/** Updates a driver's fields; `onlyRole` restricts which accounts match (admins edit drivers only). */
export async function updateDriver(
  db: Queryable,
  id: string,
  d: DriverFieldsWrite,
  onlyRole: 'driver' | null = 'driver',
): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `UPDATE users AS u SET username = $2, email = COALESCE($3, u.email), phone = $4, license_number = $5,
       license_expiry = $6, experience_years = $7, languages = $8,
       password_hash = COALESCE($9, u.password_hash),
       token_version = u.token_version + CASE WHEN $9::text IS NULL THEN 0 ELSE 1 END,
       updated_at = now()
     WHERE u.id = $1 AND ($10::text IS NULL OR u.role = $10) AND u.deleted_at IS NULL
     RETURNING ${USER_COLUMNS}`,
    [id, d.username, d.email ?? null, d.phone, d.licenseNumber, d.licenseExpiry, d.experienceYears, d.languages, d.passwordHash ?? null, onlyRole],
  );
  return rows[0];
}

/** Drivers with no active booking overlapping [from, to]. */
export async function findAvailableDrivers(db: Queryable, from: string, to: string, bounds: '[]' | '[)' = '[]'): Promise<UserRow[]> {
  return db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u
     WHERE u.role = 'driver' AND u.deleted_at IS NULL
       AND NOT EXISTS (
         SELECT 1 FROM bookings b
         WHERE b.driver_id = u.id AND b.status = ANY(${ACTIVE_STATUSES_SQL})
           AND tstzrange(b.pickup_at, b.return_at, '[)') && tstzrange($1::timestamptz, $2::timestamptz, $3))
     ORDER BY u.experience_years DESC, u.username, u.id LIMIT 1000`,
    [from, to, bounds],
  );
}

export async function lockDriver(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM users WHERE id = $1 AND role = 'driver' AND deleted_at IS NULL FOR UPDATE`,
    [id],
  );
  return rows.length > 0;
}

/** Deleted accounts stay as rows (past trips keep their driver) but can no longer sign in. */
export async function softDeleteUser(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE users SET deleted_at = now(), token_version = token_version + 1, updated_at = now() WHERE id = $1`,
    [id],
  );
}

/** The distinct language codes live drivers speak. */
export async function listDriverLanguageCodes(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    `SELECT DISTINCT l AS code FROM users u, unnest(u.languages) AS l WHERE u.role = 'driver' AND u.deleted_at IS NULL`,
  );
  return rows.map((r) => r.code);
}
