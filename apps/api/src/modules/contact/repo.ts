import type { ContactMessage } from '@app/shared';
import type { Queryable } from '../../db/database';
import { afterCursorSql, limitSql } from '../../db/keyset';
import type { Listed, PageRequest } from '../../lib/paging';

interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  read_at: Date | null;
  created_at: Date;
  sort_at: string;
}

const COLUMNS = 'm.created_at::text AS sort_at, m.id, m.name, m.email, m.subject, m.message, m.read_at, m.created_at';

function toDto(r: MessageRow): ContactMessage {
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    read: r.read_at !== null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export async function insertMessage(db: Queryable, m: { name: string; email: string; subject: string; message: string }): Promise<void> {
  await db.query('INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4)', [m.name, m.email, m.subject, m.message]);
}

export async function listMessages(db: Queryable, opts: { unreadOnly: boolean }, page?: PageRequest): Promise<Listed<ContactMessage>[]> {
  const params: unknown[] = [opts.unreadOnly];
  const rows = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM contact_messages m WHERE (NOT $1::boolean OR m.read_at IS NULL)
     ${afterCursorSql(page, params, { at: 'm.created_at', id: 'm.id' }, 'desc')}
     ORDER BY m.created_at DESC, m.id DESC${limitSql(page, 1000)}`,
    params,
  );
  return rows.map((r) => ({ item: toDto(r), cursor: { at: r.sort_at, id: r.id } }));
}

export async function setRead(db: Queryable, id: string, read: boolean): Promise<ContactMessage | undefined> {
  const rows = await db.query<MessageRow>(
    `UPDATE contact_messages m SET read_at = CASE WHEN $2::boolean THEN COALESCE(m.read_at, now()) ELSE NULL END
     WHERE m.id = $1 RETURNING ${COLUMNS}`,
    [id, read],
  );
  return rows[0] && toDto(rows[0]);
}

/** Forgets the messages sent before `cutoff` (the retention sweep); how many went. */
export async function deleteMessagesBefore(db: Queryable, cutoff: Date): Promise<number> {
  const rows = await db.query<{ id: string }>('DELETE FROM contact_messages WHERE created_at < $1 RETURNING id', [cutoff]);
  return rows.length;
}
