import { Hono, type Context } from 'hono';
import { handle } from '../commands/handle.ts';
import { limitBodySize } from '../http/bodySize.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { notificationsDecider } from './notifications.decide.ts';
import { notificationStream } from './payments.events.ts';
import { UnreadableNotification } from './providers/provider.ts';
import { verifyPayment } from './verifyPayment.ts';
import { NOTIFICATION_MAX_BYTES, notificationRateLimit } from './webhookLimits.ts';

/**
 * POST /payments/webhooks/{provider}: the provider's notifications, public, read as raw bytes
 * (the signature is of those), within a size and a rate (webhookLimits.ts). A forged one is
 * refused with 401 before anything is stored; a genuine one is recorded once per (reference,
 * event), answered 200 at once, and has its payment verified after the answer: the provider is
 * not kept waiting, and never retries for ever. A body that is not JSON is a 400.
 */
export function paymentWebhookRoutes(deps: AppDeps) {
  const providerOf = (c: Context<AppEnv>) => {
    const provider = deps.payments.provider;
    if (!provider || c.req.param('provider') !== provider.name) throw new ApiError(404, 'Not found.');
    return provider;
  };
  return new Hono<AppEnv>().post(
    '/payments/webhooks/:provider',
    async (c, next) => {
      providerOf(c);
      await next();
    },
    notificationRateLimit(deps),
    limitBodySize(NOTIFICATION_MAX_BYTES, MESSAGES.payments.notificationTooLarge),
    async (c) => {
      const provider = providerOf(c);
      const raw = Buffer.from(await c.req.arrayBuffer());
      let notice;
      try {
        notice = provider.verifyWebhook(raw, c.req.raw.headers);
      } catch (error) {
        if (error instanceof UnreadableNotification) throw new ApiError(400, 'The notification body is not a JSON object.');
        throw error;
      }
      // Anyone may post here: what the provider did not sign costs no storage at all.
      if (!notice.signature_valid) throw new ApiError(401, MESSAGES.payments.notificationNotSigned);
      const { reference, event } = notice;
      const stored = await handle(deps.store, notificationStream(provider.name, reference, event), notificationsDecider, {
        metadata: { actorId: null, correlationId: c.get('requestId'), command: 'RecordNotification' },
        clock: deps.clock,
        retries: 20,
        command: { type: 'RecordNotification', data: { provider: provider.name, reference, event } },
      });
      if (stored.length > 0 && reference) {
        deps.payments.later('payment verification', () => verifyPayment(deps, reference, c.get('requestId')));
      }
      return c.json({ message: 'Received' }, 200);
    },
  );
}
