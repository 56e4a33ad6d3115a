import { handle, type Handling } from '../commands/handle.ts';
import type { AppDeps } from '../http/context.ts';
import { notifyRevocation, revocationsOf } from './sessionRevocations.ts';
import { userDecider, type UserCommand } from './users.decide.ts';
import { userStreamId, type UserEvent } from './users.events.ts';

/**
 * A command on one user's stream (api/commands/handle.ts). A logout, a deletion, or an event that
 * ends the user's sessions tells every server at commit, and this one before it answers, to forget
 * the tokens it revokes (api/auth/sessionCache.ts).
 */
export async function handleUserCommand(
  deps: Pick<AppDeps, 'store' | 'clock' | 'sessions'>,
  userId: string,
  h: Pick<Handling<UserCommand, UserEvent>, 'metadata' | 'command' | 'then'>,
): Promise<UserEvent[]> {
  const events = await handle(deps.store, userStreamId(userId), userDecider, {
    ...h,
    clock: deps.clock,
    then: async (tx, decided) => {
      for (const revocation of revocationsOf(decided)) await notifyRevocation(tx, revocation);
      await h.then?.(tx, decided);
    },
  });
  for (const revocation of revocationsOf(events)) deps.sessions.forget(revocation);
  return events;
}
