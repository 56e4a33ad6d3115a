-- Every booking with its payment status. A pending or paid booking holds a bed; the unique rule
-- bookings_one_active_per_student refuses a student's second one in a semester, whatever the
-- decision saw: the last word on double bookings.
CREATE TABLE bookings (
  id                               text PRIMARY KEY,
  user_id                          text NOT NULL,
  semester_id                      text NOT NULL,
  room_id                          text NOT NULL,
  room_type_id                     text NOT NULL,
  room_type                        text NOT NULL,
  room_number                      text NOT NULL,
  full_name                        text NOT NULL,
  index_number                     text NOT NULL,
  gender                           text NOT NULL,
  dob                              date,
  marital_status                   text NOT NULL,
  nationality                      text NOT NULL,
  program_of_study                 text NOT NULL,
  phone_number                     text NOT NULL,
  email_address                    text NOT NULL,
  house_address                    text NOT NULL,
  emergency_contact_name           text NOT NULL,
  emergency_contact_relationship   text NOT NULL,
  emergency_contact_phone_number   text NOT NULL,
  emergency_contact_house_address  text NOT NULL,
  check_in_date                    date NOT NULL,
  length_of_stay                   integer NOT NULL,
  medical_condition                text,
  amount_paid                      numeric(12, 2) NOT NULL,
  payment_status                   text NOT NULL,
  -- Why the last rejection or revocation was made, shown to the student; null once approved.
  decision_reason                  text,
  -- The last payment decision taken on it (approved, confirmed, rejected, revoked, expired):
  -- which tells an unpaid booking's rejection from its revocation or expiry; null before any.
  last_decision                    text,
  -- Its student's account was deleted: no decision can be taken on it any more.
  student_deleted                  boolean NOT NULL,
  booked_by                        text NOT NULL,
  created_at                       timestamptz NOT NULL,
  updated_at                       timestamptz NOT NULL,
  -- While pending: the deadline of its hold, after which its bed goes back; null once decided,
  -- and while its payment is under review (the hold does not run then).
  hold_until                       timestamptz,
  -- The short reference the student quotes with their payment (HB-…), unique to the booking.
  reference                        text NOT NULL,
  -- The mobile-money or bank reference the student says they paid with, the last one given, and when.
  payment_reference                text,
  payment_reference_at             timestamptz,
  -- While pending: under_review once a reference is given, question_asked while the office's
  -- question (payment_question, asked at payment_question_at) waits for the student's answer.
  payment_review                   text,
  payment_question                 text,
  payment_question_at              timestamptz,
  -- What the last move to another room left to settle on a paid booking: owed by the student when
  -- positive, to refund when negative; 0 when nothing (a pending booking owes the new price itself).
  balance                          numeric(12, 2) NOT NULL DEFAULT 0,
  -- Its student's cancellation (shared/records.ts BookingCancellation): asked for, and the
  -- office's decision on a paid booking; null when never asked.
  cancellation                     jsonb,
  -- The porter's lodge: when the guest checked in (with the key or card given and a note) and out
  -- (whether the key came back, the room's condition); null until then.
  checked_in_at                    timestamptz,
  key_number                       text,
  check_in_note                    text,
  checked_out_at                   timestamptz,
  key_returned                     boolean,
  check_out_note                   text,
  CONSTRAINT bookings_payment_status_known CHECK (payment_status IN ('pending', 'paid', 'unpaid')),
  CONSTRAINT bookings_payment_review_known CHECK (payment_review IN ('under_review', 'question_asked'))
);
CREATE UNIQUE INDEX bookings_one_active_per_student ON bookings (user_id, semester_id)
  WHERE payment_status IN ('pending', 'paid');
CREATE INDEX bookings_newest_first ON bookings (created_at DESC, id);
CREATE INDEX bookings_by_user ON bookings (user_id, created_at DESC);
CREATE INDEX bookings_by_room ON bookings (room_id);
-- Two accounts booking under one name and index number: the office's flag of a possible second account.
CREATE INDEX bookings_by_index_number ON bookings (upper(index_number));
-- The sweep's question: which pending holds are past their deadline (one under review has
-- none), in the order it takes them.
CREATE INDEX bookings_holds_due ON bookings (hold_until, id) WHERE payment_status = 'pending';
CREATE UNIQUE INDEX bookings_reference_unique ON bookings (reference);
-- The office's check that one payment reference was not given for two bookings.
CREATE INDEX bookings_by_payment_reference ON bookings (upper(payment_reference)) WHERE payment_reference IS NOT NULL;
-- The office's queue of pending payments, oldest first, whole or of one semester: it reads only
-- the pending rows, however many bookings were decided before them.
CREATE INDEX bookings_pending_oldest_first ON bookings (created_at, id) WHERE payment_status = 'pending';
CREATE INDEX bookings_pending_by_semester ON bookings (semester_id, created_at, id) WHERE payment_status = 'pending';
-- The lodge's arrivals: paid bookings by the day they are expected.
CREATE INDEX bookings_arrivals ON bookings (check_in_date, id) WHERE payment_status = 'paid';
-- The office's search (`q`): a part of any of these columns, whatever the case, found by its
-- trigrams instead of by reading every booking. chr(31), which typed terms do not hold, keeps a term
-- from matching across two columns. bookings.queries.ts searches this very expression, read from here.
CREATE INDEX bookings_search ON bookings USING gin ((lower(
  full_name || chr(31) || index_number || chr(31) || phone_number || chr(31) || email_address || chr(31)
  || room_number || chr(31) || reference || chr(31) || coalesce(payment_reference, '')
)) public.gin_trgm_ops);
