import type { Queryable } from '../../db/database';

/** A key already used: what the first request was and what it was answered. */
export interface ActionKeyRow {
  request_hash: string;
  status_code: number | null;
  answer: unknown;
}

/**
 * Claims `key` for the user in the open transaction. On PostgreSQL a second transaction claiming
 * the same key waits here until the first ends: it then finds the first one's row (false) or, if
 * the first rolled back, claims it itself.
 */
export async function claimActionKey(tx: Queryable, userId: string, key: string, requestHash: string): Promise<boolean> {
  const rows = await tx.query('INSERT INTO action_keys (user_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key', [userId, key, requestHash]);
  return rows.length === 1;
}

export async function findActionKey(tx: Queryable, userId: string, key: string): Promise<ActionKeyRow | undefined> {
  const rows = await tx.query<ActionKeyRow>('SELECT request_hash, status_code, answer FROM action_keys WHERE user_id = $1 AND key = $2', [userId, key]);
  return rows[0];
}

/** The answer the claimed key's request got, saved before its transaction commits. */
export async function saveActionAnswer(tx: Queryable, userId: string, key: string, statusCode: number, answer: unknown): Promise<void> {
  await tx.query('UPDATE action_keys SET status_code = $3, answer = $4::jsonb WHERE user_id = $1 AND key = $2', [userId, key, statusCode, JSON.stringify(answer)]);
}

/** Forgets the keys claimed before `cutoff` (the retention sweep); how many went. */
export async function deleteActionKeysBefore(db: Queryable, cutoff: Date): Promise<number> {
  const rows = await db.query('DELETE FROM action_keys WHERE created_at < $1 RETURNING key', [cutoff]);
  return rows.length;
}
