import { BOOKING_FORM_MESSAGES as M } from '../../shared/bookingFormMessages.ts';
import { LENGTH_OF_STAY } from '../../shared/constants.ts';
import { checkInError, dobError, type SemesterDates } from '../../shared/bookingDates.ts';
import type { invalidPhoneMessage, toE164 } from '../../shared/phone.ts';
import { nameError } from '../../shared/plainText.ts';
import { withLengthLimits } from '../../shared/textLimits.ts';
import { PREFILLED_BOOKING_FIELDS, type BookingForm, type LastBookingForm } from '../../shared/records.ts';
import { textOf, type FormErrors, type FormValues } from './formValues.ts';
import { todayIso, toMonthDayYear } from './format.ts';
import type { User } from './types.ts';

/** The room a booking is for: chosen semester and type, then a room number fills id and price. */
type RoomChoiceValues = { semester_id: string; room_type_id: string; room_number: string; room_id: string; price_per_bed: string };

/**
 * The booking form's fields as typed: what the student tells about themselves beyond their
 * account (SPEC.md point 3), and who the booking is for.
 */
type AsTyped<Fields extends keyof BookingForm> = { [field in Fields]: string };
type PersonalValues = AsTyped<Exclude<keyof BookingForm, keyof IdentityValues | 'length_of_stay'>> & { length_of_stay: number };
type IdentityValues = AsTyped<'full_name' | 'gender' | 'nationality' | 'phone_number' | 'email_address'>;

/** The inputs' labels; the room's id has none, being the API's and not the student's concern. */
export const LABELS: Record<Exclude<keyof (RoomChoiceValues & PersonalValues & IdentityValues), 'room_id'>, string> = {
  semester_id: 'Semester',
  room_type_id: 'Room Type',
  room_number: 'Room Number',
  price_per_bed: 'Price Per Bed',
  full_name: 'Full Name',
  gender: 'Gender',
  nationality: 'Nationality',
  phone_number: 'Phone Number',
  email_address: 'Email Address',
  index_number: 'Index Number',
  dob: 'Date Of Birth',
  marital_status: 'Marital Status',
  program_of_study: 'Program Of Study',
  house_address: 'House Address',
  emergency_contact_name: 'Emergency Contact Name',
  emergency_contact_relationship: 'Emergency Contact Relationship',
  emergency_contact_phone_number: 'Emergency Contact Phone Number',
  emergency_contact_house_address: 'Emergency Contact House Address',
  check_in_date: 'Check-In Date',
  length_of_stay: 'Length Of Stay',
  medical_condition: 'Medical Condition (optional)',
};

/** Each required field's message, the words the API answers a missing one with (shared/bookingFormMessages.ts). */
const REQUIRED: Record<string, string> = {
  semester_id: M.semesterRequired,
  room_type_id: M.roomTypeRequired,
  room_number: M.roomNumberRequired,
  index_number: M.indexNumberRequired,
  dob: M.dobRequired,
  marital_status: M.maritalStatusRequired,
  program_of_study: M.programRequired,
  house_address: M.houseAddressRequired,
  emergency_contact_name: M.emergencyNameRequired,
  emergency_contact_relationship: M.emergencyRelationshipRequired,
  emergency_contact_phone_number: M.emergencyPhoneRequired,
  emergency_contact_house_address: M.emergencyAddressRequired,
  check_in_date: M.checkInRequired,
};

/** The message of each field of `required` left empty. */
export const requireAll = (values: FormValues, required: Record<string, string>): FormErrors =>
  Object.fromEntries(Object.entries(required).map(([field, message]) => [field, textOf(values[field]) ? undefined : message]));

/**
 * shared/phone.ts's rules, handed in: the phone library is large, and a page may load it only
 * once its form has a number to check.
 */
export type PhoneRules = { toE164: typeof toE164; invalidPhoneMessage: typeof invalidPhoneMessage };

