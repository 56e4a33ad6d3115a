import { MESSAGES } from '../../shared/messages.ts';
import type { FieldErrors } from '../common/useFormFields.ts';

export type SemesterValues = { name: string; description: string; start_date: string; end_date: string };

export const emptySemester: SemesterValues = { name: '', description: '', start_date: '', end_date: '' };

/** SPEC.md point 5: all four fields, and a start strictly earlier than the end. */
export function validateSemester(values: SemesterValues): FieldErrors<SemesterValues> {
  const m = MESSAGES.semester;
  const bothDates = values.start_date && values.end_date;
  return {
    name: values.name.trim() ? undefined : m.nameRequired,
    description: values.description.trim() ? undefined : m.descriptionRequired,
    start_date: values.start_date ? undefined : m.startRequired,
    end_date: !values.end_date ? m.endRequired : bothDates && values.start_date >= values.end_date ? m.endAfterStart : undefined,
  };
}
