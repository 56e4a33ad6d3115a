import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nanoid } from 'nanoid';
import { createAccount } from '../../api/users/createAccount.ts';
import { ONE_TIME_ALPHABET } from '../../api/users/oneTimePassword.ts';
import { SUPERADMINS_LOCK } from '../../projections/users/users.queries.ts';
import { login, loginSuperadmin, registerStudent, registrationBody } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let superadmin: Awaited<ReturnType<typeof loginSuperadmin>>;
beforeAll(async () => {
  t = await createTestApp();
  superadmin = await loginSuperadmin(t);
});
afterAll(() => t.close());

/** A new admin (or superadmin) with a password of its own, signed in. */
async function newStaff(role: 'admin' | 'superadmin' = 'admin') {
  const body = registrationBody({ fname: 'Kofi', lname: `Staff${nanoid(4)}`, email: `staff-${nanoid(8)}@hostel.test`.toLowerCase() });
  if (role === 'admin') expect((await t.call('POST', '/api/admins', { token: superadmin.token, body })).status).toBe(201);
  else await createAccount(t.deps, body as never, 'superadmin', { createdBy: null, requestId: 'test', command: 'CreateSuperadmin' });
  const session = await login(t, body.email as string, body.password as string);
  return { ...session, email: body.email as string, password: body.password as string };
}

const signIn = (email: string, password: string) => t.call('POST', '/api/login', { body: { email, password } });
const me = (token: string) => t.call('GET', '/api/user', { token });
const deactivate = (token: string, id: string, body: unknown = { reason: 'Left the hostel office' }) =>
  t.call('POST', `/api/users/${id}/deactivate`, { token, body });
const reactivate = (token: string, id: string) => t.call('POST', `/api/users/${id}/reactivate`, { token, body: {} });
const reset = (token: string, id: string) => t.call('POST', `/api/users/${id}/reset-password`, { token, body: {} });
const changePassword = (token: string, current_password: unknown, new_password: unknown) =>
  t.call('POST', '/api/auth/change-password', { token, body: { current_password, new_password } });

describe('GET /api/staff', () => {
  it('lists the admins and superadmins with whether they are active, and no students', async () => {
    const admin = await newStaff();
    const student = await registerStudent(t);
    const res = await t.call('GET', '/api/staff', { token: superadmin.token });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([superadmin.user.id, admin.user.id]));
    expect(ids).not.toContain(student.user.id);
    expect(res.body.data.find((u: { id: string }) => u.id === admin.user.id)).toMatchObject({
      role: 'admin',
      active: true,
      deactivation_reason: null,
    });
    expect(res.body).toMatchObject({ current_page: 1, total: ids.length });
    expect(JSON.stringify(res.body)).not.toMatch(/"password(_hash)?"|\$2[aby]\$/i);
    const found = await t.call('GET', `/api/staff?filter=${encodeURIComponent(JSON.stringify({ q: admin.email }))}&range=[0,9]`, {
      token: superadmin.token,
    });
    expect(found.body.map((u: { id: string }) => u.id)).toEqual([admin.user.id]);
    expect(found.headers.get('content-range')).toBe('staff 0-0/1');
  });
});

describe('who may manage staff', () => {
  it('refuses an admin and a student with 403 on every route, and changes nothing', async () => {
    const admin = await newStaff();
    const other = await newStaff();
    const student = await registerStudent(t);
    for (const token of [admin.token, student.token]) {
      expect((await t.call('GET', '/api/staff', { token })).status).toBe(403);
      expect((await deactivate(token, other.user.id)).status).toBe(403);
      expect((await reactivate(token, other.user.id)).status).toBe(403);
      expect((await reset(token, other.user.id)).status).toBe(403);
    }
    expect((await me(other.token)).status).toBe(200);
    expect((await signIn(other.email, other.password)).status).toBe(200);
  });
});

