import { useEffect } from 'react';
import { Box } from '@mui/material';
import { SelectInput } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { LiveFilterForm, showAll } from '../common/LiveFilterForm.tsx';
import { useCurrentSemester, useSemesterChoices } from './lookups.ts';

/**
 * A page's semester filter, on the current semester until one is chosen. The choice is set once
 * the server has said which semester is current; "All semesters" lists every semester's rooms.
 */
export function SemesterFilter({ source = 'semester_id' }: { source?: string }) {
  const semesters = useSemesterChoices();
  const current = useCurrentSemester();
  const { setValue, getFieldState } = useFormContext();
  // Not before the form is ready: react-admin's form resets its values once mounted.
  const { isReady } = useFormState();
  useEffect(() => {
    if (isReady && current.data && !getFieldState(source).isDirty) setValue(source, current.data.id);
  }, [isReady, current.data, source, setValue, getFieldState]);
  return <SelectInput source={source} label="Semester" choices={semesters.data ?? []} emptyText="All semesters" slotProps={showAll} />;
}

/** A page whose only filter is the semester: `onChange` gets its id, '' for all semesters. */
export function SemesterOnlyFilter({ onChange }: { onChange: (semesterId: string) => void }) {
  return (
    <LiveFilterForm defaultValues={{ semester_id: '' }} onChange={(values) => onChange(values.semester_id ?? '')}>
      <Box sx={{ maxWidth: 360, mb: 1 }}>
        <SemesterFilter />
      </Box>
    </LiveFilterForm>
  );
}
