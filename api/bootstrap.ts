import type { AppDeps } from './http/context.ts';
import { seedRoomTypes } from './rooms/seedRoomTypes.ts';
import { ensureSuperadmin, type SuperadminConfig } from './users/ensureSuperadmin.ts';

/** What must exist before the first request: the seeded room types and a superadmin. */
export async function bootstrap(deps: AppDeps, superadmin: SuperadminConfig) {
  await seedRoomTypes(deps);
  return ensureSuperadmin(deps, superadmin);
}
