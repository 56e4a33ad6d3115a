import { z } from 'zod';
import { readIso } from '../../shared/isoDates.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { maxLengthOf } from '../../shared/textLimits.ts';

const M = MESSAGES.arrivals;

/** A porter's free text: trimmed, blank means none. */
const note = (field: 'note' | 'condition_note') =>
  z
    .string({ error: MESSAGES.staff.reasonNotText })
    .trim()
    .max(...maxLengthOf(field))
    .nullish()
    .transform((n) => n || null);

export const checkInBody = z.object({
  key_number: z
    .string({ error: M.keyRequired })
    .trim()
    .min(1, { error: M.keyRequired, abort: true })
    .max(...maxLengthOf('key_number')),
  note: note('note'),
});

export const checkOutBody = z.object({
  key_returned: z.boolean({ error: M.keyReturnedRequired }),
  condition_note: note('condition_note'),
});

/** GET /arrivals' query: the day (today without one), a day or the week from it, a search, no-shows only. */
export const arrivalsQuery = z.object({
  day: z
    .string()
    .refine((d) => {
      const read = readIso(d);
      return read.real && !read.hasTime;
    }, M.badDay)
    .optional(),
  range: z.enum(['day', 'week'], { error: M.badRange }).optional(),
  q: z.string().optional(),
  no_show: z.enum(['true', 'false'], { error: M.badNoShow }).optional(),
});
