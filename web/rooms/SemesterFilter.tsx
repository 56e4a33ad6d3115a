import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { SelectInput } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { LiveFilterForm, showAll } from '../common/LiveFilterForm.tsx';
import { useCurrentSemester, useSemesterChoices } from './lookups.ts';

/**
 * Puts the current semester in a form's semester field once the server has said which it is,
 * unless the field already holds one (an edited record, a link's choice) or the user chose one,
 * "All semesters" included.
 */
export function useCurrentSemesterAsDefault(source = 'semester_id', enabled = true) {
  const current = useCurrentSemester();
  const { setValue, getValues, getFieldState } = useFormContext();
  // Not before the form is ready: react-admin's form resets its values once mounted.
  const { isReady } = useFormState();
  // Once: "All semesters" chosen afterwards is the empty value again, and must stay chosen.
  const settled = useRef(false);
  useEffect(() => {
    if (!enabled || settled.current || !isReady || !current.data) return;
    settled.current = true;
    if (current.data.id && !getFieldState(source).isDirty && !getValues(source)) setValue(source, current.data.id);
  }, [enabled, isReady, current.data, source, setValue, getValues, getFieldState]);
  return current;
}

/**
 * A page's semester filter, on the current semester until one is chosen. The choice is set once
 * the server has said which semester is current; "All semesters" lists every semester's rooms.
 * `chosen`: a choice the page kept ("All semesters" too), which the current one does not replace.
 */
export function SemesterFilter({ source = 'semester_id', chosen = false }: { source?: string; chosen?: boolean }) {
  const semesters = useSemesterChoices();
  useCurrentSemesterAsDefault(source, !chosen);
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
