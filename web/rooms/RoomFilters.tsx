import { Box } from '@mui/material';
import { GENDERS, ROOM_STATUSES } from '../../shared/constants.ts';
import { capitalize } from '../common/format.ts';
import { optionsOf, SelectField, type Option } from '../common/SelectField.tsx';
import { useRoomTypes } from './lookups.ts';
import type { RoomFilter } from './useRoomsPage.ts';

// "All" is the empty value: show it rather than an empty box.
export const showAll = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

/** The room list's filters of SPEC.md point 2: room type, room status and gender. */
export function RoomFilters({ filter, onChange }: { filter: RoomFilter; onChange: (filter: RoomFilter) => void }) {
  const roomTypes = useRoomTypes();
  const select = (name: keyof RoomFilter, label: string, choices: Option[]) => (
    <SelectField
      id={`filter-${name}`}
      label={label}
      value={filter[name]}
      onChange={(event) => onChange({ ...filter, [name]: event.target.value })}
      slotProps={showAll}
      options={[{ value: '', label: 'All' }, ...choices]}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      {select('room_type', 'Room Type', (roomTypes.data ?? []).map((t) => ({ value: t.id, label: t.name })))}
      {select('room_status', 'Room Status', optionsOf(ROOM_STATUSES, capitalize))}
      {select('gender', 'Gender', optionsOf(GENDERS, capitalize))}
    </Box>
  );
}
