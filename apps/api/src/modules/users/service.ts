import { MESSAGES, type Registration, type User } from '@app/shared';
import type { Queryable } from '../../db/database';
import type { TokenService } from '../../lib/tokens';
import { PG, badRequest, conflict, pgErrorCode, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { findUserForLogin, insertUser, toUserDto } from './repo';

/** The same answer for an unknown email and a wrong password, so accounts cannot be enumerated. */
export async function login(db: Queryable, tokens: TokenService, email: string, password: string) {
  const row = await findUserForLogin(db, email);
  const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), password);
  if (!row || !ok) throw unauthorized(MESSAGES.login.invalidCredentials);
  const token = await tokens.sign({ sub: row.id, role: row.role, tv: row.token_version });
  return { user: toUserDto(row), token };
}

/** Creates a tourist or driver account; an email already in use is a 409. */
export async function register(db: Queryable, input: Registration): Promise<User> {
  if (input.role === 'admin') throw badRequest(MESSAGES.api.validationFailed, [MESSAGES.api.adminSelfRegistration]);
  const isDriver = input.role === 'driver';
  try {
    const row = await insertUser(db, {
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      phone: input.phone,
      licenseNumber: isDriver ? input.licenseNumber : null,
      licenseExpiry: isDriver ? input.licenseExpiry : null,
      experienceYears: isDriver ? input.experienceYears : 0,
      languages: isDriver ? input.languages : [],
    });
    return toUserDto(row);
  } catch (error) {
    if (pgErrorCode(error) === PG.uniqueViolation) throw conflict(MESSAGES.api.emailTaken);
    throw error;
  }
}
