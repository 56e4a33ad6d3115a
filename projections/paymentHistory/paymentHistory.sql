-- Every payment decision with who took it, when, on which booking, student and room, the amount
-- and the status before and after, and the reason given for a rejection or revocation.
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
  reason       text,
  from_status  text NOT NULL,
  to_status    text NOT NULL,
  actor_id     text,
  actor_name   text NOT NULL,
  at           timestamptz NOT NULL,
  -- What an approved cancellation gives back to the student; null for every other row.
  refund_amount numeric(12, 2)
);
CREATE INDEX payment_history_newest_first ON payment_history (at DESC, position DESC);
CREATE INDEX payment_history_by_booking ON payment_history (booking_id, position);

-- What the history needs to name students, rooms and staff, kept by the same read model so that a
-- rebuild gives the same names.
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