describe('deactivating and reactivating an account', () => {
  it('refuses the old token at once and the sign-in, until reactivated', async () => {
    const admin = await newStaff();
    expect((await me(admin.token)).status).toBe(200);
    const res = await deactivate(superadmin.token, admin.user.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { id: admin.user.id, active: false }, message: 'Account deactivated' });
    expect((await me(admin.token)).status).toBe(401);
    const refused = await signIn(admin.email, admin.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account has been deactivated. Please ask a superadmin to reactivate it.');
    expect(refused.body.token).toBeUndefined();
    // A wrong password learns nothing of the deactivation.
    expect((await signIn(admin.email, 'not-the-password')).status).toBe(401);
    const listed = await t.call('GET', '/api/staff', { token: superadmin.token });
    expect(listed.body.data.find((u: { id: string }) => u.id === admin.user.id)).toMatchObject({
      active: false,
      deactivation_reason: 'Left the hostel office',
    });
    const again = await deactivate(superadmin.token, admin.user.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This account is already deactivated.');

    const back = await reactivate(superadmin.token, admin.user.id);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ data: { active: true }, message: 'Account reactivated' });
    const session = await signIn(admin.email, admin.password);
    expect(session.status).toBe(200);
    expect((await me(session.body.token)).status).toBe(200);
    // The token the deactivation ended stays ended.
    expect((await me(admin.token)).status).toBe(401);
    expect((await reactivate(superadmin.token, admin.user.id)).status).toBe(409);
  });

  it('records the deactivation with its actor, and takes no reason as none', async () => {
    const admin = await newStaff();
    expect((await deactivate(superadmin.token, admin.user.id, {})).status).toBe(200);
    const last = (await t.deps.store.readStream(`user-${admin.user.id}`)).at(-1)!;
    expect(last).toMatchObject({ type: 'UserDeactivated', data: { user_id: admin.user.id, reason: null } });
    expect(last.metadata.actorId).toBe(superadmin.user.id);
  });

  it('refuses to deactivate yourself with 409', async () => {
    const self = await deactivate(superadmin.token, superadmin.user.id);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot deactivate your own account.');
    expect((await me(superadmin.token)).status).toBe(200);
  });

  it('leaves one active superadmin when two deactivate each other at the same moment', async () => {
    const other = await newStaff('superadmin');
    // Both requests are past authentication, waiting on the superadmins' lock, when it is let go.
    const held = await t.sql.reserve();
    await held`SELECT pg_advisory_lock(hashtext(${SUPERADMINS_LOCK}))`;
    const answers = Promise.all([deactivate(superadmin.token, other.user.id), deactivate(other.token, superadmin.user.id)]);
    for (let waiting = 0; waiting < 2;) {
      await new Promise((r) => setTimeout(r, 20));
      [{ waiting }] = await t.sql<
        { waiting: number }[]
      >`SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`;
    }
    await held`SELECT pg_advisory_unlock(hashtext(${SUPERADMINS_LOCK}))`;
    held.release();
    const statuses = (await answers).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = (await answers).find((r) => r.status === 409)!;
    expect(refused.body.message).toBe('This is the last active superadmin account: it cannot be deactivated.');
    const [{ n }] = await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM users WHERE role = 'superadmin' AND active`;
    expect(n).toBe(1);
    // Put things back for the other tests: whichever was deactivated is reactivated by the other.
    const winner = (await answers)[0].status === 200 ? superadmin : other;
    const loser = winner === superadmin ? other : superadmin;
    expect((await reactivate(winner.token, loser.user.id)).status).toBe(200);
    if (loser === superadmin) superadmin = await loginSuperadmin(t);
  });

  it('answers 404 for an unknown account and 422 for a bad reason', async () => {
    expect((await deactivate(superadmin.token, 'no-such-user')).status).toBe(404);
    expect((await reactivate(superadmin.token, 'no-such-user')).status).toBe(404);
    const admin = await newStaff();
    const long = await deactivate(superadmin.token, admin.user.id, { reason: 'x'.repeat(201) });
    expect(long.status).toBe(422);
    expect(long.body.errors.reason).toEqual(['Reason must be at most 200 characters.']);
    const notText = await deactivate(superadmin.token, admin.user.id, { reason: 42 });
    expect(notText.status).toBe(422);
    expect(notText.body.message).toBe('The reason must be text.');
    expect((await me(admin.token)).status).toBe(200);
  });
});

describe('resetting a password', () => {
  it('ends the sessions and the old password; the one-time password must be changed before anything else', async () => {
    const student = await registerStudent(t);
    const email = student.user.email as string;
    const res = await reset(superadmin.token, student.user.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password reset. Give the user this one-time password: it will not be shown again.');
    const oneTime = res.body.one_time_password as string;
    expect(oneTime).toMatch(new RegExp(`^[${ONE_TIME_ALPHABET}]{12}$`));
    expect(res.body.data).toMatchObject({ id: student.user.id, must_change_password: true });
    // Only its hash is kept, anywhere in the log.
    const [{ n }] = await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE data::text LIKE ${'%' + oneTime + '%'}`;
    expect(n).toBe(0);

    expect((await me(student.token)).status).toBe(401);
    expect((await signIn(email, 'password123')).status).toBe(401);
    const session = await signIn(email, oneTime);
    expect(session.status).toBe(200);
    expect(session.body.user.must_change_password).toBe(true);
    const token = session.body.token as string;
    expect((await me(token)).status).toBe(200);
    const blocked = await t.call('GET', '/api/semesters', { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('Please choose a new password before you go on.');

    const wrong = await changePassword(token, 'not-it-at-all', 'my-own-secret-9');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['The current password is not correct.']);
    const changed = await changePassword(token, oneTime, 'my-own-secret-9');
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: 'Password changed', user: { id: student.user.id, must_change_password: false } });
    expect((await me(token)).status).toBe(401);
    expect((await t.call('GET', '/api/semesters', { token: changed.body.token })).status).toBe(200);

    expect((await signIn(email, oneTime)).status).toBe(401);
    const chosen = await signIn(email, 'my-own-secret-9');
    expect(chosen.status).toBe(200);
    expect(chosen.body.user.must_change_password).toBe(false);
  });

  it("resets an admin's password, and refuses your own or an unknown account", async () => {
    const admin = await newStaff();
    const res = await reset(superadmin.token, admin.user.id);
    expect(res.status).toBe(200);
    expect((await me(admin.token)).status).toBe(401);
    expect((await signIn(admin.email, res.body.one_time_password)).status).toBe(200);
    const own = await reset(superadmin.token, superadmin.user.id);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot reset your own password here. Use Change Password instead.');
    expect((await reset(superadmin.token, 'no-such-user')).status).toBe(404);
  });
});

