import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlaywrightTestConfig } from '@playwright/test';
import { PAYHERE } from './payhere';

/** Where one run's servers listen and keep their data. */
export interface ServerPlaces {
  /** The app (web pages and `/api`). */
  port: number;
  /** The mail catcher's SMTP port, the app's `SMTP_URL`. */
  smtpPort: number;
  /** The mail catcher's HTTP port, read by the journeys (e2e/mail.ts). */
  mailHttpPort: number;
  /** The app's embedded database, emptied before the start: every run begins on fresh demo data. */
  dataDir: string;
}

/** The places a run takes from E2E_PORT, E2E_SMTP_PORT, E2E_MAIL_HTTP_PORT and E2E_DATA_DIR, else `defaults`. */
export function serverPlaces(defaults: ServerPlaces): ServerPlaces {
  return {
    port: Number(process.env.E2E_PORT ?? defaults.port),
    smtpPort: Number(process.env.E2E_SMTP_PORT ?? defaults.smtpPort),
    mailHttpPort: Number(process.env.E2E_MAIL_HTTP_PORT ?? defaults.mailHttpPort),
    dataDir: process.env.E2E_DATA_DIR ?? defaults.dataDir,
  };
}

/** Debian's Chromium (or CHROMIUM_PATH), as every browser run here starts it. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
};

/** The app's environment in a browser run: rate limits opened for the journeys, e-mail to the catcher. */
function appEnv({ port, smtpPort, dataDir }: ServerPlaces): Record<string, string> {
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://localhost:${port}`,
    // Parallel runs (several checkouts or helpers) build to their own folder and pass it here.
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OUTBOX_POLL_MS: '200',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_REGISTER: '1000',
    RATE_LIMIT_CONTACT: '1000',
    RATE_LIMIT_BOOKING: '1000',
    RATE_LIMIT_QUOTE: '1000',
    // The journeys book many trips as the demo tourist; the bound is tested in the API tests.
    MAX_OPEN_PENDING_BOOKINGS: '1000',
    MAX_OPEN_PENDING_BOOKINGS_RETURNING: '1000',
    RATE_LIMIT_ADDRESS: '1000',
    // Journeys read each page's server rendering, many pages in a row (the budget: API tests).
    SERVER_RENDER_SHARE: '1',
    // Online deposits through PayHere's sandbox; its page is played by the journeys (e2e/money.spec.ts).
    PAYHERE_MERCHANT_ID: PAYHERE.merchantId,
    PAYHERE_MERCHANT_SECRET: PAYHERE.merchantSecret,
    PAYHERE_SANDBOX: 'true',
  };
}

/** The mail catcher's command and environment: the mailbox the app's e-mails go to (e2e/mail.ts reads it). */
const MAIL_CATCHER = ['--import', 'tsx', 'e2e/mail-catcher.ts'];
const mailEnv = ({ smtpPort, mailHttpPort }: ServerPlaces) => ({ E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_HTTP_PORT: String(mailHttpPort) });
/** The app from its source, on the built web app (`npm run build` first). */
const APP = ['--import', 'tsx', 'apps/api/src/server.ts'];

/**
 * The servers a browser run starts, as Playwright's `webServer`: the mail catcher, and the app with
 * the embedded database in a fresh `dataDir`, so the demo data is seeded anew. Used by the README's
 * screenshots (playwright.screenshots.config.ts); the journeys start theirs per worker
 * (`startAppServers`).
 */
export function appServers(places: ServerPlaces): NonNullable<PlaywrightTestConfig['webServer']> {
  return [
    {
      command: `node ${MAIL_CATCHER.join(' ')}`,
      url: `http://127.0.0.1:${places.mailHttpPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: mailEnv(places),
    },
    {
      command: `rm -rf ${places.dataDir} && node ${APP.join(' ')}`,
      url: `http://localhost:${places.port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: appEnv(places),
    },
  ];
}

/**
 * The places of one journey worker: the run's places (E2E_PORT and the others, else the
 * defaults) moved up by ten ports per worker, and a data folder of its own. Each worker has its
 * own app and mailbox, so workers share no data and run their files side by side.
 */
export function workerPlaces(base: ServerPlaces, workerIndex: number): ServerPlaces {
  const step = 10 * workerIndex;
  return { port: base.port + step, smtpPort: base.smtpPort + step, mailHttpPort: base.mailHttpPort + step, dataDir: `${base.dataDir}-w${workerIndex}` };
}

async function untilAnswers(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server stopped (exit ${child.exitCode}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Started servers, stopped together. */
export interface AppServers {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the mail catcher and the app of `places` (what `appServers` describes) from this process,
 * on a fresh data folder, and resolves once both answer. Their errors go to this process's (as
 * Playwright's `webServer` does), so a journey's report shows the server's warnings beside it.
 */
export async function startAppServers(places: ServerPlaces): Promise<AppServers> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  rmSync(path.resolve(root, places.dataDir), { recursive: true, force: true });
  const children: ChildProcess[] = [];
  const start = (args: string[], env: Record<string, string>) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
    return child;
  };
  // Never left behind: a worker that ends in any way takes its servers with it.
  const killAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
  process.once('exit', killAll);
  const stop = async () => {
    process.off('exit', killAll);
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
    rmSync(path.resolve(root, places.dataDir), { recursive: true, force: true });
  };
  try {
    const mail = start(MAIL_CATCHER, mailEnv(places));
    const app = start(APP, appEnv(places));
    await Promise.all([untilAnswers(`http://127.0.0.1:${places.mailHttpPort}/health`, mail, 60_000), untilAnswers(`http://localhost:${places.port}/api/health`, app, 120_000)]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${places.port}`, stop };
}
