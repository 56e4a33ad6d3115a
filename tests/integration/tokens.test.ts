import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS } from '../../api/auth/tokens.ts';
import { registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Verified tokens are remembered so repeat requests skip the signature check: what is remembered
// must never outlive the token itself, nor outlive a logout.
describe('a token the server has already verified', () => {
  it('is refused once it expires', async () => {
    const student = await registerStudent(t);
    expect((await t.call('GET', '/api/user', { token: student.token })).status).toBe(200);
    t.clock.advance((TOKEN_LIFETIME_SECONDS - 1) * 1000);
    expect((await t.call('GET', '/api/user', { token: student.token })).status).toBe(200);
    t.clock.advance(1000);
    const late = await t.call('GET', '/api/user', { token: student.token });
    expect(late.status).toBe(401);
  });

  it('is refused after its logout, however often it was used before', async () => {
    const student = await registerStudent(t);
    for (let i = 0; i < 3; i++) expect((await t.call('GET', '/api/user', { token: student.token })).status).toBe(200);
    expect((await t.call('POST', '/api/logout', { token: student.token })).status).toBe(200);
    expect((await t.call('GET', '/api/user', { token: student.token })).status).toBe(401);
  });

  it('does not make a tampered copy of it valid', async () => {
    const student = await registerStudent(t);
    expect((await t.call('GET', '/api/user', { token: student.token })).status).toBe(200);
    const [header, payload, signature] = student.token.split('.');
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    expect((await t.call('GET', '/api/user', { token: `${header}.${payload}.${flipped}` })).status).toBe(401);
  });
});
