import { Box } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { ROOM_FIELDS } from '../../shared/roomFields.ts';
import { GENDER_CHOICES } from '../auth/AccountInputs.tsx';
import { LiveFilterForm, showAll } from '../common/LiveFilterForm.tsx';
import { useRoomTypes } from './lookups.ts';
import { SemesterFilter } from './SemesterFilter.tsx';
import type { RoomFilter } from './useRoomsPage.ts';

const { choices: STATUS_CHOICES } = ROOM_FIELDS.room_status;

/**
 * The room list's filters of SPEC.md point 2, room type, room status and gender, in a semester,
 * and a search by room number; starting from `values`, the list's as it was left.
 */
export function RoomFilters({
  values,
  chosenSemester,
  onChange,
}: {
  values: RoomFilter;
  chosenSemester: boolean;
  onChange: (filter: RoomFilter) => void;
}) {
  const roomTypes = useRoomTypes();
  return (
    <LiveFilterForm defaultValues={values} onChange={onChange}>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          mb: 1,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        <TextInput source="q" label="Room Number" helperText="The number or its start: G1 finds G1, G10…" type="search" />
        <SemesterFilter chosen={chosenSemester} />
        <SelectInput source="room_type" label="Room Type" choices={roomTypes.data ?? []} emptyText="All" slotProps={showAll} />
        <SelectInput source="room_status" label="Room Status" choices={STATUS_CHOICES} emptyText="All" slotProps={showAll} />
        <SelectInput source="gender" label="Gender" choices={GENDER_CHOICES} emptyText="All" slotProps={showAll} />
      </Box>
    </LiveFilterForm>
  );
}
