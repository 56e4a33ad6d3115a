-- Each room's JSON as the room lists send it (api/rooms/roomListJson.ts), kept beside the room
-- instead of written on every read: a student's look at the rooms with a bed left wrote ~150
-- rooms' JSON each time, 1.6 ms of the database's time, most of it formatting prices and dates.
-- Only beds_left moves after a room is made, so room_json keeps the text before it (head, ending
-- in "beds_left":) and the text after it (tail); a list joins head || beds_left || tail. Keys and
-- values are exactly those JSON.stringify gives for the row the driver reads (ROOM_COLUMNS'
-- order; money as float8, whose shortest exact digits are JavaScript's; created_at as
-- toISOString() writes it), as tests/integration/rooms.listJson checks byte for byte.
--
-- A table of its own, written once per room, rather than generated columns on rooms: those made
-- every beds_left update carry the wider row, and a rebuild of a million events 4-6 s slower.
CREATE FUNCTION room_json_head(
  id text, semester_id text, room_type_id text, room_type text, floor text, room_status text,
  gender text, room_capacity integer, room_number text, price_per_bed numeric,
  availability_duration text, description text
) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE RETURN concat(
  '{"id":', to_json(id), ',"semester_id":', to_json(semester_id), ',"room_type_id":', to_json(room_type_id),
  ',"room_type":', to_json(room_type), ',"floor":', to_json(floor), ',"room_status":', to_json(room_status),
  ',"gender":', to_json(gender), ',"room_capacity":', room_capacity, ',"room_number":', to_json(room_number),
  ',"price_per_bed":', price_per_bed::float8, ',"availability_duration":', to_json(availability_duration),
  ',"description":', to_json(description), ',"beds_left":');

CREATE FUNCTION room_json_tail(created_at timestamptz) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE
RETURN concat(',"created_at":"', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '"}');

CREATE TABLE room_json (
  id   text PRIMARY KEY,
  head text NOT NULL,
  tail text NOT NULL
);

INSERT INTO room_json (id, head, tail)
SELECT id, room_json_head(id, semester_id, room_type_id, room_type, floor, room_status, gender, room_capacity,
                          room_number, price_per_bed, availability_duration, description),
       room_json_tail(created_at)
  FROM rooms;
