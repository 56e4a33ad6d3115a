-- Room numbers in natural order: digits compare as numbers ("G2" before "G10", "B-204" before
-- "B-1000") and letters regardless of case. The room lists order and index by it (projections/rooms).
CREATE COLLATION IF NOT EXISTS public.room_number (provider = icu, locale = 'und-u-kn-true');
