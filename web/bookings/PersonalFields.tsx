import type { ReactNode } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { LENGTH_OF_STAY, MARITAL_STATUSES, RELATIONSHIPS } from '../../shared/constants.ts';
import { optionsOf, SelectField } from '../common/SelectField.tsx';
import type { SubForm } from '../common/useFormFields.ts';
import { LABELS, type PersonalValues } from './bookingForm.ts';

const dateSlot = { inputLabel: { shrink: true } };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
    </Box>
  );
}

/** The booking's personal, emergency contact and stay fields (SPEC.md point 3). */
export function PersonalFields({ form, guest = false }: { form: SubForm<PersonalValues>; guest?: boolean }) {
  const field = (name: keyof PersonalValues) => form.text(name, LABELS[name]);
  return (
    <>
      <Section title={guest ? 'About The Guest' : 'About You'}>
        <TextField {...field('index_number')} />
        <TextField {...field('dob')} type="date" slotProps={dateSlot} />
        <SelectField {...field('marital_status')} options={optionsOf(MARITAL_STATUSES)} />
        <TextField {...field('program_of_study')} />
        <TextField {...field('house_address')} sx={{ gridColumn: { sm: '1 / -1' } }} />
      </Section>
      <Section title="Emergency Contact">
        <TextField {...field('emergency_contact_name')} />
        <SelectField {...field('emergency_contact_relationship')} options={optionsOf(RELATIONSHIPS)} />
        <TextField {...field('emergency_contact_phone_number')} type="tel" />
        <TextField {...field('emergency_contact_house_address')} />
      </Section>
      <Section title={guest ? 'The Stay' : 'Your Stay'}>
        <TextField {...field('check_in_date')} type="date" slotProps={dateSlot} />
        <SelectField {...field('length_of_stay')} options={optionsOf([LENGTH_OF_STAY])} />
        <TextField {...field('medical_condition')} multiline minRows={2} sx={{ gridColumn: { sm: '1 / -1' } }} />
      </Section>
    </>
  );
}
