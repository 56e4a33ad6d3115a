import { Box } from '@mui/material';
import { DateInput, TextInput } from 'react-admin';

/** Name, description, start and end date: shared by "Adding A New Semester" and its edit form. */
export function SemesterInputs() {
  return (
    <>
      <TextInput source="name" label="Semester Name" />
      <TextInput source="description" label="Semester Description" multiline minRows={2} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateInput source="start_date" label="Start Date" />
        <DateInput source="end_date" label="End Date" />
      </Box>
    </>
  );
}
