import { Box } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { LiveFilterForm, showAll } from '../common/LiveFilterForm.tsx';
import { useCurrentSemester } from '../rooms/lookups.ts';
import { SemesterFilter } from '../rooms/SemesterFilter.tsx';
import { useSettled } from '../common/useSettled.ts';

type Values = { q: string | null; semester_id: string | null; payment_review?: string | null };

/** Whose turn it is on a pending payment: the API's `payment_review`. */
const REVIEW_CHOICES = [
  { id: 'under_review', name: 'The office (under review)' },
  { id: 'question_asked', name: 'The student (question asked)' },
];

/**
 * The queue's filter as the list sends it: the words searched for, whose turn it is, and the
 * semester, the current one until another (or all) is chosen. `ready` once the server has said
 * which is current, so that no other semester's queue is asked for first. Kept in the address
 * with the list's page (`q`, `semester_id`, `payment_review`, `page`), so that coming back from a
 * booking finds the list as it was left.
 */
export function useQueueFilters() {
  const current = useCurrentSemester();
  const [params, setParams] = useSearchParams();
  const chosen: Values | null = params.has('semester_id')
    ? { q: params.get('q') ?? '', semester_id: params.get('semester_id'), payment_review: params.get('payment_review') ?? '' }
    : null;
  const semesterId = chosen ? chosen.semester_id : (current.data?.id ?? '');
  const q = useSettled((chosen?.q ?? '').trim(), 300);
  const review = chosen?.payment_review;
  const filter: Record<string, string> = {
    ...(q ? { q } : {}),
    ...(semesterId ? { semester_id: semesterId } : {}),
    ...(review ? { payment_review: review } : {}),
  };
  const same = (values: Values, was: Values) =>
    (values.q ?? '') === was.q &&
    (values.semester_id ?? '') === (was.semester_id ?? '') &&
    (values.payment_review ?? '') === was.payment_review;
  const onChange = (values: Values) => {
    // The form's own start (empty values, the current semester it puts in, or the values it was
    // given) is not a choice: the page stays.
    if (chosen === null && !values.q && !values.payment_review && (!values.semester_id || values.semester_id === current.data?.id)) return;
    if (chosen && same(values, chosen)) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('q', values.q ?? '');
        next.set('semester_id', values.semester_id ?? '');
        next.set('payment_review', values.payment_review ?? '');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  };
  return {
    filter,
    searched: q,
    ready: !current.isPending,
    onChange,
    defaults: { q: chosen?.q ?? '', semester_id: chosen?.semester_id ?? '', payment_review: chosen?.payment_review ?? '' },
  };
}

/** Search by name, index number, phone or reference; whose turn it is; and the semester. */
export function QueueFilters({ onChange, defaults }: { onChange: (values: Values) => void; defaults: Values }) {
  return (
    <LiveFilterForm<Values> defaultValues={defaults} onChange={onChange}>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 360px))', lg: 'repeat(3, minmax(0, 320px))' },
        }}
      >
        <TextInput source="q" label="Search" helperText="Name, index number, phone number or reference" type="search" />
        <SemesterFilter />
        <SelectInput source="payment_review" label="Waiting for" choices={REVIEW_CHOICES} emptyText="Anyone" slotProps={showAll} />
      </Box>
    </LiveFilterForm>
  );
}
