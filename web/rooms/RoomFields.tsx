import { Box, TextField } from '@mui/material';
import { FLOORS, GENDERS, ROOM_CAPACITIES } from '../../shared/constants.ts';
import { capitalize } from '../common/format.ts';
import { optionsOf, SelectField } from '../common/SelectField.tsx';
import type { SubForm } from '../common/useFormFields.ts';
import { useRoomTypes, useSemesterChoices } from './lookups.ts';
import { isPriceInput, type RoomValues } from './roomValidation.ts';

type RoomForm = SubForm<RoomValues>;

// The form offers two of the three statuses (SPEC.md point 3); restricted is set elsewhere.
const OFFERED_STATUSES = ['available', 'occupied'] as const;

/** The fields of "Adding A New Room", two columns on wide screens. */
export function RoomFields({ form }: { form: RoomForm }) {
  const semesters = useSemesterChoices();
  const roomTypes = useRoomTypes();
  const price = form.text('price_per_bed', 'Price Per Bed (GHS)');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <SelectField {...form.text('semester_id', 'Semester')} options={(semesters.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
      <SelectField {...form.text('room_type_id', 'Room Type')} options={(roomTypes.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
      <SelectField {...form.text('floor', 'Room Floor')} options={optionsOf(FLOORS)} />
      <SelectField {...form.text('room_status', 'Room Status')} options={optionsOf(OFFERED_STATUSES, capitalize)} />
      <SelectField {...form.text('gender', 'Gender')} options={optionsOf(GENDERS, capitalize)} />
      <SelectField {...form.text('room_capacity', 'Room Capacity')} options={optionsOf(ROOM_CAPACITIES, (n) => `${n} In A Room`)} />
      <TextField {...form.text('room_number', 'Room Number')} />
      <TextField
        {...price}
        inputMode="decimal"
        onChange={(event) => isPriceInput(event.target.value) && form.setValue('price_per_bed', event.target.value)}
      />
      <TextField {...form.text('availability_duration', 'Availability Duration')} />
      <TextField {...form.text('description', 'Room Description')} multiline minRows={2} sx={{ gridColumn: { sm: '1 / -1' } }} />
    </Box>
  );
}
