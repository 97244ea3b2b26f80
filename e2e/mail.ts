import { expect } from '@playwright/test';

/** This worker's mailbox (e2e/test.ts sets it when the worker's servers start). */
const mailHttpPort = () => Number(process.env.E2E_MAIL_HTTP_PORT ?? 3126);

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
        const all = (await (await fetch(`http://127.0.0.1:${mailHttpPort()}/messages`)).json()) as CaughtMail[];
        found = all.filter((m) => m.to.includes(to) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject))).at(-1);
        return Boolean(found);
      },
      { timeout: 20_000, message: `an e-mail to ${to}: ${subject}` },
    )
    .toBe(true);
  return found!;
}
