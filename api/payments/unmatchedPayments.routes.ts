import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import type { Tx } from '../db/connect.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { metaEnvelope, parseListQuery, respondList, type ListSpec } from '../http/listQuery.ts';
import { reasonSchema } from '../http/reasonSchema.ts';
import { validate } from '../http/validate.ts';
import { bookingStream } from '../bookings/bookings.events.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { OnlinePayment } from '../../shared/records.ts';
import { onlinePaymentDecider, type OnlinePaymentCommand } from './onlinePayment.decide.ts';
import { REFERENCE_PATTERN } from './providers/provider.ts';
import { notWaiting } from './verifyPayment.ts';

const refundBody = z.object({
  reason: reasonSchema(MESSAGES.payments.refundReasonRequired),
});

/** react-admin's filter: `open` as the query's. */
export const UNMATCHED_LIST: ListSpec = { filters: { open: ['true', 'false'] } };

/**
 * The office's queue of online payments a person must decide: paid but not the amount due, or
 * paid after the booking stopped waiting (rejected, expired) or twice. Re-hold takes the payment
 * for the booking through the office's approval (a bed must be free); refund gives it back.
 */
export function unmatchedPaymentRoutes(deps: AppDeps) {
  const { read, sql } = deps;
  const paymentOf = async (c: Context<AppEnv>) => {
    const reference = c.req.param('reference') ?? '';
    const payment = REFERENCE_PATTERN.test(reference) ? await read.paymentIntents.findIntent(sql, reference) : null;
    if (!payment) throw notFound('Payment');
    return payment;
  };
  /** Decided once on the booking as it stands, as the office's other decisions are: a race is a 409, never retried. */
  const decide = async (c: Context<AppEnv>, name: string, command: (payment: OnlinePayment, tx: Tx) => Promise<OnlinePaymentCommand>) => {
    const payment = await paymentOf(c);
    await handle(deps.store, bookingStream(payment.booking_id), onlinePaymentDecider, {
      ...commandOf(c, deps, name),
      retries: 0,
      command: (tx) => command(payment, tx),
    });
    return c.json({ data: await read.paymentIntents.findIntent(sql, payment.reference) });
  };

  return new Hono<AppEnv>()
    .get('/payments/unmatched', requireAccess('approve', 'payments'), async (c) => {
      const list = parseListQuery(c, PAGE_SIZE, UNMATCHED_LIST);
      const open = (c.req.query('open') ?? list.filter.open ?? 'true') !== 'false';
      const { rows, total } = await read.paymentIntents.unmatchedPayments(sql, { ...list, open });
      return respondList(c, list, rows, total, metaEnvelope, 'payments');
    })
    .post('/payments/unmatched/:reference/rehold', requireAccess('approve', 'payments'), (c) =>
      decide(c, 'ReholdPayment', async (payment, tx) => {
        const facts = await read.bookings.paymentFacts(tx, payment.booking_id);
        const student_deleted = !(await read.users.holdAccount(tx, payment.user_id));
        const listed_unpaid = notWaiting(facts?.payment_status);
        const beds_left = facts?.beds_left ?? null;
        return { type: 'ReholdPayment', data: { reference: payment.reference, beds_left, listed_unpaid, student_deleted } };
      }),
    )
    .post('/payments/unmatched/:reference/refund', requireAccess('approve', 'payments'), validate('json', refundBody), (c) =>
      decide(c, 'RefundPayment', async (payment) => ({
        type: 'RefundPayment',
        data: { reference: payment.reference, reason: c.req.valid('json').reason },
      })),
    );
}
