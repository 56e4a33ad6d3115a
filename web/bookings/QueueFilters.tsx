import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { LiveFilterForm } from '../common/LiveFilterForm.tsx';
import { useCurrentSemester } from '../rooms/lookups.ts';
import { SemesterFilter } from '../rooms/SemesterFilter.tsx';

type Values = { q: string | null; semester_id: string | null };

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
 * The queue's filter as the list sends it: the words searched for and the semester, the current
 * one until another (or all) is chosen. `ready` once the server has said which is current, so
 * that no other semester's queue is asked for first.
 */
export function useQueueFilters(onChanged: () => void) {
  const current = useCurrentSemester();
  const [chosen, setChosen] = useState<Values | null>(null);
  const semesterId = chosen ? chosen.semester_id : (current.data?.id ?? '');
  const q = useSettled((chosen?.q ?? '').trim(), 300);
  const filter: Record<string, string> = { ...(q ? { q } : {}), ...(semesterId ? { semester_id: semesterId } : {}) };
  const onChange = (values: Values) => {
    // The form's own start (empty values) is not a choice: the current semester stays until one is made.
    if (chosen === null && !values.q && !values.semester_id) return;
    setChosen(values);
    onChanged();
  };
  return { filter, ready: !current.isPending, onChange };
}

/** Search by name, index number, phone or reference, and the semester. */
export function QueueFilters({ onChange }: { onChange: (values: Values) => void }) {
  return (
    <LiveFilterForm<Values> defaultValues={{ q: '', semester_id: '' }} onChange={onChange}>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 360px))' } }}>
        <TextInput source="q" label="Search" helperText="Name, index number, phone number or reference" type="search" />
        <SemesterFilter />
      </Box>
    </LiveFilterForm>
  );
}
