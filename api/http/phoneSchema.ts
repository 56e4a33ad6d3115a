import { z } from 'zod';
import { invalidPhoneMessage, toE164 } from '../../shared/phone.ts';
import { maxLengthOf, TEXT_LIMITS, type TextField } from '../../shared/textLimits.ts';

/**
 * A required phone number, stored in E.164: missing or blank says `requiredMessage`, anything
 * that is not a phone number says so under its field. Numbers already stored are left as they are.
 */
export const phoneNumber = (field: TextField, requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(...maxLengthOf(field))
    .transform((text, ctx) => {
      const e164 = toE164(text);
      if (e164 === null) {
        ctx.addIssue({ code: 'custom', message: invalidPhoneMessage(TEXT_LIMITS[field].label) });
        return z.NEVER;
      }
      return e164;
    });
