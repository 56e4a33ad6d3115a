import { MIN_PASSWORD_LENGTH } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { invalidPhoneMessage, toE164 } from '../../shared/phone.ts';
import { passwordFits, withLengthLimits } from '../../shared/textLimits.ts';
import { textOf, type FormErrors, type FormValues } from '../common/formValues.ts';
import type { Registration } from '../providers/types.ts';

/** "Must look like {email}": something, an @, something, a dot, something. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const looksLikeEmail = (value: unknown) => EMAIL_PATTERN.test(textOf(value));

export function validateLogin({ email, password }: FormValues): FormErrors {
  const m = MESSAGES.login;
  return {
    email: !textOf(email) ? m.emailEmpty : !looksLikeEmail(email) ? m.invalidEmail : undefined,
    password: !password ? m.passwordEmpty : undefined,
  };
}

export const emptyAccount: Registration = { fname: '', lname: '', phone_number: '', email: '', password: '', gender: '', country: '' };

/** An account's fields (registration, and an admin made by the superadmin): SPEC.md point 5. */
export function validateAccount(values: FormValues): FormErrors {
  const m = MESSAGES.register;
  const password = values.password == null ? '' : String(values.password);
  const errors: FormErrors = {
    fname: textOf(values.fname) ? undefined : m.fnameRequired,
    lname: textOf(values.lname) ? undefined : m.lnameRequired,
    phone_number: !textOf(values.phone_number)
      ? m.phoneRequired
      : toE164(textOf(values.phone_number)) === null
        ? invalidPhoneMessage('Phone Number')
        : undefined,
    email: !textOf(values.email) ? m.emailRequired : !looksLikeEmail(values.email) ? m.invalidEmail : undefined,
    password: !password
      ? m.passwordRequired
      : password.length < MIN_PASSWORD_LENGTH
        ? m.passwordTooShort
        : !passwordFits(password)
          ? m.passwordTooLong
          : undefined,
    gender: values.gender ? undefined : m.genderRequired,
    country: values.country ? undefined : m.countryRequired,
  };
  return withLengthLimits(errors, values);
}

export function validateRegistration(values: FormValues): FormErrors {
  return { ...validateAccount(values), agree_to_terms: values.agree_to_terms ? undefined : MESSAGES.register.termsRequired };
}
