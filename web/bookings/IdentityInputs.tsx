import { Box } from '@mui/material';
import { capitalize } from '../plain/format.ts';
import { ReadOnlyInput } from '../common/ReadOnlyInput.tsx';
import { LABELS } from './bookingForm.ts';

/** Name, gender, nationality and contact of the signed-in student, shown but not editable. */
export function IdentityInputs() {
  return (
    <Box sx={{ display: 'grid', columnGap: 2, rowGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <ReadOnlyInput source="full_name" label={LABELS.full_name} />
      <ReadOnlyInput source="gender" label={LABELS.gender} display={capitalize} />
      <ReadOnlyInput source="nationality" label={LABELS.nationality} />
      <ReadOnlyInput source="phone_number" label={LABELS.phone_number} />
      <ReadOnlyInput source="email_address" label={LABELS.email_address} />
    </Box>
  );
}
