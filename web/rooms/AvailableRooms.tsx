import { Alert, Button, Paper, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { isAdminRole } from '../../shared/canAccess.ts';
import { Loading } from '../common/Feedback.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { Pager } from '../common/Pager.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { getSessionUser } from '../plain/session.ts';
import { useState } from 'react';
import { RoomCard, RoomGrid } from './RoomCard.tsx';
import { useSemesterName } from './lookups.ts';
import { SemesterOnlyFilter } from './SemesterFilter.tsx';

/** /available-rooms: rooms with a bed left; a student sees the rooms of their own gender. */
export function AvailableRooms() {
  const { permissions, isPending: roleLoading } = usePermissions<string>();
  const gender = isAdminRole(permissions) ? undefined : getSessionUser()?.gender;
  const [semesterId, setSemesterId] = useState('');
  const semesterName = useSemesterName();
  // A large hostel's rooms come a page at a time (ROOM_LIST_PAGE); most fit on one.
  const [page, setPage] = useState(1);
  const rooms = useHostelQuery(
    'roomsWithBedsLeft',
    { gender, semester_id: semesterId || undefined, page },
    { enabled: !roleLoading, placeholderData: keepPreviousData },
  );
  const lastPage = rooms.data?.meta.last_page ?? 1;
  const bookLink = (roomTypeId: string, semesterId: string, roomNumber: string) =>
    `/book-room?${new URLSearchParams({ semester_id: semesterId, room_type_id: roomTypeId, room_number: roomNumber })}`;

  return (
    <>
      <PageHeader
        title="Available Rooms"
        actions={
          <Button component={Link} to="/bed-map" variant="outlined">
            Bed Map
          </Button>
        }
      />
      <SemesterOnlyFilter
        onChange={(id) => {
          setSemesterId(id);
          setPage(1);
        }}
      />
      {rooms.isError && <Alert severity="error">Please refresh the page</Alert>}
      {rooms.isPending ? (
        <Loading />
      ) : rooms.data?.data.length ? (
        <RoomGrid>
          {rooms.data.data.map((room) => (
            <RoomCard
              key={room.id}
              room={room}
              semester={semesterName(room.semester_id)}
              action={
                <Button
                  variant="contained"
                  size="small"
                  component={Link}
                  to={bookLink(room.room_type_id, room.semester_id, room.room_number)}
                  aria-label={`Book room ${room.room_number}`}
                >
                  Book
                </Button>
              }
            />
          ))}
        </RoomGrid>
      ) : (
        !rooms.isError && (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography color="textSecondary">No room has a bed left right now.</Typography>
          </Paper>
        )
      )}
      {lastPage > 1 && <Pager page={page} lastPage={lastPage} onChange={setPage} disabled={rooms.isFetching} />}
    </>
  );
}
