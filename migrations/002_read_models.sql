-- Inline read models: written in the same transaction as the events behind them, rebuilt from
-- the log by `npm run projections:rebuild`. No foreign keys between them: each is rebuilt alone.
-- The CHECKs and unique indexes are the consistency rules of DESIGN.md; their names are
-- mapped to 409 messages in api/http/constraintMessages.ts.

CREATE TABLE users (
  id            text PRIMARY KEY,
  fname         text NOT NULL,
  lname         text NOT NULL,
  phone_number  text NOT NULL,
  email         text NOT NULL,
  password_hash text NOT NULL,
  gender        text NOT NULL,
  country       text NOT NULL,
  program       text,
  role          text NOT NULL,
  user_type     text NOT NULL,
  created_at    timestamptz NOT NULL,
  deleted_at    timestamptz
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email)) WHERE deleted_at IS NULL;
CREATE INDEX users_listing ON users (created_at DESC, id) WHERE deleted_at IS NULL;

CREATE TABLE revoked_tokens (
  jti        text PRIMARY KEY,
  user_id    text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE semesters (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  description text NOT NULL,
  start_date  date NOT NULL,
  end_date    date NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  CONSTRAINT semesters_dates_ordered CHECK (start_date < end_date)
);
CREATE INDEX semesters_newest_first ON semesters (start_date DESC, id);

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
  CONSTRAINT rooms_capacity_range CHECK (room_capacity BETWEEN 1 AND 6),
  CONSTRAINT rooms_beds_left_in_range CHECK (beds_left >= 0 AND beds_left <= room_capacity)
);
CREATE UNIQUE INDEX rooms_number_unique_in_semester ON rooms (semester_id, lower(room_number));
CREATE INDEX rooms_listing ON rooms (semester_id, room_number);
CREATE INDEX rooms_by_type ON rooms (room_type_id, semester_id);

CREATE TABLE bookings (
  id                               text PRIMARY KEY,
  user_id                          text NOT NULL,
  semester_id                      text NOT NULL,
  room_id                          text NOT NULL,
  room_type_id                     text NOT NULL,
  room_type                        text NOT NULL,
  room_number                      text NOT NULL,
  full_name                        text NOT NULL,
  index_number                     text NOT NULL,
  gender                           text NOT NULL,
  dob                              date NOT NULL,
  marital_status                   text NOT NULL,
  nationality                      text NOT NULL,
  program_of_study                 text NOT NULL,
  phone_number                     text NOT NULL,
  email_address                    text NOT NULL,
  house_address                    text NOT NULL,
  emergency_contact_name           text NOT NULL,
  emergency_contact_relationship   text NOT NULL,
  emergency_contact_phone_number   text NOT NULL,
  emergency_contact_house_address  text NOT NULL,
  check_in_date                    date NOT NULL,
  length_of_stay                   integer NOT NULL,
  medical_condition                text,
  amount_paid                      numeric(12, 2) NOT NULL,
  payment_status                   text NOT NULL,
  booked_by                        text NOT NULL,
  created_at                       timestamptz NOT NULL,
  updated_at                       timestamptz NOT NULL,
  CONSTRAINT bookings_payment_status_known CHECK (payment_status IN ('pending', 'paid', 'unpaid'))
);
-- A pending or paid booking holds a bed; a student holds at most one per semester.
CREATE UNIQUE INDEX bookings_one_active_per_student ON bookings (user_id, semester_id)
  WHERE payment_status IN ('pending', 'paid');
CREATE INDEX bookings_newest_first ON bookings (created_at DESC, id);
CREATE INDEX bookings_by_user ON bookings (user_id, created_at DESC);
CREATE INDEX bookings_by_room ON bookings (room_id);

-- Operational, not domain state: failed sign-ins for rate limiting. Kept out of the event log
-- so that an attacker hammering the login cannot grow the history.
CREATE TABLE login_failures (
  email text NOT NULL,
  at    timestamptz NOT NULL
);
CREATE INDEX login_failures_recent ON login_failures (lower(email), at DESC);
