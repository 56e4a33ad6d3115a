import { z } from 'zod';
import { readIso } from '../../shared/isoDates.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { maxLengthOf } from '../../shared/textLimits.ts';
import { endsAfterStart } from './semesters.decide.ts';

/**
 * 'YYYY-MM-DD', or a full ISO datetime whose date part is taken (date pickers send those).
 * Null for anything that is not a real calendar date and time (shared/isoDates.ts), so neither
 * 2026-02-30 nor T24:00 reaches the database.
 */
export function toCalendarDate(value: string): string | null {
  const read = readIso(value);
  return read.real ? read.date : null;
}

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

// An empty value gets the spec's "required" words; a value that is not a real date says so.
const calendarDate = (message: string) =>
  requiredText(message).transform((value, ctx) => {
    const date = toCalendarDate(value);
    if (date === null) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.semester.invalidDate });
      return z.NEVER;
    }
    return date;
  });

/** Body of POST and PUT /semesters, in the words of SPEC.md point 5. */
export const semesterBody = z
  .object({
    name: requiredText(MESSAGES.semester.nameRequired).max(...maxLengthOf('name')),
    description: requiredText(MESSAGES.semester.descriptionRequired).max(...maxLengthOf('description')),
    start_date: calendarDate(MESSAGES.semester.startRequired),
    end_date: calendarDate(MESSAGES.semester.endRequired),
  })
  .superRefine((body, ctx) => {
    if (!endsAfterStart(body.start_date, body.end_date)) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: MESSAGES.semester.endAfterStart });
    }
  });

export type SemesterBody = z.infer<typeof semesterBody>;
