import { Hono } from 'hono';
import { handle } from '../commands/handle.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { notificationsDecider } from './notifications.decide.ts';
import { notificationStream } from './payments.events.ts';
import { UnreadableNotification } from './providers/provider.ts';
import { verifyPayment } from './verifyPayment.ts';

/**
 * POST /payments/webhooks/{provider}: the provider's notifications, public, read as raw bytes
 * (the signature is of those). Each is stored as received, forged or not, once; it is answered
 * 200 at once, and only a genuine one has its payment verified, after the answer: the provider
 * is not kept waiting, and never retries for ever. A body that is not JSON is a 400.
 */
export function paymentWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/payments/webhooks/:provider', async (c) => {
    const provider = deps.payments.provider;
    if (!provider || c.req.param('provider') !== provider.name) throw new ApiError(404, 'Not found.');
    const raw = Buffer.from(await c.req.arrayBuffer());
    let notice;
    try {
      notice = provider.verifyWebhook(raw, c.req.raw.headers);
    } catch (error) {
      if (error instanceof UnreadableNotification) throw new ApiError(400, 'The notification body is not a JSON object.');
      throw error;
    }
    const stored = await handle(deps.store, notificationStream(provider.name, notice.reference), notificationsDecider, {
      metadata: { actorId: null, correlationId: c.get('requestId'), command: 'RecordNotification' },
      clock: deps.clock,
      retries: 20,
      command: { type: 'RecordNotification', data: { provider: provider.name, ...notice, body: raw.toString('utf8') } },
    });
    const { reference } = notice;
    if (stored.length > 0 && notice.signature_valid && reference) {
      deps.payments.later('payment verification', () => verifyPayment(deps, reference, c.get('requestId')));
    }
    return c.json({ message: 'Received' }, 200);
  });
}
