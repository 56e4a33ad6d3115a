-- Every message queued to a student, as the office and the student read it, and as the senders
-- find what is due. lease_until: while sending, until when the attempt is the claiming server's.
CREATE TABLE notifications (
  id                  text PRIMARY KEY,
  cause_id            text NOT NULL,
  booking_id          text NOT NULL,
  user_id             text NOT NULL,
  channel             text NOT NULL,
  "to"                text NOT NULL,
  kind                text NOT NULL,
  subject             text,
  text                text NOT NULL,
  status              text NOT NULL,
  attempts            integer NOT NULL,
  provider            text,
  provider_message_id text,
  last_answer         text,
  queued_at           timestamptz NOT NULL,
  sent_at             timestamptz,
  next_attempt_at     timestamptz,
  lease_until         timestamptz,
  resend_of           text,
  updated_at          timestamptz NOT NULL
);
-- The office's list: failed first, then retrying, then newest.
CREATE INDEX notifications_listing ON notifications ((CASE status WHEN 'failed' THEN 0 WHEN 'retrying' THEN 1 ELSE 2 END), queued_at DESC, id);
CREATE INDEX notifications_by_booking ON notifications (booking_id, queued_at DESC);
-- Whether a cause (a hold's reminder for its deadline) has its messages already.
CREATE INDEX notifications_by_cause ON notifications (cause_id);
CREATE INDEX notifications_by_user ON notifications (user_id, queued_at DESC, id);
-- What the senders look for: anything not yet sent nor given up.
CREATE INDEX notifications_open ON notifications (queued_at, id) WHERE status IN ('queued', 'sending', 'retrying');
