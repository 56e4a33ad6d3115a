-- Each room's JSON as the room lists send it (api/rooms/roomListJson.ts), kept with the room
-- instead of written on every read: a student's look at the rooms with a bed left wrote ~150
-- rooms' JSON each time, 1.6 ms of the database's time, most of it formatting prices and dates.
-- Only beds_left moves after a room is made, so the JSON is kept as the text before it
-- (json_head, ending in "beds_left":) and the text after it (json_tail); a list joins
-- json_head || beds_left || json_tail. Keys and values are exactly those JSON.stringify gives for
-- the row the driver reads (ROOM_COLUMNS' order; money as float8, whose shortest exact digits
-- are JavaScript's; created_at as toISOString() writes it), as tests/integration/rooms.listJson
-- checks byte for byte.
--
-- Generated columns want IMMUTABLE expressions; to_json and to_char are only STABLE because some
-- types' text depends on settings (DateStyle, TimeZone), which these calls do not use (text,
-- integers, float8 at the default extra_float_digits, and a UTC timestamp with an explicit
-- pattern). Generated columns also travel with the table's copy a rebuild makes.
CREATE FUNCTION room_json_head(
  id text, semester_id text, room_type_id text, room_type text, floor text, room_status text,
  gender text, room_capacity integer, room_number text, price_per_bed numeric,
  availability_duration text, description text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN concat(
  '{"id":', to_json(id), ',"semester_id":', to_json(semester_id), ',"room_type_id":', to_json(room_type_id),
  ',"room_type":', to_json(room_type), ',"floor":', to_json(floor), ',"room_status":', to_json(room_status),
  ',"gender":', to_json(gender), ',"room_capacity":', room_capacity, ',"room_number":', to_json(room_number),
  ',"price_per_bed":', price_per_bed::float8, ',"availability_duration":', to_json(availability_duration),
  ',"description":', to_json(description), ',"beds_left":');

CREATE FUNCTION room_json_tail(created_at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN concat(',"created_at":"', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '"}');

ALTER TABLE rooms
  ADD COLUMN json_head text GENERATED ALWAYS AS (room_json_head(id, semester_id, room_type_id, room_type, floor,
    room_status, gender, room_capacity, room_number, price_per_bed, availability_duration, description)) STORED,
  ADD COLUMN json_tail text GENERATED ALWAYS AS (room_json_tail(created_at)) STORED;
