import { z } from 'zod';
import { MESSAGES } from '../../shared/messages.ts';
import { decisionReasonError, maxLengthOf } from '../../shared/textLimits.ts';

/**
 * The reason a decision gives (a revocation, a hold extended, a refund), held to the rule the
 * web's dialogs check; `required` is what a missing or blank one is told.
 */
export const reasonSchema = (required: string = MESSAGES.booking.reasonRequired) =>
  z
    .string({ error: required })
    .trim()
    .superRefine((reason, ctx) => {
      const problem = decisionReasonError(reason);
      if (problem) ctx.addIssue({ code: 'custom', message: reason ? problem : required });
    });

/**
 * A rejection's reason, which the API takes without asking for it: SPEC.md point 7's client sends
 * none, and its student then reads "rejected for non-payment". The office's dialog still asks.
 * Missing, null or blank is none; present, it is held to the same length.
 */
export const optionalReasonSchema = () =>
  z
    .string({ error: MESSAGES.staff.reasonNotText })
    .trim()
    .max(...maxLengthOf('decision_reason'))
    .nullish()
    .transform((reason) => reason || undefined);
