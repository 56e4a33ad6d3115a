import { Hono, type Context } from 'hono';
import { requireAccess } from '../http/auth.ts';
import { metadataFor, type AppDeps, type AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { PaymentStatus } from '../../shared/constants.ts';
import { decide, type BookingState } from './bookings.decide.ts';
import { bookingIdOf } from './bookingId.ts';
import type { BookingRecord } from './bookingRecord.ts';

type PaymentCommand = 'ApprovePayment' | 'RejectPayment';

/**
 * Approve and reject act on the booking as the admin saw it: the stream's version read with it is
 * the expected version, and a conflict is not retried. Of an approve and a reject racing on one
 * booking exactly one commits; the other answers 409 instead of silently undoing the first.
 */
async function decidePayment(deps: AppDeps, c: Context<AppEnv>, command: PaymentCommand) {
  const id = bookingIdOf(c);
  const [row] = await deps.sql<
    { user_id: string; semester_id: string; room_id: string; amount_paid: number; payment_status: PaymentStatus; beds_left: number | null; version: number }[]
  >`
    SELECT b.user_id, b.semester_id, b.room_id, b.amount_paid, b.payment_status, r.beds_left, s.version
      FROM bookings b
      JOIN streams s ON s.stream_id = 'booking-' || b.id
      LEFT JOIN rooms r ON r.id = b.room_id
     WHERE b.id = ${id}`;
  if (!row) throw notFound('Booking');
  // The read model, not the stream alone: a deleted student's bookings were released by UserDeleted.
  const state: BookingState = {
    exists: true,
    booking_id: id,
    user_id: row.user_id,
    semester_id: row.semester_id,
    room_id: row.room_id,
    amount: row.amount_paid,
    status: row.payment_status,
  };
  const events = decide(
    state,
    command === 'ApprovePayment' ? { type: command, data: { beds_left: row.beds_left } } : { type: command },
    deps.clock(),
  );
  const metadata = metadataFor(c.get('user'), c.get('requestId'), command);
  const booking = await deps.store.transact(async (tx) => {
    await deps.store.append(tx, `booking-${id}`, row.version, events, metadata);
    const [updated] = await tx<BookingRecord[]>`SELECT * FROM bookings WHERE id = ${id}`;
    return updated;
  }, 0);
  return c.json({ data: booking });
}

export function paymentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/bookings/:id/approve-payment', requireAccess('approve', 'payments'), (c) => decidePayment(deps, c, 'ApprovePayment'))
    .post('/bookings/:id/reject-payment', requireAccess('reject', 'payments'), (c) => decidePayment(deps, c, 'RejectPayment'));
}
