import { useState } from 'react';
import { Alert, Box, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { Loading } from '../common/Feedback.tsx';
import { capitalize } from '../common/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import type { BedMapRoom } from '../providers/types.ts';
import { SemesterOnlyFilter } from './SemesterFilter.tsx';

const BED = {
  taken: { label: 'Taken', color: 'primary.main' },
  free: { label: 'Free', color: 'success.light' },
  out: { label: 'Out of service', color: 'action.disabled' },
} as const;

function Beds({ room }: { room: BedMapRoom }) {
  const beds = [
    ...Array<keyof typeof BED>(room.beds_taken).fill('taken'),
    ...Array<keyof typeof BED>(room.beds_free).fill('free'),
    ...Array<keyof typeof BED>(room.beds_out_of_service).fill('out'),
  ];
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} aria-hidden>
      {beds.map((kind, i) => (
        <Box key={i} sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: BED[kind].color }} />
      ))}
    </Box>
  );
}

/** One room's tile: its beds as squares; for staff, who holds the taken ones. */
function RoomTile({ room }: { room: BedMapRoom }) {
  const summary = `Room ${room.room_number}: ${room.beds_taken} taken, ${room.beds_free} free${
    room.beds_out_of_service ? `, ${room.beds_out_of_service} out of service` : ''
  }`;
  const names = room.occupants?.map((o) => `${o.name} (${o.payment_status})`).join(', ');
  return (
    <Tooltip title={[room.out_of_service_reason && `Out of service: ${room.out_of_service_reason}`, names].filter(Boolean).join(' · ')}>
      <Paper
        variant="outlined"
        component="li"
        aria-label={summary}
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
  const floors = useHostelQuery('bedMap', { semester_id: semesterId || undefined });
  return (
    <>
      <PageHeader title="Bed Map" />
      <SemesterOnlyFilter onChange={setSemesterId} />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} aria-label="Key">
        {Object.values(BED).map((b) => (
          <Stack key={b.label} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: b.color }} />
            <Typography variant="body2">{b.label}</Typography>
          </Stack>
        ))}
      </Stack>
      {floors.isError && <Alert severity="error">Please refresh the page</Alert>}
      {floors.isPending ? (
        <Loading />
      ) : floors.data?.length ? (
        floors.data.map((floor) => (
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
        !floors.isError && (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography color="textSecondary">No rooms in this semester.</Typography>
          </Paper>
        )
      )}
    </>
  );
}
