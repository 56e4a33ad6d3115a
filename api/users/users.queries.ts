import type { Db } from '../db/connect.ts';
import type { Role } from '../../shared/constants.ts';
import type { UserType } from './users.events.ts';

/** The user object of the API contract: never a password hash. */
export type UserView = {
  id: string;
  fname: string;
  lname: string;
  phone_number: string;
  email: string;
  gender: string;
  country: string;
  program: string | null;
  role: Role;
  user_type: UserType;
  created_at: Date;
};

export const USER_COLUMNS = [
  'id',
  'fname',
  'lname',
  'phone_number',
  'email',
  'gender',
  'country',
  'program',
  'role',
  'user_type',
  'created_at',
] as const;

/** A user by id; deleted ones only when asked for (a deletion answers with who was deleted). */
export async function findUser(db: Db, id: string, opts: { includeDeleted?: boolean } = {}): Promise<UserView | undefined> {
  const [row] = await db<UserView[]>`
    SELECT ${db([...USER_COLUMNS])} FROM users
     WHERE id = ${id} ${opts.includeDeleted ? db`` : db`AND deleted_at IS NULL`}`;
  return row;
}

/** The account that may sign in with this email (any case), with its hash for the comparison. */
export async function findSignInAccount(db: Db, email: string) {
  const [row] = await db<(UserView & { password_hash: string })[]>`
    SELECT ${db([...USER_COLUMNS, 'password_hash'])} FROM users
     WHERE lower(email) = lower(${email}) AND deleted_at IS NULL`;
  return row;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db`SELECT 1 FROM users WHERE lower(email) = lower(${email}) AND deleted_at IS NULL`;
  return Boolean(row);
}

export function withoutPassword(account: UserView & { password_hash: string }): UserView {
  const { password_hash: _hash, ...user } = account;
  return user;
}
