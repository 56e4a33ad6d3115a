import type { Tx } from '../../api/db/connect.ts';
import { recountRooms } from '../../api/rooms/roomCounts.ts';
import { insertRoomJson } from '../../api/rooms/roomJson.ts';
import { foldWhenPlain, plainRead, type Fields, type FoldLog } from './plainLog.ts';

const ROOM_FIELDS: Fields = {
  room_id: 'text', semester_id: 'text', room_type_id: 'text', room_type: 'text', floor: 'text', room_status: 'text', gender: 'text',
  room_capacity: 'number', room_number: 'text', price_per_bed: 'number', availability_duration: 'text', description: 'text', at: 'instant',
};
const TYPE_CREATED = plainRead(['RoomTypeCreated'], { room_type_id: 'text', name: 'text' });
const CREATED = plainRead(['RoomCreated'], ROOM_FIELDS);
const DELETED = plainRead(['RoomDeleted'], { room_id: 'text' });
const SEMESTER_DELETED = plainRead(['SemesterDeleted'], { room_ids: 'ids' });
const BOOKED = plainRead(['BedBooked'], { room_id: 'text' });
const DECIDED = plainRead(['PaymentApproved', 'PaymentRejected'], { room_id: 'text', bed_taken: 'flag', bed_released: 'flag' });
const USER_DELETED = plainRead(['UserDeleted'], { released_bookings: 'keys' });

/**
 * What happens to each room, in log order: made (from the statement's `created`), deleted (alone
 * or with its semester), and its bed moves (as applyBedsLeft makes them), numbered per room. A
 * move that must find its room (a booking, a decision taking or freeing a bed) and a student's
 * deletion, which frees the bed only if the room is there, differ in `must`.
 */
const lifecycle = (log: FoldLog) => `
  SELECT room_id, tx, pos, event_id, kind, move, must, row_number() OVER (PARTITION BY room_id ORDER BY tx, pos) AS ord FROM (
    SELECT room_id, tx, pos, event_id, 'create' AS kind, 0 AS move, true AS must FROM created AS c
    UNION ALL
    SELECT room_id, tx, pos, event_id, 'delete', 0, false FROM ${DELETED.from(log)} AS d
    UNION ALL
    SELECT k #>> '{}', tx, pos, event_id, 'delete', 0, false
      FROM ${SEMESTER_DELETED.from(log)} AS s, jsonb_array_elements(room_ids) AS k
    UNION ALL
    SELECT room_id, tx, pos, event_id, 'move', -1, true FROM ${BOOKED.from(log)} AS b
    UNION ALL
    SELECT room_id, tx, pos, event_id, 'move', CASE event_type WHEN 'PaymentApproved' THEN -1 ELSE 1 END, true
      FROM ${DECIDED.from(log)} AS p
     WHERE CASE event_type WHEN 'PaymentApproved' THEN bed_taken ELSE bed_released END = 'true'
    UNION ALL
    SELECT k->>'room_id', tx, pos, event_id, 'move', 1, false
      FROM ${USER_DELETED.from(log)} AS u, jsonb_array_elements(released_bookings) AS k
  ) AS happened`;

const LIVE_BEFORE = '(last_create IS NOT NULL AND (last_delete IS NULL OR last_create > last_delete))';

/**
 * Rooms as the last making of each leaves them, when nothing deleted them after, with beds_left
 * the capacity plus every move since. A log `apply` refuses (a room made twice over, a bed moved
 * in a room that is not there) is declined before anything is written.
 */
const insertRooms = (log: FoldLog) => `
  WITH created AS MATERIALIZED ${CREATED.from(log)},
  seen AS MATERIALIZED (
    SELECT *, max(ord) FILTER (WHERE kind = 'create') OVER before AS last_create,
              max(ord) FILTER (WHERE kind = 'delete') OVER before AS last_delete,
              max(ord) FILTER (WHERE kind = 'create') OVER room AS final_create,
              max(ord) FILTER (WHERE kind = 'delete') OVER room AS final_delete
      FROM (${lifecycle(log)}) AS l
    WINDOW room AS (PARTITION BY room_id),
           before AS (PARTITION BY room_id ORDER BY ord ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)),
  refused AS (
    SELECT event_id FROM seen
     WHERE (kind = 'create' AND (room_id IS NULL OR ${LIVE_BEFORE})) OR (kind = 'move' AND must AND NOT ${LIVE_BEFORE})),
  made AS (
    SELECT room_id, event_id FROM seen
     WHERE kind = 'create' AND ord = final_create AND (final_delete IS NULL OR final_create > final_delete)),
  moved AS (SELECT room_id, sum(move) AS moved FROM seen WHERE kind = 'move' AND ord > final_create GROUP BY room_id)
  INSERT INTO rooms (id, semester_id, room_type_id, room_type, floor, room_status, gender, room_capacity, room_number,
                     price_per_bed, availability_duration, description, beds_left, created_at)
  SELECT c.room_id, c.semester_id, c.room_type_id, c.room_type, c.floor, c.room_status, c.gender, c.room_capacity::integer,
         c.room_number, c.price_per_bed::numeric, c.availability_duration, c.description,
         c.room_capacity::integer + coalesce(m.moved, 0), c.at::timestamptz
    FROM made JOIN created AS c ON c.event_id = made.event_id
    LEFT JOIN moved AS m ON m.room_id = made.room_id
   WHERE (SELECT count(fold_declines(event_id)) FROM refused) = 0`;

async function foldRooms(tx: Tx, log: FoldLog) {
  await tx.unsafe(`INSERT INTO room_types (id, name)
    SELECT room_type_id, name FROM ${TYPE_CREATED.from(log)} AS t`);
  await tx.unsafe(insertRooms(log));
  await tx.unsafe(insertRoomJson('rooms'));
  await recountRooms(tx, null);
}

export const foldRoomsInDatabase = foldWhenPlain([TYPE_CREATED, CREATED, DELETED, SEMESTER_DELETED, BOOKED, DECIDED, USER_DELETED], foldRooms);
