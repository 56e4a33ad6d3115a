import { formatDay } from './dateText.ts';
import { MESSAGES } from './messages.ts';

/**
 * The booking form's validation words. SPEC.md point 5 only says "all fields required except
 * medical condition", so these follow the registration form's wording ("<Label> is required").
 */
export const BOOKING_FORM_MESSAGES = {
  semesterRequired: MESSAGES.room.semesterHint,
  roomTypeRequired: MESSAGES.room.roomTypeHint,
  roomNumberRequired: 'Please select a Room Number.',
  roomRequired: 'Please select a Room.',
  indexNumberRequired: 'Index Number is required',
  dobRequired: 'Date of Birth is required',
  dobInvalid: 'Date of Birth must be a real date written as MM/DD/YYYY',
  dobInFuture: 'Date of Birth must be in the past.',
  dobImplausible: (min: number, max: number) => `Date of Birth must make you ${min} to ${max} years old when the semester starts.`,
  maritalStatusRequired: 'Please select Marital Status.',
  programRequired: 'Program of Study is required',
  houseAddressRequired: 'House Address is required',
  emergencyNameRequired: 'Emergency Contact Name is required',
  emergencyRelationshipRequired: 'Please select Emergency Contact Relationship.',
  emergencyPhoneRequired: 'Emergency Contact Phone Number is required',
  emergencyAddressRequired: 'Emergency Contact House Address is required',
  checkInRequired: 'Check-in Date is required',
  checkInInvalid: 'Check-in Date must be a real date written as MM/DD/YYYY',
  /** `start` and `end` as 'YYYY-MM-DD', written as the pages write dates. */
  checkInOutsideSemester: (start: string, end: string) =>
    `Check-in Date must be within the semester, from ${formatDay(start)} to ${formatDay(end)}.`,
  lengthOfStay: 'Length of Stay must be 4',
  fullNameRequired: 'Full Name is required',
  genderRequired: MESSAGES.register.genderRequired,
  nationalityRequired: 'Nationality is required',
  phoneRequired: MESSAGES.register.phoneRequired,
  emailRequired: MESSAGES.register.emailRequired,
  invalidEmail: MESSAGES.register.invalidEmail,
  studentRequired: 'Please select a student.',
  studentUnknown: 'The selected student does not exist.',
  roomNotInSemester: 'The selected room is not in the selected semester.',
  roomMismatch: 'The room number and room type do not match the selected room.',
} as const;
