import type { Tx } from '../db/connect.ts';
import type { EventMetadata } from '../eventStore/types.ts';
import type { AppDeps } from '../http/context.ts';
import { decideUser, evolveUser, initialUserState, type UserCommand } from './users.decide.ts';
import { userStreamId, type UserEvent } from './users.events.ts';

/**
 * One command on one user's stream, as one transaction: fold the stream into state, decide,
 * append at the version read. `commandFor` runs inside the transaction, so a retry after a
 * concurrent append decides again on fresh facts (a deletion re-reads the bookings it releases).
 */
export async function executeUserCommand(
  deps: Pick<AppDeps, 'store' | 'clock'>,
  userId: string,
  metadata: EventMetadata,
  commandFor: (tx: Tx) => UserCommand | Promise<UserCommand>,
): Promise<UserEvent[]> {
  const streamId = userStreamId(userId);
  return deps.store.transact(async (tx) => {
    const history = await deps.store.readStream(streamId, tx);
    const state = history.reduce((s, e) => evolveUser(s, { type: e.type, data: e.data } as UserEvent), initialUserState());
    const events = decideUser(state, await commandFor(tx), deps.clock());
    await deps.store.append(tx, streamId, history.length, events, metadata);
    return events;
  });
}
