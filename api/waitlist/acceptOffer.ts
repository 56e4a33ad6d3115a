import { conflict, invalid, notFound } from '../commands/errors.ts';
import { handleIn } from '../commands/handle.ts';
import type { EventMetadata } from '../eventStore/types.ts';
import type { AppDeps, AuthUser } from '../http/context.ts';
import { unauthenticated } from '../http/errors.ts';
import type { BookingFormInput } from '../bookings/bookingForm.schema.ts';
import { withFreshReference } from '../bookings/bookingReference.ts';
import { bookingDecider } from '../bookings/bookings.decide.ts';
import { bookingStream } from '../bookings/bookings.events.ts';
import { identityOf } from '../bookings/createBooking.routes.ts';
import { formOf } from '../bookings/placeBooking.ts';
import type { Booking } from '../../shared/records.ts';
import { waitlistDecider } from './waitlist.decide.ts';
import { waitlistStream } from './waitlist.events.ts';
import { WAITLIST_MESSAGES as M } from './waitlist.messages.ts';

/** The booking form's fields, the room's four being the offer's: absent, or the same. */
export type AcceptInput = Omit<BookingFormInput, 'semester_id' | 'room_type_id' | 'room_number' | 'room_id'> &
  Partial<Pick<BookingFormInput, 'semester_id' | 'room_type_id' | 'room_number' | 'room_id'>>;

/**
 * The student takes their offer: in one transaction the offer is closed on their waitlist stream
 * and a pending booking (with its own hold) is made on a new booking stream, carrying the offer's
 * id so that it keeps the offer's bed instead of taking another. A lapse, decline or second accept
 * racing with it meets the stream's version: one commits, the other is refused.
 */
export async function acceptOffer(deps: AppDeps, user: AuthUser, offerId: string, input: AcceptInput, metadata: EventMetadata) {
  const { read, sql, store } = deps;
  const offer = await read.waitlist.findOffer(sql, offerId);
  if (!offer || offer.user_id !== user.id) throw notFound('Offer');
  if (offer.outcome !== 'open') throw conflict(M.offerEnded);
  const room = await read.rooms.findRoom(sql, offer.room_id);
  if (!room) throw conflict(M.offerEnded);
  for (const [field, value] of [
    ['semester_id', room.semester_id],
    ['room_type_id', room.room_type_id],
    ['room_id', room.id],
  ] as const) {
    if (input[field] && input[field] !== value) throw invalid(field, M.offerRoomMismatch);
  }
  if (input.room_number && input.room_number.toLowerCase() !== room.room_number.toLowerCase())
    throw invalid('room_number', M.offerRoomMismatch);
  const semester = await read.semesters.findSemester(sql, room.semester_id);
  if (!semester) throw conflict(M.offerEnded);
  const full: BookingFormInput = {
    ...input,
    semester_id: room.semester_id,
    room_type_id: room.room_type_id,
    room_number: room.room_number,
    room_id: room.id,
  };
  const bookingId = deps.newId();
  const booking = await withFreshReference((reference) =>
    store.transact(async (tx) => {
      if (!(await read.users.holdAccount(tx, user.id))) throw unauthenticated();
      const h = { metadata, clock: deps.clock };
      await handleIn(tx, store, waitlistStream(offer.semester_id, user.id), waitlistDecider, {
        ...h,
        command: { type: 'AcceptOffer', data: { offer_id: offerId, booking_id: bookingId } },
      });
      await handleIn(tx, store, bookingStream(bookingId), bookingDecider, {
        ...h,
        stream: 'new',
        command: async (t) => ({
          type: 'BookBed' as const,
          data: {
            booking_id: bookingId,
            semester_id: full.semester_id,
            room_type_id: full.room_type_id,
            room_number: full.room_number,
            room: (await read.rooms.findRoom(t, room.id)) ?? room,
            semester,
            user_id: user.id,
            holds_active_booking: await read.bookings.holdsActiveBooking(t, user.id, room.semester_id),
            form: formOf(full, identityOf(user)),
            booked_by: user.id,
            hold_hours: deps.holdHours,
            reference,
            offer_id: offerId,
          },
        }),
      });
      return read.bookings.findBooking(tx, { ownerId: null }, bookingId);
    }),
  );
  return booking as Booking;
}
