import { handle } from '../commands/handle.ts';
import type { AppDeps } from '../http/context.ts';
import { waitlistDecider } from './waitlist.decide.ts';
import { waitlistStream } from './waitlist.events.ts';

type Deps = Pick<AppDeps, 'sql' | 'store' | 'read' | 'clock' | 'newId' | 'waitlist'>;

const BATCH = 200;

/**
 * Lapses one student's open offer if it is past its deadline, decided on their stream as it
 * stands: of two servers lapsing it at once one appends and the other, decided again on the
 * stream that now holds the lapse, appends nothing. The lapse gives the bed back, which the
 * waitlist's reactions offer to the next in line in the same transaction. True when it lapsed.
 */
export async function lapseOffer(deps: Deps, semesterId: string, userId: string): Promise<boolean> {
  const events = await handle(deps.store, waitlistStream(semesterId, userId), waitlistDecider, {
    metadata: { actorId: null, correlationId: 'offer-sweep', command: 'LapseOffer' },
    clock: deps.clock,
    command: { type: 'LapseOffer', data: { max_lapses: deps.waitlist.maxLapses } },
  });
  return events.length > 0;
}

/**
 * One sweep of the offers past their deadline, as the read model lists them, one transaction
 * each; as the hold sweep does, an offer another server lapsed first or that failed is not asked
 * again in this sweep, and a failure goes to `onError` and waits for the next sweep.
 */
export async function sweepOffers(
  deps: Deps,
  opts: { onError?: (error: unknown, offerId: string) => void; stopping?: () => boolean } = {},
): Promise<number> {
  let lapsed = 0;
  const skipped = new Set<string>();
  for (;;) {
    const listed = await deps.read.waitlist.offersDue(deps.sql, deps.clock(), BATCH + skipped.size);
    const due = listed.filter((o) => !skipped.has(o.id));
    if (due.length === 0) return lapsed;
    for (const o of due) {
      if (opts.stopping?.()) return lapsed;
      try {
        if (await lapseOffer(deps, o.semester_id, o.user_id)) lapsed++;
        else skipped.add(o.id);
      } catch (error) {
        if (!opts.onError) throw error;
        skipped.add(o.id);
        opts.onError(error, o.id);
      }
    }
  }
}
