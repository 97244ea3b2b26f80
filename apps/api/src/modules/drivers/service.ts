import { MESSAGES, isLanguageCode, languageName, wholeDays, type DriverWrite, type LanguageCode, type RankedDriver, type User } from '@app/shared';
import type { Database } from '../../db/database';
import { PG, conflict, notFound, pgErrorCode } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import * as users from '../users';
import { createAccount, findUserById, listUsers, toUserDto, type UserRow } from '../users';
import type { Listed, PageRequest } from '../../lib/paging';
import { driverHasActiveBookings, findBookingPeriod } from '../bookings';

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
    const row = await createAccount(db, {
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
    const row = await users.updateDriverFields(db, id, {
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
  const row = await users.updateDriverFields(db, id, { ...input, email: undefined, passwordHash: undefined }, null);
  if (!row) throw notFound(MESSAGES.api.driverNotFound);
  return toUserDto(row);
}

export async function deleteDriver(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await users.lockDriver(tx, id))) throw notFound(MESSAGES.api.driverNotFound);
    if (await driverHasActiveBookings(tx, id)) throw conflict(MESSAGES.api.driverHasActiveBookings);
    await users.softDeleteUser(tx, id);
  });
}

export async function availableDrivers(db: Database, startDate: string, endDate: string): Promise<User[]> {
  const days = wholeDays(startDate, endDate);
  const rows = await users.findAvailableDrivers(db, days.from, days.to);
  return rows.map(toUserDto);
}

/**
 * Drivers free for one booking's exact period, those speaking more of its preferred languages
 * first (then by experience), each marked with the languages they match.
 */
export async function rankDriversForBooking(db: Database, bookingId: string): Promise<RankedDriver[]> {
  const booking = await findBookingPeriod(db, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  const rows = await users.findAvailableDrivers(db, new Date(booking.pickup_at).toISOString(), new Date(booking.return_at).toISOString(), '[)');
  const wanted = new Set(booking.preferred_languages);
  const ranked = rows.map((row, index) => {
    const matchedLanguages = row.languages.filter((l) => wanted.has(l));
    return { driver: { ...toUserDto(row), matchedLanguages }, index };
  });
  ranked.sort((a, b) => b.driver.matchedLanguages.length - a.driver.matchedLanguages.length || a.index - b.index);
  return ranked.map((r) => r.driver);
}

/** Languages spoken by the fleet's drivers, for the booking form's choice: codes from the fixed list, with names, by name. */
export async function fleetLanguages(db: Database): Promise<{ code: LanguageCode; name: string }[]> {
  const codes = await users.listDriverLanguageCodes(db);
  return codes
    .filter(isLanguageCode)
    .map((code) => ({ code, name: languageName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function listDrivers(db: Database, page?: PageRequest): Promise<Listed<User>[]> {
  return listUsers(db, 'driver', page);
}

/** The caller's own profile, as the driver area shows it. */
export function ownProfile(user: UserRow): User {
  return toUserDto(user);
}
