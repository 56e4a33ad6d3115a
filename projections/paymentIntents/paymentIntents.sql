-- Every payment started online, where it stands (pending until the provider's word confirms it),
-- what the provider says was paid and how, and for the office's queue of unmatched payments why
-- it waits (review: mismatch or late) and what was decided (status reheld or refunded).
CREATE TABLE payment_intents (
  reference          text PRIMARY KEY,
  booking_id         text NOT NULL,
  user_id            text NOT NULL,
  semester_id        text NOT NULL,
  provider           text NOT NULL,
  amount             numeric(12, 2) NOT NULL,
  currency           text NOT NULL,
  authorization_url  text,
  status             text NOT NULL,
  paid_amount        numeric(12, 2),
  paid_currency      text,
  channel            text,
  bank               text,
  provider_status    text,
  review             text,
  booking_status     text,
  resolution_reason  text,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  CONSTRAINT payment_intents_status_known
    CHECK (status IN ('pending', 'confirmed', 'failed', 'mismatch', 'late', 'reheld', 'refunded'))
);
CREATE INDEX payment_intents_by_booking ON payment_intents (booking_id, created_at DESC);
CREATE INDEX payment_intents_pending ON payment_intents (created_at) WHERE status = 'pending';
CREATE INDEX payment_intents_reviewed ON payment_intents (updated_at DESC) WHERE review IS NOT NULL;
