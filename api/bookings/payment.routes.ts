import { Hono, type Context } from 'hono';
import { notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { bookingDecider, type BookingCommand } from './bookings.decide.ts';
import { bookingIdOf } from './bookingId.ts';
import { bookingStream } from './bookings.events.ts';

/**
 * Approve and reject are decided once, on the booking as it stands: a conflict is not retried, so
 * of an approve and a reject racing on one booking exactly one commits and the other answers 409
 * instead of silently undoing the first.
 */
async function decidePayment(deps: AppDeps, c: Context<AppEnv>, type: 'ApprovePayment' | 'RejectPayment') {
  const id = bookingIdOf(c);
  await handle(deps.store, bookingStream(id), bookingDecider, {
    ...commandOf(c, deps, type),
    retries: 0,
    command: async (tx): Promise<BookingCommand> => {
      const facts = await deps.read.bookings.paymentFacts(tx, id);
      if (!facts) throw notFound('Booking');
      const listed_unpaid = facts.payment_status === 'unpaid';
      return type === 'ApprovePayment' ? { type, data: { listed_unpaid, beds_left: facts.beds_left } } : { type, data: { listed_unpaid } };
    },
  });
  return c.json({ data: await deps.read.bookings.findBooking(deps.sql, { ownerId: null }, id) });
}

export function paymentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/bookings/:id/approve-payment', requireAccess('approve', 'payments'), (c) => decidePayment(deps, c, 'ApprovePayment'))
    .post('/bookings/:id/reject-payment', requireAccess('reject', 'payments'), (c) => decidePayment(deps, c, 'RejectPayment'));
}
