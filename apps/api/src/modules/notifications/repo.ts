import type { OutboxMessage } from '@app/shared';
import type { Queryable } from '../../db/database';
import { afterCursorSql, limitSql } from '../../db/keyset';
import type { Listed, PageRequest } from '../../lib/paging';

/** One e-mail as the outbox stores it. */
export interface OutboxInsert {
  kind: string;
  bookingId: string | null;
  recipient: string;
  subject: string;
  body: string;
  sensitive: boolean;
}

export async function insertOutbox(tx: Queryable, m: OutboxInsert): Promise<void> {
  await tx.query(
    'INSERT INTO outbox (kind, booking_id, recipient, subject, body, sensitive) VALUES ($1, $2, $3, $4, $5, $6)',
    [m.kind, m.bookingId, m.recipient, m.subject, m.body, m.sensitive],
  );
}

/** An account request for the worker to resolve (see `AccountRequest`): the address and its job. */
export async function insertRequest(tx: Queryable, r: { kind: string; recipient: string; job: object }): Promise<void> {
  await tx.query(`INSERT INTO outbox (kind, recipient, subject, body, job) VALUES ($1, $2, '', '', $3::jsonb)`, [r.kind, r.recipient, JSON.stringify(r.job)]);
}

export interface ClaimedRequest {
  id: string;
  kind: string;
  recipient: string;
  job: Record<string, unknown>;
  attempts: number;
}

/** Claims due account requests like e-mails (SKIP LOCKED, a lease, the attempt counted). */
export async function claimDueRequests(db: Queryable, batch: number, leaseSeconds: number): Promise<ClaimedRequest[]> {
  return db.query<ClaimedRequest>(
    `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = clock_timestamp() + make_interval(secs => $2::double precision)
     WHERE id IN (
       SELECT id FROM outbox WHERE status = 'pending' AND job IS NOT NULL AND next_attempt_at <= clock_timestamp()
       ORDER BY next_attempt_at, created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, recipient, job, attempts`,
    [batch, leaseSeconds],
  );
}

/**
 * Deletes a resolved request in the transaction that resolves it; false when this claim is no
 * longer ours (its lease ran out and another worker claimed it, counting another attempt).
 */
export async function deleteClaimedRequest(tx: Queryable, id: string, attempts: number): Promise<boolean> {
  const rows = await tx.query('DELETE FROM outbox WHERE id = $1 AND attempts = $2 AND job IS NOT NULL RETURNING id', [id, attempts]);
  return rows.length > 0;
}

/** The columns of an outbox message that both the delivery loop and the office's list read. */
interface MailColumns {
  id: string;
  kind: string;
  booking_id: string | null;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

export interface ClaimedMail extends MailColumns {
  sensitive: boolean;
}

/**
 * Claims up to `batch` due messages (FOR UPDATE SKIP LOCKED, so two processes never claim the
 * same one) and makes them invisible to others for `leaseSeconds`, counting the attempt.
 */
export async function claimDueMail(db: Queryable, batch: number, leaseSeconds: number): Promise<ClaimedMail[]> {
  return db.query<ClaimedMail>(
    `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = clock_timestamp() + make_interval(secs => $2::double precision)
     WHERE id IN (
       SELECT id FROM outbox WHERE status = 'pending' AND job IS NULL AND next_attempt_at <= clock_timestamp()
       ORDER BY next_attempt_at, created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, booking_id, recipient, subject, body, attempts, sensitive`,
    [batch, leaseSeconds],
  );
}

/** Marks a message delivered (or logged); a sensitive one keeps only the given redacted body. */
export async function markDelivered(db: Queryable, id: string, status: 'sent' | 'logged', redactedBody: string): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = $2, sent_at = clock_timestamp(), last_error = NULL, body = CASE WHEN sensitive THEN $3 ELSE body END WHERE id = $1`,
    [id, status, redactedBody],
  );
}

/** Records a failed try: retried after `retryInSeconds`, or given up (`failed`). */
export async function markFailed(db: Queryable, id: string, opts: { giveUp: boolean; error: string; retryInSeconds: number }): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = $2, last_error = $3, next_attempt_at = clock_timestamp() + make_interval(secs => $4::double precision) WHERE id = $1`,
    [id, opts.giveUp ? 'failed' : 'pending', opts.error, opts.retryInSeconds],
  );
}

interface OutboxRow extends MailColumns {
  status: OutboxMessage['status'];
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
  sort_at: string;
}

/** The outbox, newest first (bodies as stored: the service redacts them). */
export async function listOutbox(db: Queryable, page?: PageRequest): Promise<Listed<OutboxMessage>[]> {
  const params: unknown[] = [];
  const rows = await db.query<OutboxRow>(
    `SELECT o.created_at::text AS sort_at, o.id, o.kind, o.booking_id, o.recipient, o.subject, o.body, o.status,
            o.attempts, o.last_error, o.sent_at, o.created_at
     FROM outbox o WHERE o.job IS NULL ${afterCursorSql(page, params, { at: 'o.created_at', id: 'o.id' }, 'desc')}
     ORDER BY o.created_at DESC, o.id DESC${limitSql(page, 1000)}`,
    params,
  );
  return rows.map((r) => ({
    item: {
      _id: r.id,
      kind: r.kind,
      bookingId: r.booking_id,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      status: r.status,
      attempts: r.attempts,
      lastError: r.last_error,
      sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
      createdAt: new Date(r.created_at).toISOString(),
    },
    cursor: { at: r.sort_at, id: r.id },
  }));
}

/**
 * Forgets e-mails no longer kept (the retention sweep): every one about the given bookings, and
 * any other sent before `cutoff`; one still waiting to go stays.
 */
export async function deleteMailNoLongerKept(db: Queryable, bookingIds: readonly string[], cutoff: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `DELETE FROM outbox WHERE status <> 'pending' AND (booking_id = ANY($1::uuid[]) OR (booking_id IS NULL AND created_at < $2)) RETURNING id`,
    [bookingIds, cutoff],
  );
  return rows.length;
}
