import { describe, expect, it } from 'vitest';
import type { DomainError } from '../commands/errors.ts';
import { spec } from '../../tests/helpers/decider.ts';
import { userDecider, type RegisterUser, type UserCommand } from './users.decide.ts';
import type { UserEvent, UserRegistered } from './users.events.ts';

const user = spec<ReturnType<typeof userDecider.initialState>, UserCommand, UserEvent>(userDecider);
const now = new Date('2026-09-01T08:00:00Z');
const at = now.toISOString();

const register = (overrides: Partial<RegisterUser> = {}): RegisterUser => ({
  type: 'RegisterUser',
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
  ...overrides,
});

const registered = (role: RegisterUser['role'] = 'user'): UserRegistered => {
  const { type: _t, ...data } = register({ role });
  return { type: 'UserRegistered', data: { ...data, user_type: role === 'user' ? 'continuing_student' : role, at } };
};
const refused = (kind: DomainError['kind'], message?: string) => expect.objectContaining(message ? { kind, message } : { kind });
const released = [{ booking_id: 'b1', room_id: 'r1', semester_id: 's1' }];

describe('RegisterUser', () => {
  it('registers a student as a continuing student', () => {
    user
      .given([])
      .when(register(), now)
      .then([registered('user')]);
  });

  it('derives user_type from the role for staff', () => {
    user
      .given([])
      .when(register({ role: 'admin' }), now)
      .then([registered('admin')]);
    user
      .given([])
      .when(register({ role: 'superadmin' }), now)
      .then([registered('superadmin')]);
  });

  it('refuses a stream that already holds a user', () => {
    user.given([registered()]).when(register(), now).thenThrows(refused('conflict'));
  });
});

describe('LogOut', () => {
  const logOut = { type: 'LogOut' as const, user_id: 'u1', jti: 'j1', expires_at: new Date('2026-09-01T20:00:00Z') };

  it('revokes the token until it expires', () => {
    user
      .given([registered()])
      .when(logOut, now)
      .then([{ type: 'UserLoggedOut', data: { user_id: 'u1', jti: 'j1', expires_at: '2026-09-01T20:00:00.000Z', at } }]);
  });

  it('changes nothing when the same token logs out twice', () => {
    const first: UserEvent = { type: 'UserLoggedOut', data: { user_id: 'u1', jti: 'j1', expires_at: 'x', at } };
    user.given([registered(), first]).when(logOut, now).then([]);
  });

  it('refuses a deleted user', () => {
    const deleted: UserEvent = { type: 'UserDeleted', data: { user_id: 'u1', released_bookings: [], at } };
    user.given([registered(), deleted]).when(logOut, now).thenThrows(refused('account_gone'));
  });
});

describe('DeleteUser', () => {
  const del = { type: 'DeleteUser' as const, user_id: 'u1', actor_id: 'boss', released_bookings: released };

  it('deletes the user and releases their active bookings', () => {
    user
      .given([registered()])
      .when(del, now)
      .then([{ type: 'UserDeleted', data: { user_id: 'u1', released_bookings: released, at } }]);
  });

  it('answers 404 for an unknown user', () => {
    user.given([]).when(del, now).thenThrows(refused('not_found'));
  });

  it('answers 404 for a user already deleted', () => {
    user
      .given([registered(), { type: 'UserDeleted', data: { user_id: 'u1', released_bookings: [], at } }])
      .when(del, now)
      .thenThrows(refused('not_found'));
  });

  it('refuses to delete yourself', () => {
    user
      .given([registered('superadmin')])
      .when({ ...del, actor_id: 'u1' }, now)
      .thenThrows(refused('conflict', 'You cannot delete your own account.'));
  });
});
