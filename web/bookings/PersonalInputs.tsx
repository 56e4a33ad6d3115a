import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { DateInput, TextInput } from 'react-admin';
import { LENGTH_OF_STAY, LENGTH_OF_STAY_UNIT, MARITAL_STATUSES, RELATIONSHIPS } from '../../shared/constants.ts';
import { RequiredSelectInput } from '../common/RequiredSelectInput.tsx';
import { LABELS } from './bookingForm.ts';

const choicesOf = (values: readonly (string | number)[]) => values.map((value) => ({ id: value, name: String(value) }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
    </Box>
  );
}

/** The booking's personal, emergency contact and stay inputs (SPEC.md point 3). */
export function PersonalInputs({ guest = false }: { guest?: boolean }) {
  return (
    <>
      <Section title={guest ? 'About The Guest' : 'About You'}>
        <TextInput source="index_number" label={LABELS.index_number} />
        <DateInput source="dob" label={LABELS.dob} />
        <RequiredSelectInput source="marital_status" label={LABELS.marital_status} choices={choicesOf(MARITAL_STATUSES)} />
        <TextInput source="program_of_study" label={LABELS.program_of_study} />
        <TextInput source="house_address" label={LABELS.house_address} sx={{ gridColumn: { sm: '1 / -1' } }} />
      </Section>
      <Section title="Emergency Contact">
        <TextInput source="emergency_contact_name" label={LABELS.emergency_contact_name} />
        <RequiredSelectInput
          source="emergency_contact_relationship"
          label={LABELS.emergency_contact_relationship}
          choices={choicesOf(RELATIONSHIPS)}
        />
        <TextInput source="emergency_contact_phone_number" label={LABELS.emergency_contact_phone_number} type="tel" />
        <TextInput source="emergency_contact_house_address" label={LABELS.emergency_contact_house_address} />
      </Section>
      <Section title={guest ? 'The Stay' : 'Your Stay'}>
        <DateInput source="check_in_date" label={LABELS.check_in_date} />
        <RequiredSelectInput
          source="length_of_stay"
          label={LABELS.length_of_stay}
          choices={[{ id: LENGTH_OF_STAY, name: `${LENGTH_OF_STAY} ${LENGTH_OF_STAY_UNIT}` }]}
        />
        <TextInput
          source="medical_condition"
          label={LABELS.medical_condition}
          multiline
          minRows={2}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
      </Section>
    </>
  );
}
