import type { Tx } from '../db/connect.ts';
import type { EventMetadata } from '../eventStore/types.ts';
import type { AppDeps } from '../http/context.ts';
import { notifyRevocation, revocationsOf } from '../auth/sessionRevocations.ts';
import { decideUser, evolveUser, initialUserState, type UserCommand } from './users.decide.ts';
import { userStreamId, type UserEvent } from './users.events.ts';

/**
 * One command on one user's stream, as one transaction: fold the stream into state, decide,
 * append at the version read. `commandFor` runs inside the transaction, so a retry after a
 * concurrent append decides again on fresh facts (a deletion re-reads the bookings it releases).
 * A logout or a deletion tells every server at commit, and this one before it answers, to forget
 * the tokens it revokes (api/auth/sessionCache.ts).
 */
export async function executeUserCommand(
  deps: Pick<AppDeps, 'store' | 'clock' | 'sessions'>,
  userId: string,
  metadata: EventMetadata,
  commandFor: (tx: Tx) => UserCommand | Promise<UserCommand>,
): Promise<UserEvent[]> {
  const streamId = userStreamId(userId);
  const { events, revoked } = await deps.store.transact(async (tx) => {
    const history = await deps.store.readStream(streamId, tx);
    const state = history.reduce((s, e) => evolveUser(s, { type: e.type, data: e.data } as UserEvent), initialUserState());
    const decided = decideUser(state, await commandFor(tx), deps.clock());
    await deps.store.append(tx, streamId, history.length, decided, metadata);
    // Delivered only if the transaction commits. After the append, so that an error of the
    // append is the one that surfaces (logouts and deletions are rare: the round trip is cheap).
    const revocations = revocationsOf(decided);
    for (const revocation of revocations) await notifyRevocation(tx, revocation);
    return { events: decided, revoked: revocations };
  });
  for (const revocation of revoked) deps.sessions.forget(revocation);
  return events;
}
