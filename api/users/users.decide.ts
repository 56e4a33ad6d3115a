import { accountGone, conflict, notFound } from '../commands/errors.ts';
import type { Role } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { USER_TYPE_OF_ROLE, type ReleasedBooking, type UserEvent } from './users.events.ts';

/** What a decision about one user needs from that user's stream. */
export type UserState = {
  status: 'none' | 'active' | 'deleted';
  revokedJtis: readonly string[];
  role: Role | null;
  deactivated: boolean;
  /** The hash a password change was checked against must still be this one. */
  passwordHash: string | null;
  email: string | null;
  phoneNumber: string | null;
  emailNotifications: boolean;
};

export type RegisterUser = {
  type: 'RegisterUser';
  user_id: string;
  fname: string;
  lname: string;
  phone_number: string;
  email: string;
  password_hash: string;
  gender: string;
  country: string;
  program: string | null;
  role: Role;
};
export type LogOut = { type: 'LogOut'; user_id: string; jti: string; expires_at: Date };
export type DeleteUser = { type: 'DeleteUser'; user_id: string; actor_id: string; released_bookings: ReleasedBooking[] };
export type DeactivateUser = {
  type: 'DeactivateUser';
  user_id: string;
  actor_id: string;
  reason: string | null;
  /** Active superadmins other than this user, counted under the superadmins' lock. */
  other_active_superadmins: number;
};
export type ReactivateUser = { type: 'ReactivateUser'; user_id: string };
export type ResetPassword = { type: 'ResetPassword'; user_id: string; actor_id: string; password_hash: string };
/** `checked_hash`: the hash the current password was verified against, before the transaction. */
export type ChangePassword = { type: 'ChangePassword'; user_id: string; checked_hash: string; password_hash: string };
/** An admin correcting a student's email and/or phone number, both already validated and canonical. */
export type CorrectContact = { type: 'CorrectContact'; user_id: string; actor_id: string; email?: string; phone_number?: string };
/** The student's own choice of emails; the same choice again records nothing. */
export type ChangeEmailNotifications = { type: 'ChangeEmailNotifications'; user_id: string; email: boolean };
export type UserCommand =
  | RegisterUser
  | LogOut
  | DeleteUser
  | DeactivateUser
  | ReactivateUser
  | ResetPassword
  | ChangePassword
  | CorrectContact
  | ChangeEmailNotifications;

export const initialUserState = (): UserState => ({
  status: 'none',
  revokedJtis: [],
  role: null,
  deactivated: false,
  passwordHash: null,
  email: null,
  phoneNumber: null,
  emailNotifications: true,
});

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        ...state,
        status: 'active',
        role: event.data.role,
        passwordHash: event.data.password_hash,
        email: event.data.email,
        phoneNumber: event.data.phone_number,
      };
    case 'UserLoggedOut':
      return { ...state, revokedJtis: [...state.revokedJtis, event.data.jti] };
    case 'UserDeleted':
      return { ...state, status: 'deleted' };
    case 'UserDeactivated':
      return { ...state, deactivated: true };
    case 'UserReactivated':
      return { ...state, deactivated: false };
    case 'PasswordReset':
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.password_hash };
    case 'UserContactCorrected':
      return { ...state, email: event.data.email ?? state.email, phoneNumber: event.data.phone_number ?? state.phoneNumber };
    case 'EmailNotificationsChanged':
      return { ...state, emailNotifications: event.data.email };
  }
}

export function decideUser(state: UserState, command: UserCommand, now: Date): UserEvent[] {
  const at = now.toISOString();
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status !== 'none') throw conflict(MESSAGES.errors.conflict);
      const c = command;
      return [
        {
          type: 'UserRegistered',
          data: {
            user_id: c.user_id,
            fname: c.fname,
            lname: c.lname,
            phone_number: c.phone_number,
            email: c.email,
            password_hash: c.password_hash,
            gender: c.gender,
            country: c.country,
            program: c.program,
            role: c.role,
            user_type: USER_TYPE_OF_ROLE[c.role],
            at,
          },
        },
      ];
    }
    case 'LogOut':
      if (state.status !== 'active') throw accountGone();
      // Logging out twice with one token (two tabs at once) changes nothing the second time.
      if (state.revokedJtis.includes(command.jti)) return [];
      return [
        {
          type: 'UserLoggedOut',
          data: { user_id: command.user_id, jti: command.jti, expires_at: command.expires_at.toISOString(), at },
        },
      ];
    case 'DeleteUser':
      if (state.status !== 'active') throw notFound('User');
      if (command.actor_id === command.user_id) throw conflict(MESSAGES.users.cannotDeleteSelf);
      return [{ type: 'UserDeleted', data: { user_id: command.user_id, released_bookings: command.released_bookings, at } }];
    case 'DeactivateUser':
      if (state.status !== 'active') throw notFound('User');
      if (command.actor_id === command.user_id) throw conflict(MESSAGES.staff.cannotDeactivateSelf);
      if (state.deactivated) throw conflict(MESSAGES.staff.alreadyDeactivated);
      if (state.role === 'superadmin' && command.other_active_superadmins < 1) throw conflict(MESSAGES.staff.lastSuperadmin);
      return [{ type: 'UserDeactivated', data: { user_id: command.user_id, reason: command.reason, at } }];
    case 'ReactivateUser':
      if (state.status !== 'active') throw notFound('User');
      if (!state.deactivated) throw conflict(MESSAGES.staff.notDeactivated);
      return [{ type: 'UserReactivated', data: { user_id: command.user_id, at } }];
    case 'ResetPassword':
      if (state.status !== 'active') throw notFound('User');
      // Resetting one's own password would end one's own session for a password one already knows.
      if (command.actor_id === command.user_id) throw conflict(MESSAGES.staff.cannotResetOwn);
      return [{ type: 'PasswordReset', data: { user_id: command.user_id, password_hash: command.password_hash, must_change: true, at } }];
    case 'ChangePassword':
      if (state.status !== 'active' || state.deactivated) throw accountGone();
      // A reset (or another change) committed since the current password was checked: check again.
      if (state.passwordHash !== command.checked_hash) throw conflict(MESSAGES.errors.conflict);
      return [{ type: 'PasswordChanged', data: { user_id: command.user_id, password_hash: command.password_hash, at } }];
    case 'CorrectContact': {
      if (state.status !== 'active') throw notFound('User');
      if (state.role !== 'user') throw conflict(MESSAGES.users.contactOfStudentsOnly);
      // Only what changes is recorded; the same details again record nothing.
      const changed = {
        ...(command.email !== undefined && command.email !== state.email ? { email: command.email } : {}),
        ...(command.phone_number !== undefined && command.phone_number !== state.phoneNumber ? { phone_number: command.phone_number } : {}),
      };
      if (Object.keys(changed).length === 0) return [];
      return [{ type: 'UserContactCorrected', data: { user_id: command.user_id, ...changed, corrected_by: command.actor_id, at } }];
    }
    case 'ChangeEmailNotifications':
      if (state.status !== 'active' || state.deactivated) throw accountGone();
      if (state.emailNotifications === command.email) return [];
      return [{ type: 'EmailNotificationsChanged', data: { user_id: command.user_id, email: command.email, at } }];
  }
}

export const userDecider = { initialState: initialUserState, evolve: evolveUser, decide: decideUser };
