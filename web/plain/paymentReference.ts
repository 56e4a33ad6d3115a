import { MESSAGES } from '../../shared/messages.ts';
import { tooLongMessage, TEXT_LIMITS } from '../../shared/textLimits.ts';
import { textOf } from './formValues.ts';

/** The API's rule for a payment reference, in its words. */
export function paymentReferenceError(value: unknown): string | undefined {
  const text = textOf(value);
  if (!text) return MESSAGES.paymentReference.required;
  return text.length > TEXT_LIMITS.payment_reference.max ? tooLongMessage('payment_reference') : undefined;
}
