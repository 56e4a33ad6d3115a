import { Alert, Box } from '@mui/material';
import { formatMoney } from '../plain/format.ts';
import { ReadOnlyInput } from '../common/ReadOnlyInput.tsx';
import { RequiredSelectInput } from '../common/RequiredSelectInput.tsx';
import { roomNumberChoices, roomNumberHint } from '../plain/roomText.ts';
import { useRoomTypes, useSemesterChoices } from '../rooms/lookups.ts';
import { useCurrentSemesterAsDefault } from '../rooms/SemesterFilter.tsx';
import { LABELS } from './bookingForm.ts';
import { useRoomChoice, useRoomWarning } from './useRoomChoice.ts';

/** Semester (the current one at first), room type, room number, and the price they fill in; the room's id is filled in unseen. */
export function RoomChoiceInputs({
  gender,
  booked = false,
}: {
  gender: string;
  /** The student holds a booking and may not book another: a full room is no longer theirs to avoid (it may be full by their own bed). */
  booked?: boolean;
}) {
  const semesters = useSemesterChoices();
  useCurrentSemesterAsDefault();
  const roomTypes = useRoomTypes();
  const { rooms, bothChosen, clearRoom, fillFromNumber } = useRoomChoice(gender);
  const warning = useRoomWarning(rooms.data);
  const roomHint = roomNumberHint(bothChosen, rooms.isFetching, rooms.data ?? []);
  const roomChoices = roomNumberChoices(rooms.data ?? []);
  return (
    <>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <RequiredSelectInput
          source="semester_id"
          label={LABELS.semester_id}
          choices={semesters.data}
          isPending={semesters.isPending}
          onChange={clearRoom}
        />
        <RequiredSelectInput
          source="room_type_id"
          label={LABELS.room_type_id}
          choices={roomTypes.data}
          isPending={roomTypes.isPending}
          onChange={clearRoom}
        />
        <RequiredSelectInput
          source="room_number"
          label={LABELS.room_number}
          helperText={roomHint}
          choices={roomChoices}
          isPending={rooms.isLoading}
          disabled={!roomChoices.length}
          onChange={(event) => fillFromNumber(event.target.value)}
        />
        <ReadOnlyInput source="price_per_bed" label={LABELS.price_per_bed} display={(price) => (price ? formatMoney(price) : '')} />
      </Box>
      {warning && !booked && <Alert severity="warning">{warning}</Alert>}
    </>
  );
}
