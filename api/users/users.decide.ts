import { accountGone, conflict, notFound } from '../commands/errors.ts';
import type { Role } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { USER_TYPE_OF_ROLE, type ReleasedBooking, type UserEvent } from './users.events.ts';

/** What a decision about one user needs from that user's stream. */
export type UserState = {
  status: 'none' | 'active' | 'deleted';
  revokedJtis: readonly string[];
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
export type UserCommand = RegisterUser | LogOut | DeleteUser;

export const initialUserState = (): UserState => ({ status: 'none', revokedJtis: [] });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, status: 'active' };
    case 'UserLoggedOut':
      return { ...state, revokedJtis: [...state.revokedJtis, event.data.jti] };
    case 'UserDeleted':
      return { ...state, status: 'deleted' };
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
  }
}

export const userDecider = { initialState: initialUserState, evolve: evolveUser, decide: decideUser };
