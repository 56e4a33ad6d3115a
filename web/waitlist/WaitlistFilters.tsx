import { Box } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { GENDERS } from '../../shared/constants.ts';
import { LiveFilterForm, showAll } from '../common/LiveFilterForm.tsx';
import { capitalize } from '../plain/format.ts';
import { SemesterFilter } from '../rooms/SemesterFilter.tsx';
import { useRoomTypes } from '../rooms/lookups.ts';
import { WAITLIST_STATUS_WORDS } from './waitlistWords.ts';

/** A cleared filter is null or empty, and is then not sent. */
export type WaitlistFilterValues = Record<'semester_id' | 'gender' | 'room_type_id' | 'status' | 'q', string | null>;

export const NO_WAITLIST_FILTERS: WaitlistFilterValues = { semester_id: '', gender: '', room_type_id: '', status: '', q: '' };

/** The line's filters: semester (the current one at first), gender, wanted room type, status, and a search by name. */
export function WaitlistFilters({
  onChange,
  withStatus = true,
}: {
  onChange: (values: WaitlistFilterValues) => void;
  withStatus?: boolean;
}) {
  const roomTypes = useRoomTypes();
  return (
    <LiveFilterForm defaultValues={NO_WAITLIST_FILTERS} onChange={onChange}>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' } }}>
        <SemesterFilter />
        <SelectInput
          source="gender"
          label="Gender"
          choices={GENDERS.map((g) => ({ id: g, name: capitalize(g) }))}
          emptyText="Both"
          slotProps={showAll}
        />
        <SelectInput
          source="room_type_id"
          label="Room type"
          choices={(roomTypes.data ?? []).map((t) => ({ id: String(t.id), name: t.name }))}
          emptyText="Any"
          slotProps={showAll}
        />
        {withStatus && (
          <SelectInput
            source="status"
            label="Status"
            choices={Object.entries(WAITLIST_STATUS_WORDS).map(([id, name]) => ({ id, name }))}
            emptyText="Any status"
            slotProps={showAll}
          />
        )}
        <TextInput source="q" label="Search" helperText="Student's name" type="search" />
      </Box>
    </LiveFilterForm>
  );
}
