import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { optionalReasonSchema, reasonSchema } from '../http/reasonSchema.ts';
import { validate } from '../http/validate.ts';
import { canAccess } from '../../shared/canAccess.ts';
import { CANCELLATION_MESSAGES } from '../../shared/cancellationMessages.ts';
import { bookingDecider, type BookingCommand } from './bookings.decide.ts';
import { bookingIdOf } from './bookingId.ts';
import { bookingStream } from './bookings.events.ts';

/** The student's reason: optional for a pending booking, required for a paid one (the decider says which). */
const cancelBody = z.object({ reason: optionalReasonSchema() });
const refuseBody = z.object({ reason: reasonSchema(CANCELLATION_MESSAGES.decisionReasonRequired) });
const approveBody = refuseBody.extend({
  refund: z.boolean({ error: CANCELLATION_MESSAGES.refundNotBoolean }),
  refund_amount: z
    .number({ error: CANCELLATION_MESSAGES.refundNotNumber })
    .finite(CANCELLATION_MESSAGES.refundNotNumber)
    .min(0, CANCELLATION_MESSAGES.refundNotNumber)
    .max(1e9, CANCELLATION_MESSAGES.refundNotNumber)
    .optional(),
});

type Decision = { approve: boolean; refund: boolean; refund_amount?: number; reason: string };

/** What the decision reads with it: a rejection, revocation or deletion committed meanwhile is seen. */
async function factsOf(deps: AppDeps, tx: Parameters<AppDeps['read']['bookings']['paymentFacts']>[0], id: string) {
  const facts = await deps.read.bookings.paymentFacts(tx, id);
  if (!facts) throw notFound('Booking');
  const student_deleted = !(await deps.read.users.holdAccount(tx, facts.user_id));
  return { listed_unpaid: facts.payment_status === 'unpaid', student_deleted };
}

/** The office's decision, taken once on the request as it stands: a second admin deciding meanwhile gets 409. */
async function decide(deps: AppDeps, c: Context<AppEnv>, decision: Decision) {
  const id = bookingIdOf(c);
  await handle(deps.store, bookingStream(id), bookingDecider, {
    ...commandOf(c, deps, 'DecideCancellation'),
    retries: 0,
    command: async (tx): Promise<BookingCommand> => ({
      type: 'DecideCancellation',
      data: { ...(await factsOf(deps, tx, id)), ...decision },
    }),
  });
  const message = decision.approve ? CANCELLATION_MESSAGES.approved : CANCELLATION_MESSAGES.refused;
  return c.json({ data: await deps.read.bookings.findBooking(deps.sql, { ownerId: null }, id), message });
}

/**
 * A student cancels their own booking (another's is not acknowledged: 404); an admin may cancel
 * for a student. A pending booking is cancelled at once, a paid one asks the office, which
 * approves (refunding what it says) or refuses the request.
 */
export function cancelRoutes(deps: AppDeps) {
  const { read, sql } = deps;
  return new Hono<AppEnv>()
    .post('/bookings/:id/cancel', requireAccess('create', 'cancellations'), validate('json', cancelBody), async (c) => {
      const user = c.get('user');
      const scope = { ownerId: canAccess(user.role, 'list', 'all-bookings') ? null : user.id };
      const id = bookingIdOf(c);
      if (!(await read.bookings.findBooking(sql, scope, id))) throw notFound('Booking');
      const reason = c.req.valid('json').reason ?? null;
      const [event] = await handle(deps.store, bookingStream(id), bookingDecider, {
        ...commandOf(c, deps, 'CancelBooking'),
        command: async (tx): Promise<BookingCommand> => ({
          type: 'CancelBooking',
          data: { ...(await factsOf(deps, tx, id)), reason, by: user.id },
        }),
      });
      const message = event?.type === 'BookingCancelled' ? CANCELLATION_MESSAGES.cancelled : CANCELLATION_MESSAGES.requested;
      return c.json({ data: await read.bookings.findBooking(sql, scope, id), message });
    })
    .post('/bookings/:id/cancellation/approve', requireAccess('edit', 'cancellations'), validate('json', approveBody), (c) =>
      decide(deps, c, { approve: true, ...c.req.valid('json') }),
    )
    .post('/bookings/:id/cancellation/refuse', requireAccess('edit', 'cancellations'), validate('json', refuseBody), (c) =>
      decide(deps, c, { approve: false, refund: false, reason: c.req.valid('json').reason }),
    );
}
