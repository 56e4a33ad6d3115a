import { MESSAGES } from '../../shared/messages.ts';
import { withLengthLimits } from '../../shared/textLimits.ts';
import { textOf, type FormErrors, type FormValues } from '../common/HostelForm.tsx';

export const emptySemester = { name: '', description: '', start_date: '', end_date: '' };

/** SPEC.md point 5: all four fields, and a start strictly earlier than the end. */
export function validateSemester(values: FormValues): FormErrors {
  const m = MESSAGES.semester;
  const [start, end] = [textOf(values.start_date), textOf(values.end_date)];
  const errors = {
    name: textOf(values.name) ? undefined : m.nameRequired,
    description: textOf(values.description) ? undefined : m.descriptionRequired,
    start_date: start ? undefined : m.startRequired,
    end_date: !end ? m.endRequired : start && start >= end ? m.endAfterStart : undefined,
  };
  return withLengthLimits(errors, values);
}

/** What a semester form sends: name and description without the spaces around them. */
export const toSemester = (values: FormValues) => ({
  name: textOf(values.name),
  description: textOf(values.description),
  start_date: textOf(values.start_date),
  end_date: textOf(values.end_date),
});
