import { MIN_PASSWORD_LENGTH } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { passwordFits } from '../../shared/textLimits.ts';
import type { FormErrors, FormValues } from './formValues.ts';

// Plain rules, without react-admin: the react-admin page and the student's app check alike.

const S = MESSAGES.staff;
const R = MESSAGES.register;
const text = (value: unknown) => (value == null ? '' : String(value));

/** The API's rules for a new password (those of registration), and the second typing matching the first. */
export function validateChangePassword(values: FormValues): FormErrors {
  const [current, chosen, again] = [text(values.current_password), text(values.new_password), text(values.confirm_password)];
  return {
    current_password: current ? undefined : S.currentPasswordRequired,
    new_password: !chosen
      ? R.passwordRequired
      : chosen.length < MIN_PASSWORD_LENGTH
        ? R.passwordTooShort
        : !passwordFits(chosen)
          ? R.passwordTooLong
          : chosen === current
            ? S.samePassword
            : undefined,
    confirm_password: !again ? S.confirmRequired : again !== chosen ? S.passwordsDiffer : undefined,
  };
}
