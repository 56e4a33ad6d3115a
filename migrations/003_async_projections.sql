-- Async read models: they follow the log behind a checkpoint (projection_checkpoints).

-- Semester statistics: the facts the stats fold needs, one row per room and per booking.
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

-- Payment history: every approval and rejection with who, when, and the status before and after.
CREATE TABLE payment_history (
  event_id     text PRIMARY KEY,
  position     bigint NOT NULL,
  booking_id   text NOT NULL,
  semester_id  text NOT NULL,
  student_id   text NOT NULL,
  student_name text NOT NULL,
  room_id      text NOT NULL,
  room_number  text NOT NULL,
  amount       numeric(12, 2) NOT NULL,
  decision     text NOT NULL,
  from_status  text NOT NULL,
  to_status    text NOT NULL,
  actor_id     text,
  actor_name   text NOT NULL,
  at           timestamptz NOT NULL
);
CREATE INDEX payment_history_newest_first ON payment_history (at DESC, position DESC);
CREATE INDEX payment_history_by_booking ON payment_history (booking_id, position);

-- What the payment history needs to name people and rooms, kept by the same projection.
CREATE TABLE payment_history_bookings (
  booking_id  text PRIMARY KEY,
  student_id  text NOT NULL,
  full_name   text NOT NULL,
  room_number text NOT NULL
);
CREATE TABLE payment_history_people (
  user_id text PRIMARY KEY,
  name    text NOT NULL
);
