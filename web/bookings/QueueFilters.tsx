import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { LiveFilterForm, showAll } from '../common/LiveFilterForm.tsx';
import { useCurrentSemester } from '../rooms/lookups.ts';
import { SemesterFilter } from '../rooms/SemesterFilter.tsx';

type Values = { q: string | null; semester_id: string | null; payment_review?: string | null };

/** Whose turn it is on a pending payment: the API's `payment_review`. */
const REVIEW_CHOICES = [
  { id: 'under_review', name: 'The office (under review)' },
  { id: 'question_asked', name: 'The student (question asked)' },
];

/** A value once it has stopped changing for `ms`: a search is sent when the typing pauses, not at each key. */
function useSettled<T>(value: T, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The queue's filter as the list sends it: the words searched for, whose turn it is, and the
 * semester, the current one until another (or all) is chosen. `ready` once the server has said which is current, so
 * that no other semester's queue is asked for first.
 */
export function useQueueFilters(onChanged: () => void) {
  const current = useCurrentSemester();
  const [chosen, setChosen] = useState<Values | null>(null);
  const semesterId = chosen ? chosen.semester_id : (current.data?.id ?? '');
  const q = useSettled((chosen?.q ?? '').trim(), 300);
  const review = chosen?.payment_review;
  const filter: Record<string, string> = {
    ...(q ? { q } : {}),
    ...(semesterId ? { semester_id: semesterId } : {}),
    ...(review ? { payment_review: review } : {}),
  };
  const onChange = (values: Values) => {
    // The form's own start (empty values) is not a choice: the current semester stays until one is made.
    if (chosen === null && !values.q && !values.semester_id && !values.payment_review) return;
    setChosen(values);
    onChanged();
  };
  return { filter, ready: !current.isPending, onChange };
}

/** Search by name, index number, phone or reference; whose turn it is; and the semester. */
export function QueueFilters({ onChange }: { onChange: (values: Values) => void }) {
  return (
    <LiveFilterForm<Values> defaultValues={{ q: '', semester_id: '', payment_review: '' }} onChange={onChange}>
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
