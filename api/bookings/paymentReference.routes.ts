import { Hono } from 'hono';
import { z } from 'zod';
import { notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { canonical } from '../http/plainTextSchema.ts';
import { validate } from '../http/validate.ts';
import { canAccess } from '../../shared/canAccess.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { maxLengthOf } from '../../shared/textLimits.ts';
import { bookingDecider, type BookingCommand } from './bookings.decide.ts';
import { bookingIdOf } from './bookingId.ts';
import { bookingStream } from './bookings.events.ts';

const paymentReferenceBody = z.object({
  // Compared with other bookings' references: stored canonical, as the office would type it.
  payment_reference: canonical(
    z
      .string({ error: MESSAGES.paymentReference.required })
      .trim()
      .min(1, { error: MESSAGES.paymentReference.required, abort: true })
      .max(...maxLengthOf('payment_reference')),
  ),
});

/**
 * The student says which payment settles their pending booking: the mobile-money transaction ID
 * or the bank reference, which the office checks before approving. Their own booking only (another
 * student's is not acknowledged: 404); an admin may give it for a student who paid at the office.
 */
export function paymentReferenceRoutes(deps: AppDeps) {
  const { read, sql } = deps;
  return new Hono<AppEnv>().post(
    '/bookings/:id/payment-reference',
    requireAccess('create', 'payment-references'),
    validate('json', paymentReferenceBody),
    async (c) => {
      const user = c.get('user');
      const scope = { ownerId: canAccess(user.role, 'list', 'all-bookings') ? null : user.id };
      const id = bookingIdOf(c);
      if (!(await read.bookings.findBooking(sql, scope, id))) throw notFound('Booking');
      const { payment_reference } = c.req.valid('json');
      await handle(deps.store, bookingStream(id), bookingDecider, {
        ...commandOf(c, deps, 'GivePaymentReference'),
        // Facts read with the decision: a rejection or a deletion committed meanwhile is seen.
        command: async (tx): Promise<BookingCommand> => {
          const facts = await read.bookings.paymentFacts(tx, id);
          if (!facts) throw notFound('Booking');
          return { type: 'GivePaymentReference', data: { payment_reference, listed_unpaid: facts.payment_status === 'unpaid' } };
        },
      });
      return c.json({ data: await read.bookings.findBooking(sql, scope, id), message: MESSAGES.paymentReference.saved });
    },
  );
}
