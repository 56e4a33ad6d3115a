import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerStudent, registrationBody } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const USER_KEYS = [
  'active',
  'country',
  'created_at',
  'email',
  'fname',
  'gender',
  'id',
  'lname',
  'must_change_password',
  'phone_number',
  'program',
  'role',
  'user_type',
];

describe('POST /api/register', () => {
  it('creates a student and answers 201 with the user, never a password', async () => {
    const body = registrationBody({ email: '  Ama.Reg@Hostel.test ' });
    const res = await t.call('POST', '/api/register', { body });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Registration successful');
    expect(Object.keys(res.body.data).sort()).toEqual(USER_KEYS);
    expect(res.body.data).toMatchObject({
      fname: 'Ama',
      lname: 'Mensah',
      email: 'Ama.Reg@Hostel.test',
      gender: 'female',
      country: 'Ghana',
      program: null,
      role: 'user',
      user_type: 'continuing_student',
      created_at: '2026-09-01T08:00:00.000Z',
    });
    // No password nor hash; must_change_password is only a flag.
    expect(JSON.stringify(res.body)).not.toMatch(/"password(_hash)?"|\$2[aby]\$/i);
  });

  it('ignores a role or user_type the client sends', async () => {
    for (const escalation of [{ role: 'admin' }, { role: 'superadmin', user_type: 'superadmin' }, { user_type: 'admin' }]) {
      const res = await t.call('POST', '/api/register', { body: registrationBody(escalation) });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ role: 'user', user_type: 'continuing_student' });
    }
  });

  it('refuses an email already registered, in any case and with spaces, with 409', async () => {
    const body = registrationBody({ email: 'kwame.dup@hostel.test' });
    expect((await t.call('POST', '/api/register', { body })).status).toBe(201);
    const again = await t.call('POST', '/api/register', { body: { ...body, email: '  KWAME.Dup@HOSTEL.test' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists. Please log in instead.');
  });

  it('lets two racing registrations of one email produce exactly one account', async () => {
    const body = registrationBody({ email: 'race@hostel.test' });
    const results = await Promise.all([0, 1, 2].map(() => t.call('POST', '/api/register', { body })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const [{ n }] = await t.sql`SELECT count(*)::int AS n FROM users WHERE lower(email) = 'race@hostel.test'`;
    expect(n).toBe(1);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['fname', { fname: '' }, 'First Name is required'],
    ['fname', { fname: undefined }, 'First Name is required'],
    ['lname', { lname: '   ' }, 'Last Name is required'],
    ['phone_number', { phone_number: '' }, 'Phone number is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: undefined }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    ['password', { password: '' }, 'Password is required'],
    ['password', { password: 'short7!' }, 'Password must be at least 8 characters'],
    ['gender', { gender: undefined }, 'Gender is required'],
    ['gender', { gender: 'other' }, 'Gender is required'],
    ['country', { country: '' }, 'Country is required'],
    ['country', { country: 'France' }, 'Country is required'],
    ['agree_to_terms', { agree_to_terms: false }, 'You must agree to the terms and conditions'],
    ['agree_to_terms', { agree_to_terms: undefined }, 'You must agree to the terms and conditions'],
  ];
  it.each(invalid)('answers 422 on %s %j with the spec message', async (field, overrides, message) => {
    const res = await t.call('POST', '/api/register', { body: registrationBody(overrides) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message, errors: { [field]: [message] } });
  });

  it('lists every problem of an empty form', async () => {
    const res = await t.call('POST', '/api/register', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      fname: ['First Name is required'],
      lname: ['Last Name is required'],
      phone_number: ['Phone number is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      gender: ['Gender is required'],
      country: ['Country is required'],
      agree_to_terms: ['You must agree to the terms and conditions'],
    });
  });
});

describe('POST /api/login', () => {
  it('answers 200 with a token and the user, for the email in any case', async () => {
    const body = registrationBody({ email: 'efua.login@hostel.test' });
    await t.call('POST', '/api/register', { body });
    const res = await t.call('POST', '/api/login', { body: { email: ' EFUA.Login@hostel.test ', password: body.password } });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    expect(res.body.user).toMatchObject({ email: 'efua.login@hostel.test', role: 'user' });
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const body = registrationBody();
    await t.call('POST', '/api/register', { body });
    const wrongPassword = await t.call('POST', '/api/login', { body: { email: body.email, password: 'not-the-password' } });
    const unknownEmail = await t.call('POST', '/api/login', { body: { email: 'nobody@hostel.test', password: body.password } });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid email or password' });
    }
  });

  const invalid: [Record<string, unknown>, Record<string, string[]>][] = [
    [{ email: 'not-an-email', password: 'x' }, { email: ['Invalid email address'] }],
    [{ email: '', password: 'x' }, { email: ['Email cannot be empty'] }],
    [{ email: 'a@hostel.test', password: '' }, { password: ['Password cannot be empty'] }],
    [{}, { email: ['Email cannot be empty'], password: ['Password cannot be empty'] }],
  ];
  it.each(invalid)('answers 422 for %j', async (body, errors) => {
    const res = await t.call('POST', '/api/login', { body });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: Object.values(errors)[0][0], errors });
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('returns the signed-in user', async () => {
    const { token, user } = await registerStudent(t, { fname: 'Yaw' });
    const res = await t.call('GET', '/api/user', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(user);
    expect(res.body.data.fname).toBe('Yaw');
  });

  it('refuses a missing or forged token with 401', async () => {
    expect((await t.call('GET', '/api/user')).status).toBe(401);
    expect((await t.call('GET', '/api/user', { token: 'not.a.jwt' })).status).toBe(401);
    expect((await t.call('POST', '/api/logout')).status).toBe(401);
  });

  it('revokes exactly the token that logged out', async () => {
    const body = registrationBody();
    await t.call('POST', '/api/register', { body });
    const first = await login(t, body.email, body.password);
    const second = await login(t, body.email, body.password);
    const res = await t.call('POST', '/api/logout', { token: first.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
    expect((await t.call('GET', '/api/user', { token: first.token })).status).toBe(401);
    expect((await t.call('POST', '/api/logout', { token: first.token })).status).toBe(401);
    expect((await t.call('GET', '/api/user', { token: second.token })).status).toBe(200);
    const events = await t.deps.store.readStream(`user-${first.user.id}`);
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserLoggedOut']);
    expect(events[1].data).toMatchObject({ user_id: first.user.id, at: '2026-09-01T08:00:00.000Z' });
    expect(events[1].metadata.actorId).toBe(first.user.id);
  });
});
