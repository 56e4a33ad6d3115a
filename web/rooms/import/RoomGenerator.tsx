import { Box, Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { DEFAULT_AVAILABILITY_DURATION, FLOORS, ROOM_CAPACITIES } from '../../../shared/constants.ts';
import { GENDER_CHOICES } from '../../auth/AccountInputs.tsx';
import { HostelForm, textOf, type FormErrors, type FormValues } from '../../common/HostelForm.tsx';
import { RequiredSelectInput } from '../../common/RequiredSelectInput.tsx';
import { SubmitButton } from '../../common/SubmitButton.tsx';
import { useRoomTypes } from '../lookups.ts';
import { roomSeries } from './roomSeries.ts';

const FLOOR_CHOICES = FLOORS.map((floor) => ({ id: floor, name: floor }));
const CAPACITY_CHOICES = ROOM_CAPACITIES.map((n) => ({ id: n, name: `${n} In A Room` }));
const STATUS_CHOICES = [
  { id: 'available', name: 'Available' },
  { id: 'occupied', name: 'Occupied' },
];
const MOST = 500;

const defaults = {
  first: '',
  last: '',
  prefix: '',
  floor: '',
  room_type_id: '1',
  gender: 'male',
  room_capacity: 4,
  price_per_bed: '',
  room_status: 'available',
  availability_duration: DEFAULT_AVAILABILITY_DURATION,
  description: '',
};

function validate(values: FormValues): FormErrors {
  const [first, last] = [Number(values.first), Number(values.last)];
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  return {
    first: whole(first) && textOf(values.first) ? undefined : 'Please input the first room number.',
    last: !(whole(last) && textOf(values.last))
      ? 'Please input the last room number.'
      : last < first || last - first >= MOST
        ? `From the first number, up to ${MOST} rooms.`
        : undefined,
    floor: textOf(values.floor) ? undefined : 'Please select Room Floor.',
  };
}

/** A series of rooms described once; the preview shows every room it makes before any is made. */
export function RoomGenerator({ onPreview }: { onPreview: (rooms: Record<string, unknown>[]) => Promise<void> }) {
  const roomTypes = useRoomTypes();
  return (
    <HostelForm defaultValues={defaults} validate={validate} onSubmit={(values) => onPreview(roomSeries(values))}>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <TextInput source="first" label="First Room Number" inputMode="numeric" />
        <TextInput source="last" label="Last Room Number" inputMode="numeric" />
        <TextInput source="prefix" label="Before Each Number (optional)" />
        <RequiredSelectInput source="floor" label="Room Floor" choices={FLOOR_CHOICES} />
        <RequiredSelectInput source="room_type_id" label="Room Type" choices={roomTypes.data} isPending={roomTypes.isPending} />
        <RequiredSelectInput source="gender" label="Gender" choices={GENDER_CHOICES} />
        <RequiredSelectInput source="room_capacity" label="Room Capacity" choices={CAPACITY_CHOICES} />
        <TextInput source="price_per_bed" label="Price Per Bed (GHS)" inputMode="decimal" />
        <RequiredSelectInput source="room_status" label="Room Status" choices={STATUS_CHOICES} />
        <TextInput source="availability_duration" label="Availability Duration" />
        <TextInput source="description" label="Room Description" sx={{ gridColumn: { sm: '2 / -1' } }} />
      </Box>
      <Stack direction="row">
        <SubmitButton label="Preview" busyLabel="Checking..." />
      </Stack>
    </HostelForm>
  );
}
