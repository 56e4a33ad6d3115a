import { Alert, Button, Paper, Typography } from '@mui/material';
import { usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { isAdminRole } from '../../shared/canAccess.ts';
import { Loading } from '../common/Feedback.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { getSessionUser } from '../providers/session.ts';
import { RoomCard, RoomGrid } from './RoomCard.tsx';

/** /available-rooms: rooms with a bed left; a student sees the rooms of their own gender. */
export function AvailableRooms() {
  const { permissions, isPending: roleLoading } = usePermissions<string>();
  const gender = isAdminRole(permissions) ? undefined : getSessionUser()?.gender;
  const rooms = useHostelQuery('roomsWithBedsLeft', { gender }, { enabled: !roleLoading });
  const bookLink = (roomTypeId: string, semesterId: string, roomNumber: string) =>
    `/book-room?${new URLSearchParams({ semester_id: semesterId, room_type_id: roomTypeId, room_number: roomNumber })}`;

  return (
    <>
      <PageHeader title="Available Rooms" />
      {rooms.isError && <Alert severity="error">Please refresh the page</Alert>}
      {rooms.isPending ? (
        <Loading />
      ) : rooms.data?.length ? (
        <RoomGrid>
          {rooms.data.map((room) => (
            <RoomCard
              key={room.id}
              room={room}
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
            <Typography color="text.secondary">No room has a bed left right now.</Typography>
          </Paper>
        )
      )}
    </>
  );
}
