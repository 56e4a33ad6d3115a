import type { AppDeps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { EventMetadata } from '../eventStore/types.ts';
import { bookingRecordOf, type BookingRecord } from './bookingRecord.ts';
import type { BookingFormInput } from './bookingForm.schema.ts';
import { decide, initialState, type RoomFacts } from './bookings.decide.ts';
import type { BookingForm } from '../../shared/records.ts';
import type { BedBooked } from './bookings.events.ts';

/** Who the booking is for, as the booking will show it. */
export type BookingIdentity = Pick<BookingForm, 'full_name' | 'gender' | 'nationality' | 'phone_number' | 'email_address'>;

export type PlaceBooking = {
  input: BookingFormInput;
  user_id: string;
  identity: BookingIdentity;
  booked_by: string;
  metadata: EventMetadata;
  /** The refusal when the student's account is deleted before the booking commits. */
  studentGone: () => Error;
};

/**
 * Books a bed with one read and one transaction, so many students can book at once: the read
 * gives clear refusals, and the transaction's constraints (beds_left CHECK, one active booking
 * per student) stop whatever slipped between the read and the commit.
 *
 * The transaction also holds the student's row (FOR KEY SHARE, taken in the append's round trip)
 * against a deletion, which locks it FOR UPDATE before it reads the bookings it releases: a
 * deletion under way makes the booking wait and find no student; a booking under way makes the
 * deletion wait and release it. Either way no bed is left held by a deleted account.
 */
export async function placeBooking(deps: AppDeps, command: PlaceBooking): Promise<BookingRecord> {
  const { input } = command;
  const [room] = await deps.sql<(RoomFacts & { holds_active_booking: boolean })[]>`
    SELECT r.id, r.semester_id, r.room_type_id, r.room_type, r.room_number, r.gender, r.room_status,
           r.beds_left, r.price_per_bed,
           EXISTS (SELECT 1 FROM bookings b
                    WHERE b.user_id = ${command.user_id} AND b.semester_id = ${input.semester_id}
                      AND b.payment_status IN ('pending', 'paid')) AS holds_active_booking
      FROM rooms r
     WHERE r.id = ${input.room_id}`;
  if (!room) throw notFound('Room');
  const { holds_active_booking, ...facts } = room;
  const bookingId = deps.newId();
  const events = decide(
    initialState(),
    {
      type: 'BookBed',
      data: {
        booking_id: bookingId,
        semester_id: input.semester_id,
        room_type_id: input.room_type_id,
        room_number: input.room_number,
        room: facts,
        user_id: command.user_id,
        holds_active_booking,
        form: formOf(input, command.identity),
        booked_by: command.booked_by,
      },
    },
    deps.clock(),
  );
  await deps.store.transact(async (tx) => {
    // execute(): the driver sends a query when it is awaited, and this one goes before the append's.
    const studentRow = tx`SELECT 1 FROM users WHERE id = ${command.user_id} AND deleted_at IS NULL FOR KEY SHARE`.execute();
    const [student, appended] = await Promise.allSettled([
      studentRow,
      deps.store.append(tx, `booking-${bookingId}`, 'no_stream', events, command.metadata),
    ]);
    if (student.status === 'rejected') throw student.reason;
    if (student.value.length === 0) throw command.studentGone();
    if (appended.status === 'rejected') throw appended.reason;
  });
  return bookingRecordOf((events[0] as BedBooked).data);
}

function formOf(input: BookingFormInput, identity: BookingIdentity): BookingForm {
  return {
    ...identity,
    index_number: input.index_number,
    dob: input.dob,
    marital_status: input.marital_status,
    program_of_study: input.program_of_study,
    house_address: input.house_address,
    emergency_contact_name: input.emergency_contact_name,
    emergency_contact_relationship: input.emergency_contact_relationship,
    emergency_contact_phone_number: input.emergency_contact_phone_number,
    emergency_contact_house_address: input.emergency_contact_house_address,
    check_in_date: input.check_in_date,
    length_of_stay: input.length_of_stay,
    medical_condition: input.medical_condition,
  };
}
