import crypto from 'node:crypto';
import { ACCOUNT_SETUP_TTL_DAYS, PASSWORD_RESET_TTL_MINUTES } from '@app/shared';
import type { Queryable } from '../../db/database';
import { accountCreatedByStaffMail, enqueue, enqueueRequest, existingAccountMail, passwordResetMail, recipientOf, welcomeMail } from '../notifications';
import { appLinks } from './links';
import * as repo from './repo';

/**
 * Requests about an address that may or may not have an account (decision 074). The request
 * handler only queues one of these, the same row whatever the address, and answers; no account is
 * looked up while the client waits, so the answer's timing cannot tell whether the address has an
 * account. The outbox worker resolves it: looks the account up and makes the token and the e-mail,
 * or nothing.
 */
export type AccountRequest =
  /** "Forgot password?" for an address: a reset link if it has an account, nothing otherwise. */
  | { kind: 'password_reset_requested'; address: string; publicUrl: string }
  /**
   * A registration: the account it created (`createdUserId`) is welcomed; when the address was
   * taken (null), its owner is told someone tried to register with it.
   */
  | { kind: 'registration_requested'; address: string; publicUrl: string; createdUserId: string | null };

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Queues the request in the caller's transaction (one insert, the same for every address). */
export async function queueAccountRequest(tx: Queryable, request: AccountRequest): Promise<void> {
  const { kind, address, ...job } = request;
  await enqueueRequest(tx, { kind, recipient: address, job });
}

/** A claimed outbox row back as the request it was queued as; undefined for anything else. */
export function accountRequestOf(row: { kind: string; recipient: string; job: Record<string, unknown> }): AccountRequest | undefined {
  const publicUrl = typeof row.job.publicUrl === 'string' ? row.job.publicUrl : undefined;
  if (publicUrl === undefined) return undefined;
  if (row.kind === 'password_reset_requested') return { kind: row.kind, address: row.recipient, publicUrl };
  if (row.kind === 'registration_requested') {
    const created = row.job.createdUserId;
    return { kind: row.kind, address: row.recipient, publicUrl, createdUserId: typeof created === 'string' ? created : null };
  }
  return undefined;
}

/**
 * Does what the request asks, in the worker's transaction: the lookup, a reset token (valid
 * PASSWORD_RESET_TTL_MINUTES from `now`) and the e-mails, all written with the request's removal.
 */
export async function resolveAccountRequest(tx: Queryable, request: AccountRequest, now: number): Promise<void> {
  const links = appLinks(request.publicUrl);
  switch (request.kind) {
    case 'password_reset_requested': {
      const user = await repo.findUserForLogin(tx, request.address);
      if (!user) return;
      const token = crypto.randomBytes(32).toString('base64url');
      await repo.insertPasswordResetToken(tx, { userId: user.id, tokenHash: sha256(token), now: new Date(now), ttlMinutes: PASSWORD_RESET_TTL_MINUTES });
      await enqueue(tx, null, [passwordResetMail(recipientOf(user), links.resetPassword(token))]);
      return;
    }
    case 'registration_requested': {
      if (request.createdUserId) {
        const created = await repo.findUserById(tx, request.createdUserId);
        if (created) await enqueue(tx, null, [welcomeMail(recipientOf(created), links.login)]);
        return;
      }
      const owner = await repo.findUserForLogin(tx, request.address);
      if (owner) await enqueue(tx, null, [existingAccountMail(recipientOf(owner), links)]);
      return;
    }
  }
}

/**
 * The users module's reaction to a claimed outbox request (wired in apps/api/src/outbox-worker.ts):
 * an account request is resolved now; anything else is none of its business.
 */
export async function resolveQueuedRequest(tx: Queryable, row: { kind: string; recipient: string; job: Record<string, unknown> }): Promise<void> {
  const request = accountRequestOf(row);
  if (request) await resolveAccountRequest(tx, request, Date.now());
}

/**
 * A link to choose a password (valid ACCOUNT_SETUP_TTL_DAYS), e-mailed in the account's language,
 * for an account staff made or gave an address (a booking taken by phone).
 */
export async function sendAccountSetupLink(tx: Queryable, row: repo.UserRow, opts: { now: number; setPasswordLink: (token: string) => string }): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  await repo.insertPasswordResetToken(tx, { userId: row.id, tokenHash: sha256(token), now: new Date(opts.now), ttlMinutes: ACCOUNT_SETUP_TTL_DAYS * 24 * 60 });
  await enqueue(tx, null, [accountCreatedByStaffMail(recipientOf(row), opts.setPasswordLink(token))]);
}
