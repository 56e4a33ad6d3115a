import { describe, it } from 'vitest';
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
const amaRow = { ...ama, id: 'u1', created_at: at, deleted_at: null };
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

  it('marks a deleted account, and takes no deletion of an account that was not there', async () => {
    await spec
      .given(
        ['UserDeleted', { user_id: 'u1', released_bookings: [], at }],
        ['UserRegistered', { ...ama, at }],
        ['UserDeleted', { user_id: 'u1', released_bookings: [], at: later }],
      )
      .then({ users: [{ ...amaRow, deleted_at: later }], revoked_tokens: [] });
  });
});
