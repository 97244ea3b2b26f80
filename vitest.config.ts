import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores (the default leaves one free on a 2-core machine): the suite in 8 min, not 13.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Process tests start real servers; on a loaded 2-core machine a start can take tens of seconds.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // One migrated PGlite for the run's test apps to start from (test/global-setup.ts).
          globalSetup: ['./test/global-setup.ts'],
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'tools',
          root: './tools',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
