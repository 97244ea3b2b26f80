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

/**
 * The servers a browser run starts: the mail catcher, and the app from its source on the built web
 * app (`npm run build` first) with the embedded database in a fresh `dataDir`, so the demo data is
 * seeded anew. Used by the journeys (playwright.config.ts) and the README's screenshots
 * (playwright.screenshots.config.ts).
 */
export function appServers(places: ServerPlaces): NonNullable<PlaywrightTestConfig['webServer']> {
  const { port, smtpPort, mailHttpPort, dataDir } = places;
  return [
    {
      // The mailbox the app's e-mails go to; journeys read it (e2e/mail.ts).
      command: 'node --import tsx e2e/mail-catcher.ts',
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_HTTP_PORT: String(mailHttpPort) },
    },
    {
      command: `rm -rf ${dataDir} && node --import tsx apps/api/src/server.ts`,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
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
      },
    },
  ];
}
