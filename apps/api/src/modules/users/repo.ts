import { ratingOf, type DriverLicence, type DriverRegion, type LicenceExpiries, type Role, type TouristLicenceKind, type UiLanguage, type User } from '@app/shared';
import type { Queryable } from '../../db/database';
import { afterCursorSql, limitSql } from '../../db/keyset';
import { ACTIVE_STATUSES_SQL } from '../../db/sql';
import type { Listed, PageRequest } from '../../lib/paging';

export interface UserRow {
  id: string;
  username: string;
  /** null: an account staff made for a customer without e-mail (decision 083). */
  email: string | null;
  role: Role;
  phone: string;
  license_number: string | null;
  license_expiry: string | null;
  experience_years: number;
  languages: string[];
  /** The language its person chose; null until they do (decision 081). */
  preferred_language: UiLanguage | null;
  /** The language their browser asked for at registration or the latest sign-in. */
  browser_language: UiLanguage | null;
  token_version: number;
  /** ISO 3166-1 code the person gave; null: none (decision 097). */
  country: string | null;
  /** A driver's published reviews' stars for them, kept by the reviews trigger (migration 027). */
  rating_sum: number;
  rating_count: number;
  /** A driver's profile for travellers and licences as staff verified them (migration 032, decision 102). */
  introduction: string;
  introduction_language: UiLanguage | null;
  introduction_translations: Partial<Record<UiLanguage, string>>;
  regions: DriverRegion[];
  license_verified_at: Date | null;
  license_verified_by: string | null;
  license_verified_by_name: string | null;
  tourist_license_kind: TouristLicenceKind | null;
  tourist_license_number: string | null;
  tourist_license_expiry: string | null;
  tourist_license_verified_at: Date | null;
  tourist_license_verified_by: string | null;
  tourist_license_verified_by_name: string | null;
  updated_at: Date;
  created_at: Date;
  sort_at: string;
}

/** Columns of a user as the API shows them; the password hash is never selected here. */
export const USER_COLUMNS = `u.created_at::text AS sort_at, u.id, u.username, u.email, u.role, u.phone, u.license_number,
  to_char(u.license_expiry, 'YYYY-MM-DD') AS license_expiry, u.experience_years, u.languages,
  u.preferred_language, u.browser_language, u.token_version, u.country, u.rating_sum, u.rating_count, u.created_at, u.updated_at,
  u.introduction, u.introduction_language, u.introduction_translations, u.regions,
  u.license_verified_at, u.license_verified_by, (SELECT s.username FROM users s WHERE s.id = u.license_verified_by) AS license_verified_by_name,
  u.tourist_license_kind, u.tourist_license_number, to_char(u.tourist_license_expiry, 'YYYY-MM-DD') AS tourist_license_expiry,
  u.tourist_license_verified_at, u.tourist_license_verified_by,
  (SELECT s.username FROM users s WHERE s.id = u.tourist_license_verified_by) AS tourist_license_verified_by_name`;

/**
 * The columns of an account just made: nobody has verified its licences yet, so the verifiers'
 * names are not looked up. Registration reads no account, not even in RETURNING (decision 074: a
 * new and a taken address run the same statements).
 */
const NEW_USER_COLUMNS = USER_COLUMNS.replace(/\(SELECT s\.username FROM users s WHERE s\.id = u\.(\w+)\)/g, 'NULL::text');

/** Who verified a licence and when, as the API shows it. */
function verificationOf(at: Date | null, by: string | null, name: string | null) {
  return at ? { at: new Date(at).toISOString(), by: by ? { _id: by, username: name ?? '' } : null } : null;
}

/** The licences' expiries the trip rule reads (`licenceLapsingBefore`): the tourist-board one only once verified. */
export function licenceExpiriesOf(row: UserRow): LicenceExpiries {
  return {
    drivingExpiry: row.license_expiry,
    drivingVerified: row.license_verified_at !== null,
    touristBoardExpiry: row.tourist_license_verified_at ? row.tourist_license_expiry : null,
  };
}

