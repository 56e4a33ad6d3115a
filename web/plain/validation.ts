import { MIN_PASSWORD_LENGTH } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { invalidPhoneMessage, toE164 } from '../../shared/phone.ts';
import { nameError } from '../../shared/plainText.ts';
import { passwordFits, TEXT_LIMITS, withLengthLimits } from '../../shared/textLimits.ts';
import { textOf, type FormErrors, type FormValues } from './formValues.ts';
import type { Registration } from './types.ts';
import { looksLikeEmail } from './loginValidation.ts';

// The login page's rules stand apart: they need none of the phone numbers' rules.
export { looksLikeEmail, validateLogin } from './loginValidation.ts';

export const emptyAccount: Registration = { fname: '', lname: '', phone_number: '', email: '', password: '', gender: '', country: '' };

/** A name given that shows no letter or turns the text around (shared/plainText.ts, as the API checks it). */
export const nameProblem = (value: unknown, label: string) => nameError(textOf(value), label) ?? undefined;

/** An account's fields (registration, and an admin made by the superadmin): SPEC.md point 5. */
export function validateAccount(values: FormValues): FormErrors {
  const m = MESSAGES.register;
  const password = values.password == null ? '' : String(values.password);
  const errors: FormErrors = {
    fname: textOf(values.fname) ? nameProblem(values.fname, TEXT_LIMITS.fname.label) : m.fnameRequired,
    lname: textOf(values.lname) ? nameProblem(values.lname, TEXT_LIMITS.lname.label) : m.lnameRequired,
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

/** A student's contact as the office corrects it: the account's rules for these two fields. */
export function validateContact(values: FormValues): FormErrors {
  const { email, phone_number } = validateAccount(values);
  return { email, phone_number };
}

export function validateRegistration(values: FormValues): FormErrors {
  return { ...validateAccount(values), agree_to_terms: values.agree_to_terms ? undefined : MESSAGES.register.termsRequired };
}
