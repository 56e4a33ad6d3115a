import { LENGTH_OF_STAY } from '../../shared/constants.ts';
import { toMonthDayYear } from '../common/format.ts';
import type { FieldErrors } from '../common/useFormFields.ts';
import type { User } from '../providers/types.ts';
import type { BookingForm } from '../../shared/records.ts';

/** The room a booking is for: chosen semester and type, then a room number fills id and price. */
export type RoomChoiceValues = { semester_id: string; room_type_id: string; room_number: string; room_id: string; price_per_bed: string };

/**
 * The booking form's fields as typed (text, even the numbers): what the student tells about
 * themselves beyond their account (SPEC.md point 3), and who the booking is for.
 */
type AsTyped<Fields extends keyof BookingForm> = { [field in Fields]: string };
export type PersonalValues = AsTyped<Exclude<keyof BookingForm, keyof IdentityValues>>;
export type IdentityValues = AsTyped<'full_name' | 'gender' | 'nationality' | 'phone_number' | 'email_address'>;

export type BookingValues = RoomChoiceValues & PersonalValues & IdentityValues;

export const LABELS: Record<keyof BookingValues, string> = {
  semester_id: 'Semester',
  room_type_id: 'Room Type',
  room_number: 'Room Number',
  room_id: 'Room ID',
  price_per_bed: 'Price Per Bed (GHS)',
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

export const requiredMessage = (label: string) => `${label} is required`;

/** "{Label} is required" for every empty field except the optional ones. */
export function requireAll<V extends Record<string, string>>(values: V, labels: Record<string, string>, optional: readonly string[] = []): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const key of Object.keys(values) as (keyof V & string)[]) {
    if (!optional.includes(key) && !values[key].trim()) errors[key] = requiredMessage(labels[key] ?? key);
  }
  return errors;
}

export const emptyRoomChoice: RoomChoiceValues = { semester_id: '', room_type_id: '', room_number: '', room_id: '', price_per_bed: '' };

export const emptyPersonal: PersonalValues = {
  index_number: '', dob: '', marital_status: '', program_of_study: '', house_address: '', emergency_contact_name: '',
  emergency_contact_relationship: '', emergency_contact_phone_number: '', emergency_contact_house_address: '',
  check_in_date: '', length_of_stay: String(LENGTH_OF_STAY), medical_condition: '',
};

/** The identity fields come from the signed-in account and are not edited on the form. */
export const identityOf = (user: User | null): IdentityValues => ({
  full_name: user ? `${user.fname} ${user.lname}` : '',
  gender: user?.gender ?? '',
  nationality: user?.country ?? '',
  phone_number: user?.phone_number ?? '',
  email_address: user?.email ?? '',
});

/** All required except the medical condition (SPEC.md point 5). */
export const validateBooking = (values: BookingValues) => requireAll(values, LABELS, ['medical_condition']);

/** Dates go month first; the amount paid is the room's price per bed. */
export function toBookingPayload(values: RoomChoiceValues & PersonalValues & Partial<IdentityValues>) {
  return {
    ...values,
    dob: toMonthDayYear(values.dob),
    check_in_date: toMonthDayYear(values.check_in_date),
    length_of_stay: Number(values.length_of_stay),
    price_per_bed: Number(values.price_per_bed),
    amount_paid: Number(values.price_per_bed),
    medical_condition: values.medical_condition.trim() || null,
  };
}