export function toUserDto(row: UserRow): User {
  const base = {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    phone: row.phone,
    createdAt: new Date(row.created_at).toISOString(),
    preferredLanguage: row.preferred_language,
    country: row.country,
  };
  if (row.role !== 'driver') return base;
  return {
    ...base,
    licenseNumber: row.license_number ?? '',
    licenseExpiry: row.license_expiry,
    experienceYears: row.experience_years,
    languages: row.languages ?? [],
    rating: ratingOf(row.rating_sum, row.rating_count),
    introduction: row.introduction,
    introductionLanguage: row.introduction_language,
    introductionTranslations: row.introduction_translations ?? {},
    regions: row.regions ?? [],
    licenseVerification: verificationOf(row.license_verified_at, row.license_verified_by, row.license_verified_by_name),
    touristLicense: row.tourist_license_kind
      ? {
          kind: row.tourist_license_kind,
          number: row.tourist_license_number ?? '',
          expiry: row.tourist_license_expiry ?? '',
          verification: verificationOf(row.tourist_license_verified_at, row.tourist_license_verified_by, row.tourist_license_verified_by_name),
        }
      : null,
  };
}

export interface NewUser {
  username: string;
  /** null only for a customer staff book for who has no e-mail (decision 083). */
  email: string | null;
  passwordHash: string;
  role: Role;
  phone: string;
  licenseNumber: string | null;
  licenseExpiry: string | null;
  experienceYears: number;
  languages: string[];
  /** None (null) unless its person chose one (decision 081). */
  preferredLanguage?: UiLanguage | null;
  /** The language the registering browser asked for. */
  browserLanguage?: UiLanguage | null;
  /** The country the person gave (decision 097). */
  country?: string | null;
}

export async function insertUser(db: Queryable, u: NewUser): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users AS u (username, email, password_hash, role, phone, license_number, license_expiry, experience_years, languages, preferred_language, browser_language, country)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING ${NEW_USER_COLUMNS}`,
    [u.username, u.email, u.passwordHash, u.role, u.phone, u.licenseNumber, u.licenseExpiry, u.experienceYears, u.languages, u.preferredLanguage ?? null, u.browserLanguage ?? null, u.country ?? null],
  );
  return rows[0]!;
}

/**
 * Inserts the account unless a live one has its address (any case): then nothing is written and
 * the answer is undefined. One statement either way; a twin insert at the same moment waits for
 * the first and then writes nothing.
 */
export async function insertUserIfAddressFree(db: Queryable, u: NewUser): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users AS u (username, email, password_hash, role, phone, license_number, license_expiry, experience_years, languages, preferred_language, browser_language, country)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT DO NOTHING
     RETURNING ${NEW_USER_COLUMNS}`,
    [u.username, u.email, u.passwordHash, u.role, u.phone, u.licenseNumber, u.licenseExpiry, u.experienceYears, u.languages, u.preferredLanguage ?? null, u.browserLanguage ?? null, u.country ?? null],
  );
  return rows[0];
}

export async function findUserForLogin(
  db: Queryable,
  email: string,
): Promise<(UserRow & { password_hash: string }) | undefined> {
  const rows = await db.query<UserRow & { password_hash: string }>(
    `SELECT ${USER_COLUMNS}, u.password_hash FROM users u WHERE lower(u.email) = lower($1) AND u.deleted_at IS NULL`,
    [email],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string, role?: Role): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1 AND u.deleted_at IS NULL AND ($2::text IS NULL OR u.role = $2)`,
    [id, role ?? null],
  );
  return rows[0];
}

/**
 * Live accounts, newest first, optionally one role, optionally one page, optionally matching `q`
 * (part of the name, e-mail or phone, any case).
 */
export async function listUsers(db: Queryable, role?: Role, page?: PageRequest, q?: string): Promise<Listed<User>[]> {
  const pattern = q ? q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) : null;
  const params: unknown[] = [role ?? null, pattern];
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.deleted_at IS NULL AND ($1::text IS NULL OR u.role = $1)
       AND ($2::text IS NULL OR lower(u.username) LIKE '%' || $2 || '%' OR lower(u.email) LIKE '%' || $2 || '%' OR lower(u.phone) LIKE '%' || $2 || '%')
     ${afterCursorSql(page, params, { at: 'u.created_at', id: 'u.id' }, 'desc')}
     ORDER BY u.created_at DESC, u.id DESC${limitSql(page, USER_LIST_MAX)}`,
    params,
  );
  return rows.map((r) => ({ item: toUserDto(r), cursor: { at: r.sort_at, id: r.id } }));
}

