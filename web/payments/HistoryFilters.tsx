import { Box } from '@mui/material';
import { DateInput, SelectInput } from 'react-admin';
import { DECISION_WORDS } from '../../shared/paymentWords.ts';
import { LiveFilterForm, showAll } from '../common/LiveFilterForm.tsx';
import { SemesterFilter } from '../rooms/SemesterFilter.tsx';

/** A cleared filter is null or empty, and is then not sent. */
export type HistoryFilterValues = Record<'semester_id' | 'decision' | 'from' | 'to', string | null>;

export const NO_FILTERS: HistoryFilterValues = { semester_id: '', decision: '', from: '', to: '' };

const DECISIONS = Object.entries(DECISION_WORDS).map(([id, name]) => ({ id, name }));

/** Semester (the current one at first), decision and date range of the payment history; an empty field filters nothing. */
export function HistoryFilters({ onChange }: { onChange: (next: HistoryFilterValues) => void }) {
  return (
    <LiveFilterForm defaultValues={NO_FILTERS} onChange={onChange}>
      <Box sx={{ display: 'grid', columnGap: 2, mb: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        <SemesterFilter />
        <SelectInput source="decision" label="Decision" choices={DECISIONS} emptyText="All decisions" slotProps={showAll} />
        <DateInput source="from" label="From" />
        <DateInput source="to" label="To" />
      </Box>
    </LiveFilterForm>
  );
}
