import { Box, Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { ROOM_FIELD_NAMES } from '../../../shared/roomFields.ts';
import { HostelForm, textOf, type FormErrors, type FormValues } from '../../common/HostelForm.tsx';
import { SubmitButton } from '../../common/SubmitButton.tsx';
import { RoomInputs } from '../RoomInputs.tsx';
import { initialRoom, validateRoom } from '../roomValidation.ts';
import { roomSeries } from './roomSeries.ts';

const MOST = 500;
// The page gives the semester, the series the numbers.
const SERIES = ROOM_FIELD_NAMES.filter((name) => name !== 'semester_id' && name !== 'room_number');
const defaults = { first: '', last: '', prefix: '', ...initialRoom, room_capacity: 4, room_status: 'available' };

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
    ...validateRoom(values, SERIES),
  };
}

/** A series of rooms described once; the preview shows every room it makes before any is made. */
export function RoomGenerator({ onPreview }: { onPreview: (rooms: Record<string, unknown>[]) => Promise<void> }) {
  return (
    <HostelForm defaultValues={defaults} validate={validate} onSubmit={(values) => onPreview(roomSeries(values))}>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <TextInput source="first" label="First Room Number" inputMode="numeric" />
        <TextInput source="last" label="Last Room Number" inputMode="numeric" />
        <TextInput source="prefix" label="Before Each Number (optional)" />
      </Box>
      <RoomInputs names={SERIES} />
      <Stack direction="row">
        <SubmitButton label="Preview" busyLabel="Checking..." />
      </Stack>
    </HostelForm>
  );
}
