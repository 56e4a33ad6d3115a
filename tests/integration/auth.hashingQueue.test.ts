import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../api/auth/passwords.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { registrationBody } from '../helpers/flows.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

// One worker, one waiting place: the third sign-in at once finds the queue full.
let db: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp({ db, passwords: createPasswordHasher({ workers: 1, maxQueued: 1, maxWaitMs: 10_000 }) });
});
afterAll(() => t.close());

const wrongSignIn = (i: number) => t.call('POST', '/api/login', { body: { email: `nobody-${i}@hostel.test`, password: 'wrong-password' } });

describe('the bounded password hashing', () => {
  it('answers 503 with Retry-After once the hashing queue is full, and hashes the rest', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => wrongSignIn(i)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    const busy = answers.find((a) => a.status === 503)!;
    expect(busy.body).toEqual({ message: MESSAGES.errors.busy });
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('signs in and registers again once the burst is over', async () => {
    const body = registrationBody();
    expect((await t.call('POST', '/api/register', { body })).status).toBe(201);
    expect((await t.call('POST', '/api/login', { body: { email: body.email, password: body.password } })).status).toBe(200);
  });

  it('refuses a hash that waited longer than the wait limit', async () => {
    const impatient = createPasswordHasher({ workers: 1, maxQueued: 100, maxWaitMs: 1 });
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => impatient.hash('correct horse', 10)));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results[0].status).toBe('fulfilled');
    expect(refused.length).toBe(3);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ status: 503, message: MESSAGES.errors.busy });
  });
});

describe('a sign-in the hashing could not take', () => {
  // Every sign-in admitted, but none may wait: all but the first few find the one worker busy.
  let impatient: TestApp;
  beforeAll(async () => {
    impatient = await createTestApp({ passwords: createPasswordHasher({ workers: 1, maxQueued: 100, maxWaitMs: 1 }) });
  });
  afterAll(() => impatient.close());

  it('does not count against the client as a failure', async () => {
    const from = '192.0.2.77';
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        impatient.call('POST', '/api/login', {
          body: { email: `burst-${i}@hostel.test`, password: 'wrong-password' },
          clientAddress: from,
        }),
      ),
    );
    const judged = burst.filter((a) => a.status === 401).length;
    expect(burst.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    const [{ failures }] = await impatient.sql<{ failures: number }[]>`
      SELECT count(*)::int AS failures FROM login_failures WHERE client = ${from}`;
    expect(failures).toBe(judged);
  });
});
