import type { Role } from '../../shared/constants.ts';
import { registerForgetting, registerPersonalData } from '../eventStore/personalData.ts';

/**
 * What a user's events say of them as a person is sealed with their key (docs/personal-data.md),
 * and a deletion forgets them: their key is destroyed in the deletion's own transaction.
 */
const USER = 'user_id';
/** A registration's personal fields, as a forgotten person's reads. */
export const FORGOTTEN_ACCOUNT = {
  fname: 'Deleted',
  lname: 'user',
  phone_number: '',
  email: '',
  password_hash: '',
  country: '',
  program: null,
} as const;
registerPersonalData({
  UserRegistered: { subject: USER, forgotten: FORGOTTEN_ACCOUNT },
  PasswordReset: { subject: USER, forgotten: { password_hash: '' } },
  PasswordChanged: { subject: USER, forgotten: { password_hash: '' } },
  UserContactCorrected: { subject: USER, forgotten: { email: '', phone_number: '' } },
});
registerForgetting('UserDeleted', USER);

/**
 * User events, stream `user-<user_id>`. Every event's data carries `at`, the moment of the
 * decision by the injected clock, so a replay gives the read model the times the world saw.
 */
export type UserType = 'continuing_student' | 'admin' | 'superadmin' | 'porter';

export type UserRegistered = {
  type: 'UserRegistered';
  data: {
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
    user_type: UserType;
    at: string;
  };
};

/** Revokes one token (by its jti) until it would have expired anyway. */
export type UserLoggedOut = {
  type: 'UserLoggedOut';
  data: { user_id: string; jti: string; expires_at: string; at: string };
};

/** A booking the deletion let go of: the rooms and bookings projections free its bed. */
export type ReleasedBooking = {
  booking_id: string;
  room_id: string;
  semester_id: string;
  /** Of a paid booking, its amount: money the hostel received and keeps, still its revenue. Absent from older events. */
  kept?: number;
};

export type UserDeleted = {
  type: 'UserDeleted';
  data: { user_id: string; released_bookings: ReleasedBooking[]; at: string };
};

/** The account may not sign in, and its tokens stop working, until it is reactivated. */
export type UserDeactivated = {
  type: 'UserDeactivated';
  data: { user_id: string; reason: string | null; at: string };
};

export type UserReactivated = {
  type: 'UserReactivated';
  data: { user_id: string; at: string };
};

/**
 * A superadmin gave the user a one-time password, of which only the bcrypt hash is kept: the
 * user's tokens stop working and they must choose a new password at their next sign-in.
 */
export type PasswordReset = {
  type: 'PasswordReset';
  data: { user_id: string; password_hash: string; must_change: true; at: string };
};

/** The user chose a new password (its bcrypt hash); their other tokens stop working. */
export type PasswordChanged = {
  type: 'PasswordChanged';
  data: { user_id: string; password_hash: string; at: string };
};

/**
 * The office corrected a student's email or phone number (only the fields that changed are in
 * the data), `corrected_by` the admin who did it. The account signs in with the new email.
 */
export type UserContactCorrected = {
  type: 'UserContactCorrected';
  data: { user_id: string; email?: string; phone_number?: string; corrected_by: string; at: string };
};

/** The student turned emails about their bookings on or off (SMS about money always goes). */
export type EmailNotificationsChanged = {
  type: 'EmailNotificationsChanged';
  data: { user_id: string; email: boolean; at: string };
};

export type UserEvent =
  | UserRegistered
  | UserLoggedOut
  | UserDeleted
  | UserDeactivated
  | UserReactivated
  | PasswordReset
  | PasswordChanged
  | UserContactCorrected
  | EmailNotificationsChanged;
export const USER_EVENT_TYPES = [
  'UserRegistered',
  'UserLoggedOut',
  'UserDeleted',
  'UserDeactivated',
  'UserReactivated',
  'PasswordReset',
  'PasswordChanged',
  'UserContactCorrected',
  'EmailNotificationsChanged',
] as const;

/** The events after which every token issued before them is refused (api/auth/tokens.ts `gen`). */
export const SESSION_ENDING_EVENTS = ['UserDeactivated', 'PasswordReset', 'PasswordChanged'] as const;

export const userStreamId = (userId: string) => `user-${userId}`;

/** A role fixes the user_type: clients never choose either. */
export const USER_TYPE_OF_ROLE: Record<Role, UserType> = {
  user: 'continuing_student',
  admin: 'admin',
  superadmin: 'superadmin',
  porter: 'porter',
};
