-- Money (issue 17): the pricing policy's versions, each booking's own terms, and a payments
-- ledger that is only ever added to.

-- Every saved policy is kept; the newest is the one new bookings are made under. None saved: the
-- code's default (DEFAULT_PRICING_POLICY).
CREATE TABLE pricing_policies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  policy jsonb NOT NULL CHECK (jsonb_typeof(policy) = 'object'),
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- A booking's terms as they were when it was made: the policy and the quote's lines. NULL for
-- bookings made before this migration, which the code reads under the default policy.
ALTER TABLE bookings
  ADD COLUMN terms jsonb CHECK (terms IS NULL OR jsonb_typeof(terms) = 'object'),
  -- Kept by the payments trigger below, never written by the code: what came in and went back.
  ADD COLUMN paid_usd numeric(12, 2) NOT NULL DEFAULT 0 CHECK (paid_usd >= 0),
  ADD COLUMN refunded_usd numeric(12, 2) NOT NULL DEFAULT 0 CHECK (refunded_usd >= 0),
  -- A refund the cancellation tiers promise and that is not paid yet.
  ADD COLUMN refund_due numeric(12, 2) NOT NULL DEFAULT 0 CHECK (refund_due >= 0),
  -- The driver's readings; the extra kilometres they give are charged at completion.
  ADD COLUMN odometer_start integer CHECK (odometer_start >= 0),
  ADD COLUMN odometer_end integer CHECK (odometer_end >= 0),
  ADD CONSTRAINT bookings_refunds_within_paid CHECK (refunded_usd <= paid_usd),
  ADD CONSTRAINT bookings_odometer_forward CHECK (odometer_end IS NULL OR odometer_start IS NULL OR odometer_end >= odometer_start);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings(id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'balance', 'extra', 'refund')),
  method text NOT NULL CHECK (method IN ('cash', 'card', 'bank_transfer', 'payhere')),
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency IN ('USD', 'LKR', 'EUR', 'GBP', 'INR', 'RUB', 'CNY', 'AUD')),
  -- US dollars per unit of the currency when it was recorded (1 for USD).
  rate_to_usd numeric(24, 12) NOT NULL CHECK (rate_to_usd > 0),
  amount_usd numeric(12, 2) NOT NULL CHECK (amount_usd > 0),
  reference text CHECK (char_length(reference) <= 200),
  -- The gateway's own id of the payment (PayHere's payment_id): recorded once.
  provider_payment_id text CHECK (char_length(provider_payment_id) <= 100),
  -- A mistake is undone by a row that reverses it (same kind and amount), never by deleting it.
  reverses uuid UNIQUE REFERENCES payments(id),
  recorded_by uuid REFERENCES users(id),
  recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT payments_provider_once UNIQUE (method, provider_payment_id)
);
CREATE INDEX payments_booking ON payments (booking_id, recorded_at);
CREATE INDEX payments_recorded_at ON payments (recorded_at);

-- The ledger is append-only.
CREATE FUNCTION payments_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payments are never changed or deleted; record a reversal instead'
    USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER payments_append_only BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_append_only();

-- Each row moves the booking's totals in the same transaction. The UPDATE locks the booking, so
-- concurrent payments of one booking are counted one after the other, and the booking's CHECKs
-- (refunds within what was paid, nothing below zero) refuse any row that would break them.
CREATE FUNCTION payments_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := 1;
  original payments%ROWTYPE;
BEGIN
  IF NEW.reverses IS NOT NULL THEN
    SELECT * INTO original FROM payments WHERE id = NEW.reverses;
    IF original.booking_id <> NEW.booking_id OR original.kind <> NEW.kind OR original.amount_usd <> NEW.amount_usd
       OR original.reverses IS NOT NULL THEN
      RAISE EXCEPTION 'a reversal repeats the row it reverses, which is no reversal itself'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'payments_reversal_matches';
    END IF;
    sign := -1;
  END IF;
  IF NEW.kind = 'refund' THEN
    UPDATE bookings
       SET refunded_usd = refunded_usd + sign * NEW.amount_usd,
           refund_due = GREATEST(0, refund_due - sign * NEW.amount_usd)
     WHERE id = NEW.booking_id;
  ELSE
    UPDATE bookings SET paid_usd = paid_usd + sign * NEW.amount_usd WHERE id = NEW.booking_id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER payments_apply AFTER INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_apply();
