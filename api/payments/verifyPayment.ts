import { handle } from '../commands/handle.ts';
import type { AppDeps } from '../http/context.ts';
import { bookingStream } from '../bookings/bookings.events.ts';
import type { OnlinePayment, OnlinePaymentStatus } from '../../shared/records.ts';
import { onlinePaymentDecider, type OnlinePaymentCommand } from './onlinePayment.decide.ts';

type Deps = Pick<AppDeps, 'sql' | 'store' | 'read' | 'clock' | 'payments'>;

/**
 * The booking as listed no longer waits for a payment nor is paid: rejected, released by its
 * student's deletion, or in any other state that gave its bed back (an expiry).
 */
export const notWaiting = (status: string | undefined) => status !== 'pending' && status !== 'paid';

/** Settled payments have nothing more to learn from the provider. */
const SETTLED: readonly OnlinePaymentStatus[] = ['confirmed', 'mismatch', 'late', 'reheld', 'refunded'];

/**
 * Asks the provider how a payment stands and records what that decides on the booking's stream
 * (onlinePayment.decide.ts): a confirmation is taken on the provider's verification, never on a
 * notification alone. Deciding at the stream's expected version makes it happen once, whichever
 * server, request or sweep gets there, before or after a restart: the others find it recorded.
 * Answers the payment as it then stands, or null for a reference the hostel never started.
 */
export async function verifyPayment(deps: Deps, reference: string, correlationId: string): Promise<OnlinePayment | null> {
  const provider = deps.payments.provider;
  const intent = await deps.read.paymentIntents.findIntent(deps.sql, reference);
  if (!intent || !provider || intent.provider !== provider.name || SETTLED.includes(intent.status)) return intent;
  const verification = await provider.verify(reference);
  await handle(deps.store, bookingStream(intent.booking_id), onlinePaymentDecider, {
    metadata: { actorId: null, correlationId, command: 'VerifyPayment' },
    clock: deps.clock,
    // Several servers may verify one payment at once: each loser decides again and finds it done.
    retries: 20,
    command: async (tx): Promise<OnlinePaymentCommand> => {
      const facts = await deps.read.bookings.paymentFacts(tx, intent.booking_id);
      // Held as the office's approval holds it: a deletion under way waits, or is seen.
      const student_deleted = !(await deps.read.users.holdAccount(tx, intent.user_id));
      const listed_unpaid = notWaiting(facts?.payment_status);
      return { type: 'RecordVerification', data: { reference, verification, listed_unpaid, student_deleted } };
    },
  });
  return deps.read.paymentIntents.findIntent(deps.sql, reference);
}
