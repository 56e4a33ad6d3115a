import { isAdminRole } from '../../shared/canAccess.ts';
import { ErrorAlert } from '../guest/parts.tsx';
import { getSessionUser } from '../providers/session.ts';
import { useRead, useSemesterName } from './data.ts';
import { Empty, Loading, PageHeader, SemesterFilter, useSemesterChoice } from './parts.tsx';
import { RoomCard, RoomGrid } from './RoomCard.tsx';
import { Link } from './router.tsx';

const bookLink = (roomTypeId: string, semesterId: string, roomNumber: string) =>
  `/book-room?${new URLSearchParams({ semester_id: semesterId, room_type_id: roomTypeId, room_number: roomNumber })}`;

/** /available-rooms: rooms with a bed left; a student sees the rooms of their own gender (web/rooms/AvailableRooms.tsx). */
export function AvailableRooms() {
  const user = getSessionUser();
  const gender = isAdminRole(user?.role) ? undefined : user?.gender;
  const semester = useSemesterChoice();
  const semesterName = useSemesterName();
  const rooms = useRead(
    'rooms',
    'roomsWithBedsLeft',
    { gender, semester_id: semester.semesterId || undefined },
    { enabled: semester.settled },
  );

  return (
    <>
      <PageHeader
        title="Available Rooms"
        actions={
          <Link to="/bed-map" className="btn outlined">
            Bed Map
          </Link>
        }
      />
      <div className="filters one">
        <SemesterFilter value={semester.semesterId} onChange={semester.choose} />
      </div>
      {rooms.isError ? (
        <ErrorAlert>Please refresh the page</ErrorAlert>
      ) : rooms.isPending ? (
        <Loading />
      ) : rooms.data.length ? (
        <RoomGrid>
          {rooms.data.map((room) => (
            <RoomCard
              key={room.id}
              room={room}
              semester={semesterName(room.semester_id)}
              action={
                <Link
                  className="btn small"
                  to={bookLink(room.room_type_id, room.semester_id, room.room_number)}
                  aria-label={`Book room ${room.room_number}`}
                >
                  Book
                </Link>
              }
            />
          ))}
        </RoomGrid>
      ) : (
        <Empty>No room has a bed left right now.</Empty>
      )}
    </>
  );
}
