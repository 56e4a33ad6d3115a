-- A rebuild folds the bulk of the log into some read models in SQL (projections/inDatabase/).
-- An event holding a value SQL would read otherwise than the driver sent it calls this, which
-- stops the fold with its own SQLSTATE; the rebuild then replays those events through Node.
CREATE FUNCTION fold_declines(event_id text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'event % holds a value the fold in SQL does not read as the driver sent it', event_id
    USING ERRCODE = 'HF001';
END $$;
