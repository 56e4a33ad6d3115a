import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

async function registered() {
  const body = registrationBody();
  expect((await t.call('POST', '/api/register', { body })).status).toBe(201);
  return { email: body.email as string, password: body.password as string };
}
const attempt = (email: string, password: string) => t.call('POST', '/api/login', { body: { email, password } });

describe('sign-in rate limit', () => {
  it('refuses the 11th attempt within 15 minutes with 429, even with the right password', async () => {
    const { email, password } = await registered();
    for (let i = 0; i < 10; i++) {
      t.clock.advance(60_000);
      expect((await attempt(email, 'wrong-password')).status).toBe(401);
    }
    const eleventh = await attempt(email, 'wrong-password');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ message: TOO_MANY });
    expect((await attempt(email, password)).status).toBe(429);
    expect((await attempt(email.toUpperCase(), password)).status).toBe(429);

    // The first failure (at minute 1) leaves the window 15 minutes after it: one attempt is back.
    t.clock.advance(6 * 60_000 - 1);
    expect((await attempt(email, password)).status).toBe(429);
    t.clock.advance(1);
    expect((await attempt(email, password)).status).toBe(200);
  });

  it('counts failures per email: another account is not locked', async () => {
    const locked = await registered();
    const other = await registered();
    for (let i = 0; i < 11; i++) await attempt(locked.email, 'wrong-password');
    expect((await attempt(locked.email, locked.password)).status).toBe(429);
    expect((await attempt(other.email, other.password)).status).toBe(200);
  });

  it('limits unknown emails too, so the answer does not reveal which exist', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt('ghost@hostel.test', 'whatever-1')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    const { email, password } = await registered();
    for (let i = 0; i < 9; i++) await attempt(email, 'wrong-password');
    expect((await attempt(email, password)).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(email, 'wrong-password')).status);
    expect(statuses).toEqual(Array(10).fill(401));
  });

  it('lets no more than 10 of a parallel burst of guesses be compared', async () => {
    const { email } = await registered();
    const results = await Promise.all(Array.from({ length: 16 }, () => attempt(email, 'wrong-password')));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
  });
});
