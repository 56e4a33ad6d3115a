import { Box, TextField } from '@mui/material';
import { capitalize } from '../common/format.ts';
import { LABELS, type IdentityValues } from './bookingForm.ts';

const readOnly = { input: { readOnly: true } };

/** Name, gender, nationality and contact of the signed-in student, shown but not editable. */
export function IdentityFields({ identity }: { identity: IdentityValues }) {
  const field = (name: keyof IdentityValues, display = identity[name]) => (
    <TextField id={`field-${name}`} name={name} label={LABELS[name]} value={display} slotProps={readOnly} />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {field('full_name')}
      {field('gender', capitalize(identity.gender))}
      {field('nationality')}
      {field('phone_number')}
      {field('email_address')}
    </Box>
  );
}
