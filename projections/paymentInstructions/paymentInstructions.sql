-- Where and how students pay: one row, the instructions the superadmin set last.
CREATE TABLE payment_instructions (
  id            text PRIMARY KEY,
  mobile_money  jsonb NOT NULL,
  bank_account  jsonb,
  wording       text NOT NULL,
  updated_by    text,
  updated_at    timestamptz NOT NULL
);
