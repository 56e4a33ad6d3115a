import { BOOKING_FORM_MESSAGES as M } from './bookingFormMessages.ts';

/**
 * The booking's dates, checked alike by the API (bookings decider) and the web form: dates are
 * `YYYY-MM-DD`, compared as text.
 */
export type SemesterDates = { start_date: string; end_date: string };

export const MIN_AGE = 15;
export const MAX_AGE = 100;

const day = (date: string) => date.slice(0, 10);

/** Whole years from `dob` to `on`. */
export function ageOn(dob: string, on: string): number {
  const [y1, m1, d1] = day(dob).split('-').map(Number);
  const [y2, m2, d2] = day(on).split('-').map(Number);
  return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
}

/** A date of birth in the past, making the student 15 to 100 at the semester's start (or today without one). */
export function dobError(dob: string, today: string, semester: SemesterDates | null): string | null {
  if (day(dob) >= day(today)) return M.dobInFuture;
  const age = ageOn(dob, semester ? semester.start_date : today);
  return age < MIN_AGE || age > MAX_AGE ? M.dobImplausible(MIN_AGE, MAX_AGE) : null;
}

/** A check-in between the semester's first and last day. */
export function checkInError(checkIn: string, semester: SemesterDates): string | null {
  const [start, end] = [day(semester.start_date), day(semester.end_date)];
  return day(checkIn) < start || day(checkIn) > end ? M.checkInOutsideSemester(start, end) : null;
}

/** The stay ends with the semester, whatever the length of stay says. */
export const checkOutDate = (semester: SemesterDates) => day(semester.end_date);
