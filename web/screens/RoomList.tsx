import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { ROOM_FIELDS } from '../../shared/roomFields.ts';
import { GENDER_CHOICES } from '../plain/accountChoices.ts';
import { ErrorAlert } from '../plain/formParts.tsx';
import type { RoomCounters as Counters } from '../plain/types.ts';
import { useRead, useRoomTypes, useSemesterName } from './data.ts';
import { CounterCard, CounterRow, Empty, FilterSelect, Loading, Pager, PageHeader, SemesterFilter, useSemesterChoice } from './parts.tsx';
import { RoomCard, RoomGrid } from './RoomCard.tsx';
import { roomListCounters } from '../plain/roomFigures.ts';

const { choices: STATUS_CHOICES } = ROOM_FIELDS.room_status;

type Filter = { room_type: string; room_status: string; gender: string };
const NO_FILTER: Filter = { room_type: '', room_status: '', gender: '' };

/** /all-rooms: every room with its beds left, filtered (the current semester first), 10 a page, with the counters (web/rooms/RoomList.tsx). */
export function RoomList() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState(NO_FILTER);
  const semester = useSemesterChoice();
  const roomTypes = useRoomTypes();
  const semesterName = useSemesterName();
  // The react-admin page's filter shape (web/rooms/useRoomsPage.ts): an empty value is not sent.
  const rooms = useRead(
    'rooms',
    'roomsPage',
    { page, filter: { semester_id: semester.semesterId, ...filter } },
    { placeholderData: keepPreviousData, enabled: semester.settled },
  );
  const lastPage = rooms.data?.meta.last_page ?? 1;
  const change = (next: Partial<Filter>) => {
    setFilter((before) => ({ ...before, ...next }));
    setPage(1);
  };

  return (
    <>
      <PageHeader title="All Rooms" />
      <RoomCounters counters={rooms.data} />
      <div className="filters">
        <SemesterFilter
          value={semester.semesterId}
          onChange={(id) => {
            semester.choose(id);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Room Type"
          name="room_type"
          choices={(roomTypes.data ?? []).map((t) => ({ id: String(t.id), name: t.name }))}
          value={filter.room_type}
          onChange={(room_type) => change({ room_type })}
        />
        <FilterSelect
          label="Room Status"
          name="room_status"
          choices={STATUS_CHOICES}
          value={filter.room_status}
          onChange={(room_status) => change({ room_status })}
        />
        <FilterSelect
          label="Gender"
          name="gender"
          choices={GENDER_CHOICES}
          value={filter.gender}
          onChange={(gender) => change({ gender })}
        />
      </div>
      {rooms.isError ? (
        <ErrorAlert>Please refresh the page</ErrorAlert>
      ) : rooms.isPending ? (
        <Loading />
      ) : rooms.data.data.length ? (
        <RoomGrid>
          {rooms.data.data.map((room) => (
            <RoomCard key={room.id} room={room} semester={semesterName(room.semester_id)} />
          ))}
        </RoomGrid>
      ) : (
        <Empty>No rooms match these filters.</Empty>
      )}
      <Pager page={page} lastPage={lastPage} onChange={setPage} disabled={rooms.isFetching} />
    </>
  );
}

/** The room list's counters (SPEC.md point 3), each bar a share of all rooms. */
function RoomCounters({ counters }: { counters?: Counters }) {
  return (
    <CounterRow>
      {roomListCounters(counters).map((counter) => (
        <CounterCard key={counter.label} {...counter} />
      ))}
    </CounterRow>
  );
}
