import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/server';

/**
 * Browser journeys: Debian's Chromium against the real server on fresh demo data. Each worker
 * starts its own app and mailbox (e2e/test.ts), so files run side by side on both cores;
 * E2E_WORKERS chooses how many (one to debug a journey alone).
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
