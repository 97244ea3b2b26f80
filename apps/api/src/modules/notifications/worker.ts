import type { Transporter } from 'nodemailer';
import type { Database, Queryable } from '../../db/database';
import { startPollLoop } from '../../lib/poll-loop';
import { redactSecrets } from './service';
import * as repo from './repo';

/** A file sent with a message. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attachments?: MailAttachment[];
}

/** Delivers one message; throws when the mail server refuses it. */
export interface MailTransport {
  /** 'sent' through a mail server, or 'logged' when no server is configured. */
  readonly mode: 'sent' | 'logged';
  deliver(mail: Mail): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // The mail library loads with the first message, not with every idle server process.
  let transporter: Promise<Transporter> | undefined;
  const connect = () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    mode: 'sent',
    async deliver(mail) {
      await (await connect()).sendMail({ from, to: mail.recipient, subject: mail.subject, text: mail.body, messageId: `<${mail.id}@lankaride.local>`, attachments: mail.attachments });
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}

/** Without SMTP_URL: the message is logged (recipient and subject) and kept for the admin Outbox page. */
export function logTransport(log: (obj: object, msg: string) => void): MailTransport {
  return {
    mode: 'logged',
    async deliver(mail) {
      log({ outboxId: mail.id, to: mail.recipient, subject: mail.subject, attachments: mail.attachments?.map((a) => a.filename) }, 'notification (no SMTP_URL: logged, not sent)');
    },
    close: () => {},
  };
}

export interface WorkerOptions {
  pollMs: number;
  batchSize?: number;
  maxAttempts?: number;
  /** How long a claimed message stays invisible to other workers while it is being delivered. */
  leaseSeconds?: number;
  onError?: (error: unknown) => void;
}

/** Delay before retry n (1-based): 2, 4, 8 ... seconds, at most an hour. */
export function backoffSeconds(attempt: number): number {
  return Math.min(3600, 2 ** attempt);
}

/**
 * What other modules do with the outbox's rows, given by the process that runs the worker
 * (apps/api/src/outbox-worker.ts), so notifications imports none of them: the users module
 * resolves account requests, the money module attaches the final receipt.
 */
export interface OutboxReactions {
  /**
   * Does what a claimed request asks, in the transaction that removes it. A request no reaction
   * knows (written by a newer version) is dropped, not retried for ever.
   */
  resolveRequest(tx: Queryable, row: repo.ClaimedRequest): Promise<void>;
  /**
   * Files made as a message is sent, so the outbox keeps text only (the e-mail of a completed
   * trip carries the booking's final receipt as a PDF, as the booking stands when it goes out).
   */
  attachmentsOf(db: Database, mail: Pick<repo.ClaimedMail, 'kind' | 'booking_id'>): Promise<MailAttachment[]>;
}

/**
 * Resolves due account requests (decision 074): each in one transaction that removes the request
 * and writes what it asks for (a reset token, e-mails), so a request is resolved once, and a
 * failed one is tried again later like an e-mail.
 */
export async function resolveDueRequests(db: Database, reactions: OutboxReactions, opts: Omit<WorkerOptions, 'pollMs'> = {}): Promise<number> {
  const claimed = await repo.claimDueRequests(db, opts.batchSize ?? 10, opts.leaseSeconds ?? 60);
  for (const row of claimed) {
    try {
      await db.transaction(async (tx) => {
        if (!(await repo.deleteClaimedRequest(tx, row.id, row.attempts))) return;
        await reactions.resolveRequest(tx, row);
      });
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : 'request failed';
      await repo.markFailed(db, row.id, { giveUp: row.attempts >= (opts.maxAttempts ?? 10), error: message, retryInSeconds: backoffSeconds(row.attempts) });
    }
  }
  return claimed.length;
}

/**
 * Claims due messages (FOR UPDATE SKIP LOCKED, so two processes never claim the same one),
 * commits the claim, delivers outside any transaction, then marks each sent or schedules a retry.
 * A process killed mid-delivery leaves the claim to expire, and the message is tried again.
 */
export async function deliverDue(db: Database, transport: MailTransport, reactions: OutboxReactions, opts: Omit<WorkerOptions, 'pollMs'> = {}): Promise<number> {
  const batch = opts.batchSize ?? 10;
  const lease = opts.leaseSeconds ?? 60;
  const maxAttempts = opts.maxAttempts ?? 10;
  // Requests first: the e-mails they make go out in this same round.
  const resolved = await resolveDueRequests(db, reactions, opts);
  const claimed = await repo.claimDueMail(db, batch, lease);
  for (const mail of claimed) {
    try {
      await transport.deliver({ ...mail, attachments: await reactions.attachmentsOf(db, mail) });
      // A delivered secret (a reset link) is not kept: the stored copy keeps only the redacted text.
      await repo.markDelivered(db, mail.id, transport.mode, redactSecrets(mail.body));
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : 'delivery failed';
      await repo.markFailed(db, mail.id, { giveUp: mail.attempts >= maxAttempts, error: message, retryInSeconds: backoffSeconds(mail.attempts) });
    }
  }
  return resolved + claimed.length;
}

/** Polls the outbox until stopped; returns the stop function (awaits the current round, then closes the transport). */
export function startOutboxWorker(db: Database, transport: MailTransport, reactions: OutboxReactions, opts: WorkerOptions): () => Promise<void> {
  // Keep going while full batches come back; then wait for the next poll.
  const stop = startPollLoop(async (stopped) => {
    while (!stopped() && (await deliverDue(db, transport, reactions, opts)) >= (opts.batchSize ?? 10));
  }, opts);
  return async () => {
    await stop();
    transport.close();
  };
}
