import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOTTEN_ACCOUNT } from '../../api/users/users.events.ts';
import { createAdmin, login, loginSuperadmin, registerStudent, registrationBody } from '../helpers/flows.ts';
import { createTestApp, TEST_SUPERADMIN, type TestApp } from '../helpers/testApp.ts';
import { holdBooking } from '../helpers/hostel.ts';

let t: TestApp;
let superadmin: Awaited<ReturnType<typeof loginSuperadmin>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  superadmin = await loginSuperadmin(t);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

describe('GET /api/users/:id', () => {
  it('shows a user to staff, 403 to students, 404 for unknown ids', async () => {
    const student = await registerStudent(t);
    const res = await t.call('GET', `/api/users/${student.user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(student.user);
    expect((await t.call('GET', `/api/users/${admin.user.id}`, { token: student.token })).status).toBe(403);
    const unknown = await t.call('GET', '/api/users/no-such-user', { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found.');
  });
});

describe('DELETE /api/users/:id', () => {
  it('is refused to admins and students with 403', async () => {
    const student = await registerStudent(t);
    expect((await t.call('DELETE', `/api/users/${student.user.id}`, { token: admin.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/users/${student.user.id}`, { token: student.token })).status).toBe(403);
    expect((await t.call('GET', '/api/user', { token: student.token })).status).toBe(200);
  });

  it('deletes a student for a superadmin: sign-in, tokens and the account are gone', async () => {
    const body = registrationBody();
    const student = await registerStudent(t, body);
    const res = await t.call('DELETE', `/api/users/${student.user.id}`, { token: superadmin.token });
    expect(res.status).toBe(200);
    // Answered as it now reads: its person forgotten.
    const forgotten = Object.fromEntries(Object.entries(FORGOTTEN_ACCOUNT).filter(([field]) => field in student.user));
    expect(forgotten).toMatchObject({ fname: 'Deleted', email: '', phone_number: '' });
    expect(res.body.data).toEqual({ ...student.user, ...forgotten });
    expect((await t.call('GET', '/api/user', { token: student.token })).status).toBe(401);
    const signIn = await t.call('POST', '/api/login', { body: { email: body.email, password: body.password } });
    expect(signIn.status).toBe(401);
    expect(signIn.body.message).toBe('Invalid email or password');
    expect((await t.call('GET', `/api/users/${student.user.id}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('DELETE', `/api/users/${student.user.id}`, { token: superadmin.token })).status).toBe(404);
    const [row] = await t.sql`SELECT deleted_at FROM users WHERE id = ${student.user.id}`;
    expect(row.deleted_at).toEqual(t.clock.now());
  });

  it('releases the pending and paid bookings of the deleted user, not the rejected ones', async () => {
    const student = await registerStudent(t);
    const pending = await holdBooking(t, student.user.id, 'pending');
    const paid = await holdBooking(t, student.user.id, 'paid');
    await holdBooking(t, student.user.id, 'unpaid');
    expect((await t.call('DELETE', `/api/users/${student.user.id}`, { token: superadmin.token })).status).toBe(200);
    const events = await t.deps.store.readStream(`user-${student.user.id}`);
    const deleted = events.at(-1)!;
    expect(deleted.type).toBe('UserDeleted');
    // A paid booking's amount is kept: received money, still revenue.
    expect(deleted.data.released_bookings).toEqual(
      expect.arrayContaining([
        { ...pending, kept: 0 },
        { ...paid, kept: 1500 },
      ]),
    );
    expect(deleted.data.released_bookings).toHaveLength(2);
    expect(deleted.metadata.actorId).toBe(superadmin.user.id);
  });

  it('answers 404 for an unknown id and 409 for deleting yourself', async () => {
    expect((await t.call('DELETE', '/api/users/no-such-user', { token: superadmin.token })).status).toBe(404);
    const self = await t.call('DELETE', `/api/users/${superadmin.user.id}`, { token: superadmin.token });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot delete your own account.');
    expect((await t.call('GET', '/api/user', { token: superadmin.token })).status).toBe(200);
  });

  it('frees the email of a deleted account for a new registration', async () => {
    const body = registrationBody();
    const student = await registerStudent(t, body);
    await t.call('DELETE', `/api/users/${student.user.id}`, { token: superadmin.token });
    const again = await t.call('POST', '/api/register', { body });
    expect(again.status).toBe(201);
    expect(again.body.data.id).not.toBe(student.user.id);
  });
});

describe('POST /api/admins', () => {
  it('lets a superadmin create an admin, whatever role the body asks for', async () => {
    const body = registrationBody({ role: 'superadmin', user_type: 'superadmin', agree_to_terms: undefined });
    const res = await t.call('POST', '/api/admins', { token: superadmin.token, body });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email: body.email, role: 'admin', user_type: 'admin' });
    // No password nor hash; must_change_password is only a flag.
    expect(JSON.stringify(res.body)).not.toMatch(/"password(_hash)?"|\$2[aby]\$/i);
    const signedIn = await login(t, body.email, body.password);
    expect((await t.call('GET', '/api/users', { token: signedIn.token })).status).toBe(200);
  });

  it('is refused to admins and students with 403, and without a token with 401', async () => {
    const student = await registerStudent(t);
    for (const token of [admin.token, student.token]) {
      expect((await t.call('POST', '/api/admins', { token, body: registrationBody() })).status).toBe(403);
    }
    expect((await t.call('POST', '/api/admins', { body: registrationBody() })).status).toBe(401);
  });

  it('validates like registration, without the terms', async () => {
    const res = await t.call('POST', '/api/admins', { token: superadmin.token, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      fname: ['First Name is required'],
      lname: ['Last Name is required'],
      phone_number: ['Phone number is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      gender: ['Gender is required'],
      country: ['Country is required'],
    });
    const short = await t.call('POST', '/api/admins', { token: superadmin.token, body: registrationBody({ password: 'short' }) });
    expect(short.body).toMatchObject({ message: 'Password must be at least 8 characters' });
    const taken = await t.call('POST', '/api/admins', {
      token: superadmin.token,
      body: registrationBody({ email: TEST_SUPERADMIN.email.toUpperCase() }),
    });
    expect(taken.status).toBe(409);
  });
});
