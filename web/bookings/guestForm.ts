import { BOOKING_FORM_MESSAGES as M } from '../../shared/bookingFormMessages.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { looksLikeEmail, nameProblem } from '../plain/validation.ts';
import { textOf, type FormErrors, type FormValues } from '../common/HostelForm.tsx';
import { TEXT_LIMITS, withLengthLimits } from '../../shared/textLimits.ts';
import type { SemesterDates } from '../../shared/bookingDates.ts';
import { phoneProblem, requireAll, toBookingPayload, validateBooking } from './bookingForm.ts';

/** The guest: an existing student chosen by the admin, with the contact the spec's form asks for. */
type GuestIdentityValues = {
  user_id: string;
  first_name: string;
  last_name: string;
  gender: string;
  phone_number: string;
  email_address: string;
  country: string;
};

export const emptyGuest: GuestIdentityValues = {
  user_id: '',
  first_name: '',
  last_name: '',
  gender: '',
  phone_number: '',
  email_address: '',
  country: '',
};

const REQUIRED: Record<keyof GuestIdentityValues, string> = {
  user_id: M.studentRequired,
  first_name: MESSAGES.register.fnameRequired,
  last_name: MESSAGES.register.lnameRequired,
  gender: M.genderRequired,
  phone_number: M.phoneRequired,
  email_address: M.emailRequired,
  country: MESSAGES.register.countryRequired,
};

export function validateGuestBooking(values: FormValues, semesters: (SemesterDates & { id: string })[] = []): FormErrors {
  const errors = withLengthLimits({ ...validateBooking(values, semesters), ...requireAll(values, REQUIRED) }, values);
  if (!errors.email_address && !looksLikeEmail(values.email_address)) errors.email_address = M.invalidEmail;
  errors.phone_number ??= phoneProblem(values.phone_number, 'Phone Number');
  errors.first_name ??= nameProblem(values.first_name, TEXT_LIMITS.fname.label);
  errors.last_name ??= nameProblem(values.last_name, TEXT_LIMITS.lname.label);
  return errors;
}

/** POST /bookings/guest: the booking plus the guest's name, gender, nationality, contact and account. */
export function toGuestPayload({ first_name, last_name, country, ...values }: FormValues) {
  return { ...toBookingPayload(values), full_name: `${textOf(first_name)} ${textOf(last_name)}`, nationality: country };
}
