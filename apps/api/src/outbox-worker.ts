import type { Database } from './db/database';
import {
  deliverDue as deliverWith,
  resolveDueRequests as resolveWith,
  startOutboxWorker as startWith,
  type MailTransport,
  type OutboxReactions,
  type WorkerOptions,
} from './modules/notifications';
import { receiptAttachmentsOf } from './modules/money';
import { calendarAttachmentsOf } from './modules/calendar';
import { conditionReportAttachmentsOf } from './modules/handovers';
import { resolveQueuedRequest } from './modules/users';

/**
 * The outbox worker as the server runs it: the notifications module's delivery loop with the
 * other modules' reactions plugged in. The wiring lives here, above the modules, so that
 * notifications imports neither users nor money (docs/architecture/modules.md); a new reaction
 * to an outbox row is added here and in its own module.
 */
export const OUTBOX_REACTIONS: OutboxReactions = {
  resolveRequest: resolveQueuedRequest,
  // The final receipt of a completed trip (money), the trip's .ics on the confirmation (calendar),
  // the condition report after a handover or a return (handovers).
  attachmentsOf: async (db, mail) => [...(await receiptAttachmentsOf(db, mail)), ...(await calendarAttachmentsOf(db, mail)), ...(await conditionReportAttachmentsOf(db, mail))],
};

export { smtpTransport, logTransport } from './modules/notifications';
export type { Mail, MailAttachment, MailTransport, WorkerOptions } from './modules/notifications';

export function resolveDueRequests(db: Database, opts?: Omit<WorkerOptions, 'pollMs'>): Promise<number> {
  return resolveWith(db, OUTBOX_REACTIONS, opts);
}

export function deliverDue(db: Database, transport: MailTransport, opts?: Omit<WorkerOptions, 'pollMs'>): Promise<number> {
  return deliverWith(db, transport, OUTBOX_REACTIONS, opts);
}

export function startOutboxWorker(db: Database, transport: MailTransport, opts: WorkerOptions): () => Promise<void> {
  return startWith(db, transport, OUTBOX_REACTIONS, opts);
}
