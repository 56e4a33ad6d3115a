import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/globalSetup.ts'],
    include: ['api/**/*.test.ts', 'projections/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: more workers only fight over them and over PostgreSQL.
    maxWorkers: 2,
  },
});
