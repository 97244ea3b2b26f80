import http from 'node:http';
import { startSmtp } from '../apps/api/test/smtp';

/**
 * The browser journeys' mailbox: the same in-process SMTP server the API's notification tests use,
 * started beside the app (e2e/server.ts gives the app SMTP_URL pointing here), with what it
 * received readable over HTTP: GET /messages -> [{ to, subject, text }].
 */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
const HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3126);

/** The text part of a raw message: headers dropped, quoted-printable undone. */
export function textOf(raw: string): string {
  const body = raw.split(/\r?\n\r?\n/).slice(1).join('\n\n');
  if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(raw)) return body;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const smtp = await startSmtp({ port: SMTP_PORT });
http
  .createServer((req, res) => {
    if (req.url === '/health') return res.end('ok');
    if (req.url !== '/messages') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(smtp.received.map((m) => ({ to: m.to, subject: m.subject, text: textOf(m.raw) }))));
  })
  .listen(HTTP_PORT, '127.0.0.1');
console.log(`mail catcher: SMTP on ${SMTP_PORT}, messages at http://127.0.0.1:${HTTP_PORT}/messages`);
