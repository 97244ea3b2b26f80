import { SMTPServer } from 'smtp-server';
import type { Database } from '../src/db/database';
import { deliverDue, smtpTransport } from '../src/outbox-worker';

export interface ReceivedMail {
  to: string[];
  subject: string;
  messageId: string;
  raw: string;
}

/**
 * A real SMTP server in-process; `refuseFirst` answers 451 to the first n tries of each message.
 * It listens on a free port unless `port` is given (the browser journeys' mail catcher).
 */
export async function startSmtp(opts: { refuseFirst?: number; port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const triesBySubject = new Map<string, number>();
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const header = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        const subject = /^Subject: (.*)$/im.exec(header)?.[1]?.trim() ?? '';
        const messageId = /^Message-ID: (.*)$/im.exec(header)?.[1]?.trim() ?? '';
        const tries = (triesBySubject.get(messageId) ?? 0) + 1;
        triesBySubject.set(messageId, tries);
        if (tries <= (opts.refuseFirst ?? 0)) {
          refusals++;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, messageId, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusals: () => refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Delivers everything the outbox holds that is due now to the SMTP server at `url`. */
export async function deliverOutbox(db: Database, url: string): Promise<void> {
  const transport = smtpTransport(url, 'LankaRide <bookings@lankaride.lk>');
  try {
    while ((await deliverDue(db, transport)) > 0);
  } finally {
    transport.close();
  }
}

/** The text part of a received e-mail (quoted-printable soft breaks undone). */
export function bodyOf(raw: string): string {
  return raw.split(/\r?\n\r?\n/).slice(1).join('\n\n').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** A subject as read: RFC 2047 encoded words (UTF-8, Q) decoded. */
export function subjectOf(raw: string): string {
  return raw.replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, q: string) =>
    Buffer.from(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}
