import { expect } from '@playwright/test';

const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3126);

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for an e-mail to `to` whose subject matches, as the app's SMTP server received it. */
export async function waitForMail(to: string, subject: string | RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages`)).json()) as CaughtMail[];
        found = all.filter((m) => m.to.includes(to) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject))).at(-1);
        return Boolean(found);
      },
      { timeout: 20_000, message: `an e-mail to ${to}: ${subject}` },
    )
    .toBe(true);
  return found!;
}
