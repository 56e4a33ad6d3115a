import { z } from 'zod';
import { MESSAGES } from '../../shared/messages.ts';
import { decisionReasonError } from '../../shared/textLimits.ts';

/**
 * The reason a decision gives (a rejection, a revocation, a hold extended, a refund), held to the
 * rule the web's dialogs check; `required` is what a missing or blank one is told.
 */
export const reasonSchema = (required: string = MESSAGES.booking.reasonRequired) =>
  z
    .string({ error: required })
    .trim()
    .superRefine((reason, ctx) => {
      const problem = decisionReasonError(reason);
      if (problem) ctx.addIssue({ code: 'custom', message: reason ? problem : required });
    });
