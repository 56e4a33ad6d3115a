-- The rooms list's counters, kept by the rooms projection (api/rooms/roomCounts.ts) instead of
-- counted over the semester's rooms on every request of the most read page there is. Each
-- semester's counts are split over 16 shards by the last character of the room id, so bookings
-- filling rooms at the same moment rarely wait on one row; readers add the shards up. A shard
-- has a row exactly while it has rooms. Filled here from the rooms already projected.
CREATE TABLE room_counts (
  semester_id            text NOT NULL,
  shard                  integer NOT NULL,
  total_rooms            integer NOT NULL,
  occupied_rooms         integer NOT NULL,
  available_rooms_male   integer NOT NULL,
  available_rooms_female integer NOT NULL,
  PRIMARY KEY (semester_id, shard)
);

INSERT INTO room_counts
SELECT semester_id,
       ascii(right(id, 1)) % 16,
       count(*),
       count(*) FILTER (WHERE beds_left = 0 OR room_status = 'occupied'),
       count(*) FILTER (WHERE gender = 'male' AND beds_left > 0 AND room_status = 'available'),
       count(*) FILTER (WHERE gender = 'female' AND beds_left > 0 AND room_status = 'available')
  FROM rooms
 GROUP BY 1, 2;
