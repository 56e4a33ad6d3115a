import crypto from 'node:crypto';
import { DomainError } from '../commands/errors.ts';
import type { AppDeps } from '../http/context.ts';
import { createAccount } from './createAccount.ts';

export type SuperadminConfig = { email: string; password: string } | undefined;

const GENERATED_EMAIL = 'superadmin@hostel.local';

/**
 * Creates the first superadmin if absent. With no configured credentials and no superadmin yet,
 * makes one with a random password and returns the credentials so the server prints them once.
 */
export async function ensureSuperadmin(deps: AppDeps, configured: SuperadminConfig): Promise<{ email: string; password: string } | null> {
  // Servers starting together take turns: the second sees the first one's superadmin. The lock
  // is held by this transaction while the account is created through the event store.
  return deps.sql.begin(async (lock) => {
    await lock`SELECT pg_advisory_xact_lock(hashtext('hostel:ensure-superadmin'))`;
    if (configured) {
      if (!(await deps.read.users.isEmailTaken(deps.sql, configured.email))) await createSuperadmin(deps, configured);
      return null;
    }
    if (await deps.read.users.hasSuperadmin(deps.sql)) return null;
    // A student may have registered the usual address; the superadmin then gets one of its own.
    const email = (await deps.read.users.isEmailTaken(deps.sql, GENERATED_EMAIL))
      ? `superadmin-${deps.newId()}@hostel.local`
      : GENERATED_EMAIL;
    const credentials = { email, password: crypto.randomBytes(12).toString('base64url') };
    return (await createSuperadmin(deps, credentials)) ? credentials : null;
  }) as Promise<{ email: string; password: string } | null>;
}

/**
 * False when someone registered the email at the same moment (users_email_unique): the
 * account that exists is the one that counts.
 */
async function createSuperadmin(deps: AppDeps, credentials: { email: string; password: string }): Promise<boolean> {
  const account = {
    fname: 'Super',
    lname: 'Admin',
    phone_number: 'N/A',
    email: credentials.email,
    password: credentials.password,
    gender: 'male' as const,
    country: 'Ghana' as const,
    program: null,
  };
  try {
    await createAccount(deps, account, 'superadmin', { createdBy: null, requestId: 'bootstrap', command: 'EnsureSuperadmin' });
    return true;
  } catch (error) {
    if (isEmailRace(error)) return false;
    throw error;
  }
}

function isEmailRace(error: unknown): boolean {
  const e = error as { code?: string; constraint_name?: string };
  return (e.code === '23505' && e.constraint_name === 'users_email_unique') || (error instanceof DomainError && error.kind === 'conflict');
}
