-- Room numbers in natural order: digits compare as numbers ("G2" before "G10", "B-204" before
-- "B-1000") and letters regardless of case. The room lists order and index by it (projections/rooms).
-- ICU collations need a UTF-8 database; one in another encoding (a server set up under a C locale)
-- gets the plain byte order under the same name, so that it starts and lists, only not naturally.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'room_number' AND collnamespace = 'public'::regnamespace) THEN
    RETURN;
  END IF;
  IF (SELECT pg_encoding_to_char(encoding) FROM pg_database WHERE datname = current_database()) = 'UTF8' THEN
    CREATE COLLATION public.room_number (provider = icu, locale = 'und-u-kn-true');
  ELSE
    CREATE COLLATION public.room_number FROM "C";
  END IF;
END
$$;
