import crypto from 'node:crypto';
import { MESSAGES, type AccountUpdate, type LanguageUpdate, type Registration, type Role, type UiLanguage, type User } from '@app/shared';
import type { Database, Queryable } from '../../db/database';
import type { TokenService } from '../../lib/tokens';
import { PG, badRequest, conflict, notFound, pgErrorCode, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { enqueue, passwordChangedMail, recipientOf } from '../notifications';
import { queueAccountRequest, sendAccountSetupLink } from './account-requests-service';
import type { AppLinks } from './links';
import type { Listed, PageRequest } from '../../lib/paging';
import * as repo from './repo';

export { appLinks, type AppLinks } from './links';

/** The same answer for an unknown email and a wrong password, so accounts cannot be enumerated. */
export async function login(db: Queryable, tokens: TokenService, email: string, password: string, browserLanguage?: UiLanguage) {
  const row = await repo.findUserForLogin(db, email);
  const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), password);
  if (!row || !ok) throw unauthorized(MESSAGES.login.invalidCredentials);
  // Kept for the account's e-mails while its person has chosen no language (decision 081).
  if (browserLanguage && browserLanguage !== row.browser_language) await repo.updateBrowserLanguage(db, row.id, browserLanguage);
  const token = await tokens.sign({ sub: row.id, role: row.role, tv: row.token_version });
  return { user: repo.toUserDto(row), token };
}

/**
 * Creates a tourist or driver account, which may sign in at once. An address that already has an
 * account gets the same answer (nothing is created), so registration tells no one which addresses
 * have accounts, as login and password reset do not. Both ways do the same work while the client
 * waits (decision 074): one password hash, one insert that writes nothing when the address is
 * taken, and one queued request; the worker then welcomes the new account or tells the owner of
 * the taken address.
 */
export async function register(db: Database, input: Registration, publicUrl: string): Promise<void> {
  if (input.role === 'admin') throw badRequest(MESSAGES.api.validationFailed, [MESSAGES.api.adminSelfRegistration]);
  const isDriver = input.role === 'driver';
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const created = await repo.insertUserIfAddressFree(tx, {
      username: input.username,
      email: input.email,
      passwordHash,
      role: input.role,
      phone: input.phone,
      licenseNumber: isDriver ? input.licenseNumber : null,
      licenseExpiry: isDriver ? input.licenseExpiry : null,
      experienceYears: isDriver ? input.experienceYears : 0,
      languages: isDriver ? input.languages : [],
      preferredLanguage: input.preferredLanguage,
      browserLanguage: input.browserLanguage,
      country: input.country ?? null,
    });
    await queueAccountRequest(tx, { kind: 'registration_requested', address: input.email, publicUrl, createdUserId: created?.id ?? null });
  });
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * "Forgot password?": queues the request and nothing else, the same for every address (decision
 * 074). The worker e-mails a single-use link, valid for PASSWORD_RESET_TTL_MINUTES, when the
 * address has an account, and does nothing otherwise. The caller answers the same either way.
 */
export async function requestPasswordReset(db: Queryable, email: string, publicUrl: string): Promise<void> {
  await queueAccountRequest(db, { kind: 'password_reset_requested', address: email, publicUrl });
}

/** Sets the password of the link's account and ends its sessions; a used, expired or made-up token is a 400. */
export async function confirmPasswordReset(db: Database, token: string, password: string, links: AppLinks, now: number): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await repo.consumePasswordResetToken(tx, sha256(token), new Date(now));
    if (!userId) throw badRequest(MESSAGES.account.resetLinkInvalid, [MESSAGES.account.resetLinkInvalid]);
    const user = await repo.setPassword(tx, userId, passwordHash);
    if (!user) throw badRequest(MESSAGES.account.resetLinkInvalid, [MESSAGES.account.resetLinkInvalid]);
    await enqueue(tx, null, [passwordChangedMail(recipientOf(user), links.forgotPassword)]);
  });
}

/**
 * Changes the caller's password after checking the current one; every older session ends, and
 * the caller gets a fresh token so this one does not.
 */
export async function changePassword(
  db: Database,
  tokens: TokenService,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  links: AppLinks,
): Promise<{ user: User; token: string }> {
  const current = await repo.findPasswordHash(db, userId);
  if (!current || !(await verifyPassword(current, input.currentPassword))) {
    throw badRequest(MESSAGES.account.currentPasswordWrong, [MESSAGES.account.currentPasswordWrong]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const user = await db.transaction(async (tx) => {
    const row = await repo.setPassword(tx, userId, passwordHash);
    if (!row) throw notFound(MESSAGES.api.userNotFound);
    await enqueue(tx, null, [passwordChangedMail(recipientOf(row), links.forgotPassword)]);
    return row;
  });
  const token = await tokens.sign({ sub: user.id, role: user.role, tv: user.token_version });
  return { user: repo.toUserDto(user), token };
}

/** The caller's own name, phone and country; a driver keeps a phone (the office and tourists call it). */
export async function updateAccount(db: Queryable, user: repo.UserRow, input: AccountUpdate): Promise<User> {
  if (user.role === 'driver' && !input.phone) {
    throw badRequest(MESSAGES.account.phoneRequiredForDrivers, [MESSAGES.account.phoneRequiredForDrivers]);
  }
  const row = await repo.updateAccount(db, user.id, input);
  if (!row) throw notFound(MESSAGES.api.userNotFound);
  return repo.toUserDto(row);
}

/** The language the caller reads the site and its e-mails in. */
export async function updatePreferredLanguage(db: Queryable, user: repo.UserRow, input: LanguageUpdate): Promise<User> {
  const row = await repo.updatePreferredLanguage(db, user.id, input.preferredLanguage);
  if (!row) throw notFound(MESSAGES.api.userNotFound);
  return repo.toUserDto(row);
}

/** Every live account, newest first (admins); optionally one role's, or those matching `q`. */
export function listAllUsers(db: Queryable, page?: PageRequest, filters: { role?: Role; q?: string } = {}): Promise<Listed<User>[]> {
  return repo.listUsers(db, filters.role, page, filters.q);
}

/**
 * Staff give an account made without an e-mail address (a walk-in customer, decision 083) its
 * address, and the customer is sent a link to set a password: 404 for no such account, 409 when it
 * has an address already or another account uses this one (the unique index decides a race).
 */
export async function addEmailToAccount(db: Database, id: string, email: string, opts: { now: number; setPasswordLink: (token: string) => string }): Promise<User> {
  return db.transaction(async (tx) => {
    const row = await repo.addEmailIfNone(tx, id, email).catch((error: unknown) => {
      throw pgErrorCode(error) === PG.uniqueViolation ? conflict(MESSAGES.api.emailTaken) : error;
    });
    if (!row) {
      const existing = await repo.findUserById(tx, id);
      if (!existing) throw notFound(MESSAGES.api.userNotFound);
      throw conflict(existing.email === null ? MESSAGES.api.emailTaken : MESSAGES.api.accountHasEmail);
    }
    await sendAccountSetupLink(tx, row, opts);
    return repo.toUserDto(row);
  });
}

/** The signed-in account as the API shows it. */
export function ownAccount(user: repo.UserRow): User {
  return repo.toUserDto(user);
}
