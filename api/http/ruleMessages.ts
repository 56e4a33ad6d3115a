import { MESSAGES } from '../../shared/messages.ts';

/**
 * Rules of the read models that a concurrent request can break after its decision passed: each
 * becomes a 409 with a message a person can act on. Keyed by the constraint or index name in the
 * read models' definitions (projections/<name>/<name>.sql), or by the rule an inline read model
 * refuses an event for (ReadModelRefusal).
 */
export const RULE_MESSAGES: Record<string, string> = {
  users_email_unique: MESSAGES.register.emailTaken,
  rooms_number_unique_in_semester: MESSAGES.room.numberTaken,
  rooms_beds_left_in_range: MESSAGES.booking.fullCapacity,
  rooms_room_open: MESSAGES.booking.notBookable,
  bookings_one_active_per_student: MESSAGES.booking.alreadyBooked,
  semesters_dates_ordered: MESSAGES.semester.endAfterStart,
  // Drawn again on a clash (api/bookings/bookingReference.ts); only a run of clashes gets here.
  bookings_reference_unique: MESSAGES.errors.conflict,
};
