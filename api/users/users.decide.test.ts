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

describe('DeactivateUser', () => {
  const deactivate = {
    type: 'DeactivateUser' as const,
    user_id: 'u1',
    actor_id: 'boss',
    reason: 'Left the hostel office',
    other_active_superadmins: 1,
  };
  const deactivated: UserEvent = { type: 'UserDeactivated', data: { user_id: 'u1', reason: 'Left the hostel office', at } };

  it('deactivates an account, with the reason given', () => {
    user
      .given([registered('admin')])
      .when(deactivate, now)
      .then([deactivated]);
    user
      .given([registered('admin')])
      .when({ ...deactivate, reason: null }, now)
      .then([{ type: 'UserDeactivated', data: { user_id: 'u1', reason: null, at } }]);
  });

  it('refuses to deactivate yourself', () => {
    user
      .given([registered('superadmin')])
      .when({ ...deactivate, actor_id: 'u1' }, now)
      .thenThrows(refused('conflict', 'You cannot deactivate your own account.'));
  });

  it('refuses to deactivate the last active superadmin, not an admin', () => {
    user
      .given([registered('superadmin')])
      .when({ ...deactivate, other_active_superadmins: 0 }, now)
      .thenThrows(refused('conflict', 'This is the last active superadmin account: it cannot be deactivated.'));
    user
      .given([registered('superadmin')])
      .when(deactivate, now)
      .then([deactivated]);
    user
      .given([registered('admin')])
      .when({ ...deactivate, other_active_superadmins: 0 }, now)
      .then([deactivated]);
  });

  it('refuses an account already deactivated, and answers 404 for an unknown or deleted one', () => {
    user
      .given([registered('admin'), deactivated])
      .when(deactivate, now)
      .thenThrows(refused('conflict', 'This account is already deactivated.'));
    user.given([]).when(deactivate, now).thenThrows(refused('not_found'));
    user
      .given([registered('admin'), { type: 'UserDeleted', data: { user_id: 'u1', released_bookings: [], at } }])
      .when(deactivate, now)
      .thenThrows(refused('not_found'));
  });
});

describe('ReactivateUser', () => {
  const reactivate = { type: 'ReactivateUser' as const, user_id: 'u1' };
  const deactivated: UserEvent = { type: 'UserDeactivated', data: { user_id: 'u1', reason: null, at } };

  it('undoes a deactivation', () => {
    user
      .given([registered('admin'), deactivated])
      .when(reactivate, now)
      .then([{ type: 'UserReactivated', data: { user_id: 'u1', at } }]);
  });

  it('refuses an account that is not deactivated, or was reactivated already', () => {
    const again: UserEvent = { type: 'UserReactivated', data: { user_id: 'u1', at } };
    user
      .given([registered('admin')])
      .when(reactivate, now)
      .thenThrows(refused('conflict', 'This account is not deactivated.'));
    user
      .given([registered('admin'), deactivated, again])
      .when(reactivate, now)
      .thenThrows(refused('conflict'));
    user.given([]).when(reactivate, now).thenThrows(refused('not_found'));
  });
});

describe('ResetPassword', () => {
  const reset = { type: 'ResetPassword' as const, user_id: 'u1', actor_id: 'boss', password_hash: '$2b$10$onetime' };

  it('keeps the hash of the one-time password, which must be changed', () => {
    user
      .given([registered()])
      .when(reset, now)
      .then([{ type: 'PasswordReset', data: { user_id: 'u1', password_hash: '$2b$10$onetime', must_change: true, at } }]);
  });

  it('resets a deactivated account too, and refuses your own or an unknown one', () => {
    const deactivated: UserEvent = { type: 'UserDeactivated', data: { user_id: 'u1', reason: null, at } };
    user
      .given([registered('admin'), deactivated])
      .when(reset, now)
      .then([{ type: 'PasswordReset', data: { user_id: 'u1', password_hash: '$2b$10$onetime', must_change: true, at } }]);
    user
      .given([registered('superadmin')])
      .when({ ...reset, actor_id: 'u1' }, now)
      .thenThrows(refused('conflict', 'You cannot reset your own password here. Use Change Password instead.'));
    user.given([]).when(reset, now).thenThrows(refused('not_found'));
  });
});

describe('ChangePassword', () => {
  const change = { type: 'ChangePassword' as const, user_id: 'u1', checked_hash: '$2b$10$hash', password_hash: '$2b$10$new' };
  const reset: UserEvent = { type: 'PasswordReset', data: { user_id: 'u1', password_hash: '$2b$10$onetime', must_change: true, at } };

  it('keeps the new hash when the current password was checked against the hash in force', () => {
    const changed = { type: 'PasswordChanged', data: { user_id: 'u1', password_hash: '$2b$10$new', at } } as const;
    user.given([registered()]).when(change, now).then([changed]);
    user
      .given([registered(), reset])
      .when({ ...change, checked_hash: '$2b$10$onetime' }, now)
      .then([changed]);
  });

  it('refuses when the password changed since it was checked', () => {
    user.given([registered(), reset]).when(change, now).thenThrows(refused('conflict'));
  });

  it('refuses a deleted or deactivated account as signed out', () => {
    const deactivated: UserEvent = { type: 'UserDeactivated', data: { user_id: 'u1', reason: null, at } };
    const deleted: UserEvent = { type: 'UserDeleted', data: { user_id: 'u1', released_bookings: [], at } };
    user.given([registered(), deactivated]).when(change, now).thenThrows(refused('account_gone'));
    user.given([registered(), deleted]).when(change, now).thenThrows(refused('account_gone'));
  });
});

describe("a student's choice of emails", () => {
  const choose = (email: boolean) => ({ type: 'ChangeEmailNotifications' as const, user_id: 'u1', email });
  const changed = (email: boolean): UserEvent => ({ type: 'EmailNotificationsChanged', data: { user_id: 'u1', email, at } });

  it('records a change, and nothing for the choice already in force (on by default)', () => {
    user
      .given([registered()])
      .when(choose(false), now)
      .then([changed(false)]);
    user.given([registered()]).when(choose(true), now).then([]);
    user
      .given([registered(), changed(false)])
      .when(choose(true), now)
      .then([changed(true)]);
  });

  it('refuses a deleted account as signed out', () => {
    const deleted: UserEvent = { type: 'UserDeleted', data: { user_id: 'u1', released_bookings: [], at } };
    user.given([registered(), deleted]).when(choose(false), now).thenThrows(refused('account_gone'));
  });
});
