import { capitalize } from '../common/format.ts';
import { ErrorAlert } from '../guest/parts.tsx';
import type { BedMapRoom } from '../providers/types.ts';
import { useRead } from './data.ts';
import { Empty, Loading, PageHeader, SemesterFilter, useSemesterChoice } from './parts.tsx';

const BED = {
  taken: { label: 'Taken', className: 'bed taken' },
  free: { label: 'Free', className: 'bed free' },
  out: { label: 'Out of service', className: 'bed out' },
} as const;

function Beds({ room }: { room: BedMapRoom }) {
  const beds = [
    ...Array<keyof typeof BED>(room.beds_taken).fill('taken'),
    ...Array<keyof typeof BED>(room.beds_free).fill('free'),
    ...Array<keyof typeof BED>(room.beds_out_of_service).fill('out'),
  ];
  return (
    <div className="beds" aria-hidden="true">
      {beds.map((kind, i) => (
        <span key={i} className={BED[kind].className} />
      ))}
    </div>
  );
}

/** One room's tile: its beds as squares; for staff, who holds the taken ones. */
function RoomTile({ room }: { room: BedMapRoom }) {
  const summary = `Room ${room.room_number}: ${room.beds_taken} taken, ${room.beds_free} free${
    room.beds_out_of_service ? `, ${room.beds_out_of_service} out of service` : ''
  }`;
  const names = room.occupants?.map((o) => `${o.name} (${o.payment_status})`).join(', ');
  const hint = [room.out_of_service_reason && `Out of service: ${room.out_of_service_reason}`, names].filter(Boolean).join(' · ');
  return (
    <li className={room.out_of_service_reason ? 'card tile out-of-service' : 'card tile'} aria-label={summary} title={hint || undefined}>
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
  const floors = useRead('rooms', 'bedMap', { semester_id: semester.semesterId || undefined }, { enabled: semester.settled });
  return (
    <>
      <PageHeader title="Bed Map" />
      <div className="filters one">
        <SemesterFilter value={semester.semesterId} onChange={semester.choose} />
      </div>
      <div className="bed-key" aria-label="Key">
        {Object.values(BED).map((b) => (
          <span key={b.label}>
            <span className={b.className} />
            {b.label}
          </span>
        ))}
      </div>
      {floors.isError ? (
        <ErrorAlert>Please refresh the page</ErrorAlert>
      ) : floors.isPending ? (
        <Loading />
      ) : floors.data.length ? (
        floors.data.map((floor) => (
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
    </>
  );
}
