import { z } from 'zod';
import { canonicalIdentifier, nameError } from '../../shared/plainText.ts';
import { maxLengthOf, TEXT_LIMITS, type TextField } from '../../shared/textLimits.ts';

/**
 * An identifier's schema, given the identifier in its canonical form (shared/plainText.ts): what
 * the schema checks, its length included, is what is stored and compared.
 */
export const canonical = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? canonicalIdentifier(v) : v), schema);

/** A required person's name: missing or blank says `requiredMessage`; one showing no letter, or turning the text around, says so. */
export const personName = (field: TextField, requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(...maxLengthOf(field))
    .superRefine((name, ctx) => {
      const error = nameError(name, TEXT_LIMITS[field].label);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });
