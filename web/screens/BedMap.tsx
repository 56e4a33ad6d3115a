import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { capitalize } from '../plain/format.ts';
import { ErrorAlert } from '../plain/formParts.tsx';
import type { BedMapRoom } from '../plain/types.ts';
import { BED_LABELS, bedsOf, occupantsOf, roomHint, roomSummary, type BedKind } from '../plain/bedMapText.ts';
import { useRead } from './data.ts';
import { Empty, Loading, Pager, PageHeader, SemesterFilter, useSemesterChoice } from './parts.tsx';

function Beds({ room }: { room: BedMapRoom }) {
  return (
    <div className="beds" aria-hidden="true">
      {bedsOf(room).map((kind, i) => (
        <span key={i} className={`bed ${kind}`} />
      ))}
    </div>
  );
}

/** One room's tile: its beds as squares; for staff, who holds the taken ones. */
function RoomTile({ room }: { room: BedMapRoom }) {
  const names = occupantsOf(room);
  const hint = roomHint(room);
  return (
    <li
      className={room.out_of_service_reason ? 'card tile out-of-service' : 'card tile'}
      aria-label={roomSummary(room)}
      title={hint || undefined}
    >
      <p className="tile-number">{room.room_number}</p>
      <p className="text-2 caption">
        {room.room_type} · {capitalize(room.gender)}
      </p>
      <Beds room={room} />
      {names && <p className="caption occupants">{room.occupants!.map((o) => o.name).join(', ')}</p>}
    </li>
  );
}

/** /bed-map: a semester's beds floor by floor, taken, free and out of service (web/rooms/BedMap.tsx). */
export function BedMap() {
  const semester = useSemesterChoice();
  // A large hostel's rooms come a page at a time (ROOM_LIST_PAGE), floor by floor; most fit on one.
  const [page, setPage] = useState(1);
  const map = useRead(
    'rooms',
    'bedMap',
    { semester_id: semester.semesterId || undefined, page },
    { enabled: semester.settled, placeholderData: keepPreviousData },
  );
  const lastPage = map.data?.meta.last_page ?? 1;
  return (
    <>
      <PageHeader title="Bed Map" />
      <div className="filters one">
        <SemesterFilter
          value={semester.semesterId}
          onChange={(id) => {
            semester.choose(id);
            setPage(1);
          }}
        />
      </div>
      <div className="bed-key" aria-label="Key">
        {(Object.keys(BED_LABELS) as BedKind[]).map((kind) => (
          <span key={kind}>
            <span className={`bed ${kind}`} />
            {BED_LABELS[kind]}
          </span>
        ))}
      </div>
      {map.isError ? (
        <ErrorAlert>Please refresh the page</ErrorAlert>
      ) : map.isPending ? (
        <Loading />
      ) : map.data.data.length ? (
        map.data.data.map((floor) => (
          <section key={floor.floor} aria-label={floor.floor} className="floor">
            <h2>{floor.floor}</h2>
            <ul className="tiles">
              {floor.rooms.map((room) => (
                <RoomTile key={room.id} room={room} />
              ))}
            </ul>
          </section>
        ))
      ) : (
        <Empty>No rooms in this semester.</Empty>
      )}
      {lastPage > 1 && <Pager page={page} lastPage={lastPage} onChange={setPage} disabled={map.isFetching} />}
    </>
  );
}
