-- Sign-in failures name the device cookie they came with and the lane they were counted in
-- (api/auth/login.decide.ts). Registrations are no longer counted per address: thousands of
-- students share one, and a flood pays in its share of the password hashing instead.
ALTER TABLE login_failures ADD COLUMN IF NOT EXISTS device text;
ALTER TABLE login_failures ADD COLUMN IF NOT EXISTS lane text NOT NULL DEFAULT 'seen';
DROP INDEX IF EXISTS login_failures_client;
DROP TABLE IF EXISTS registration_attempts;
