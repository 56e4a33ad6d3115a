import type { Db, Tx } from '../../api/db/connect.ts';
import { ReadModelRefusal, type WrittenEvent } from '../../api/eventStore/types.ts';
import { ROOM_EVENT_TYPES } from '../../api/rooms/rooms.events.ts';
import { definitionOf, insertRow, rowOf, type InlineProjection } from '../projection.ts';

const ROOM_TYPE = rowOf('room_types', { id: 'room_type_id' });
const ROOM = rowOf('rooms', { id: 'room_id', beds_left: 'room_capacity', created_at: 'at' });

const BED_EVENTS = ['BedBooked', 'PaymentApproved', 'PaymentRejected', 'UserDeleted'];

/** The beds an event takes (-1) or gives back (+1), by room, and whether the room must be there. */
function bedMoves(event: WrittenEvent): { roomId: string; move: number; mustExist: boolean }[] {
  const d = event.data;
  switch (event.type) {
    case 'BedBooked':
      return [{ roomId: d.room_id, move: -1, mustExist: true }];
    case 'PaymentApproved':
      return d.bed_taken ? [{ roomId: d.room_id, move: -1, mustExist: true }] : [];
    case 'PaymentRejected':
      return d.bed_released ? [{ roomId: d.room_id, move: 1, mustExist: true }] : [];
    case 'UserDeleted':
      return (d.released_bookings ?? []).map((b: { room_id: string }) => ({ roomId: b.room_id, move: 1, mustExist: false }));
    default:
      return [];
  }
}

/**
 * Room types and rooms, with beds_left moved in the booking's own transaction, where the table's
 * CHECK refuses a bed the room no longer has. A booking or decision on a room deleted meanwhile
 * finds no row, and is refused.
 */
export const roomsProjection: InlineProjection = {
  name: 'rooms',
  version: 2,
  mode: 'inline',
  handles: [...ROOM_EVENT_TYPES, 'SemesterDeleted', ...BED_EVENTS],
  ...definitionOf(import.meta.url, 'rooms.sql'),
  apply: async (db, event) => {
    switch (event.type) {
      case 'RoomTypeCreated':
        await insertRow(db, ROOM_TYPE, event.data);
        return;
      case 'RoomCreated':
        await insertRow(db, ROOM, event.data);
        return;
      case 'RoomDeleted':
        await db`DELETE FROM rooms WHERE id = ${event.data.room_id}`;
        return;
      case 'SemesterDeleted':
        await db`DELETE FROM rooms WHERE id = ANY(${event.data.room_ids})`;
        return;
    }
    for (const { roomId, move, mustExist } of bedMoves(event)) await moveBeds(db, roomId, move, mustExist);
  },
  fold: foldRooms,
};

async function moveBeds(db: Db, roomId: string, move: number, mustExist: boolean) {
  const moved = await db`UPDATE rooms SET beds_left = beds_left + ${move} WHERE id = ${roomId} RETURNING 1`;
  if (moved.length === 0 && mustExist) throw new ReadModelRefusal('rooms_room_exists');
}

/**
 * Written for logs in which a room is made once (ids are never reused): a room lives unless it
 * was deleted, alone or with its semester, and has its capacity less the moves of bedMoves.
 */
async function foldRooms(tx: Tx, log: string): Promise<boolean> {
  const [{ remade }] = await tx.unsafe(`
    SELECT EXISTS (SELECT 1 FROM ${log} e WHERE event_type = 'RoomCreated' GROUP BY data->>'room_id' HAVING count(*) > 1) AS remade`);
  if (remade) return false;
  await tx.unsafe(`
    INSERT INTO room_types SELECT t.* FROM ${log} e CROSS JOIN LATERAL ${ROOM_TYPE.from('e.data')} AS t
     WHERE e.event_type = 'RoomTypeCreated'`);
  await tx.unsafe(`
    WITH deleted AS (
           SELECT data->>'room_id' AS id FROM ${log} e WHERE event_type = 'RoomDeleted'
           UNION ALL
           SELECT jsonb_array_elements_text(data->'room_ids') FROM ${log} e WHERE event_type = 'SemesterDeleted'),
         moves AS (
           SELECT data->>'room_id' AS id, -1 AS move FROM ${log} e
            WHERE event_type = 'BedBooked' OR (event_type = 'PaymentApproved' AND (data->>'bed_taken')::boolean)
           UNION ALL
           SELECT data->>'room_id', 1 FROM ${log} e WHERE event_type = 'PaymentRejected' AND (data->>'bed_released')::boolean
           UNION ALL
           SELECT k->>'room_id', 1 FROM ${log} e CROSS JOIN LATERAL jsonb_array_elements(coalesce(data->'released_bookings', '[]')) AS k
            WHERE event_type = 'UserDeleted'),
         moved AS (SELECT id, sum(move) AS moved FROM moves GROUP BY id)
    INSERT INTO rooms
    SELECT room.* FROM ${log} e
      LEFT JOIN moved ON moved.id = e.data->>'room_id'
      CROSS JOIN LATERAL ${ROOM.from('e.data', "jsonb_build_object('beds_left', (e.data->'room_capacity')::int + coalesce(moved.moved, 0))")} AS room
     WHERE e.event_type = 'RoomCreated' AND e.data->>'room_id' NOT IN (SELECT id FROM deleted WHERE id IS NOT NULL)`);
  return true;
}
