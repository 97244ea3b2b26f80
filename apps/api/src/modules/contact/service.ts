import { MESSAGES, type ContactMessage } from '@app/shared';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { Listed, PageRequest } from '../../lib/paging';
import * as repo from './repo';

/** A visitor's message, kept for the admin inbox (never mailed on, so no one can make the server write to others). */
export function receiveMessage(db: Database, m: { name: string; email: string; subject: string; message: string }): Promise<void> {
  return repo.insertMessage(db, m);
}

export function listMessages(db: Database, opts: { unreadOnly: boolean }, page?: PageRequest): Promise<Listed<ContactMessage>[]> {
  return repo.listMessages(db, opts, page);
}

export async function markMessage(db: Database, id: string, read: boolean): Promise<ContactMessage> {
  const message = await repo.setRead(db, id, read);
  if (!message) throw notFound(MESSAGES.api.messageNotFound);
  return message;
}
