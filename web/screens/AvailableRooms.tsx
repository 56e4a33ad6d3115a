import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { isAdminRole } from '../../shared/canAccess.ts';
import { ErrorAlert } from '../plain/formParts.tsx';
import { getSessionUser } from '../plain/session.ts';
import { useRead, useSemesterName } from './data.ts';
import { Empty, Loading, Pager, PageHeader, SemesterFilter, useSemesterChoice } from './parts.tsx';
import { RoomCard, RoomGrid } from './RoomCard.tsx';
import { Link } from './host.tsx';
import { WaitlistLink } from './WaitlistLink.tsx';

const bookLink = (roomTypeId: string, semesterId: string, roomNumber: string) =>
  `/book-room?${new URLSearchParams({ semester_id: semesterId, room_type_id: roomTypeId, room_number: roomNumber })}`;

/** /available-rooms: rooms with a bed left; a student sees the rooms of their own gender (web/rooms/AvailableRooms.tsx). */
export function AvailableRooms() {
  const user = getSessionUser();
  const gender = isAdminRole(user?.role) ? undefined : user?.gender;
  const semester = useSemesterChoice();
  const semesterName = useSemesterName();
  // A large hostel's rooms come a page at a time (ROOM_LIST_PAGE); most fit on one.
  const [page, setPage] = useState(1);
  const rooms = useRead(
    'rooms',
    'roomsWithBedsLeft',
    { gender, semester_id: semester.semesterId || undefined, page },
    { enabled: semester.settled, placeholderData: keepPreviousData },
  );
  const lastPage = rooms.data?.meta.last_page ?? 1;

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
        <SemesterFilter
          value={semester.semesterId}
          onChange={(id) => {
            semester.choose(id);
            setPage(1);
          }}
        />
      </div>
      {rooms.isError ? (
        <ErrorAlert>Please refresh the page</ErrorAlert>
      ) : rooms.isPending ? (
        <Loading />
      ) : rooms.data.data.length ? (
        <RoomGrid>
          {rooms.data.data.map((room) => (
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
        <>
          <Empty>No room has a bed left right now.</Empty>
          <WaitlistLink />
        </>
      )}
      {lastPage > 1 && <Pager page={page} lastPage={lastPage} onChange={setPage} disabled={rooms.isFetching} />}
    </>
  );
}
