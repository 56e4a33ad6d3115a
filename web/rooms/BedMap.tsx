import { useState } from 'react';
import { Alert, Box, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { Loading } from '../common/Feedback.tsx';
import { capitalize } from '../plain/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { Pager } from '../common/Pager.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import type { BedMapRoom } from '../plain/types.ts';
import { BED_LABELS, bedsOf, occupantsOf, roomHint, roomSummary, type BedKind } from '../plain/bedMapText.ts';
import { SemesterOnlyFilter } from './SemesterFilter.tsx';

const BED_COLOURS: Record<BedKind, string> = { taken: 'primary.main', free: 'success.light', out: 'action.disabled' };

function Beds({ room }: { room: BedMapRoom }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} aria-hidden>
      {bedsOf(room).map((kind, i) => (
        <Box key={i} sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: BED_COLOURS[kind] }} />
      ))}
    </Box>
  );
}

/** One room's tile: its beds as squares; for staff, who holds the taken ones. */
function RoomTile({ room }: { room: BedMapRoom }) {
  const names = occupantsOf(room);
  return (
    <Tooltip title={roomHint(room)}>
      <Paper
        variant="outlined"
        component="li"
        aria-label={roomSummary(room)}
        sx={{ p: 1, minWidth: 110, listStyle: 'none', opacity: room.out_of_service_reason ? 0.6 : 1 }}
      >
        <Typography variant="subtitle2">{room.room_number}</Typography>
        <Typography variant="caption" color="textSecondary" component="p">
          {room.room_type} · {capitalize(room.gender)}
        </Typography>
        <Beds room={room} />
        {names && (
          <Typography variant="caption" component="p" sx={{ mt: 0.5, maxWidth: 180, overflowWrap: 'anywhere' }}>
            {room.occupants!.map((o) => o.name).join(', ')}
          </Typography>
        )}
      </Paper>
    </Tooltip>
  );
}

/** /bed-map: a semester's beds floor by floor, taken, free and out of service. */
export function BedMap() {
  const [semesterId, setSemesterId] = useState('');
  // A large hostel's rooms come a page at a time (ROOM_LIST_PAGE), floor by floor; most fit on one.
  const [page, setPage] = useState(1);
  const map = useHostelQuery('bedMap', { semester_id: semesterId || undefined, page }, { placeholderData: keepPreviousData });
  const lastPage = map.data?.meta.last_page ?? 1;
  return (
    <>
      <PageHeader title="Bed Map" />
      <SemesterOnlyFilter
        onChange={(id) => {
          setSemesterId(id);
          setPage(1);
        }}
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} aria-label="Key">
        {(Object.keys(BED_LABELS) as BedKind[]).map((kind) => (
          <Stack key={kind} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: BED_COLOURS[kind] }} />
            <Typography variant="body2">{BED_LABELS[kind]}</Typography>
          </Stack>
        ))}
      </Stack>
      {map.isError && <Alert severity="error">Please refresh the page</Alert>}
      {map.isPending ? (
        <Loading />
      ) : map.data?.data.length ? (
        map.data.data.map((floor) => (
          <Box key={floor.floor} component="section" aria-label={floor.floor} sx={{ mb: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {floor.floor}
            </Typography>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
              {floor.rooms.map((room) => (
                <RoomTile key={room.id} room={room} />
              ))}
            </Box>
          </Box>
        ))
      ) : (
        !map.isError && (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography color="textSecondary">No rooms in this semester.</Typography>
          </Paper>
        )
      )}
      {lastPage > 1 && <Pager page={page} lastPage={lastPage} onChange={setPage} disabled={map.isFetching} />}
    </>
  );
}
