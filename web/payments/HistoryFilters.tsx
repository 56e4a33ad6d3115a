import { Box, TextField } from '@mui/material';
import { SelectField } from '../common/SelectField.tsx';
import { showAll } from '../rooms/RoomFilters.tsx';
import type { Semester } from '../providers/types.ts';

export type HistoryFilterValues = { semester_id: string; decision: string; from: string; to: string };

export const NO_FILTERS: HistoryFilterValues = { semester_id: '', decision: '', from: '', to: '' };

const DECISIONS = [
  { value: '', label: 'All decisions' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** Semester, decision and date range of the payment history; an empty field filters nothing. */
export function HistoryFilters({ value, semesters, onChange }: {
  value: HistoryFilterValues;
  semesters: Semester[];
  onChange: (next: HistoryFilterValues) => void;
}) {
  const set = (field: keyof HistoryFilterValues) => (e: { target: { value: string } }) => onChange({ ...value, [field]: e.target.value });
  const dateProps = { size: 'small', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      <SelectField
        id="history-semester"
        label="Semester"
        size="small"
        value={value.semester_id}
        onChange={set('semester_id')}
        slotProps={showAll}
        options={[{ value: '', label: 'All semesters' }, ...semesters.map((s) => ({ value: s.id, label: s.name }))]}
      />
      <SelectField id="history-decision" label="Decision" size="small" value={value.decision} onChange={set('decision')} slotProps={showAll} options={DECISIONS} />
      <TextField id="history-from" label="From" type="date" value={value.from} onChange={set('from')} {...dateProps} />
      <TextField id="history-to" label="To" type="date" value={value.to} onChange={set('to')} {...dateProps} />
    </Box>
  );
}
