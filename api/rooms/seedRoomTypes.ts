import { ConcurrencyError } from '../eventStore/types.ts';
import type { AppDeps } from '../http/context.ts';
import { SEED_ROOM_TYPES } from '../../shared/constants.ts';
import { decideRoomType } from './rooms.decide.ts';
import { evolveRoomType, initialRoomTypeState, roomTypeStream, type RoomTypeCreated } from './rooms.events.ts';

/**
 * Standard and Executive exist from the first start; seeding twice appends nothing. Two servers
 * starting at once both see no stream: the second append finds the stream created by the first
 * ('no_stream' expected) and its ConcurrencyError means "already seeded".
 */
export async function seedRoomTypes(deps: AppDeps): Promise<void> {
  for (const type of SEED_ROOM_TYPES) {
    const streamId = roomTypeStream(type.id);
    const history = (await deps.store.readStream(streamId)) as unknown as RoomTypeCreated[];
    const state = history.reduce(evolveRoomType, initialRoomTypeState());
    const events = decideRoomType(state, { type: 'CreateRoomType', data: { room_type_id: type.id, name: type.name } }, deps.clock());
    if (events.length === 0) continue;
    const metadata = { actorId: null, correlationId: 'bootstrap', command: 'SeedRoomTypes' };
    try {
      await deps.store.transact((tx) => deps.store.append(tx, streamId, 'no_stream', events, metadata), 0);
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
}
