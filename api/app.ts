import { Hono } from 'hono';
import { nanoid } from 'nanoid';
import { authenticate, requirePasswordChosen } from './http/auth.ts';
import type { AppDeps, AppEnv } from './http/context.ts';
import { limitBodySize } from './http/bodySize.ts';
import { toErrorResponse } from './http/errorHandler.ts';
import { compressAnswers } from './http/compress.ts';
import { ApiError } from './http/errors.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { MESSAGES } from '../shared/messages.ts';
import { healthRoutes, type Readiness } from './health/health.routes.ts';
import { publicAuthRoutes, sessionRoutes } from './auth/auth.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { staffRoutes } from './users/staff.routes.ts';
import { dataDownloadRoutes } from './users/dataDownload.routes.ts';
import { semestersRoutes } from './semesters/semesters.routes.ts';
import { roomsRoutes } from './rooms/rooms.routes.ts';
import { bookingsRoutes } from './bookings/bookings.routes.ts';
import { statsRoutes } from './stats/stats.routes.ts';
import { paymentHistoryRoutes } from './payments/paymentHistory.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { paymentInstructionsRoutes } from './paymentInstructions/paymentInstructions.routes.ts';
import { onlinePaymentRoutes } from './payments/onlinePayments.routes.ts';
import { unmatchedPaymentRoutes } from './payments/unmatchedPayments.routes.ts';
import { paymentWebhookRoutes } from './payments/webhooks.routes.ts';
import { arrivalsRoutes } from './arrivals/arrivals.routes.ts';
import { waitlistRoutes } from './waitlist/waitlist.routes.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The HTTP application: middleware, error mapping and one sub-app per module. Public routes are
 * mounted before `authenticate`, every other /api route after it. `web` serves the built app.
 */
export function createApp(deps: AppDeps, readiness: Readiness = { ready: true }, web?: (app: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || nanoid(12);
    c.set('requestId', requestId);
    // Set before the route runs, so it goes out with the response the route builds.
    c.header('x-request-id', requestId);
    const started = performance.now();
    await next();
    // Method, path and status only: headers (tokens) and bodies (passwords) are never logged.
    deps.log.info(
      { reqId: requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  app.use('*', securityHeaders());
  app.onError((error, c) => toErrorResponse(error, c, deps.log));

  const api = new Hono<AppEnv>();
  // Every answer is some user's data: no cache (browser, proxy or the service worker) keeps it.
  api.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  api.use('*', compressAnswers());
  api.use('*', limitBodySize(MAX_BODY_BYTES, MESSAGES.errors.tooLarge));
  api.route('/', healthRoutes(deps, readiness));
  api.route('/', publicAuthRoutes(deps));
  // The provider's notifications carry its signature, not a user's token.
  api.route('/', paymentWebhookRoutes(deps));
  api.use('*', authenticate(deps));
  api.route('/', sessionRoutes(deps));
  api.use('*', requirePasswordChosen());
  api.route('/', usersRoutes(deps));
  api.route('/', semestersRoutes(deps));
  api.route('/', roomsRoutes(deps));
  api.route('/', bookingsRoutes(deps));
  api.route('/', statsRoutes(deps));
  api.route('/', paymentHistoryRoutes(deps));
  api.route('/', staffRoutes(deps));
  api.route('/', dataDownloadRoutes(deps));
  api.route('/', paymentInstructionsRoutes(deps));
  api.route('/', onlinePaymentRoutes(deps));
  api.route('/', unmatchedPaymentRoutes(deps));
  api.route('/', notificationRoutes(deps));
  api.route('/', arrivalsRoutes(deps));
  api.route('/', waitlistRoutes(deps));
  api.all('*', () => {
    throw new ApiError(404, MESSAGES.errors.notFound);
  });
  app.route('/api', api);
  web?.(app);
  return app;
}