/** Upper bound of a plain (unpaged) user list. */
export const USER_LIST_MAX = 1000;

export async function countUsers(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return rows[0]!.n;
}

/** The password hash of a live account, to check a current password before changing it. */
export async function findPasswordHash(db: Queryable, id: string): Promise<string | undefined> {
  const rows = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1 AND deleted_at IS NULL', [id]);
  return rows[0]?.password_hash;
}

/** Sets a new password and bumps the token version, which ends every session signed before. */
export async function setPassword(db: Queryable, id: string, passwordHash: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `UPDATE users AS u SET password_hash = $2, token_version = token_version + 1, updated_at = now()
     WHERE u.id = $1 AND u.deleted_at IS NULL RETURNING ${USER_COLUMNS}`,
    [id, passwordHash],
  );
  return rows[0];
}

/** The caller's own name, phone and country (a country left undefined is kept). */
export async function updateAccount(db: Queryable, id: string, a: { username: string; phone: string; country?: string | null }): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `UPDATE users AS u SET username = $2, phone = $3, country = CASE WHEN $4::boolean THEN $5 ELSE u.country END, updated_at = now()
     WHERE u.id = $1 AND u.deleted_at IS NULL RETURNING ${USER_COLUMNS}`,
    [id, a.username, a.phone, a.country !== undefined, a.country ?? null],
  );
  return rows[0];
}

/** The language the account reads the site and its e-mails in. */
export async function updatePreferredLanguage(db: Queryable, id: string, lang: UiLanguage): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `UPDATE users AS u SET preferred_language = $2, updated_at = now() WHERE u.id = $1 AND u.deleted_at IS NULL RETURNING ${USER_COLUMNS}`,
    [id, lang],
  );
  return rows[0];
}

/** The language the account's browser asked for as it signed in (e-mails use it while the account has none of its own). */
export async function updateBrowserLanguage(db: Queryable, id: string, lang: UiLanguage): Promise<void> {
  await db.query('UPDATE users SET browser_language = $2 WHERE id = $1 AND browser_language IS DISTINCT FROM $2', [id, lang]);
}

/**
 * Gives an account without e-mail (decision 083) the address `email`, unless a live account
 * already has it (any case): then nothing is written and the answer is undefined.
 */
export async function addEmailIfNone(db: Queryable, id: string, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `UPDATE users AS u SET email = $2, updated_at = now()
     WHERE u.id = $1 AND u.email IS NULL AND u.deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM users o WHERE lower(o.email) = lower($2) AND o.deleted_at IS NULL)
     RETURNING ${USER_COLUMNS}`,
    [id, email],
  );
  return rows[0];
}

/**
 * Stores a reset token's hash for an hour (from `now`), ending the account's earlier unused links:
 * only the newest e-mail works.
 */
export async function insertPasswordResetToken(db: Queryable, t: { userId: string; tokenHash: string; now: Date; ttlMinutes: number }): Promise<void> {
  await db.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [t.userId, t.now]);
  await db.query(
    `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at, created_at)
     VALUES ($1, $2, $3::timestamptz + make_interval(mins => $4::int), $3)`,
    [t.tokenHash, t.userId, t.now, t.ttlMinutes],
  );
}

/**
 * Uses a reset token: marks it used and answers its account, in one statement, so two requests
 * with the same token cannot both succeed. Undefined for a used, expired or unknown token, or one
 * whose account has been deleted.
 */
export async function consumePasswordResetToken(db: Queryable, tokenHash: string, now: Date): Promise<string | undefined> {
  const rows = await db.query<{ user_id: string }>(
    `UPDATE password_reset_tokens t SET used_at = $2
     WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2
       AND EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id AND u.deleted_at IS NULL)
     RETURNING t.user_id`,
    [tokenHash, now],
  );
  return rows[0]?.user_id;
}

/** An account whose password is checked against the published ones when production starts. */
export interface PasswordCandidate {
  id: string;
  email: string;
  role: Role;
  password_hash: string;
}

/** Every live admin, and the live accounts with one of `emails` (any case). */
export async function findAdminsAndAccounts(db: Queryable, emails: readonly string[]): Promise<PasswordCandidate[]> {
  return db.query<PasswordCandidate>(
    `SELECT id, email, role, password_hash FROM users
     WHERE deleted_at IS NULL AND (role = 'admin' OR lower(email) = ANY($1::text[]))
     ORDER BY role, email`,
    [emails.map((e) => e.toLowerCase())],
  );
}

