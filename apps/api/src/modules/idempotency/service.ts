import crypto from 'node:crypto';
import { z } from 'zod';
import { MESSAGES, RETENTION } from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { joinedTransaction, type Database, type Queryable } from '../../db/database';
import { HttpError, badRequest } from '../../lib/errors';
import * as repo from './repo';

/** What a change answered: its HTTP status and body; `replayed` when it is the first request's answer again. */
export interface KeptAnswer<S extends number, T> {
  status: S;
  body: T;
  replayed: boolean;
}

/** The header in the API's docs, on the driver's changes that may be sent again from the phone's queue. */
export const OFFLINE_KEY_HEADER = z
  .object({ 'idempotency-key': z.string().optional().describe('Retry-safe key (1 to 200 visible characters): a repeat answers what the first request did, with Idempotent-Replayed: true, and records nothing') })
  .passthrough();

/** Idempotency-Key: a client-chosen token of up to 200 visible characters; anything else is refused. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^[\x21-\x7e]{1,200}$/.test(value)) throw badRequest(MESSAGES.api.idempotencyKeyInvalid, [MESSAGES.api.idempotencyKeyInvalid]);
  return value;
}

/**
 * Runs a change once per Idempotency-Key (decision 113). Without a key it simply runs. With one,
 * the key is claimed in a transaction that `change` joins (its own `db.transaction` runs inside
 * it), and its answer is saved before the commit: either the change and its answer are both
 * recorded or neither is. A repeat of the same request gets the saved answer and records nothing,
 * also when it arrives while the first is still running (PostgreSQL makes it wait for the first's
 * commit); the same key on a different request is refused (422). A change that fails (4xx)
 * leaves no key behind: sending it again tries again.
 */
export async function oncePerKey<S extends number, T>(
  db: Database,
  claim: { userId: string; key: string | undefined; request: unknown },
  change: (db: Database) => Promise<{ status: S; body: T }>,
): Promise<KeptAnswer<S, T>> {
  const { userId, key } = claim;
  if (!key) return { ...(await change(db)), replayed: false };
  const requestHash = crypto.createHash('sha256').update(JSON.stringify(claim.request)).digest('hex');
  return db.transaction(async (tx) => {
    if (!(await repo.claimActionKey(tx, userId, key, requestHash))) {
      const first = await repo.findActionKey(tx, userId, key);
      if (!first || first.request_hash !== requestHash || first.status_code === null) throw new HttpError(422, PAGE_MESSAGES.driverOfflineApi.actionKeyReused);
      return { status: first.status_code as S, body: first.answer as T, replayed: true };
    }
    const answer = await change(joinedTransaction(db, tx));
    await repo.saveActionAnswer(tx, userId, key, answer.status, answer.body);
    return { ...answer, replayed: false };
  });
}

/**
 * Forgets the keys older than `days` (RETENTION.actionKeyDays) as of `now`, the app's clock: the
 * retention sweep runs it. A phone's queue sends a change again within hours, never after a week.
 */
export function forgetOldActionKeys(db: Queryable, now: number, days: number = RETENTION.actionKeyDays): Promise<number> {
  return repo.deleteActionKeysBefore(db, new Date(now - days * 24 * 3600_000));
}
