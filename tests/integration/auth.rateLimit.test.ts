import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { registrationBody } from '../helpers/flows.ts';
import { createTestApp, TEST_SUPERADMIN, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

// Each test signs in from addresses of its own: the limits kept per address must not carry over.
let nextNetwork = 0;
const addresses = () => {
  const network = ++nextNetwork;
  return (host: number) => `192.0.${network}.${host}`;
};

async function registered() {
  const body = registrationBody();
  expect((await t.call('POST', '/api/register', { body })).status).toBe(201);
  return { email: body.email as string, password: body.password as string };
}
const attempt = (email: string, password: string, clientAddress: string, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/login', { body: { email, password }, clientAddress, headers });

/** The device cookie a successful sign-in set, as the browser sends it back. */
const deviceCookie = (res: { headers: Headers }) => {
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  expect(cookie).toMatch(/^hostel_device=./);
  return { cookie: cookie! };
};

describe('sign-in limits', () => {
  it('refuses a client its 11th attempt on an email within 15 minutes with 429, even with the right password', async () => {
    const from = addresses()(1);
    const { email, password } = await registered();
    for (let i = 0; i < 10; i++) {
      t.clock.advance(60_000);
      expect((await attempt(email, 'wrong-password', from)).status).toBe(401);
    }
    const eleventh = await attempt(email, 'wrong-password', from);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ message: TOO_MANY });
    // The first failure (at minute 1) leaves the window 15 minutes after it.
    expect(eleventh.headers.get('retry-after')).toBe(String(6 * 60));
    expect((await attempt(email, password, from)).status).toBe(429);
    expect((await attempt(email.toUpperCase(), password, from)).status).toBe(429);

    t.clock.advance(6 * 60_000 - 1);
    expect((await attempt(email, password, from)).status).toBe(429);
    t.clock.advance(1);
    expect((await attempt(email, password, from)).status).toBe(200);
  });

  it('lets the owner in from an address with no failures while one address guesses', async () => {
    const at = addresses();
    const [attacker, owner] = [at(1), at(2)];
    const statuses = [];
    for (let i = 0; i < 15; i++) statuses.push((await attempt(TEST_SUPERADMIN.email, `guess-${i}`, attacker)).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    // At once: the guesses took no turn of addresses new to the account.
    expect((await attempt(TEST_SUPERADMIN.email, TEST_SUPERADMIN.password, owner)).status).toBe(200);
    // The owner's success gives the attacker no new tries.
    t.clock.advance(5000);
    expect((await attempt(TEST_SUPERADMIN.email, TEST_SUPERADMIN.password, attacker)).status).toBe(429);
  });

  it('lets the owner in every time while ten guesses a second come from 18 addresses', async () => {
    const at = addresses();
    const { email, password } = await registered();
    const guessers = Array.from({ length: 18 }, (_, i) => at(i + 1));
    const owner: number[] = [];
    for (let tick = 0; tick < 360; tick++) {
      t.clock.advance(100);
      await attempt(email, `guess-${tick}`, guessers[tick % guessers.length]);
      // The owner tries now and then, each time from an address that has not failed on the account.
      // (The guessers' addresses, new to the account in the first seconds, take the turn of new
      // addresses once: an owner coming then waits for it, five seconds at most.)
      if (tick > 60 && tick % 60 === 19) owner.push((await attempt(email, password, at(100 + tick))).status);
    }
    expect(owner).toEqual([200, 200, 200, 200, 200]);
  });

  it('slows guesses spread over many addresses on one account to a few every few seconds', async () => {
    const at = addresses();
    const { email } = await registered();
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await attempt(email, 'wrong-password', at(i))).status);
    // Ten before the account is under attack, then the turn of addresses new to it once.
    expect(statuses).toEqual([...Array(11).fill(401), ...Array(9).fill(429)]);
    // One turn every five seconds for addresses new to the account, one for those that failed on it.
    t.clock.advance(5000);
    expect((await attempt(email, 'wrong-password', at(100))).status).toBe(401);
    expect((await attempt(email, 'wrong-password', at(101))).status).toBe(429);
    expect((await attempt(email, 'wrong-password', at(1))).status).toBe(401);
    expect((await attempt(email, 'wrong-password', at(2))).status).toBe(429);
    const slowed = await attempt(email, 'wrong-password', at(102));
    expect(slowed.body).toEqual({ message: MESSAGES.login.slowDown });
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(5);
  });

  it('lets a browser that signed in before in, from anywhere, while guesses take every other turn', async () => {
    const at = addresses();
    const { email, password } = await registered();
    const device = deviceCookie(await attempt(email, password, at(1)));
    const statuses = [];
    for (let i = 0; i < 40; i++) {
      t.clock.advance(100);
      // Each guess from a new address: both turns of the account stay taken.
      await attempt(email, 'wrong-password', at(10 + i));
      if (i % 8 === 7) statuses.push((await attempt(email, password, at(200 + i), device)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    // Without its cookie the same browser waits its turn with everyone else.
    expect((await attempt(email, password, at(250))).status).toBe(429);
  });

  it('counts a device cookie only for the account it signed in to', async () => {
    const at = addresses();
    const mine = await registered();
    const theirs = await registered();
    const device = deviceCookie(await attempt(mine.email, mine.password, at(1)));
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt(theirs.email, 'wrong-password', at(1), device)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // A forged cookie is no cookie.
    const forged = { cookie: `hostel_device=${device.cookie.split('=')[1].slice(0, -2)}xx` };
    expect((await attempt(theirs.email, theirs.password, at(1), forged)).status).toBe(429);
  });

  it('stops a device that guesses at its own account after its own failures', async () => {
    const at = addresses();
    const { email, password } = await registered();
    const device = deviceCookie(await attempt(email, password, at(1)));
    const statuses = [];
    for (let i = 0; i < 13; i++) statuses.push((await attempt(email, 'wrong-password', at(2 + i), device)).status);
    // Then it is one more new address, slowed as any other.
    expect(statuses).toEqual([...Array(10).fill(401), 401, 429, 429]);
  });

  it('locks none of the students at one campus address out when seven of them make five typos each', async () => {
    const campus = addresses()(1);
    const students = await Promise.all(Array.from({ length: 8 }, () => registered()));
    for (const student of students.slice(0, 7))
      for (let i = 0; i < 5; i++) expect((await attempt(student.email, 'typo-password', campus)).status).toBe(401);
    for (const student of students) expect((await attempt(student.email, student.password, campus)).status).toBe(200);
    expect((await attempt(TEST_SUPERADMIN.email, TEST_SUPERADMIN.password, campus)).status).toBe(200);
  }, 120_000);

  it('counts failures per email: another account is not locked', async () => {
    const from = addresses()(1);
    const locked = await registered();
    const other = await registered();
    for (let i = 0; i < 11; i++) await attempt(locked.email, 'wrong-password', from);
    expect((await attempt(locked.email, locked.password, from)).status).toBe(429);
    expect((await attempt(other.email, other.password, from)).status).toBe(200);
  });

  it('limits unknown emails too, so the answer does not reveal which exist', async () => {
    const from = addresses()(1);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt('ghost@hostel.test', 'whatever-1', from)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('forgives a client its earlier failures after it signs in', async () => {
    const from = addresses()(1);
    const { email, password } = await registered();
    for (let i = 0; i < 9; i++) await attempt(email, 'wrong-password', from);
    expect((await attempt(email, password, from)).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(email, 'wrong-password', from)).status);
    expect(statuses).toEqual(Array(10).fill(401));
  });

  it('lets no more than 10 of a parallel burst of guesses be compared', async () => {
    const from = addresses()(1);
    const { email } = await registered();
    const results = await Promise.all(Array.from({ length: 16 }, () => attempt(email, 'wrong-password', from)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
  });

  it('gives the turn of new addresses to one of a parallel burst at an account under attack', async () => {
    const at = addresses();
    const { email } = await registered();
    for (let i = 0; i < 10; i++) expect((await attempt(email, 'wrong-password', at(1))).status).toBe(401);
    t.clock.advance(5000);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(email, 'wrong-password', at(10 + i))));
    expect(results.map((r) => r.status).sort()).toEqual([401, ...Array(7).fill(429)]);
  });

  it('judges an attempt without waiting for a lock on the account', async () => {
    const from = addresses()(1);
    const { email, password } = await registered();
    let answered = 0;
    // A transaction holding the account's sign-in lock, as a slow attempt did, never lets go before the answer.
    await t.sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(hashtext(${'login:' + email}))`;
      const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(0), 5000));
      answered = await Promise.race([attempt(email, password, from).then((r) => r.status), timeout]);
    });
    expect(answered).toBe(200);
  });

  it('lets the failures of unknown emails expire instead of keeping them forever', async () => {
    const at = addresses();
    for (let i = 0; i < 20; i++) await attempt(`passing-${i}@hostel.test`, 'whatever-1', at(i));
    t.clock.advance(15 * 60_000 + 1);
    await attempt('one-more@hostel.test', 'whatever-1', at(100));
    const [{ rows }] = await t.sql<{ rows: number }[]>`SELECT count(*)::int AS rows FROM login_failures`;
    expect(rows).toBe(1);
  });
});

describe('registration from one address', () => {
  const register = (clientAddress: string) => t.call('POST', '/api/register', { body: registrationBody(), clientAddress });

  it('takes 40 students registering from one campus address within a minute', async () => {
    const campus = addresses()(1);
    const statuses = [];
    for (let i = 0; i < 40; i++) {
      t.clock.advance(1500);
      statuses.push((await register(campus)).status);
    }
    expect(statuses).toEqual(Array(40).fill(201));
    // Forty passwords hashed at the real cost, on a machine the rest of the suite shares.
  }, 120_000);
});
