import type { OutboxMessage } from '@app/shared';
import type { Queryable } from '../../db/database';
import type { Listed, PageRequest } from '../../lib/paging';
import type { Outgoing } from './messages';
import * as repo from './repo';

/**
 * Writes the e-mails into the outbox inside the caller's transaction: they exist iff the change
 * does. One to an account without an address (a customer staff booked for who has no e-mail,
 * decision 083) is not written: staff tell that customer by phone.
 */
export async function enqueue(tx: Queryable, bookingId: string | null, messages: Outgoing[]): Promise<void> {
  for (const m of messages) {
    if (!m.recipient) continue;
    await repo.insertOutbox(tx, { kind: m.kind, bookingId, recipient: m.recipient, subject: m.subject, body: m.body, sensitive: m.sensitive ?? false });
  }
}

/**
 * Queues a request the worker resolves before it becomes e-mail (an account request: decision
 * 074), inside the caller's transaction.
 */
export async function enqueueRequest(tx: Queryable, request: { kind: string; recipient: string; job: object }): Promise<void> {
  await repo.insertRequest(tx, request);
}

/**
 * The text of an e-mail with its secrets hidden: the token of every link (`token=...`). What the
 * admin Outbox shows, and what a sensitive e-mail keeps once it has been delivered.
 */
export function redactSecrets(body: string): string {
  return body.replace(/([?&]token=)[^\s&#]+/g, (_match, prefix: string) => `${prefix}[hidden]`);
}

/** The admin Outbox: never a usable secret, even before delivery. */
export async function listOutbox(db: Queryable, page?: PageRequest): Promise<Listed<OutboxMessage>[]> {
  const rows = await repo.listOutbox(db, page);
  return rows.map((r) => ({ ...r, item: { ...r.item, body: redactSecrets(r.item.body) } }));
}
