import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, appServers, serverPlaces } from './e2e/server';

const places = serverPlaces({ port: 3100, smtpPort: 3125, mailHttpPort: 3126, dataDir: `.tmp/e2e-data-${process.pid}` });

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
    baseURL: `http://localhost:${places.port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: appServers(places),
});