/** Whether a live admin account exists (the first start creates one only when none does). */
export async function hasLiveAdmin(db: Queryable): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM users WHERE role = 'admin' AND deleted_at IS NULL LIMIT 1`);
  return rows.length > 0;
}

/** Holds a user row until the transaction ends, so a concurrent deletion waits (a driver being assigned). */
export async function lockUserForShare(db: Queryable, id: string): Promise<void> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR SHARE', [id]);
}

// Drivers are accounts with a licence, languages and experience: their queries live here, with
// the table's other queries (the drivers module calls them through the users face).

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

/**
 * A driver's profile for travellers (decision 102); each part left undefined stays as it is.
 * `touristLicense` null removes it. `clear`: the verifications the drivers module's rule says a
 * change of number or expiry undoes.
 */
export interface DriverProfileWrite {
  introduction?: string;
  introductionLanguage?: UiLanguage | null;
  introductionTranslations?: Partial<Record<UiLanguage, string>>;
  regions?: DriverRegion[];
  touristLicense?: { kind: TouristLicenceKind; number: string; expiry: string } | null;
  clear: { driving: boolean; touristBoard: boolean };
}

export async function updateDriverProfile(db: Queryable, id: string, p: DriverProfileWrite): Promise<UserRow | undefined> {
  const tourist = p.touristLicense;
  const rows = await db.query<UserRow>(
    `UPDATE users AS u SET
       introduction = COALESCE($2, u.introduction),
       introduction_language = CASE WHEN $3::boolean THEN $4 ELSE u.introduction_language END,
       introduction_translations = COALESCE($5::jsonb, u.introduction_translations),
       regions = COALESCE($6::text[], u.regions),
       tourist_license_kind = CASE WHEN $7::boolean THEN $8 ELSE u.tourist_license_kind END,
       tourist_license_number = CASE WHEN $7::boolean THEN $9 ELSE u.tourist_license_number END,
       tourist_license_expiry = CASE WHEN $7::boolean THEN $10::date ELSE u.tourist_license_expiry END,
       license_verified_at = CASE WHEN $11::boolean THEN NULL ELSE u.license_verified_at END,
       license_verified_by = CASE WHEN $11::boolean THEN NULL ELSE u.license_verified_by END,
       tourist_license_verified_at = CASE WHEN $12::boolean THEN NULL ELSE u.tourist_license_verified_at END,
       tourist_license_verified_by = CASE WHEN $12::boolean THEN NULL ELSE u.tourist_license_verified_by END,
       updated_at = now()
     WHERE u.id = $1 AND u.deleted_at IS NULL
     RETURNING ${USER_COLUMNS}`,
    [
      id,
      p.introduction ?? null,
      p.introductionLanguage !== undefined,
      p.introductionLanguage ?? null,
      p.introductionTranslations === undefined ? null : JSON.stringify(p.introductionTranslations),
      p.regions ?? null,
      tourist !== undefined,
      tourist?.kind ?? null,
      tourist?.number ?? null,
      tourist?.expiry ?? null,
      p.clear.driving,
      p.clear.touristBoard,
    ],
  );
  return rows[0];
}

/** Records that `by` (staff) verified one of a driver's licences now. */
export async function verifyDriverLicence(db: Queryable, id: string, licence: DriverLicence, by: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    licence === 'driving'
      ? `UPDATE users AS u SET license_verified_at = now(), license_verified_by = $2, updated_at = now()
         WHERE u.id = $1 AND u.role = 'driver' AND u.deleted_at IS NULL RETURNING ${USER_COLUMNS}`
      : `UPDATE users AS u SET tourist_license_verified_at = now(), tourist_license_verified_by = $2, updated_at = now()
         WHERE u.id = $1 AND u.role = 'driver' AND u.deleted_at IS NULL RETURNING ${USER_COLUMNS}`,
    [id, by],
  );
  return rows[0];
}

/** Every live driver, most experienced first (a fleet's drivers are tens, not thousands). */
export async function listLiveDrivers(db: Queryable): Promise<UserRow[]> {
  return db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.role = 'driver' AND u.deleted_at IS NULL ORDER BY u.experience_years DESC, u.username, u.id LIMIT 1000`,
  );
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
