import { z } from 'zod';
import { GENDERS, LENGTH_OF_STAY, MARITAL_STATUSES, RELATIONSHIPS } from '../../shared/constants.ts';
import { BOOKING_FORM_MESSAGES as M } from '../../shared/bookingFormMessages.ts';
import { isRealDay } from '../../shared/isoDates.ts';
import { maxLengthOf, type TextField } from '../../shared/textLimits.ts';
import { phoneNumber } from '../http/phoneSchema.ts';
import { canonical, personName } from '../http/plainTextSchema.ts';

const required = (field: TextField, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(...maxLengthOf(field));

// Ids and room numbers come from selects that may hold numbers (room type 1): both mean the same.
export const requiredId = (field: TextField, message: string) =>
  z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), required(field, message));

/** `MM/DD/YYYY` (one-digit month or day accepted) → `YYYY-MM-DD`, or null when no such day exists. */
export function usDateToIso(value: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || !isRealDay(year, month, day)) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const usDate = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((value, ctx) => {
      const iso = usDateToIso(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: invalidMessage });
        return z.NEVER;
      }
      return iso;
    });

const lengthOfStay = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.literal(LENGTH_OF_STAY, { error: M.lengthOfStay }),
);

/**
 * What a student sends. Identity fields, price and amount may be sent too (the form shows them)
 * but are dropped here: the server takes them from the account and the room.
 */
export const bookingFormSchema = z.object({
  semester_id: requiredId('semester_id', M.semesterRequired),
  room_type_id: requiredId('room_type_id', M.roomTypeRequired),
  room_number: requiredId('room_number', M.roomNumberRequired),
  room_id: requiredId('room_id', M.roomRequired),
  index_number: canonical(required('index_number', M.indexNumberRequired)),
  dob: usDate(M.dobRequired, M.dobInvalid),
  marital_status: z.enum(MARITAL_STATUSES, { error: M.maritalStatusRequired }),
  program_of_study: required('program_of_study', M.programRequired),
  house_address: required('house_address', M.houseAddressRequired),
  emergency_contact_name: personName('emergency_contact_name', M.emergencyNameRequired),
  emergency_contact_relationship: z.enum(RELATIONSHIPS, { error: M.emergencyRelationshipRequired }),
  emergency_contact_phone_number: phoneNumber('emergency_contact_phone_number', M.emergencyPhoneRequired),
  emergency_contact_house_address: required('emergency_contact_house_address', M.emergencyAddressRequired),
  check_in_date: usDate(M.checkInRequired, M.checkInInvalid),
  length_of_stay: lengthOfStay,
  medical_condition: z
    .string()
    .trim()
    .max(...maxLengthOf('medical_condition'))
    .nullish()
    .transform((v) => v || null),
});

/** What an admin sends to reserve a bed for a guest: the form plus who the guest is and for whom. */
export const guestBookingSchema = bookingFormSchema.extend({
  user_id: requiredId('user_id', M.studentRequired),
  full_name: personName('full_name', M.fullNameRequired),
  gender: z.enum(GENDERS, { error: M.genderRequired }),
  nationality: required('nationality', M.nationalityRequired),
  phone_number: phoneNumber('phone_number', M.phoneRequired),
  email_address: canonical(required('email_address', M.emailRequired).pipe(z.email({ error: M.invalidEmail }))),
});

export type BookingFormInput = z.infer<typeof bookingFormSchema>;
export type GuestBookingInput = z.infer<typeof guestBookingSchema>;
