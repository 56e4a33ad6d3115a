import { applyBedsLeft, BED_EVENT_TYPES } from '../api/bookings/bedsLeft.ts';
import { ROOM_EVENT_TYPES, type RoomCreated, type RoomDeleted, type RoomTypeCreated } from '../api/rooms/rooms.events.ts';
import type { SemesterDeleted } from '../api/semesters/semesters.events.ts';
import type { Projection } from './projection.ts';
import { applyInRuns } from './batch/runs.ts';
import { foldsIntoRooms, writeRoomsRun } from './batch/rooms.batch.ts';

type Handled = RoomTypeCreated | RoomCreated | RoomDeleted | SemesterDeleted;
const BED_EVENTS: readonly string[] = BED_EVENT_TYPES;

/**
 * Room types and rooms with their `beds_left`. Bed events are delegated to applyBedsLeft, whose
 * update is checked by the table's CHECK: that is the overbooking guard, so it runs inline.
 */
export const roomsProjection: Projection = {
  name: 'rooms',
  version: 1,
  mode: 'inline',
  handles: [...ROOM_EVENT_TYPES, 'SemesterDeleted', ...BED_EVENT_TYPES],
  tables: ['room_types', 'rooms'],
  apply: async (db, stored) => {
    if (BED_EVENTS.includes(stored.type)) return applyBedsLeft(db, stored);
    const event = { type: stored.type, data: stored.data } as Handled;
    switch (event.type) {
      case 'RoomTypeCreated':
        await db`INSERT INTO room_types (id, name) VALUES (${event.data.room_type_id}, ${event.data.name})`;
        return;
      case 'RoomCreated': {
        const d = event.data;
        await db`INSERT INTO rooms (id, semester_id, room_type_id, room_type, floor, room_status, gender, room_capacity,
                                    room_number, price_per_bed, availability_duration, description, beds_left, created_at)
                 VALUES (${d.room_id}, ${d.semester_id}, ${d.room_type_id}, ${d.room_type}, ${d.floor}, ${d.room_status},
                         ${d.gender}, ${d.room_capacity}, ${d.room_number}, ${d.price_per_bed}, ${d.availability_duration},
                         ${d.description}, ${d.room_capacity}, ${d.at})`;
        return;
      }
      case 'RoomDeleted':
        await db`DELETE FROM rooms WHERE id = ${event.data.room_id}`;
        return;
      case 'SemesterDeleted':
        if (event.data.room_ids.length) await db`DELETE FROM rooms WHERE id = ANY(${event.data.room_ids})`;
        return;
    }
  },
  applyBatch: (db, events) => applyInRuns(db, events, { folds: foldsIntoRooms, writeRun: writeRoomsRun, apply: roomsProjection.apply }),
};
