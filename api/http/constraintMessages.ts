import { MESSAGES } from '../../shared/messages.ts';

/**
 * Database rules that a concurrent request can trip after the decision passed: each becomes a
 * 409 with a message a person can act on. Keyed by the constraint or index name in migrations/.
 */
export const CONSTRAINT_MESSAGES: Record<string, string> = {
  users_email_unique: MESSAGES.register.emailTaken,
  rooms_number_unique_in_semester: MESSAGES.room.numberTaken,
  rooms_beds_left_in_range: MESSAGES.booking.fullCapacity,
  bookings_one_active_per_student: MESSAGES.booking.alreadyBooked,
  semesters_dates_ordered: MESSAGES.semester.endAfterStart,
};