/** A phone number's message when it is given but is not one (shared/phone.ts, as the API checks it). */
export const phoneProblemWith = (phone: PhoneRules, value: unknown, label: string) =>
  textOf(value) && phone.toE164(textOf(value)) === null ? phone.invalidPhoneMessage(label) : undefined;

/**
 * All required except the medical condition (SPEC.md point 5); the stay is 4 long; the dates
 * held to the chosen semester's (shared/bookingDates.ts) once `semesters` has it; the emergency
 * phone checked once `phone`'s rules are there.
 */
export function validateBookingWith(
  phone: PhoneRules | null,
  values: FormValues,
  semesters: (SemesterDates & { id: string })[] = [],
  today = todayIso(),
): FormErrors {
  const errors: FormErrors = withLengthLimits(
    {
      ...requireAll(values, REQUIRED),
      length_of_stay: Number(values.length_of_stay) === LENGTH_OF_STAY ? undefined : M.lengthOfStay,
    },
    values,
  );
  const semester = semesters.find((s) => s.id === textOf(values.semester_id)) ?? null;
  const [dob, checkIn] = [textOf(values.dob), textOf(values.check_in_date)];
  errors.dob ??= dob ? (dobError(dob, today, semester) ?? undefined) : undefined;
  errors.check_in_date ??= checkIn && semester ? (checkInError(checkIn, semester) ?? undefined) : undefined;
  // A number chosen that named no room (one from a link the semester lacks) is said under the number.
  errors.room_number ??= textOf(values.room_id) ? undefined : M.roomRequired;
  errors.emergency_contact_name ??= nameError(textOf(values.emergency_contact_name), LABELS.emergency_contact_name) ?? undefined;
  if (phone)
    errors.emergency_contact_phone_number ??= phoneProblemWith(
      phone,
      values.emergency_contact_phone_number,
      LABELS.emergency_contact_phone_number,
    );
  return errors;
}

/** The check-in a new booking starts with: the semester's first day, or today once it has begun. */
export const firstCheckIn = (semester: SemesterDates, today = todayIso()) => {
  const start = semester.start_date.slice(0, 10);
  return start > today ? start : today;
};

export const emptyRoomChoice: RoomChoiceValues = { semester_id: '', room_type_id: '', room_number: '', room_id: '', price_per_bed: '' };

export const emptyPersonal: PersonalValues = {
  index_number: '',
  dob: '',
  marital_status: '',
  program_of_study: '',
  house_address: '',
  emergency_contact_name: '',
  emergency_contact_relationship: '',
  emergency_contact_phone_number: '',
  emergency_contact_house_address: '',
  check_in_date: '',
  length_of_stay: LENGTH_OF_STAY,
  medical_condition: '',
};

/** The identity fields come from the signed-in account and are not edited on the form. */
export const identityOf = (user: User | null): IdentityValues => ({
  full_name: user ? `${user.fname} ${user.lname}` : '',
  gender: user?.gender ?? '',
  nationality: user?.country ?? '',
  phone_number: user?.phone_number ?? '',
  email_address: user?.email ?? '',
});

/**
 * A new booking form's personal fields from the student's last booking (GET /bookings/me/last-form):
 * its emergency phone as people write it, an empty medical condition as the form's empty text.
 */
export function prefilledFrom(last: LastBookingForm, formatPhone: (e164: string) => string): FormValues {
  const values: FormValues = Object.fromEntries(PREFILLED_BOOKING_FIELDS.map((name) => [name, last[name] ?? '']));
  const phone = last.emergency_contact_phone_number;
  return { ...values, emergency_contact_phone_number: phone ? formatPhone(phone) : '' };
}

/** Dates go month first; the amount paid is the room's price per bed. */
export function toBookingPayload(values: FormValues) {
  return {
    ...values,
    dob: toMonthDayYear(textOf(values.dob)),
    check_in_date: toMonthDayYear(textOf(values.check_in_date)),
    length_of_stay: Number(values.length_of_stay),
    price_per_bed: Number(values.price_per_bed),
    amount_paid: Number(values.price_per_bed),
    medical_condition: textOf(values.medical_condition) || null,
  };
}
