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
  decided_at  timestamptz,
  -- Cancelled by its student (at once, or approved by the office), and what of its payment the
  -- hostel kept: what was paid less the refund; 0 for every other booking.
  cancelled   boolean NOT NULL DEFAULT false,
  kept        numeric(12, 2) NOT NULL DEFAULT 0
);
CREATE INDEX stats_bookings_by_semester ON stats_bookings (semester_id);
