CREATE TABLE semesters (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  description text NOT NULL,
  start_date  date NOT NULL,
  end_date    date NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  CONSTRAINT semesters_dates_ordered CHECK (start_date < end_date)
);
CREATE INDEX semesters_newest_first ON semesters (start_date DESC, id);
