-- Room types, and rooms with the beds they have left. The CHECK on beds_left is the last word
-- on overbooking: two bookings racing for the last bed cannot both commit.
CREATE TABLE room_types (
  id   text PRIMARY KEY,
  name text NOT NULL
);
CREATE UNIQUE INDEX room_types_name_unique ON room_types (lower(name));

CREATE TABLE rooms (
  id                    text PRIMARY KEY,
  semester_id           text NOT NULL,
  room_type_id          text NOT NULL,
  room_type             text NOT NULL,
  floor                 text NOT NULL,
  room_status           text NOT NULL,
  gender                text NOT NULL,
  room_capacity         integer NOT NULL,
  room_number           text NOT NULL,
  price_per_bed         numeric(12, 2) NOT NULL,
  availability_duration text NOT NULL,
  description           text NOT NULL,
  beds_left             integer NOT NULL,
  created_at            timestamptz NOT NULL,
  -- Set while the room is out of service (repairs): not bookable, its bookings untouched.
  out_of_service_reason text,
  out_of_service_since  timestamptz,
  CONSTRAINT rooms_capacity_range CHECK (room_capacity BETWEEN 1 AND 6),
  CONSTRAINT rooms_beds_left_in_range CHECK (beds_left >= 0 AND beds_left <= room_capacity)
);
CREATE UNIQUE INDEX rooms_number_unique_in_semester ON rooms (semester_id, lower(room_number));
CREATE INDEX rooms_by_type ON rooms (room_type_id, semester_id);
-- The room lists' order (ROOM_NUMBER_ORDER in rooms.queries.ts), written exactly as the query
-- writes it so that a page of rooms reads ten index entries instead of sorting every room. The
-- collation (migrations/007_room_number_order.sql) orders the numbers in them as numbers.
CREATE INDEX rooms_by_number ON rooms ((room_number COLLATE public.room_number), id);
CREATE INDEX rooms_by_semester_number ON rooms (semester_id, (room_number COLLATE public.room_number), id);
-- Manage Rooms' search, the start of a number in any case (filterSql in rooms.queries.ts):
-- text_pattern_ops lets a LIKE prefix read a range of it, whatever the database's collation.
CREATE INDEX rooms_by_number_prefix ON rooms (lower(room_number) text_pattern_ops);
