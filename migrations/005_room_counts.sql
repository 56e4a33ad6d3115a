-- The rooms list's counters, kept per semester by the rooms projection (api/rooms/roomCounts.ts)
-- instead of counted over the semester's rooms on every request of the most read page there is.
-- A semester has a row exactly while it has rooms. Filled here from the rooms already projected.
CREATE TABLE room_counts (
  semester_id            text PRIMARY KEY,
  total_rooms            integer NOT NULL,
  occupied_rooms         integer NOT NULL,
  available_rooms_male   integer NOT NULL,
  available_rooms_female integer NOT NULL
);

INSERT INTO room_counts
SELECT semester_id,
       count(*),
       count(*) FILTER (WHERE beds_left = 0 OR room_status = 'occupied'),
       count(*) FILTER (WHERE gender = 'male' AND beds_left > 0 AND room_status = 'available'),
       count(*) FILTER (WHERE gender = 'female' AND beds_left > 0 AND room_status = 'available')
  FROM rooms
 GROUP BY semester_id;
