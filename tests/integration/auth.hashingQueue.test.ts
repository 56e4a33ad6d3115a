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
  t = await createTestApp({ db, passwords: createPasswordHasher({ workers: 1, maxQueued: 1, maxWaitMs: 10_000, perClient: 2 }) });
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
    const impatient = createPasswordHasher({ workers: 1, maxQueued: 100, maxWaitMs: 1, perClient: 100 });
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
    impatient = await createTestApp({ passwords: createPasswordHasher({ workers: 1, maxQueued: 100, maxWaitMs: 1, perClient: 100 }) });
  });
  afterAll(() => impatient.close());

  it('does not count against the account as a failure', async () => {
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

describe('one address flooding the sign-in', () => {
  // The server's own bounds on a machine of two cores: one worker, sixteen waiting places. The
  // wait limit is the one thing raised: the worker runs at the lowest priority, and the rest of
  // the suite may hold both cores for seconds (how long a student waits is the bench's figure).
  let shared: TestApp;
  beforeAll(async () => {
    shared = await createTestApp({ passwords: createPasswordHasher({ workers: 1, maxQueued: 16, maxWaitMs: 20_000, perClient: 4 }) });
  });
  afterAll(() => shared.close());

  it('holds no more than its share: a student at another address signs in 5 times of 5 meanwhile', async () => {
    const body = registrationBody();
    expect((await shared.call('POST', '/api/register', { body, clientAddress: '198.51.100.1' })).status).toBe(201);
    const attacker = '203.0.113.66';
    const flood: number[] = [];
    let flooding = true;
    // Twenty lanes of wrong sign-ins from one address, each on an email of its own, each lane
    // sending its next as soon as one is answered. (Each waits a timer's turn first: a refusal is
    // answered without I/O, and in-process calls that never yield would starve everything else.)
    const floodLoop = async (lane: number) => {
      for (let i = 0; flooding; i++) {
        const email = `flood-${lane}-${i}@hostel.test`;
        flood.push(
          (await shared.call('POST', '/api/login', { body: { email, password: 'wrong-password' }, clientAddress: attacker })).status,
        );
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const loops = Array.from({ length: 20 }, (_, lane) => floodLoop(lane));
    const student: number[] = [];
    try {
      for (let i = 0; i < 5; i++) {
        const res = await shared.call('POST', '/api/login', {
          body: { email: body.email, password: body.password },
          clientAddress: `198.51.100.${10 + i}`,
        });
        student.push(res.status);
      }
    } finally {
      flooding = false;
      await Promise.all(loops);
    }
    expect(student).toEqual([200, 200, 200, 200, 200]);
    // The flood was hashed in part and refused the rest at once, and never refused as a lock-out.
    expect(flood.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(flood.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(flood.every((s) => s === 401 || s === 503)).toBe(true);
  });
});
