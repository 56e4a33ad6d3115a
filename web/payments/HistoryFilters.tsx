import { Box } from '@mui/material';
import { DateInput, SelectInput } from 'react-admin';
import { LiveFilterForm, showAll } from '../common/LiveFilterForm.tsx';
import type { Semester } from '../providers/types.ts';

/** A cleared filter is null or empty, and is then not sent. */
export type HistoryFilterValues = Record<'semester_id' | 'decision' | 'from' | 'to', string | null>;

export const NO_FILTERS: HistoryFilterValues = { semester_id: '', decision: '', from: '', to: '' };

const DECISIONS = [
  { id: 'approved', name: 'Approved' },
  { id: 'rejected', name: 'Rejected' },
  { id: 'revoked', name: 'Revoked' },
  { id: 'confirmed', name: 'Confirmed online' },
];

/** Semester, decision and date range of the payment history; an empty field filters nothing. */
export function HistoryFilters({ semesters, onChange }: { semesters: Semester[]; onChange: (next: HistoryFilterValues) => void }) {
  return (
    <LiveFilterForm defaultValues={NO_FILTERS} onChange={onChange}>
      <Box sx={{ display: 'grid', columnGap: 2, mb: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        <SelectInput source="semester_id" label="Semester" choices={semesters} emptyText="All semesters" slotProps={showAll} />
        <SelectInput source="decision" label="Decision" choices={DECISIONS} emptyText="All decisions" slotProps={showAll} />
        <DateInput source="from" label="From" />
        <DateInput source="to" label="To" />
      </Box>
    </LiveFilterForm>
  );
}
