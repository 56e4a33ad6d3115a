-- Each sign-in attempt on an email takes the next place in that email's order (a unique pair), and
-- counts only the attempts before it: a parallel burst at one account is judged in order without
-- a lock held across round trips (api/auth/loginAttempts.ts). Rows already kept take their order
-- by time.
ALTER TABLE login_failures ADD COLUMN IF NOT EXISTS place integer;
UPDATE login_failures f SET place = o.n
  FROM (SELECT ctid, row_number() OVER (PARTITION BY lower(email) ORDER BY at) AS n FROM login_failures) o
  WHERE f.ctid = o.ctid AND f.place IS NULL;
ALTER TABLE login_failures ALTER COLUMN place SET NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS login_failures_place ON login_failures (lower(email), place);
