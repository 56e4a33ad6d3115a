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

describe('sign-in rate limit', () => {
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

  it('does not lock the owner out: guesses from one address leave the account open from another', async () => {
    const at = addresses();
    const [attacker, owner] = [at(1), at(2)];
    const statuses = [];
    for (let i = 0; i < 15; i++) statuses.push((await attempt(TEST_SUPERADMIN.email, `guess-${i}`, attacker)).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);

    // The account is only slowed: one attempt every few seconds, whoever makes it.
    const tooSoon = await attempt(TEST_SUPERADMIN.email, TEST_SUPERADMIN.password, owner);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual({ message: MESSAGES.login.slowDown });
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeLessThanOrEqual(5);

    t.clock.advance(5000);
    expect((await attempt(TEST_SUPERADMIN.email, TEST_SUPERADMIN.password, owner)).status).toBe(200);
    // The owner's success gives the attacker no new tries.
    t.clock.advance(5000);
    expect((await attempt(TEST_SUPERADMIN.email, TEST_SUPERADMIN.password, attacker)).status).toBe(429);
  });

  it('slows guesses spread over many addresses on one account to one every few seconds', async () => {
    const at = addresses();
    const { email } = await registered();
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await attempt(email, 'wrong-password', at(i))).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    t.clock.advance(5000);
    expect((await attempt(email, 'wrong-password', at(100))).status).toBe(401);
    expect((await attempt(email, 'wrong-password', at(101))).status).toBe(429);
  });

  it('throttles one address spraying a password over many emails, whatever X-Forwarded-For it claims', async () => {
    const at = addresses();
    const statuses = [];
    for (let i = 0; i < 40; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i}` };
      statuses.push((await attempt(`sprayed-${i}@hostel.test`, 'Password123', at(1), forged)).status);
    }
    expect(statuses).toEqual([...Array(30).fill(401), ...Array(10).fill(429)]);
    const refused = await attempt('sprayed-41@hostel.test', 'Password123', at(1));
    expect(refused.body).toEqual({ message: TOO_MANY });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held by it.
    expect((await attempt('sprayed-42@hostel.test', 'Password123', at(2))).status).toBe(401);
  });

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

  it('lets the failures of unknown emails expire instead of keeping them forever', async () => {
    const at = addresses();
    for (let i = 0; i < 20; i++) await attempt(`passing-${i}@hostel.test`, 'whatever-1', at(i));
    t.clock.advance(15 * 60_000 + 1);
    await attempt('one-more@hostel.test', 'whatever-1', at(100));
    const [{ rows }] = await t.sql<{ rows: number }[]>`SELECT count(*)::int AS rows FROM login_failures`;
    expect(rows).toBe(1);
  });
});

describe('registration rate limit', () => {
  const register = (clientAddress: string) => t.call('POST', '/api/register', { body: registrationBody(), clientAddress });

  it('answers 429 with Retry-After to a burst of registrations from one address, and not to others', async () => {
    const at = addresses();
    const statuses = [];
    for (let i = 0; i < 25; i++) statuses.push((await register(at(1))).status);
    expect(statuses).toEqual([...Array(20).fill(201), ...Array(5).fill(429)]);
    const refused = await register(at(1));
    expect(refused.body).toEqual({ message: MESSAGES.register.tooManyRegistrations });
    expect(refused.headers.get('retry-after')).toBe(String(10 * 60));
    expect((await register(at(2))).status).toBe(201);
    t.clock.advance(10 * 60_000);
    expect((await register(at(1))).status).toBe(201);
  });

  it('counts a parallel burst exactly', async () => {
    const from = addresses()(1);
    const results = await Promise.all(Array.from({ length: 24 }, () => register(from)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(20).fill(201), ...Array(4).fill(429)]);
  });
});
