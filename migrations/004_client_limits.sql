-- Sign-in failures are kept per client address as well as per email, and registrations per
-- client address (api/auth/loginAttempts.ts, api/auth/registrationAttempts.ts). Operational,
-- not domain state, like login_failures itself; rows leave once out of their window.
ALTER TABLE login_failures ADD COLUMN IF NOT EXISTS client text NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS login_failures_client ON login_failures (client, at DESC);
CREATE INDEX IF NOT EXISTS login_failures_at ON login_failures (at);

CREATE TABLE IF NOT EXISTS registration_attempts (
  client text NOT NULL,
  at     timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS registration_attempts_client ON registration_attempts (client, at DESC);
CREATE INDEX IF NOT EXISTS registration_attempts_at ON registration_attempts (at);
