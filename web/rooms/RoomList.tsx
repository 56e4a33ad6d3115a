import { useState } from 'react';
import { Alert, Button, Paper, Typography } from '@mui/material';
import { usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { canAccess } from '../../shared/canAccess.ts';
import { Loading } from '../common/Feedback.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { Pager } from '../common/Pager.tsx';
import { RoomCard, RoomGrid } from './RoomCard.tsx';
import { RoomCounters } from './RoomCounters.tsx';
import { RoomFilters } from './RoomFilters.tsx';
import { useSemesterName } from './lookups.ts';
import { noRoomFilter, useRoomsPage } from './useRoomsPage.ts';

/** /all-rooms: every room with its beds left, filtered (the current semester first), 10 a page, with the counters. */
export function RoomList() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState(noRoomFilter);
  const rooms = useRoomsPage(page, filter);
  const semesterName = useSemesterName();
  const { permissions } = usePermissions<string>();
  const lastPage = rooms.data?.meta.last_page ?? 1;

  const actions = canAccess(permissions, 'create', 'rooms') && (
    <>
      <Button component={Link} to="/add-room" variant="contained">
        Add Room
      </Button>
      <Button component={Link} to="/add-rooms" variant="outlined">
        Add Many Rooms
      </Button>
      <Button component={Link} to="/all-rooms-admin" variant="outlined">
        Manage Rooms
      </Button>
    </>
  );

  return (
    <>
      <PageHeader title="All Rooms" actions={actions} />
      <RoomCounters counters={rooms.data} />
      <RoomFilters
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {rooms.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Please refresh the page
        </Alert>
      )}
      {rooms.isPending ? (
        <Loading />
      ) : rooms.data?.data.length ? (
        <RoomGrid>
          {rooms.data.data.map((room) => (
            <RoomCard key={room.id} room={room} semester={semesterName(room.semester_id)} />
          ))}
        </RoomGrid>
      ) : (
        !rooms.isError && (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography color="textSecondary">No rooms match these filters.</Typography>
          </Paper>
        )
      )}
      <Pager page={page} lastPage={lastPage} onChange={setPage} disabled={rooms.isFetching} />
    </>
  );
}
