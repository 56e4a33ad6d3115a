import { LABELS, requireAll, toBookingPayload, type PersonalValues, type RoomChoiceValues } from './bookingForm.ts';

/** The guest: an existing student chosen by the admin, with the contact the spec's form asks for. */
export type GuestIdentityValues = {
  user_id: string;
  first_name: string;
  last_name: string;
  gender: string;
  phone_number: string;
  email_address: string;
  country: string;
};

export type GuestValues = RoomChoiceValues & PersonalValues & GuestIdentityValues;

export const GUEST_LABELS: Record<keyof GuestValues, string> = {
  ...LABELS,
  user_id: 'Student',
  first_name: 'First Name',
  last_name: 'Last Name',
  phone_number: 'Phone',
  email_address: 'Email',
  country: 'Country',
};

export const emptyGuest: GuestIdentityValues = { user_id: '', first_name: '', last_name: '', gender: '', phone_number: '', email_address: '', country: '' };

export const validateGuestBooking = (values: GuestValues) => requireAll(values, GUEST_LABELS, ['medical_condition']);

/** POST /bookings/guest: the booking plus the guest's name, gender, nationality, contact and account. */
export function toGuestPayload({ first_name, last_name, country, ...values }: GuestValues) {
  return { ...toBookingPayload(values), full_name: `${first_name.trim()} ${last_name.trim()}`, nationality: country };
}
