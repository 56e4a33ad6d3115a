import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { bookingQueryRoutes } from './bookingQueries.routes.ts';
import { cancelRoutes } from './cancel.routes.ts';
import { createBookingRoutes } from './createBooking.routes.ts';
import { holdRoutes } from './holds.routes.ts';
import { moveBookingRoutes } from './moveBooking.routes.ts';
import { paymentRoutes } from './payment.routes.ts';
import { paymentQuestionRoutes } from './paymentQuestion.routes.ts';
import { paymentReferenceRoutes } from './paymentReference.routes.ts';

/** Bookings and payments (api/README.md): booking a bed, the admins' payment decisions, moves between rooms, and reads. */
export function bookingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/', createBookingRoutes(deps))
    .route('/', paymentRoutes(deps))
    .route('/', holdRoutes(deps))
    .route('/', bookingQueryRoutes(deps))
    .route('/', paymentReferenceRoutes(deps))
    .route('/', paymentQuestionRoutes(deps))
    .route('/', moveBookingRoutes(deps))
    .route('/', cancelRoutes(deps));
}
