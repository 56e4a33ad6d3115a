import type { Db, Tx } from '../../api/db/connect.ts';
import { ReadModelRefusal, type WrittenEvent } from '../../api/eventStore/types.ts';
import { RELEASING_DECISIONS } from '../../api/bookings/bookings.events.ts';
import { ROOM_EVENT_TYPES } from '../../api/rooms/rooms.events.ts';
import { OFFER_ENDINGS } from '../../api/waitlist/waitlist.events.ts';
import { columnsOf, definitionOf, insertRow, rowOf, updateRow, type InlineProjection } from '../projection.ts';

const ROOM_TYPE = rowOf('room_types', { id: 'room_type_id' });
const ROOM = rowOf('rooms', { id: 'room_id', beds_left: 'room_capacity', created_at: 'at' });

const BED_EVENTS = [
  'BedBooked',
  'PaymentApproved',
  ...RELEASING_DECISIONS,
  'UserDeleted',
  'BookingMoved',
  'WaitlistOfferMade',
  ...OFFER_ENDINGS,
];
const definition = definitionOf(import.meta.url, 'rooms.sql');
const ROOM_COLUMNS = columnsOf(definition.definition, 'rooms');

/** A bed an event takes (-1) or gives back (+1), by room; a bed taken needs the room, in service. */
type BedMove = { roomId: string; move: -1 | 1; taken: boolean };

function bedMoves(event: WrittenEvent): BedMove[] {
  const d = event.data;
  switch (event.type) {
    // An accepted offer's booking keeps the bed the offer took.
    case 'BedBooked':
      return d.offer_id ? [] : [{ roomId: d.room_id, move: -1, taken: true }];
    // A waitlist offer holds a bed as a booking does, until it is accepted, declined, lapses, is given up or withdrawn.
    case 'WaitlistOfferMade':
      return [{ roomId: d.room_id, move: -1, taken: true }];
    case 'WaitlistOfferDeclined':
    case 'WaitlistOfferLapsed':
    case 'WaitlistOfferWithdrawn':
    case 'WaitlistLeft':
      return d.room_id ? [{ roomId: d.room_id, move: 1, taken: false }] : [];
    case 'PaymentApproved':
      return d.bed_taken ? [{ roomId: d.room_id, move: -1, taken: true }] : [];
    case 'PaymentRejected':
    case 'PaymentRevoked':
    case 'BookingExpired':
    case 'BookingCancelled':
    case 'CancellationApproved':
      return d.bed_released ? [{ roomId: d.room_id, move: 1, taken: false }] : [];
    case 'UserDeleted':
      return (d.released_bookings ?? []).map((b: { room_id: string }) => ({ roomId: b.room_id, move: 1, taken: false }));
    // Both rooms in the order of their ids, as every move locks them: two moves crossing between
    // the same rooms wait for each other instead of each holding the room the other needs.
    case 'BookingMoved':
      return [
        { roomId: d.from_room_id, move: 1 as const, taken: false },
        { roomId: d.to_room_id, move: -1 as const, taken: true },
      ].sort((a, b) => (a.roomId < b.roomId ? -1 : 1));
    default:
      return [];
  }
}

/**
 * Room types, and rooms with their beds left, moved in the booking's own transaction, where the
 * table's CHECK refuses a bed the room no longer has: a bed is taken only in a room that is there
 * and in service, and a booking or decision on a room deleted or taken out of service meanwhile
 * is refused. An edit of the capacity moves the beds left by as much, under the same CHECK. A
 * booking moved to another room gives its old room a bed back and takes one of the new room.
 */
export const roomsProjection: InlineProjection = {
  name: 'rooms',
  version: 6,
  mode: 'inline',
  handles: [...ROOM_EVENT_TYPES, 'SemesterDeleted', ...BED_EVENTS],
  ...definition,
  apply: async (db, event) => {
    const d = event.data;
    switch (event.type) {
      case 'RoomTypeCreated':
        await insertRow(db, ROOM_TYPE, d);
        return;
      case 'RoomCreated':
        await insertRow(db, ROOM, d);
        return;
      case 'RoomUpdated':
        await updateRow(
          db,
          'rooms',
          ROOM_COLUMNS,
          `r.id = $1->>'room_id'`,
          d,
          `jsonb_build_object('beds_left', r.beds_left + ($1->>'room_capacity')::int - r.room_capacity)`,
        );
        return;
      case 'RoomTakenOutOfService':
        await db`UPDATE rooms SET out_of_service_reason = ${d.reason}, out_of_service_since = ${d.at} WHERE id = ${d.room_id}`;
        return;
      case 'RoomReturnedToService':
        await db`UPDATE rooms SET out_of_service_reason = NULL, out_of_service_since = NULL WHERE id = ${d.room_id}`;
        return;
      case 'RoomDeleted':
        await db`DELETE FROM rooms WHERE id = ${d.room_id}`;
        return;
      case 'SemesterDeleted':
        await db`DELETE FROM rooms WHERE id = ANY(${d.room_ids})`;
        return;
    }
    for (const move of bedMoves(event)) await moveBeds(db, move);
  },
  fold: foldRooms,
};

