-- The event log: the single source of truth. Read models are derived from it and can be rebuilt.
CREATE TABLE streams (
  stream_id   text PRIMARY KEY,
  stream_type text NOT NULL,
  version     bigint NOT NULL CHECK (version > 0),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE events_global_position_seq AS bigint;

CREATE TABLE events (
  global_position bigint NOT NULL DEFAULT nextval('events_global_position_seq') UNIQUE,
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id       text NOT NULL,
  stream_position bigint NOT NULL CHECK (stream_position > 0),
  event_id        text NOT NULL UNIQUE,
  event_type      text NOT NULL,
  schema_version  integer NOT NULL DEFAULT 1,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stream_id, stream_position)
);
ALTER SEQUENCE events_global_position_seq OWNED BY events.global_position;

-- Async projections read "committed below the snapshot's xmin" in this order.
CREATE INDEX events_transaction_order ON events (transaction_id, global_position);
CREATE INDEX events_type_position ON events (event_type, global_position);

-- History is never rewritten: the database itself refuses it, whatever the application does.
CREATE FUNCTION events_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the event log is append-only: % on events is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER events_no_update_delete BEFORE UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION events_are_immutable();
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION events_are_immutable();

-- Where each async projection has got to, written in the same transaction as its rows.
CREATE TABLE projection_checkpoints (
  name            text PRIMARY KEY,
  version         integer NOT NULL,
  transaction_id  xid8 NOT NULL DEFAULT '0'::xid8,
  global_position bigint NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL DEFAULT now()
);