describe('POST /api/auth/change-password', () => {
  it('refuses bad input with 422 and the rules of registration', async () => {
    const student = await registerStudent(t);
    const cases: [unknown, unknown, string, string][] = [
      [undefined, 'new-password-1', 'current_password', 'Current password is required'],
      ['password123', undefined, 'new_password', 'Password is required'],
      ['password123', 'short', 'new_password', 'Password must be at least 8 characters'],
      [
        'password123',
        'é'.repeat(37),
        'new_password',
        'Password must be at most 72 bytes (72 plain letters or digits; accented letters and emoji take more)',
      ],
      ['password123', 'password123', 'new_password', 'The new password must differ from the current one.'],
    ];
    for (const [current, chosen, field, message] of cases) {
      const res = await changePassword(student.token, current, chosen);
      expect(res.status, `${field}: ${message}`).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect((await me(student.token)).status).toBe(200);
  });

  it('lets a user change their own password, keeping them signed in with the new token', async () => {
    const body = registrationBody();
    const student = await registerStudent(t, body);
    const res = await changePassword(student.token, body.password, 'a-brand-new-one');
    expect(res.status).toBe(200);
    expect((await me(res.body.token)).status).toBe(200);
    expect((await me(student.token)).status).toBe(401);
    expect((await signIn(body.email as string, 'a-brand-new-one')).status).toBe(200);
    expect((await t.call('POST', '/api/auth/change-password', { body: {} })).status).toBe(401);
  });
});
