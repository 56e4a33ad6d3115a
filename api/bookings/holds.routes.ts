import { Hono } from 'hono';
import { z } from 'zod';
import { notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { reasonSchema } from '../http/reasonSchema.ts';
import { validate } from '../http/validate.ts';
import { readIso } from '../../shared/isoDates.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { bookingDecider, type BookingCommand } from './bookings.decide.ts';
import { bookingIdOf } from './bookingId.ts';
import { bookingStream } from './bookings.events.ts';

const extendBody = z.object({
  // A moment with its offset: a deadline must not depend on the time zone of whoever reads it.
  hold_until: z
    .string({ error: MESSAGES.holds.untilRequired })
    .trim()
    .superRefine((value, ctx) => {
      const read = readIso(value);
      if (read.real && read.hasTime && read.hasOffset) return;
      ctx.addIssue({
        code: 'custom',
        message: !read.real && read.why === 'unreal' ? MESSAGES.holds.notReal : MESSAGES.holds.untilRequired,
      });
    }),
  reason: reasonSchema(),
});

/**
 * POST /bookings/:id/extend-hold: an admin gives a pending booking until a later deadline, with a
 * reason the student reads in the booking's history. Decided on the booking as it stands (and
 * again on fresh state if a sweep or a decision appended first): a hold that expired meanwhile is
 * refused with 409. The new deadline may be no later than the last day of the booking's semester.
 */
export function holdRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/bookings/:id/extend-hold',
    requireAccess('extend', 'bookings'),
    validate('json', extendBody),
    async (c) => {
      const id = bookingIdOf(c);
      const body = c.req.valid('json');
      await handle(deps.store, bookingStream(id), bookingDecider, {
        ...commandOf(c, deps, 'ExtendHold'),
        command: async (tx): Promise<BookingCommand> => {
          const booking = await deps.read.bookings.findBooking(tx, { ownerId: null }, id);
          if (!booking) throw notFound('Booking');
          const semester = await deps.read.semesters.findSemester(tx, booking.semester_id);
          if (!semester) throw notFound('Semester');
          const student_deleted = !(await deps.read.users.holdAccount(tx, booking.user_id));
          const facts = { listed_unpaid: booking.payment_status === 'unpaid', student_deleted };
          const latest = `${semester.end_date}T23:59:59.999Z`;
          return { type: 'ExtendHold', data: { ...facts, hold_until: body.hold_until, reason: body.reason, latest } };
        },
      });
      return c.json({ data: await deps.read.bookings.findBooking(deps.sql, { ownerId: null }, id), message: MESSAGES.holds.extended });
    },
  );
}
