import { Hono } from 'hono';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { validate } from '../http/validate.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { paymentInstructionsDecider } from './paymentInstructions.decide.ts';
import { PAYMENT_INSTRUCTIONS_STREAM } from './paymentInstructions.events.ts';
import { paymentInstructionsBody } from './paymentInstructions.schema.ts';

/** Where and how students pay (issue 22): every signed-in user reads it, the superadmin sets it. */
export function paymentInstructionsRoutes(deps: AppDeps) {
  const { read, sql } = deps;
  return new Hono<AppEnv>()
    .get('/payment-instructions', requireAccess('show', 'payment-instructions'), async (c) =>
      c.json({ data: await read.paymentInstructions.paymentInstructions(sql) }),
    )
    .put('/payment-instructions', requireAccess('edit', 'payment-instructions'), validate('json', paymentInstructionsBody), async (c) => {
      await handle(deps.store, PAYMENT_INSTRUCTIONS_STREAM, paymentInstructionsDecider, {
        ...commandOf(c, deps, 'SetPaymentInstructions'),
        command: { type: 'SetPaymentInstructions', data: c.req.valid('json') },
      });
      return c.json({ data: await read.paymentInstructions.paymentInstructions(sql), message: MESSAGES.paymentInstructions.saved });
    });
}
