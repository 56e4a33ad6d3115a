import * as phone from '../../shared/phone.ts';
import type { SemesterDates } from '../../shared/bookingDates.ts';
import type { FormValues } from '../plain/formValues.ts';
import { phoneProblemWith, validateBookingWith } from '../plain/bookingRules.ts';

// The rules live in bookingRules.ts, without the phone library; here they come with it, loaded at once.
export { LABELS, requireAll, emptyRoomChoice, emptyPersonal, identityOf, toBookingPayload } from '../plain/bookingRules.ts';

/** A phone number's message when it is given but is not one (shared/phone.ts, as the API checks it). */
export const phoneProblem = (value: unknown, label: string) => phoneProblemWith(phone, value, label);

/** The booking form's rules (bookingRules.ts), the emergency phone included. */
export const validateBooking = (values: FormValues, semesters?: (SemesterDates & { id: string })[], today?: string) =>
  validateBookingWith(phone, values, semesters, today);
