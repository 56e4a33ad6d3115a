import { handle, handleIn, type Handling } from '../commands/handle.ts';
import { repeat } from '../commands/repeat.ts';
import type { Tx } from '../db/connect.ts';
import type { EventMetadata } from '../eventStore/types.ts';
import type { AppDeps } from '../http/context.ts';
import { bookingDecider, type BookingCommand } from './bookings.decide.ts';
import { bookingStream, type BookingEvent } from './bookings.events.ts';

type Deps = Pick<AppDeps, 'sql' | 'store' | 'read' | 'clock'>;

/** How many overdue holds one read of the sweep takes on. */
const BATCH = 200;

/** An expiry is taken by no one: its metadata names the command and, inside a request, the request. */
const expiryMetadata = (correlationId: string): EventMetadata => ({ actorId: null, correlationId, command: 'ExpireHold' });

/**
 * The expiry of one booking's hold, decided on its stream as it stands: the append is made at the
 * version read, so of two servers expiring the same hold one commits and the other, decided again
 * on the stream that now holds the expiry, appends nothing. The student's account is held as a
 * payment decision holds it, so a deletion under way (which gives the bed back itself) is waited
 * for and then nothing is expired.
 */
function expiryOf(deps: Deps, bookingId: string, metadata: EventMetadata): Handling<BookingCommand, BookingEvent> {
  return {
    metadata,
    clock: deps.clock,
    command: async (tx) => {
      const facts = await deps.read.bookings.paymentFacts(tx, bookingId);
      const student_deleted = facts ? !(await deps.read.users.holdAccount(tx, facts.user_id)) : false;
      const listed_unpaid = facts?.payment_status === 'unpaid';
      return { type: 'ExpireHold', data: { listed_unpaid, student_deleted } };
    },
  };
}

/** Expires one booking's hold if it is still pending and past its deadline; true when it did. */
export async function expireHold(deps: Deps, bookingId: string, correlationId = 'hold-sweep'): Promise<boolean> {
  const events = await handle(
    deps.store,
    bookingStream(bookingId),
    bookingDecider,
    expiryOf(deps, bookingId, expiryMetadata(correlationId)),
  );
  return events.length > 0;
}

/**
 * Inside a booking's transaction: expires the holds past their deadline in `roomId`, and those of
 * `userId`, so that their beds (and the student's own right to book) are free from the deadline
 * on, whether or not a sweep has run. Every stream concerned is locked first, then every
 * student's account, and only then are beds moved: a sweep or a deletion racing with it then
 * waits for it, or it for them, never each for the other. Answers how many holds it expired.
 */
export async function expireDueHoldsIn(tx: Tx, deps: Deps, scope: { roomId: string; userId: string }, correlationId: string) {
  const due = await deps.read.bookings.holdsDue(tx, deps.clock(), scope);
  if (due.length === 0) return 0;
  await deps.store.lockStreams(
    tx,
    due.map((b) => bookingStream(b.booking_id)),
  );
  for (const userId of [...new Set(due.map((b) => b.user_id))].sort()) await deps.read.users.holdAccount(tx, userId);
  let expired = 0;
  for (const b of due) {
    const handling = expiryOf(deps, b.booking_id, expiryMetadata(correlationId));
    expired += (await handleIn(tx, deps.store, bookingStream(b.booking_id), bookingDecider, handling)).length;
  }
  return expired;
}

/**
 * One sweep: every pending booking past its deadline, as the bookings read model lists them (one
 * whose payment is under review has no deadline there),
 * expired one transaction each. The list comes from the database, not from memory, so a server
 * started after another stopped sweeps what it left. A booking that fails is reported to
 * `onError` (without one, the sweep stops and throws) and tried again at the next sweep.
 */
export async function sweepHolds(
  deps: Deps,
  opts: { onError?: (error: unknown, bookingId: string) => void; stopping?: () => boolean } = {},
): Promise<number> {
  let expired = 0;
  // Those this sweep tried and did not expire (another server did, or it failed): not asked again.
  const skipped = new Set<string>();
  for (;;) {
    const listed = await deps.read.bookings.holdsDue(deps.sql, deps.clock(), { limit: BATCH + skipped.size });
    const due = listed.filter((b) => !skipped.has(b.booking_id));
    if (due.length === 0) return expired;
    for (const b of due) {
      if (opts.stopping?.()) return expired;
      try {
        if (await expireHold(deps, b.booking_id)) expired++;
        else skipped.add(b.booking_id);
      } catch (error) {
        if (!opts.onError) throw error;
        skipped.add(b.booking_id);
        opts.onError(error, b.booking_id);
      }
    }
  }
}

export type HoldSweeper = { stop: () => Promise<void> };

/**
 * Sweeps at start and then every `intervalMs` after the last sweep ended, in every server: each
 * server may sweep the same holds at once, and the stream versions make exactly one expiry of
 * each. `stop` waits for a sweep under way to finish its current booking.
 */
export function startHoldSweeper(
  deps: Deps,
  opts: {
    intervalMs: number;
    onExpired?: (count: number) => void;
    onError: (error: unknown, bookingId?: string) => void;
    /** More deadlines swept in the same loop, after the holds (the waitlist's offers). */
    also?: (stopping: () => boolean) => Promise<unknown>;
  },
): HoldSweeper {
  return repeat(
    opts.intervalMs,
    async (stopping) => {
      const count = await sweepHolds(deps, { onError: opts.onError, stopping });
      if (count > 0) opts.onExpired?.(count);
      if (!stopping()) await opts.also?.(stopping);
    },
    (error) => opts.onError(error),
  );
}
