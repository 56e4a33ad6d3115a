import { Alert, Box, TextField } from '@mui/material';
import { MESSAGES } from '../../shared/messages.ts';
import { SelectField } from '../common/SelectField.tsx';
import type { SubForm } from '../common/useFormFields.ts';
import { bedsLeftText } from '../rooms/RoomCard.tsx';
import { LABELS, type RoomChoiceValues } from './bookingForm.ts';
import type { RoomChoice } from './useRoomChoice.ts';

const readOnly = { input: { readOnly: true } };

/** Semester, room type, room number, and the room id and price they fill in. */
export function RoomChoiceFields({ form, choice, booked = false }: {
  form: SubForm<RoomChoiceValues>;
  choice: RoomChoice;
  /** The student holds a booking and may not book another: a full room is no longer theirs to avoid (it may be full by their own bed). */
  booked?: boolean;
}) {
  const field = (name: keyof RoomChoiceValues) => form.text(name, LABELS[name]);
  const withBeds = choice.rooms.filter((room) => room.beds_left > 0).length;
  const roomHint = form.values.room_type_id && form.values.semester_id
    ? choice.roomsLoading ? 'Loading rooms...' : `${withBeds} ${withBeds === 1 ? 'room' : 'rooms'} available`
    : 'Choose a semester and a room type first';
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <SelectField
          {...field('semester_id')}
          onChange={(e) => choice.chooseSemester(e.target.value)}
          options={choice.semesters.map((s) => ({ value: s.id, label: s.name }))}
        />
        <SelectField
          {...field('room_type_id')}
          onChange={(e) => choice.chooseRoomType(e.target.value)}
          options={choice.roomTypes.map((t) => ({ value: t.id, label: t.name }))}
        />
        <SelectField
          {...form.text('room_number', LABELS.room_number, roomHint)}
          disabled={!choice.rooms.length}
          onChange={(e) => choice.chooseRoomNumber(e.target.value)}
          options={choice.rooms.map((room) => ({ value: room.room_number, label: `Room ${room.room_number} · ${bedsLeftText(room)}`, disabled: room.beds_left <= 0 }))}
        />
        <TextField {...field('room_id')} slotProps={readOnly} />
        <TextField {...field('price_per_bed')} slotProps={readOnly} />
      </Box>
      {choice.unavailable && !booked && <Alert severity="warning">{MESSAGES.booking.fullCapacity}</Alert>}
    </>
  );
}
