import type { MiddlewareHandler } from 'hono';
import { clientAddress } from '../http/clientAddress.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { tokenBuckets, type Rate } from '../http/tokenBuckets.ts';
import { MESSAGES } from '../../shared/messages.ts';

/** What a provider sends is a few KB: ten times that is room enough, and all a forgery may cost. */
export const NOTIFICATION_MAX_BYTES = 32 * 1024;

/**
 * Paystack posts from a few addresses, one or two notifications per payment: a busy hostel's
 * rush stays far below the cap of each. A notification refused here is not lost: Paystack sends
 * it again later, and the reconciler verifies every payment left pending anyway.
 */
export const NOTIFICATION_RATES = {
  perClient: { burst: 100, perSecond: 10 },
  overall: { burst: 500, perSecond: 50 },
} satisfies Record<string, Rate>;

/**
 * Caps the notifications each client address, and all of them together, may post to this
 * server process: 429 with Retry-After past either. Kept in memory: every server has its own.
 */
export function notificationRateLimit(deps: Pick<AppDeps, 'clock' | 'trustedProxies'>): MiddlewareHandler {
  const clients = tokenBuckets(NOTIFICATION_RATES.perClient);
  const overall = tokenBuckets(NOTIFICATION_RATES.overall);
  return async (c, next) => {
    const now = deps.clock().getTime();
    const client = clientAddress(c, deps.trustedProxies);
    // A client past its own cap takes nothing from the overall one, so it cannot crowd out the provider's addresses.
    const wait = clients.waitOf(client, now) || overall.waitOf('all', now);
    if (wait > 0) throw new ApiError(429, MESSAGES.payments.tooManyNotifications, undefined, wait);
    clients.take(client, now);
    overall.take('all', now);
    await next();
  };
}
