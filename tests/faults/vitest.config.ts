import { defineConfig } from 'vitest/config';

// The slow fault tests (crashes, outages, several servers): `npm run test:faults`.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    globalSetup: ['tests/helpers/globalSetup.ts'],
    include: ['tests/faults/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    maxWorkers: 1,
    fileParallelism: false,
  },
});
