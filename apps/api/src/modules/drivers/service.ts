import { MESSAGES, toColomboIso, type DriverWrite, type User } from '@app/shared';
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
