import { z } from 'zod';
import { ROOM_FIELD_LIST, type RoomField, type RoomValues } from '../../shared/roomFields.ts';
import { tooLong, type TextLimit } from '../../shared/textLimits.ts';
import { canonical } from '../http/plainTextSchema.ts';

/** Forms send selects' values as numbers or strings alike: both become the same text. */
const text = (limit: TextLimit, message: string, optional: boolean) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: message })
      .trim()
      .min(optional ? 0 : 1, message)
      .max(limit.max, tooLong(limit)),
  );

/** Numbers, or strings holding only a decimal number (the price input's text, a rooms file's cell). */
const numeric = (schema: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), schema);

/** A field's rule, with its hint (SPEC.md point 5) as the message of every refusal but "too long". */
function ruleOf(field: RoomField): z.ZodType {
  const { hint } = field;
  switch (field.kind) {
    case 'text': {
      const rule = text(field.limit, hint, Boolean(field.optional));
      // Compared within the semester: `A101` with a zero-width space, or full-width, is `A101`.
      return field.identifier ? canonical(rule) : rule;
    }
    case 'choice':
      return z.enum(field.choices.map((c) => c.id) as [string, ...string[]], { error: hint });
    case 'number': {
      const number = field.whole ? z.number({ error: hint }).int(hint) : z.number({ error: hint });
      const rule = numeric(number.min(field.min, hint).max(field.max, hint));
      // Cents are what the column keeps: a price that rounds to nothing is no price.
      return field.cents ? rule.transform((n) => Math.round(n * 100) / 100) : rule;
    }
  }
}

/** Body of POST and PUT /rooms: the fields of shared/roomFields.ts, every one required unless it says. */
export const roomBody = z.object(
  Object.fromEntries(ROOM_FIELD_LIST.map(([name, field]) => [name, field.optional ? ruleOf(field).optional().default('') : ruleOf(field)])),
) as unknown as z.ZodType<RoomValues>;
