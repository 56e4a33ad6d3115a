-- The facts of a semester's statistics (summary.ts), one row per room and per booking.
CREATE TABLE stats_rooms (
  room_id     text PRIMARY KEY,
  semester_id text NOT NULL,
  gender      text NOT NULL,
  room_type   text NOT NULL,
  capacity    integer NOT NULL
);
CREATE INDEX stats_rooms_by_semester ON stats_rooms (semester_id);

CREATE TABLE stats_bookings (
  booking_id  text PRIMARY KEY,
  semester_id text NOT NULL,
  room_id     text NOT NULL,
  status      text NOT NULL,
  released    boolean NOT NULL DEFAULT false,
  amount      numeric(12, 2) NOT NULL,
  booked_at   timestamptz NOT NULL,
  decided_at  timestamptz
);
CREATE INDEX stats_bookings_by_semester ON stats_bookings (semester_id);
