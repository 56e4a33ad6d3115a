import { MESSAGES } from '../../shared/messages.ts';
import { textOf, type FormErrors, type FormValues } from './formValues.ts';

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
