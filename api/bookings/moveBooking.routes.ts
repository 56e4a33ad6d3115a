import { Hono } from 'hono';
import { z } from 'zod';
import { notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { optionalReasonSchema } from '../http/reasonSchema.ts';
import { validate } from '../http/validate.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { requiredId } from './bookingForm.schema.ts';
import { bookingDecider, type BookingCommand } from './bookings.decide.ts';
import { bookingIdOf } from './bookingId.ts';
import { bookingStream } from './bookings.events.ts';

const moveBody = z.object({ room_id: requiredId('room_id', MESSAGES.move.roomRequired), reason: optionalReasonSchema() });

/**
 * POST /bookings/:id/move: an admin moves a pending or paid booking to another room of its
 * semester, decided on the booking and the room as they stand (and again on fresh state if
 * another step of the booking committed first). The rooms read model's rule on beds left is the
 * last word: a booking that took the room's last bed meanwhile makes the move a 409.
 */
export function moveBookingRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/bookings/:id/move', requireAccess('move', 'bookings'), validate('json', moveBody), async (c) => {
    const id = bookingIdOf(c);
    const body = c.req.valid('json');
    const admin = c.get('user');
    await handle(deps.store, bookingStream(id), bookingDecider, {
      ...commandOf(c, deps, 'MoveBooking'),
      command: async (tx): Promise<BookingCommand> => {
        const facts = await deps.read.bookings.paymentFacts(tx, id);
        if (!facts) throw notFound('Booking');
        const room = await deps.read.rooms.findRoom(tx, body.room_id);
        if (!room) throw notFound('Room');
        const student_deleted = !(await deps.read.users.holdAccount(tx, facts.user_id));
        const listed_unpaid = facts.payment_status === 'unpaid';
        return { type: 'MoveBooking', data: { listed_unpaid, student_deleted, room, reason: body.reason ?? null, moved_by: admin.id } };
      },
    });
    const booking = (await deps.read.bookings.findBooking(deps.sql, { ownerId: null }, id))!;
    return c.json({ data: booking, message: MESSAGES.move.moved(booking.room_number) });
  });
}
