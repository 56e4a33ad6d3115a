-- Trigrams (pg_trgm, shipped with PostgreSQL and trusted, so the app's own user may create it)
-- let an index find a part of a word: the office's search of bookings (projections/bookings).
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
