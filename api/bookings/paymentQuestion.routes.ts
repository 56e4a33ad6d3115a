import { Hono } from 'hono';
import { z } from 'zod';
import { notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { reasonSchema } from '../http/reasonSchema.ts';
import { validate } from '../http/validate.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { bookingDecider, type BookingCommand } from './bookings.decide.ts';
import { bookingIdOf } from './bookingId.ts';
import { bookingStream } from './bookings.events.ts';

const questionBody = z.object({ reason: reasonSchema(MESSAGES.paymentQuestion.reasonRequired) });

/**
 * POST /bookings/:id/ask-payment: the office asks the student about a pending booking's payment
 * rather than rejecting it; the student reads the question on their booking and answers with a new
 * payment reference. Decided once, as a payment decision is: a reference the student gave while
 * the admin was looking makes it 409, so that a question is never asked of a reference not seen.
 */
export function paymentQuestionRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/bookings/:id/ask-payment',
    requireAccess('ask', 'payments'),
    validate('json', questionBody),
    async (c) => {
      const id = bookingIdOf(c);
      const { reason } = c.req.valid('json');
      await handle(deps.store, bookingStream(id), bookingDecider, {
        ...commandOf(c, deps, 'AskAboutPayment'),
        retries: 0,
        command: async (tx): Promise<BookingCommand> => {
          const facts = await deps.read.bookings.paymentFacts(tx, id);
          if (!facts) throw notFound('Booking');
          const student_deleted = !(await deps.read.users.holdAccount(tx, facts.user_id));
          const listed_unpaid = facts.payment_status === 'unpaid';
          return { type: 'AskAboutPayment', data: { listed_unpaid, student_deleted, reason, hold_hours: deps.holdHours } };
        },
      });
      return c.json({
        data: await deps.read.bookings.findBooking(deps.sql, { ownerId: null }, id),
        message: MESSAGES.paymentQuestion.asked,
      });
    },
  );
}
