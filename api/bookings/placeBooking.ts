import { notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import type { Connection } from '../db/connect.ts';
import type { EventMetadata } from '../eventStore/types.ts';
import type { AppDeps } from '../http/context.ts';
import type { Booking, BookingForm } from '../../shared/records.ts';
import type { BookingFormInput } from './bookingForm.schema.ts';
import { withFreshReference } from './bookingReference.ts';
import { bookingDecider } from './bookings.decide.ts';
import { bookingStream } from './bookings.events.ts';
import { expireDueHoldsIn } from './holdExpiry.ts';
import { leaveEveryLine } from '../waitlist/reactions.ts';

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
 * gives clear refusals, and the transaction's rules (beds_left CHECK, one active booking per
 * student) stop whatever slipped between the read and the commit.
 *
 * The transaction also holds the student's account against a deletion, which locks it before it
 * reads the bookings it releases: a deletion under way makes the booking wait and find no
 * student (its append is then rolled back); a booking under way makes the deletion wait and
 * release it. Either way no bed is left held by a deleted account. The hold, the append and the
 * read models' writes go in one round trip, and COMMIT (with the booking read back) in a second:
 * a room's row is locked for no more than that.
 *
 * A bed is free from its hold's deadline on, whether or not a sweep has run: when the read finds
 * holds past their deadline in the room (or of the student), a transaction before the booking's
 * expires them (offering their beds to the waitlist), and the booking decides on the room and
 * the student as they are then.
 */
export async function placeBooking(deps: AppDeps, command: PlaceBooking) {
  // One connection for the whole booking: the reads go together in one round trip, and the
  // transaction follows on it.
  const connection = await deps.sql.reserve();
  try {
    return await withFreshReference((reference) => placeBookingAs(deps, connection, command, reference));
  } finally {
    connection.release();
  }
}

async function placeBookingAs(deps: AppDeps, sql: Connection, command: PlaceBooking, reference: string) {
  const { input } = command;
  const { read } = deps;
  const scope = { roomId: input.room_id, userId: command.user_id };
  // The semester asked for is read beside the room: it is the room's own unless the form is wrong.
  const [room, holdsActiveBooking, due, asked, waiting] = await Promise.all([
    read.rooms.findRoom(sql, input.room_id),
    read.bookings.holdsActiveBooking(sql, command.user_id, input.semester_id),
    read.bookings.holdsDue(sql, deps.clock(), { ...scope, limit: 1 }),
    read.semesters.findSemester(sql, input.semester_id),
    read.waitlist.openPlacesOf(sql, command.user_id, input.semester_id),
    deps.store.readKeys([command.user_id], sql),
  ]);
  if (!room) throw notFound('Room');
  const semester = asked?.id === room.semester_id ? asked : await read.semesters.findSemester(sql, room.semester_id);
  if (!semester) throw notFound('Semester');
  // Holds due are expired in a transaction of their own: a bed they free goes to the waitlist's
  // line (api/waitlist/) and stays theirs even when this booking is then refused as full.
  if (due.length > 0) await deps.store.transact((tx) => expireDueHoldsIn(tx, deps, scope, command.metadata.correlationId), 5, sql);
  const bookingId = deps.newId();
  let accountHeld: Promise<boolean> = Promise.resolve(true);
  let answer: Promise<Booking | null> = Promise.resolve(null);
  await handle(deps.store, bookingStream(bookingId), bookingDecider, {
    metadata: command.metadata,
    clock: deps.clock,
    stream: 'new',
    connection: sql,
    command: async (tx) => {
      // The account first: a deletion under way is waited for, and then this booking refused.
      // Sent, not awaited: it travels with BEGIN and the append, and is judged before COMMIT.
      accountHeld = read.users.holdAccount(tx, command.user_id);
      accountHeld.catch(() => {}); // a failure surfaces where it is awaited, or with the append's
      // Holds were due: expired before, or by another writer since the read, so the room and the
      // student are read again as they are now.
      const refreshed = due.length > 0;
      const data = {
        booking_id: bookingId,
        semester_id: input.semester_id,
        room_type_id: input.room_type_id,
        room_number: input.room_number,
        room: refreshed ? ((await read.rooms.findRoom(tx, room.id)) ?? room) : room,
        semester,
        user_id: command.user_id,
        holds_active_booking: refreshed
          ? await read.bookings.holdsActiveBooking(tx, command.user_id, input.semester_id)
          : holdsActiveBooking,
        form: formOf(input, command.identity),
        booked_by: command.booked_by,
        hold_hours: deps.holdHours,
        reference,
      };
      return { type: 'BookBed' as const, data };
    },
    then: async (tx) => {
      if (!(await accountHeld)) throw command.studentGone();
      // A student waiting in the semester's line leaves it with this booking, giving back an open offer.
      if (waiting.length > 0) await leaveEveryLine(tx, deps, command.user_id, input.semester_id, 'booked', command.metadata);
      // Read in the transaction, sent with its COMMIT: the booking as it commits, in no round trip of its own.
      answer = read.bookings.findBooking(tx, { ownerId: null }, bookingId);
      answer.catch(() => {}); // awaited once the commit is known; a rollback's is never read
    },
  });
  return (await answer)!;
}

export function formOf(input: BookingFormInput, identity: BookingIdentity): BookingForm {
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
