-- One key per person for the personal data their events carry sealed (AES-256-GCM,
-- api/eventStore/personalData.ts). The keys live here, outside the append-only log: forgetting a
-- person sets their key to null, and every copy of their personal data in the log, and in any
-- backup taken afterwards, can no longer be read. The row stays, so that nothing written about a
-- forgotten person later is sealed with a new key that could read it.
CREATE TABLE personal_keys (
  subject_id   text PRIMARY KEY,
  subject_key  bytea,
  made_at      timestamptz NOT NULL DEFAULT now(),
  forgotten_at timestamptz,
  CHECK ((subject_key IS NULL) = (forgotten_at IS NOT NULL))
);
-- A destroyed key's old row version is cleared by the next vacuum: have it run after any change.
ALTER TABLE personal_keys SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1);
