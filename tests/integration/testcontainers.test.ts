import { afterEach, expect, it } from 'vitest';
import setup from '../helpers/globalSetup.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

it('fails the run in one line, never falling back, when the container asked for does not start', async () => {
  delete process.env.TEST_DATABASE_URL;
  Object.assign(process.env, {
    TESTCONTAINERS: '1',
    TESTCONTAINERS_POSTGRES_IMAGE: 'hostel/absent:0',
    TESTCONTAINERS_RYUK_DISABLED: 'true',
  });
  let provided = false;
  const started = Date.now();
  const failure = await setup({ provide: () => (provided = true) } as never).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(Error);
  expect((failure as Error).message).toMatch(
    /^TESTCONTAINERS=1, but PostgreSQL in a container of hostel\/absent:0 did not start \(.+\): start Docker, /,
  );
  expect((failure as Error).message).not.toContain('\n');
  expect(provided).toBe(false);
  expect(Date.now() - started).toBeLessThan(30_000);
}, 60_000);
