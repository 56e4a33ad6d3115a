import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { decisionReasonError } from '../../shared/textLimits.ts';
import { bookingDecider, type BookingCommand } from './bookings.decide.ts';
import { bookingIdOf } from './bookingId.ts';
import { bookingStream } from './bookings.events.ts';

const EXPECTED_MESSAGE = `expected_status must be one of: ${PAYMENT_STATUSES.join(', ')}`;
/** Optional: the status the admin saw. Without it a decision is taken on the booking as it stands. */
const decisionBody = z.object({ expected_status: z.enum(PAYMENT_STATUSES, { error: EXPECTED_MESSAGE }).optional() });
/** A rejection or revocation says why: the student reads it. */
const reasonedBody = decisionBody.extend({
  reason: z
    .string({ error: MESSAGES.booking.reasonRequired })
    .trim()
    .superRefine((reason, ctx) => {
      const problem = decisionReasonError(reason);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
type DecisionBody = z.infer<typeof decisionBody> & { reason?: string };
type Decision = 'ApprovePayment' | 'RejectPayment' | 'RevokePayment';

/** `If-Match: "pending"` says the same as `expected_status` for clients that prefer a header. */
function expectedStatusOf(c: Context<AppEnv>, fromBody: PaymentStatus | undefined): PaymentStatus | undefined {
  const header = c.req
    .header('if-match')
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  if (header === undefined || header === '*') return fromBody;
  if (!(PAYMENT_STATUSES as readonly string[]).includes(header)) throw new ApiError(422, `If-Match: ${EXPECTED_MESSAGE}`);
  if (fromBody && fromBody !== header) throw new ApiError(422, 'If-Match and expected_status disagree.');
  return header as PaymentStatus;
}

/**
 * Approve, reject and revoke are decided once, on the booking as it stands: a conflict is not
 * retried, so of an approve and a reject racing on one booking exactly one commits and the other
 * answers 409 instead of silently undoing the first. A decision sent with the status it expects is
 * refused with 409 too when another decision committed since the admin looked. The student's
 * account is held meanwhile, as a booking holds it: a deletion under way makes the decision wait
 * and then refuse, so no bed is taken, and no payment counted, for an account that is gone.
 */
async function decidePayment(deps: AppDeps, c: Context<AppEnv>, type: Decision, body: DecisionBody) {
  const id = bookingIdOf(c);
  const expected_status = expectedStatusOf(c, body.expected_status);
  await handle(deps.store, bookingStream(id), bookingDecider, {
    ...commandOf(c, deps, type),
    retries: 0,
    command: async (tx): Promise<BookingCommand> => {
      const facts = await deps.read.bookings.paymentFacts(tx, id);
      if (!facts) throw notFound('Booking');
      const student_deleted = !(await deps.read.users.holdAccount(tx, facts.user_id));
      const known = { listed_unpaid: facts.payment_status === 'unpaid', student_deleted, expected_status };
      return type === 'ApprovePayment'
        ? { type, data: { ...known, beds_left: facts.beds_left } }
        : { type, data: { ...known, reason: body.reason ?? '' } };
    },
  });
  return c.json({ data: await deps.read.bookings.findBooking(deps.sql, { ownerId: null }, id) });
}

export function paymentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/bookings/:id/approve-payment', requireAccess('approve', 'payments'), validate('json', decisionBody), (c) =>
      decidePayment(deps, c, 'ApprovePayment', c.req.valid('json')),
    )
    .post('/bookings/:id/reject-payment', requireAccess('reject', 'payments'), validate('json', reasonedBody), (c) =>
      decidePayment(deps, c, 'RejectPayment', c.req.valid('json')),
    )
    .post('/bookings/:id/revoke-payment', requireAccess('revoke', 'payments'), validate('json', reasonedBody), (c) =>
      decidePayment(deps, c, 'RevokePayment', c.req.valid('json')),
    );
}
