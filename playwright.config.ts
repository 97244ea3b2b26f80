import { defineConfig } from '@playwright/test';
import { PAYHERE } from './e2e/payhere';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${process.pid}`;
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3126);

/** Browser journeys: Debian's Chromium against the real server on a fresh data directory. */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  webServer: [
    {
      // The mailbox the app's e-mails go to; journeys read it (e2e/mail.ts).
      command: 'node --import tsx e2e/mail-catcher.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      command: `rm -rf ${DATA_DIR} && node --import tsx apps/api/src/server.ts`,
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        DATA_DIR,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://localhost:${PORT}`,
        // Parallel runs (several checkouts or helpers) build to their own folder and pass it here.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
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
        // Online deposits through PayHere's sandbox; its page is played by the journeys (e2e/money.spec.ts).
        PAYHERE_MERCHANT_ID: PAYHERE.merchantId,
        PAYHERE_MERCHANT_SECRET: PAYHERE.merchantSecret,
        PAYHERE_SANDBOX: 'true',
      },
    },
  ],
});
