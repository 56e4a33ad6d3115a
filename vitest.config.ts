import { defineConfig } from 'vitest/config';

/**
 * `unit`: pure code, no database and no browser (`npm run test:unit`, seconds). `web`: the web
 * app's screens in jsdom. `integration`: the read models' specs, the API on a real PostgreSQL and
 * the browser tests in Chromium. `npm test` runs them all.
 */
export default defineConfig({
  test: {
    // Two cores: more workers only fight over them and over PostgreSQL.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['api/**/*.test.ts', 'shared/**/*.test.ts', 'projections/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['projections/**/*.projection.test.ts'],
        },
      },
      { test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], setupFiles: ['web/testing/setup.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'integration',
          globalSetup: ['tests/helpers/globalSetup.ts'],
          include: ['projections/**/*.projection.test.ts', 'tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
