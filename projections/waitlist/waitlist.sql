-- The waitlist: one row per student and semester (their latest place), and every offer made.
-- The line's order is by joined_at, then the WaitlistJoined event's place in the log
-- (joined_position), kept in the row so that the next in line is read off the index.
CREATE TABLE waitlist (
  id              text PRIMARY KEY,
  semester_id     text NOT NULL,
  user_id         text NOT NULL,
  full_name       text NOT NULL,
  gender          text NOT NULL,
  room_type_id    text,
  room_type       text,
  joined_at       timestamptz NOT NULL,
  joined_position bigint NOT NULL,
  status          text NOT NULL,
  lapses          integer NOT NULL,
  declines        integer NOT NULL,
  offer_id        text
);
CREATE INDEX waitlist_line ON waitlist (semester_id, gender, joined_at, joined_position) WHERE status IN ('waiting', 'offered');
CREATE INDEX waitlist_of_user ON waitlist (user_id);

CREATE TABLE waitlist_offers (
  id            text PRIMARY KEY,
  semester_id   text NOT NULL,
  user_id       text NOT NULL,
  room_id       text NOT NULL,
  room_number   text NOT NULL,
  room_type     text NOT NULL,
  price_per_bed numeric(12, 2) NOT NULL,
  made_at       timestamptz NOT NULL,
  made_event_id text NOT NULL,
  expires_at    timestamptz NOT NULL,
  outcome       text NOT NULL,
  ended_at      timestamptz,
  booking_id    text,
  why           jsonb NOT NULL
);
CREATE INDEX waitlist_offers_due ON waitlist_offers (expires_at) WHERE outcome = 'open';
CREATE INDEX waitlist_offers_of_semester ON waitlist_offers (semester_id, made_at DESC);
