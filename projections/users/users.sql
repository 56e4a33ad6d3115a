-- Accounts and the tokens their owners logged out: the per-request check reads both.
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
  deleted_at    timestamptz,
  active               boolean NOT NULL,
  deactivation_reason  text,
  must_change_password boolean NOT NULL,
  -- Moved on by each event that ends the account's sessions: a token carries the value it was issued under.
  session_generation   integer NOT NULL,
  -- The student's choice of emails about their bookings (SMS about money always goes).
  email_notifications  boolean NOT NULL DEFAULT true
);
-- The rule behind "this email is taken" (a 409 by its name, api/http/ruleMessages.ts).
CREATE UNIQUE INDEX users_email_unique ON users (lower(email)) WHERE deleted_at IS NULL;
CREATE INDEX users_listing ON users (created_at DESC, id) WHERE deleted_at IS NULL;
-- The office's search (`q`): a part of a name, the email or the phone, by trigrams as bookings_search
-- (chr(31) keeps a word from matching across two columns). users.queries.ts reads this expression.
CREATE INDEX users_search ON users USING gin ((lower(
  fname || chr(31) || lname || chr(31) || email || chr(31) || phone_number
)) public.gin_trgm_ops);
-- Students sharing a phone number: the office's flag of a possible second account.
CREATE INDEX users_by_phone ON users (phone_number) WHERE deleted_at IS NULL;

CREATE TABLE revoked_tokens (
  jti        text PRIMARY KEY,
  user_id    text NOT NULL,
  expires_at timestamptz NOT NULL
);
