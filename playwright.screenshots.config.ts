import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, appServers, serverPlaces } from './e2e/server';

/**
 * The README's screenshots (`npm run screenshots`): the journeys' servers (e2e/server.ts) on ports
 * of their own, fresh demo data, and only tools/screenshots/*.shots.ts, so `npm test` never runs
 * them and they never run with the journeys.
 */
const places = serverPlaces({ port: 3150, smtpPort: 3175, mailHttpPort: 3176, dataDir: `.tmp/screenshots-data-${process.pid}` });

export default defineConfig({
  testDir: './tools/screenshots',
  testMatch: '*.shots.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${places.port}`,
    trace: 'off',
    locale: 'en-US',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: appServers(places),
});
