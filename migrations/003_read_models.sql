-- Read models define their own tables (projections/<name>/<name>.sql) and are rebuilt from the
-- log whenever that definition changes (projections/rebuild/ensureReadModels.ts). This records
-- what each one's tables were built from.
CREATE TABLE read_models (
  name        text PRIMARY KEY,
  fingerprint text NOT NULL,
  rebuilt_at  timestamptz NOT NULL DEFAULT now()
);

-- What databases made before kept beside the read models and no read model keeps now.
DROP TABLE IF EXISTS room_json, room_counts;
DROP FUNCTION IF EXISTS room_json_head(text, text, text, text, text, text, text, integer, text, numeric, text, text);
DROP FUNCTION IF EXISTS room_json_tail(timestamptz);
DROP FUNCTION IF EXISTS fold_declines(text);
