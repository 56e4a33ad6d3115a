import { z } from 'zod';
import { COUNTRIES, GENDERS, MIN_PASSWORD_LENGTH } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { phoneNumber } from '../http/phoneSchema.ts';
import { canonical, personName } from '../http/plainTextSchema.ts';
import { maxLengthOf, passwordFits } from '../../shared/textLimits.ts';

const M = MESSAGES.register;

/** An account's email as stored and looked up: trimmed, checked, in its canonical form. */
export const emailAddress = (required: string) =>
  canonical(
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required, abort: true })
      .max(...maxLengthOf('email'))
      .email({ error: M.invalidEmail }),
  );

/**
 * The fields of an account, with SPEC.md point 5's messages. Shared with the web app's forms.
 * `role` and `user_type` are not fields: unknown keys are dropped, so a client cannot pick them.
 */
const accountFields = {
  fname: personName('fname', M.fnameRequired),
  lname: personName('lname', M.lnameRequired),
  phone_number: phoneNumber('phone_number', M.phoneRequired),
  // One account per address: `ａdmin@…` or `admin\u200b@…` is `admin@…`, taken or not.
  email: emailAddress(M.emailRequired),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, { error: M.passwordRequired, abort: true })
    .min(MIN_PASSWORD_LENGTH, { error: M.passwordTooShort })
    .refine(passwordFits, { error: M.passwordTooLong }),
  gender: z.enum(GENDERS, { error: M.genderRequired }),
  country: z.enum(COUNTRIES, { error: M.countryRequired }),
  // Not on the registration form; blank means "not given" (shown N/A).
  program: z
    .string()
    .trim()
    .max(...maxLengthOf('program'))
    .nullish()
    .transform((p) => p || null),
};

export const registerSchema = z.object({
  ...accountFields,
  agree_to_terms: z.literal(true, { error: M.termsRequired }),
});

/** A superadmin creating an admin: the same fields, no terms to agree to. */
export const adminSchema = z.object(accountFields);

export type RegisterInput = z.infer<typeof registerSchema>;
export type AccountInput = z.infer<typeof adminSchema>;

/**
 * The office correcting a student's contact: the email, the phone number or both, each checked as
 * at registration. At least one is given; a field sent null or left out is not changed.
 */
export const contactSchema = z
  .object({
    email: emailAddress(M.emailRequired).nullish(),
    phone_number: phoneNumber('phone_number', M.phoneRequired).nullish(),
  })
  .refine((c) => c.email != null || c.phone_number != null, { error: MESSAGES.users.contactMissing, path: ['email'] })
  .transform((c) => ({ email: c.email ?? undefined, phone_number: c.phone_number ?? undefined }));

/** A deactivation may say why (the staff list shows it); blank means not said. */
export const deactivateSchema = z.object({
  reason: z
    .string({ error: MESSAGES.staff.reasonNotText })
    .trim()
    .max(...maxLengthOf('reason'))
    .nullish()
    .transform((r) => r || null),
});
