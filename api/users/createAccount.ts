import { conflict } from '../commands/errors.ts';
import type { AppDeps, AuthUser } from '../http/context.ts';
import type { Role } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { User } from '../../shared/records.ts';
import type { AccountInput } from './users.schemas.ts';
import { handleUserCommand } from './userStream.ts';

export const BCRYPT_COST = 10;

/**
 * Registers an account with a role the server chose. The email check up front gives the clear
 * 409; a registration racing this one is stopped by the users_email_unique index, mapped to the
 * same 409. The hash is computed before the transaction so no connection waits on bcrypt.
 * `createdBy` null means the person registered themselves.
 */
export async function createAccount(
  deps: AppDeps,
  input: AccountInput,
  role: Role,
  context: { createdBy: AuthUser | null; requestId: string; command: string },
): Promise<User> {
  if (await deps.read.users.isEmailTaken(deps.sql, input.email)) throw conflict(MESSAGES.register.emailTaken);
  const password_hash = await deps.passwords.hash(input.password, BCRYPT_COST);
  const user_id = deps.newId();
  await handleUserCommand(deps, user_id, {
    metadata: { actorId: context.createdBy?.id ?? user_id, correlationId: context.requestId, command: context.command },
    command: {
      type: 'RegisterUser',
      user_id,
      fname: input.fname,
      lname: input.lname,
      phone_number: input.phone_number,
      email: input.email,
      password_hash,
      gender: input.gender,
      country: input.country,
      program: input.program,
      role,
    },
  });
  return (await deps.read.users.findUser(deps.sql, user_id))!;
}
