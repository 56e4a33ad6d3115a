import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FLOORS, ROOM_CAPACITIES } from '../../shared/constants.ts';
import { GENDER_CHOICES } from '../auth/AccountInputs.tsx';
import { RequiredSelectInput } from '../common/RequiredSelectInput.tsx';
import { useRoomTypes, useSemesterChoices } from './lookups.ts';
import { isPriceInput } from './roomValidation.ts';
import { useCurrentSemesterAsDefault } from './SemesterFilter.tsx';

// The form offers two of the three statuses (SPEC.md point 3); restricted is set elsewhere.
const STATUS_CHOICES = [
  { id: 'available', name: 'Available' },
  { id: 'occupied', name: 'Occupied' },
];
const FLOOR_CHOICES = FLOORS.map((floor) => ({ id: floor, name: floor }));
const CAPACITY_CHOICES = ROOM_CAPACITIES.map((n) => ({ id: n, name: `${n} In A Room` }));

/** Price per bed: an edit that would not leave a price (two decimals at most) is ignored. */
function PriceInput() {
  const price = useWatch({ name: 'price_per_bed' });
  return (
    <TextInput
      source="price_per_bed"
      label="Price Per Bed (GHS)"
      inputMode="decimal"
      parse={(typed: string) => (isPriceInput(typed) ? typed : price)}
    />
  );
}

/** The inputs of "Adding A New Room", two columns on wide screens. */
export function RoomInputs() {
  const semesters = useSemesterChoices();
  useCurrentSemesterAsDefault();
  const roomTypes = useRoomTypes();
  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <RequiredSelectInput source="semester_id" label="Semester" choices={semesters.data} isPending={semesters.isPending} />
      <RequiredSelectInput source="room_type_id" label="Room Type" choices={roomTypes.data} isPending={roomTypes.isPending} />
      <RequiredSelectInput source="floor" label="Room Floor" choices={FLOOR_CHOICES} />
      <RequiredSelectInput source="room_status" label="Room Status" choices={STATUS_CHOICES} />
      <RequiredSelectInput source="gender" label="Gender" choices={GENDER_CHOICES} />
      <RequiredSelectInput source="room_capacity" label="Room Capacity" choices={CAPACITY_CHOICES} />
      <TextInput source="room_number" label="Room Number" />
      <PriceInput />
      <TextInput source="availability_duration" label="Availability Duration" />
      <TextInput source="description" label="Room Description" multiline minRows={2} sx={{ gridColumn: { sm: '1 / -1' } }} />
    </Box>
  );
}
