-- The room lists' order (api/rooms/rooms.queries.ts, byRoomNumber): leading digits numerically,
-- then the number as text, then id. Without these the first page of rooms sorted every matching
-- room; with them it reads ten index entries. The expressions must stay exactly as the query
-- writes them for the planner to match them.
CREATE INDEX rooms_by_number ON rooms
  ((substring(room_number from '^[0-9]{1,18}')::bigint), lower(room_number), id);
CREATE INDEX rooms_by_semester_number ON rooms
  (semester_id, (substring(room_number from '^[0-9]{1,18}')::bigint), lower(room_number), id);
