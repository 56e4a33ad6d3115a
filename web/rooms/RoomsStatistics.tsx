import { useState } from 'react';
import { Alert, Button, LinearProgress, Box } from '@mui/material';
import { Link } from 'react-router-dom';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { Loading } from '../common/Feedback.tsx';
import { capitalize } from '../plain/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { Pager } from '../common/Pager.tsx';
import { ResponsiveTable, type Column } from '../common/ResponsiveTable.tsx';
import type { Room } from '../plain/types.ts';
import { bedsLeftText } from '../plain/roomText.ts';
import { RoomCounters } from './RoomCounters.tsx';
import { SemesterOnlyFilter } from './SemesterFilter.tsx';
import { noRoomFilter, useRoomsPage } from './useRoomsPage.ts';

function Occupancy({ room }: { room: Room }) {
  const booked = room.room_capacity - room.beds_left;
  return (
    <Box sx={{ minWidth: 120 }}>
      {booked} of {room.room_capacity} {room.room_capacity === 1 ? 'bed' : 'beds'} booked
      <LinearProgress variant="determinate" value={(booked / Math.max(room.room_capacity, 1)) * 100} aria-hidden sx={{ mt: 0.5 }} />
    </Box>
  );
}

/** /rooms-statistics: the counters and each room's booked beds. */
export function RoomsStatistics() {
  const [page, setPage] = useState(1);
  const [semesterId, setSemesterId] = useState('');
  const rooms = useRoomsPage(page, PAGE_SIZE, { ...noRoomFilter, semester_id: semesterId });
  const columns: Column<Room>[] = [
    { label: '#', render: (_, index) => (page - 1) * PAGE_SIZE + index + 1 },
    { label: 'Room No.', render: (r) => r.room_number },
    { label: 'Room Type', render: (r) => r.room_type },
    { label: 'Gender', render: (r) => capitalize(r.gender) },
    { label: 'Booked Beds', render: (r) => <Occupancy room={r} /> },
    { label: 'Beds Left', render: (r) => bedsLeftText(r) },
    { label: 'Status', render: (r) => capitalize(r.room_status) },
  ];
  const actions = (
    <>
      <Button component={Link} to="/restricted-rooms" variant="contained">
        Pending Payments
      </Button>
      <Button component={Link} to="/bed-map" variant="outlined">
        Bed Map
      </Button>
      <Button component={Link} to="/all-rooms-admin" variant="outlined">
        Manage Rooms
      </Button>
    </>
  );
  return (
    <>
      <PageHeader title="Room Statistics" actions={actions} />
      <SemesterOnlyFilter
        onChange={(id) => {
          setSemesterId(id);
          setPage(1);
        }}
      />
      <RoomCounters counters={rooms.data} />
      {rooms.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Please refresh the page
        </Alert>
      )}
      {rooms.isPending ? (
        <Loading />
      ) : (
        <ResponsiveTable label="Booked rooms" columns={columns} rows={rooms.data?.data ?? []} rowKey={(r) => r.id} empty="No rooms yet." />
      )}
      <Pager page={page} lastPage={rooms.data?.meta.last_page ?? 1} onChange={setPage} disabled={rooms.isFetching} />
    </>
  );
}
