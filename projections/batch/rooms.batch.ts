import type { Db } from '../../api/db/connect.ts';
import type { StoredEvent } from '../../api/eventStore/types.ts';
import { ApiError } from '../../api/http/errors.ts';
import { insertRoomJson } from '../../api/rooms/roomJson.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { keyOf } from './params.ts';
import { insertRows, rowOf, selectList, type Row, type TableSpec } from './tables.ts';

const ROOM_TYPES: TableSpec = { name: 'room_types', columns: [['id', 'text'], ['name', 'text']] };
const ROOMS: TableSpec = {
  name: 'rooms',
  columns: [
    ['id', 'text'], ['semester_id', 'text'], ['room_type_id', 'text'], ['room_type', 'text'], ['floor', 'text'],
    ['room_status', 'text'], ['gender', 'text'], ['room_capacity', 'integer'], ['room_number', 'text'],
    ['price_per_bed', 'numeric'], ['availability_duration', 'text'], ['description', 'text'], ['beds_left', 'integer'],
    ['created_at', 'timestamptz'],
  ],
};
// A room made in the run carries, after its columns, the sum of the bed moves that followed.
const MOVES = ROOMS.columns.length;
const BEDS_LEFT = ROOMS.columns.findIndex(([c]) => c === 'beds_left');
const INSERT_ROOMS = `WITH made AS (
  INSERT INTO rooms (${ROOMS.columns.map(([c]) => c).join(', ')})
  SELECT ${selectList(ROOMS, { beds_left: `(r->>${BEDS_LEFT})::integer + (r->>${MOVES})::integer` })}
    FROM jsonb_array_elements($1::jsonb) AS r
  RETURNING *)
  ${insertRoomJson('made')}`;

/** Deletions (of a room, a semester's rooms, a user's bookings) are left to `apply`. */
export const foldsIntoRooms = (event: StoredEvent) =>
  event.type !== 'RoomDeleted' && event.type !== 'SemesterDeleted' && event.type !== 'UserDeleted';

/** The beds_left move of a bed event, as applyBedsLeft (api/bookings/bedsLeft.ts) makes it. */
function bedMove(event: StoredEvent): number {
  const d = event.data;
  switch (event.type) {
    case 'BedBooked':
      return -1;
    case 'PaymentApproved':
      return d.bed_taken ? -1 : 0;
    case 'PaymentRejected':
      return d.bed_released ? +1 : 0;
    default:
      return 0;
  }
}

/**
 * Room types and rooms are inserted; bed moves are summed per room: into the new row for a room
 * made earlier in the run, otherwise into one UPDATE of rooms from before the run, which runs
 * first and must find every room it moves, as each single move must.
 */
export async function writeRoomsRun(db: Db, run: StoredEvent[]): Promise<void> {
  const roomTypes: Row[] = [];
  const rooms: Row[] = [];
  const madeInRun = new Map<string, Row>();
  const earlier = new Map<string, number>();
  for (const event of run) {
    const d = event.data;
    if (event.type === 'RoomTypeCreated') {
      roomTypes.push(rowOf(ROOM_TYPES, { id: d.room_type_id, name: d.name }));
    } else if (event.type === 'RoomCreated') {
      const row = rowOf(ROOMS, { ...d, id: d.room_id, beds_left: d.room_capacity, created_at: d.at });
      row[MOVES] = '0';
      rooms.push(row);
      if (row[0] !== null && !madeInRun.has(row[0])) madeInRun.set(row[0], row);
    } else {
      const move = bedMove(event);
      if (move === 0) continue;
      const key = keyOf(d.room_id);
      if (key === null) throw new ApiError(409, MESSAGES.booking.notBookable);
      const row = madeInRun.get(key);
      if (row) row[MOVES] = String(Number(row[MOVES]) + move);
      else earlier.set(key, (earlier.get(key) ?? 0) + move);
    }
  }
  const moves = [...earlier].map(([id, delta]) => [id, String(delta)]);
  const [moved] = await Promise.all([
    moves.length
      ? db.unsafe(
          `UPDATE rooms AS t SET beds_left = t.beds_left + (r->>1)::integer
             FROM jsonb_array_elements($1::jsonb) AS r WHERE t.id = r->>0 RETURNING t.id`,
          [moves] as never[],
        )
      : [],
    roomTypes.length ? insertRows(db, ROOM_TYPES, roomTypes) : null,
    rooms.length ? db.unsafe(INSERT_ROOMS, [rooms] as never[]) : null,
  ]);
  if (moved.length < moves.length) throw new ApiError(409, MESSAGES.booking.notBookable);
}

export const ROOMS_BATCH_TABLES = [ROOM_TYPES, ROOMS];
