import { Box, TextField } from '@mui/material';
import type { SubForm } from '../common/useFormFields.ts';
import type { SemesterValues } from './semesterValidation.ts';

type SemesterForm = SubForm<SemesterValues>;

const dateSlot = { inputLabel: { shrink: true } };

/** Name, description, start and end date: shared by "Adding A New Semester" and its edit form. */
export function SemesterFields({ form }: { form: SemesterForm }) {
  return (
    <>
      <TextField {...form.text('name', 'Semester Name')} />
      <TextField {...form.text('description', 'Semester Description')} multiline minRows={2} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...form.text('start_date', 'Start Date')} type="date" slotProps={dateSlot} />
        <TextField {...form.text('end_date', 'End Date')} type="date" slotProps={dateSlot} />
      </Box>
    </>
  );
}