async function moveBeds(db: Db, { roomId, move, taken }: BedMove) {
  const inService = taken ? db`AND out_of_service_reason IS NULL` : db``;
  const moved = await db`UPDATE rooms SET beds_left = beds_left + ${move} WHERE id = ${roomId} ${inService} RETURNING 1`;
  if (moved.length === 0 && taken) throw new ReadModelRefusal('rooms_room_open');
}

/**
 * The rooms of a log in which a room is made once (ids are never reused); anything else is
 * declined. A room lives unless it was deleted, alone or with its semester; it has the fields of
 * its last edit, the out-of-service state of the last event that set it, and its capacity less
 * the beds taken and given back since it was made.
 */
export async function foldRooms(tx: Tx, log: string): Promise<boolean> {
  const [{ remade }] = await tx.unsafe(`
    SELECT EXISTS (SELECT 1 FROM ${log} e WHERE event_type = 'RoomCreated' GROUP BY data->>'room_id' HAVING count(*) > 1) AS remade`);
  if (remade) return false;
  await tx.unsafe(`
    INSERT INTO room_types SELECT t.* FROM ${log} e CROSS JOIN LATERAL ${ROOM_TYPE.from('e.data')} AS t
     WHERE e.event_type = 'RoomTypeCreated'`);
  const lastOf = (types: string) => `
    SELECT DISTINCT ON (data->>'room_id') data->>'room_id' AS id, event_type, data FROM ${log} e
     WHERE event_type IN (${types}) ORDER BY data->>'room_id', transaction_id DESC, global_position DESC`;
  await tx.unsafe(`
    WITH deleted AS (
           SELECT data->>'room_id' AS id FROM ${log} e WHERE event_type = 'RoomDeleted'
           UNION ALL
           SELECT jsonb_array_elements_text(data->'room_ids') FROM ${log} e WHERE event_type = 'SemesterDeleted'),
         moves AS (
           SELECT data->>'room_id' AS id, -1 AS move FROM ${log} e
            WHERE (event_type = 'BedBooked' AND data->>'offer_id' IS NULL) OR event_type = 'WaitlistOfferMade'
               OR (event_type = 'PaymentApproved' AND (data->>'bed_taken')::boolean)
           UNION ALL
           SELECT data->>'room_id', 1 FROM ${log} e
            WHERE event_type IN (${OFFER_ENDINGS.map((t) => `'${t}'`).join(', ')}) AND data->>'room_id' IS NOT NULL
           UNION ALL
           SELECT data->>'room_id', 1 FROM ${log} e
            WHERE event_type IN (${RELEASING_DECISIONS.map((t) => `'${t}'`).join(', ')}) AND (data->>'bed_released')::boolean
           UNION ALL
           SELECT data->>'from_room_id', 1 FROM ${log} e WHERE event_type = 'BookingMoved'
           UNION ALL
           SELECT data->>'to_room_id', -1 FROM ${log} e WHERE event_type = 'BookingMoved'
           UNION ALL
           SELECT k->>'room_id', 1 FROM ${log} e CROSS JOIN LATERAL jsonb_array_elements(coalesce(data->'released_bookings', '[]')) AS k
            WHERE event_type = 'UserDeleted'),
         moved AS (SELECT id, sum(move) AS moved FROM moves GROUP BY id),
         edited AS (${lastOf(`'RoomUpdated'`)}),
         service AS (${lastOf(`'RoomTakenOutOfService', 'RoomReturnedToService'`)})
    INSERT INTO rooms
    SELECT room.* FROM ${log} e
      LEFT JOIN moved ON moved.id = e.data->>'room_id'
      LEFT JOIN edited ON edited.id = e.data->>'room_id'
      LEFT JOIN service ON service.id = e.data->>'room_id' AND service.event_type = 'RoomTakenOutOfService'
      CROSS JOIN LATERAL (SELECT e.data || coalesce(edited.data - 'at', '{}') AS data) AS final
      CROSS JOIN LATERAL ${ROOM.from(
        'e.data',
        `final.data - 'at' || jsonb_build_object(
           'beds_left', (final.data->'room_capacity')::int + coalesce(moved.moved, 0),
           'out_of_service_reason', service.data->'reason', 'out_of_service_since', service.data->'at')`,
      )} AS room
     WHERE e.event_type = 'RoomCreated' AND e.data->>'room_id' NOT IN (SELECT id FROM deleted WHERE id IS NOT NULL)`);
  return true;
}
