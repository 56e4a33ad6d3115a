import { MIN_PASSWORD_LENGTH } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { FieldErrors } from '../common/useFormFields.ts';
import type { Registration } from '../providers/types.ts';

/** "Must look like {email}": something, an @, something, a dot, something. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const looksLikeEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

export type LoginValues = { email: string; password: string };

export function validateLogin({ email, password }: LoginValues): FieldErrors<LoginValues> {
  const m = MESSAGES.login;
  return {
    email: !email.trim() ? m.emailEmpty : !looksLikeEmail(email) ? m.invalidEmail : undefined,
    password: !password ? m.passwordEmpty : undefined,
  };
}

/** The account form's fields: what registering sends. */
export type AccountValues = Registration;
export type RegistrationValues = AccountValues & { agree_to_terms: boolean };

export const emptyAccount: AccountValues = { fname: '', lname: '', phone_number: '', email: '', password: '', gender: '', country: '' };

/** An account's fields (registration, and an admin made by the superadmin): SPEC.md point 5. */
export function validateAccount(values: AccountValues): FieldErrors<AccountValues> {
  const m = MESSAGES.register;
  return {
    fname: values.fname.trim() ? undefined : m.fnameRequired,
    lname: values.lname.trim() ? undefined : m.lnameRequired,
    phone_number: values.phone_number.trim() ? undefined : m.phoneRequired,
    email: !values.email.trim() ? m.emailRequired : !looksLikeEmail(values.email) ? m.invalidEmail : undefined,
    password: !values.password ? m.passwordRequired : values.password.length < MIN_PASSWORD_LENGTH ? m.passwordTooShort : undefined,
    gender: values.gender ? undefined : m.genderRequired,
    country: values.country ? undefined : m.countryRequired,
  };
}

export function validateRegistration(values: RegistrationValues): FieldErrors<RegistrationValues> {
  return { ...validateAccount(values), agree_to_terms: values.agree_to_terms ? undefined : MESSAGES.register.termsRequired };
}
