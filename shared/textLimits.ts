import { MESSAGES } from './messages.ts';

/**
 * The longest text each field takes, in characters as JavaScript counts them (an emoji may count
 * two). One list for the API's schemas and the web app's forms, so both refuse with the same words.
 */
const limit = (label: string, max: number) => ({ label, max });
const NAME = 100;
const EMAIL = 254; // the longest address SMTP can carry
const PHONE = 30;
const ADDRESS = 300;
const PROGRAMME = 150;
const LONG_TEXT = 1000;
const REFERENCE = 100; // ids of semesters, rooms, room types and users

export const TEXT_LIMITS = {
  fname: limit('First Name', NAME),
  lname: limit('Last Name', NAME),
  full_name: limit('Full Name', NAME),
  emergency_contact_name: limit('Emergency Contact Name', NAME),
  email: limit('Email', EMAIL),
  email_address: limit('Email Address', EMAIL),
  phone_number: limit('Phone Number', PHONE),
  emergency_contact_phone_number: limit('Emergency Contact Phone Number', PHONE),
  program: limit('Program', PROGRAMME),
  program_of_study: limit('Program Of Study', PROGRAMME),
  house_address: limit('House Address', ADDRESS),
  emergency_contact_house_address: limit('Emergency Contact House Address', ADDRESS),
  index_number: limit('Index Number', 50),
  nationality: limit('Nationality', 60),
  medical_condition: limit('Medical Condition', LONG_TEXT),
  name: limit('Semester Name', NAME),
  description: limit('Description', LONG_TEXT),
  room_number: limit('Room Number', 50),
  availability_duration: limit('Availability Duration', 50),
  reason: limit('Reason', 200),
  decision_reason: limit('Reason', 500),
  semester_id: limit('Semester', REFERENCE),
  from_semester_id: limit('Semester', REFERENCE),
  room_type_id: limit('Room Type', REFERENCE),
  room_id: limit('Room', REFERENCE),
  user_id: limit('Student', REFERENCE),
  // What a student paid with, and where the office says to pay.
  payment_reference: limit('Payment Reference', 100),
  mobile_money_number: limit('Mobile Money Number', PHONE),
  account_name: limit('Account Name', NAME),
  bank: limit('Bank', NAME),
  account_number: limit('Account Number', 50),
  branch: limit('Branch', NAME),
  wording: limit('Payment Instructions', LONG_TEXT),
  // The porter's lodge: the key or card given at check-in, and the porter's notes.
  key_number: limit('Key Or Card Number', 50),
  note: limit('Note', 500),
  condition_note: limit('Condition Note', 500),
} as const;

export type TextField = keyof typeof TEXT_LIMITS;
export type TextLimit = { label: string; max: number };

export const tooLong = ({ label, max }: TextLimit) => `${label} must be at most ${max} characters.`;
export const tooLongMessage = (field: TextField) => tooLong(TEXT_LIMITS[field]);

/** The arguments of a zod string's `.max()`: `z.string().max(...maxLengthOf('fname'))`. */
export const maxLengthOf = (field: TextField) => [TEXT_LIMITS[field].max, tooLongMessage(field)] as const;

/** bcrypt reads only the first 72 bytes of a password: a longer one is refused, never cut. */
export const MAX_PASSWORD_BYTES = 72;
export const passwordFits = (password: string) => new TextEncoder().encode(password).length <= MAX_PASSWORD_BYTES;

/** A form's errors with "too long" added for fields that have no other error: what the API would answer. */
export function withLengthLimits<E extends Record<string, string | undefined>>(errors: E, values: Record<string, unknown>): E {
  const checked: Record<string, string | undefined> = { ...errors };
  for (const [field, value] of Object.entries(values)) {
    if (!Object.hasOwn(TEXT_LIMITS, field) || checked[field] || typeof value !== 'string') continue;
    if (value.trim().length > TEXT_LIMITS[field as TextField].max) checked[field] = tooLongMessage(field as TextField);
  }
  return checked as E;
}

/**
 * What is wrong with the reason of a rejection or revocation, or null: the office's dialog asks
 * for one; the API asks for one to revoke, to extend a hold and to refund (a rejection may have none).
 * A question to the student is held to the same rule, `required` saying what it lacks when empty.
 */
export function decisionReasonError(reason: string, required: string = MESSAGES.booking.reasonRequired): string | null {
  const text = reason.trim();
  if (!text) return required;
  return text.length > TEXT_LIMITS.decision_reason.max ? tooLongMessage('decision_reason') : null;
}
