import { Hono } from 'hono';
import { requireAccess } from '../http/auth.ts';
import { metadataFor, type AppDeps, type AppEnv, type AuthUser } from '../http/context.ts';
import { invalid } from '../commands/errors.ts';
import { unauthenticated } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { BOOKING_FORM_MESSAGES } from '../../shared/bookingFormMessages.ts';
import { bookingFormSchema, guestBookingSchema } from './bookingForm.schema.ts';
import { placeBooking, type BookingIdentity } from './placeBooking.ts';

/** A student books as themselves: who they are comes from their account, never from the form. */
export const identityOf = (user: AuthUser): BookingIdentity => ({
  full_name: `${user.fname} ${user.lname}`,
  gender: user.gender,
  nationality: user.country,
  phone_number: user.phone_number,
  email_address: user.email,
});

export function createBookingRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/bookings', requireAccess('create', 'bookings'), validate('json', bookingFormSchema), async (c) => {
      const user = c.get('user');
      const booking = await placeBooking(deps, {
        input: c.req.valid('json'),
        user_id: user.id,
        identity: identityOf(user),
        booked_by: user.id,
        metadata: metadataFor(user, c.get('requestId'), 'BookBed'),
        studentGone: unauthenticated,
      });
      return c.json({ data: booking, message: MESSAGES.booking.created }, 201);
    })
    .post('/bookings/guest', requireAccess('create', 'all-bookings'), validate('json', guestBookingSchema), async (c) => {
      const admin = c.get('user');
      const { user_id, full_name, gender, nationality, phone_number, email_address, ...input } = c.req.valid('json');
      const studentUnknown = () => invalid('user_id', BOOKING_FORM_MESSAGES.studentUnknown);
      if (!(await deps.read.users.isActiveStudent(deps.sql, user_id))) throw studentUnknown();
      const booking = await placeBooking(deps, {
        input,
        user_id,
        identity: { full_name, gender, nationality, phone_number, email_address },
        booked_by: admin.id,
        metadata: metadataFor(admin, c.get('requestId'), 'BookBedForGuest'),
        studentGone: studentUnknown,
      });
      return c.json({ data: booking, message: MESSAGES.booking.created }, 201);
    });
}
