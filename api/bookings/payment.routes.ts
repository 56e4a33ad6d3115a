import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { answerFor } from '../http/errorHandler.ts';
import { ApiError } from '../http/errors.ts';
import { optionalReasonSchema, reasonSchema } from '../http/reasonSchema.ts';
import { validate } from '../http/validate.ts';
import { BULK_APPROVE_MAX, PAYMENT_STATUSES, type PaymentStatus } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { BulkApproval, BulkApprovalOutcome } from '../../shared/records.ts';
import { bookingDecider, type BookingCommand } from './bookings.decide.ts';
import { bookingIdOf } from './bookingId.ts';
import { bookingStream } from './bookings.events.ts';

const EXPECTED_MESSAGE = `expected_status must be one of: ${PAYMENT_STATUSES.join(', ')}`;
/** Optional: the status the admin saw. Without it a decision is taken on the booking as it stands. */
const decisionBody = z.object({ expected_status: z.enum(PAYMENT_STATUSES, { error: EXPECTED_MESSAGE }).optional() });
/** A rejection may say why (the student reads it); the spec's own client sends no reason. */
const rejectionBody = decisionBody.extend({ reason: optionalReasonSchema() });
/** A revocation undoes a payment the student was told of: it says why. No client of the spec revokes. */
const revocationBody = decisionBody.extend({ reason: reasonSchema() });
type DecisionBody = z.infer<typeof decisionBody> & { reason?: string };
/** Many pending bookings approved at once: the office's queue. Each is decided as the single route decides it. */
const bulkApproveBody = z.object({
  ids: z
    .array(z.string({ error: MESSAGES.queue.idsNotText }).min(1, MESSAGES.queue.idsNotText).max(200, MESSAGES.queue.idsNotText), {
      error: MESSAGES.queue.idsRequired,
    })
    .min(1, MESSAGES.queue.idsRequired)
    .max(BULK_APPROVE_MAX, MESSAGES.queue.tooMany(BULK_APPROVE_MAX)),
  expected_status: z.enum(PAYMENT_STATUSES, { error: EXPECTED_MESSAGE }).default('pending'),
});
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
async function decidePayment(deps: AppDeps, c: Context<AppEnv>, type: Decision, id: string, body: DecisionBody) {
  await handle(deps.store, bookingStream(id), bookingDecider, {
    ...commandOf(c, deps, type),
    retries: 0,
    command: async (tx): Promise<BookingCommand> => {
      const facts = await deps.read.bookings.paymentFacts(tx, id);
      if (!facts) throw notFound('Booking');
      const student_deleted = !(await deps.read.users.holdAccount(tx, facts.user_id));
      const known = { listed_unpaid: facts.payment_status === 'unpaid', student_deleted, expected_status: body.expected_status };
      if (type === 'ApprovePayment') return { type, data: { ...known, beds_left: facts.beds_left } };
      if (type === 'RejectPayment') return { type, data: { ...known, reason: body.reason } };
      return { type, data: { ...known, reason: body.reason ?? '' } };
    },
  });
}

/** One booking's decision, answered with the booking as it now stands. */
async function decideOne(deps: AppDeps, c: Context<AppEnv>, type: Decision, body: DecisionBody) {
  const id = bookingIdOf(c);
  await decidePayment(deps, c, type, id, { ...body, expected_status: expectedStatusOf(c, body.expected_status) });
  return c.json({ data: await deps.read.bookings.findBooking(deps.sql, { ownerId: null }, id) });
}

/**
 * Approves each booking in turn, in its own transaction, as the single route would: one refused
 * (409 when another admin decided it first) does not stop the others. A fault or an outage stops
 * the run; the bookings not reached are reported as not approved.
 */
async function approveEach(deps: AppDeps, c: Context<AppEnv>, ids: string[], expected_status: PaymentStatus): Promise<BulkApproval> {
  const outcomes: BulkApprovalOutcome[] = [];
  let stopped: { status: number; message: string } | null = null;
  for (const id of new Set(ids)) {
    if (stopped) {
      outcomes.push({ id, ok: false, status: stopped.status, message: MESSAGES.queue.notTried });
      continue;
    }
    try {
      if (id.includes('\u0000')) throw notFound('Booking');
      await decidePayment(deps, c, 'ApprovePayment', id, { expected_status });
      outcomes.push({ id, ok: true });
    } catch (error) {
      const { status, message } = answerFor(error);
      if (status >= 500) {
        deps.log.error({ err: error, bookingId: id }, 'bulk approval stopped');
        stopped = { status, message };
      }
      outcomes.push({ id, ok: false, status, message });
    }
  }
  const approved = outcomes.filter((o) => o.ok).length;
  return { data: outcomes, meta: { approved, failed: outcomes.length - approved } };
}

export function paymentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/bookings/:id/approve-payment', requireAccess('approve', 'payments'), validate('json', decisionBody), (c) =>
      decideOne(deps, c, 'ApprovePayment', c.req.valid('json')),
    )
    .post('/bookings/:id/reject-payment', requireAccess('reject', 'payments'), validate('json', rejectionBody), (c) =>
      decideOne(deps, c, 'RejectPayment', c.req.valid('json')),
    )
    .post('/bookings/:id/revoke-payment', requireAccess('revoke', 'payments'), validate('json', revocationBody), (c) =>
      decideOne(deps, c, 'RevokePayment', c.req.valid('json')),
    )
    .post('/bookings/approve-payments', requireAccess('approve', 'payments'), validate('json', bulkApproveBody), async (c) => {
      const { ids, expected_status } = c.req.valid('json');
      return c.json(await approveEach(deps, c, ids, expected_status));
    });
}
