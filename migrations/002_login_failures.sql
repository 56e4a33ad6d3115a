-- Operational, not domain state: failed sign-ins for rate limiting. Kept out of the event log
-- so that an attacker hammering the login cannot grow the history. (IF NOT EXISTS: databases
-- made before the read models moved to projections/ have it already.)
CREATE TABLE IF NOT EXISTS login_failures (
  email text NOT NULL,
  at    timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS login_failures_recent ON login_failures (lower(email), at DESC);
