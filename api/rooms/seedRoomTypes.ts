import { handle } from '../commands/handle.ts';
import { ConcurrencyError } from '../eventStore/types.ts';
import type { AppDeps } from '../http/context.ts';
import { SEED_ROOM_TYPES } from '../../shared/constants.ts';
import { roomTypeDecider } from './rooms.decide.ts';
import { roomTypeStream } from './rooms.events.ts';

/**
 * Standard and Executive exist from the first start; seeding twice appends nothing. Two servers
 * starting at once both see no stream: the second append finds the stream created by the first
 * and its ConcurrencyError means "already seeded".
 */
export async function seedRoomTypes(deps: AppDeps): Promise<void> {
  for (const type of SEED_ROOM_TYPES) {
    try {
      await handle(deps.store, roomTypeStream(type.id), roomTypeDecider, {
        metadata: { actorId: null, correlationId: 'bootstrap', command: 'SeedRoomTypes' },
        clock: deps.clock,
        command: { type: 'CreateRoomType', data: { room_type_id: type.id, name: type.name } },
        retries: 0,
      });
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
}
