import { MESSAGES, toColomboIso, type DriverWrite, type RankedDriver, type User } from '@app/shared';
import type { Database } from '../../db/database';
import { PG, conflict, notFound, pgErrorCode } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { findUserById, insertUser, toUserDto } from '../users/repo';
import { hasActiveBookings } from '../vehicles/repo';
import * as repo from './repo';

function emailTakenAs409(error: unknown): never {
  if (pgErrorCode(error) === PG.uniqueViolation) throw conflict(MESSAGES.api.emailTaken);
  throw error;
}

export async function getDriver(db: Database, id: string): Promise<User> {
  const row = await findUserById(db, id, 'driver');
  if (!row) throw notFound(MESSAGES.api.driverNotFound);
  return toUserDto(row);
}

export async function createDriver(db: Database, input: DriverWrite): Promise<User> {
  try {
    const row = await insertUser(db, {
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      role: 'driver',
      phone: input.phone,
      licenseNumber: input.licenseNumber,
      licenseExpiry: input.licenseExpiry,
      experienceYears: input.experienceYears,
      languages: input.languages,
    });
    return toUserDto(row);
  } catch (error) {
    return emailTakenAs409(error);
  }
}

/** Admin edit: a blank password keeps the current one. */
export async function updateDriver(db: Database, id: string, input: DriverWrite): Promise<User> {
  try {
    const row = await repo.updateDriver(db, id, {
      ...input,
      passwordHash: input.password ? await hashPassword(input.password) : undefined,
    });
    if (!row) throw notFound(MESSAGES.api.driverNotFound);
    return toUserDto(row);
  } catch (error) {
    return emailTakenAs409(error);
  }
}

/** The caller's own edit (a driver, or an admin using the driver area): everything but email and password. */
export async function updateOwnProfile(
  db: Database,
  id: string,
  input: Omit<DriverWrite, 'email' | 'password'>,
): Promise<User> {
  const row = await repo.updateDriver(db, id, { ...input, email: undefined, passwordHash: undefined }, null);
  if (!row) throw notFound(MESSAGES.api.driverNotFound);
  return toUserDto(row);
}

export async function deleteDriver(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockDriver(tx, id))) throw notFound(MESSAGES.api.driverNotFound);
    if (await hasActiveBookings(tx, 'driver_id', id)) throw conflict(MESSAGES.api.driverHasActiveBookings);
    await repo.softDeleteUser(tx, id);
  });
}

export async function availableDrivers(db: Database, startDate: string, endDate: string): Promise<User[]> {
  const rows = await repo.findAvailableDrivers(db, toColomboIso(startDate, '00:00'), toColomboIso(endDate, '23:59'));
  return rows.map(toUserDto);
}

/**
 * Drivers free for one booking's exact period, those speaking more of its preferred languages
 * first (then by experience), each marked with the languages they match.
 */
export async function rankDriversForBooking(db: Database, bookingId: string): Promise<RankedDriver[]> {
  const [booking] = await db.query<{ pickup_at: Date; return_at: Date; preferred_languages: string[] }>(
    'SELECT pickup_at, return_at, preferred_languages FROM bookings WHERE id = $1',
    [bookingId],
  );
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  const rows = await repo.findAvailableDrivers(db, new Date(booking.pickup_at).toISOString(), new Date(booking.return_at).toISOString(), '[)');
  const wanted = booking.preferred_languages.map((l) => l.toLowerCase());
  const ranked = rows.map((row, index) => {
    const matchedLanguages = row.languages.filter((l) => wanted.includes(l.toLowerCase()));
    return { driver: { ...toUserDto(row), matchedLanguages }, index };
  });
  ranked.sort((a, b) => b.driver.matchedLanguages.length - a.driver.matchedLanguages.length || a.index - b.index);
  return ranked.map((r) => r.driver);
}

/** Languages spoken by the fleet's drivers, for the booking form's choice. */
export async function fleetLanguages(db: Database): Promise<string[]> {
  const rows = await db.query<{ language: string }>(
    `SELECT DISTINCT ON (lower(l)) l AS language
     FROM users u, unnest(u.languages) AS l
     WHERE u.role = 'driver' AND u.deleted_at IS NULL AND l <> ''
     ORDER BY lower(l), l`,
  );
  return rows.map((r) => r.language);
}
