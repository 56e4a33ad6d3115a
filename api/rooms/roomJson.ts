/**
 * Each room's JSON, kept in room_json when the room is made (migrations/006_room_json.sql) and
 * joined around its beds_left by the room lists (roomListJson.ts).
 */

/** `INSERT INTO room_json …` from the rooms a statement made, named `source` in its WITH. */
export const insertRoomJson = (source: string) => `INSERT INTO room_json (id, head, tail)
  SELECT id, room_json_head(id, semester_id, room_type_id, room_type, floor, room_status, gender, room_capacity,
                            room_number, price_per_bed, availability_duration, description),
         room_json_tail(created_at)
    FROM ${source}`;

/** A room's JSON text, in a query over `rooms JOIN room_json USING (id)`. */
export const ROOM_JSON = `room_json.head || rooms.beds_left || room_json.tail`;
