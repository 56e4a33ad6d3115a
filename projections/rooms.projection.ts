import { applyBedsLeft, BED_EVENT_TYPES } from '../api/bookings/bedsLeft.ts';
import { ROOM_EVENT_TYPES, type RoomCreated, type RoomDeleted, type RoomTypeCreated } from '../api/rooms/rooms.events.ts';
import { COUNTED_ROOM, countRoomChanges, recountRooms, type CountedRoom } from '../api/rooms/roomCounts.ts';
import { insertRoomJson } from '../api/rooms/roomJson.ts';
import type { SemesterDeleted } from '../api/semesters/semesters.events.ts';
import type { Projection } from './projection.ts';
import { applyInRuns } from './batch/runs.ts';
import { foldsIntoRooms, writeRoomsRun } from './batch/rooms.batch.ts';
import { keyOf } from './batch/params.ts';
import { foldRoomsInDatabase } from './inDatabase/rooms.inDatabase.ts';

type Handled = RoomTypeCreated | RoomCreated | RoomDeleted | SemesterDeleted;
const BED_EVENTS: readonly string[] = BED_EVENT_TYPES;

const deleted = (rooms: CountedRoom[]) => rooms.map((before) => ({ before, after: null }));

/**
 * Room types, rooms with their `beds_left` and their JSON (room_json, api/rooms/roomJson.ts), and
 * the rooms list's counters (room_counts). Bed
 * events are delegated to applyBedsLeft, whose update is checked by the table's CHECK: that is
 * the overbooking guard, so it runs inline.
 */
export const roomsProjection: Projection = {
  name: 'rooms',
  version: 1,
  mode: 'inline',
  handles: [...ROOM_EVENT_TYPES, 'SemesterDeleted', ...BED_EVENT_TYPES],
  tables: ['room_types', 'rooms', 'room_json', 'room_counts'],
  apply: async (db, stored) => {
    if (BED_EVENTS.includes(stored.type)) return applyBedsLeft(db, stored);
    const event = { type: stored.type, data: stored.data } as Handled;
    switch (event.type) {
      case 'RoomTypeCreated':
        await db`INSERT INTO room_types (id, name) VALUES (${event.data.room_type_id}, ${event.data.name})`;
        return;
      case 'RoomCreated': {
        const d = event.data;
        const made = await db<CountedRoom[]>`
          WITH made AS (
            INSERT INTO rooms (id, semester_id, room_type_id, room_type, floor, room_status, gender, room_capacity,
                               room_number, price_per_bed, availability_duration, description, beds_left, created_at)
            VALUES (${d.room_id}, ${d.semester_id}, ${d.room_type_id}, ${d.room_type}, ${d.floor}, ${d.room_status},
                    ${d.gender}, ${d.room_capacity}, ${d.room_number}, ${d.price_per_bed}, ${d.availability_duration},
                    ${d.description}, ${d.room_capacity}, ${d.at})
            RETURNING *),
          json AS (${db.unsafe(insertRoomJson('made'))})
          SELECT ${db.unsafe(COUNTED_ROOM)} FROM made`;
        await countRoomChanges(db, made.map((after) => ({ before: null, after })));
        return;
      }
      case 'RoomDeleted':
        await countRoomChanges(db, deleted(await db<CountedRoom[]>`
          WITH json AS (DELETE FROM room_json WHERE id = ${event.data.room_id})
          DELETE FROM rooms WHERE id = ${event.data.room_id} RETURNING ${db.unsafe(COUNTED_ROOM)}`));
        return;
      case 'SemesterDeleted':
        if (event.data.room_ids.length === 0) return;
        await countRoomChanges(db, deleted(await db<CountedRoom[]>`
          WITH json AS (DELETE FROM room_json WHERE id = ANY(${event.data.room_ids}))
          DELETE FROM rooms WHERE id = ANY(${event.data.room_ids}) RETURNING ${db.unsafe(COUNTED_ROOM)}`));
        return;
    }
  },
  // Runs make rooms and move beds without counting them, so the semesters of the rooms they
  // touched are counted again once the batch is in. A deletion in the batch counted its room out
  // of counters the runs before it had not moved yet: then every semester is counted again.
  applyBatch: async (db, events) => {
    await applyInRuns(db, events, { folds: foldsIntoRooms, writeRun: writeRoomsRun, apply: roomsProjection.apply });
    const touched = events.map((e) => keyOf(e.data.room_id)).filter((id) => id !== null);
    await recountRooms(db, events.every(foldsIntoRooms) ? touched : null);
  },
  foldInDatabase: foldRoomsInDatabase,
};
