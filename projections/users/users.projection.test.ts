import { describe, it } from 'vitest';
import { FORGOTTEN_ACCOUNT } from '../../api/users/users.events.ts';
import { projectionSpec } from '../../tests/helpers/projectionSpec.ts';
import { usersProjection } from './users.projection.ts';

const spec = projectionSpec(usersProjection);
const at = '2026-09-01T08:00:00.000Z';
const later = '2026-09-02T08:00:00.000Z';
const ama = {
  user_id: 'u1',
  fname: 'Ama',
  lname: 'Mensah',
  phone_number: '0241234567',
  email: 'ama@hostel.test',
  password_hash: '$2b$10$hash',
  gender: 'female',
  country: 'Ghana',
  program: null,
  role: 'user',
  user_type: 'continuing_student',
};
const amaRow = {
  ...ama,
  id: 'u1',
  created_at: at,
  deleted_at: null,
  active: true,
  deactivation_reason: null,
  must_change_password: false,
  session_generation: 0,
  email_notifications: true,
};
delete (amaRow as Record<string, unknown>).user_id;

describe('the users read model', () => {
  it('keeps an account per registration', async () => {
    await spec.given(['UserRegistered', { ...ama, at }]).then({ users: [amaRow], revoked_tokens: [] });
  });

  it('keeps a logged-out token until it would have expired', async () => {
    await spec
      .given(['UserRegistered', { ...ama, at }], ['UserLoggedOut', { user_id: 'u1', jti: 'j1', expires_at: later, at }])
      .then({ users: [amaRow], revoked_tokens: [{ jti: 'j1', user_id: 'u1', expires_at: later }] });
  });

  it('marks a deleted account and forgets its person, and takes no deletion of an account that was not there', async () => {
    await spec
      .given(
        ['UserDeleted', { user_id: 'u1', released_bookings: [], at }],
        ['UserRegistered', { ...ama, at }],
        ['UserDeleted', { user_id: 'u1', released_bookings: [], at: later }],
      )
      .then({ users: [{ ...amaRow, ...FORGOTTEN_ACCOUNT, deleted_at: later }], revoked_tokens: [] });
  });

  it('marks a deactivated account with its reason, and ends its sessions until a reactivation', async () => {
    await spec
      .given(['UserRegistered', { ...ama, at }], ['UserDeactivated', { user_id: 'u1', reason: 'Left the office', at: later }])
      .then({
        users: [{ ...amaRow, active: false, deactivation_reason: 'Left the office', session_generation: 1 }],
        revoked_tokens: [],
      });
    await spec
      .given(
        ['UserRegistered', { ...ama, at }],
        ['UserDeactivated', { user_id: 'u1', reason: null, at }],
        ['UserReactivated', { user_id: 'u1', at: later }],
        ['UserDeactivated', { user_id: 'u1', reason: 'Again', at: later }],
        ['UserReactivated', { user_id: 'u1', at: later }],
      )
      .then({ users: [{ ...amaRow, session_generation: 2 }], revoked_tokens: [] });
  });

  it('keeps the last choice of emails, on by default', async () => {
    await spec
      .given(
        ['UserRegistered', { ...ama, at }],
        ['EmailNotificationsChanged', { user_id: 'u1', email: false, at }],
        ['EmailNotificationsChanged', { user_id: 'u1', email: true, at: later }],
        ['EmailNotificationsChanged', { user_id: 'u1', email: false, at: later }],
      )
      .then({ users: [{ ...amaRow, email_notifications: false }], revoked_tokens: [] });
  });

  it('keeps the last password hash, and whether it must be changed', async () => {
    const reset = ['PasswordReset', { user_id: 'u1', password_hash: '$2b$10$onetime', must_change: true, at: later }] as const;
    await spec.given(['UserRegistered', { ...ama, at }], reset).then({
      users: [{ ...amaRow, password_hash: '$2b$10$onetime', must_change_password: true, session_generation: 1 }],
      revoked_tokens: [],
    });
    await spec
      .given(['UserRegistered', { ...ama, at }], reset, ['PasswordChanged', { user_id: 'u1', password_hash: '$2b$10$chosen', at: later }])
      .then({ users: [{ ...amaRow, password_hash: '$2b$10$chosen', session_generation: 2 }], revoked_tokens: [] });
  });

  it('takes nothing of a deactivation or reset that came before the account', async () => {
    await spec
      .given(
        ['UserDeactivated', { user_id: 'u1', reason: 'x', at }],
        ['PasswordReset', { user_id: 'u1', password_hash: '$2b$10$onetime', must_change: true, at }],
        ['UserRegistered', { ...ama, at }],
      )
      .then({ users: [amaRow], revoked_tokens: [] });
  });
});
