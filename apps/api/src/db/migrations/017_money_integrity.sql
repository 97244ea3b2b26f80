-- Money integrity (issue 25): a refund due never exceeds the money the business holds, follows
-- every later row of a cancelled booking, and one PayHere checkout is counted once.

-- What the business keeps of a cancelled booking: fixed as it is cancelled (what was held less the
-- refund its tiers promise). NULL while the booking is not cancelled. From then on the refund due
-- is whatever is held beyond it: a payment arriving after the cancellation is owed back in full,
-- a reversed payment (a chargeback) takes its share of the refund due with it.
ALTER TABLE bookings ADD COLUMN refund_retained numeric(12, 2) CHECK (refund_retained >= 0);

UPDATE bookings SET refund_retained = GREATEST(0, paid_usd - refunded_usd - refund_due) WHERE status = 'cancelled';
UPDATE bookings SET refund_due = GREATEST(0, LEAST(refund_due, paid_usd - refunded_usd)) WHERE refund_due > paid_usd - refunded_usd;

ALTER TABLE bookings ADD CONSTRAINT bookings_refund_due_held CHECK (refund_due <= GREATEST(0, paid_usd - refunded_usd));

CREATE OR REPLACE FUNCTION payments_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := 1;
  original payments%ROWTYPE;
  paid_change numeric := 0;
  refunded_change numeric := 0;
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
    refunded_change := sign * NEW.amount_usd;
  ELSE
    paid_change := sign * NEW.amount_usd;
  END IF;
  -- In SET, the columns read are the row before this UPDATE.
  UPDATE bookings
     SET paid_usd = paid_usd + paid_change,
         refunded_usd = refunded_usd + refunded_change,
         refund_due = CASE
           WHEN refund_retained IS NOT NULL
             THEN GREATEST(0, (paid_usd + paid_change) - (refunded_usd + refunded_change) - refund_retained)
           ELSE GREATEST(0, LEAST(refund_due - GREATEST(refunded_change, 0), (paid_usd + paid_change) - (refunded_usd + refunded_change)))
         END
   WHERE id = NEW.booking_id;
  RETURN NEW;
END $$;

-- The history records a staff correction of the odometer (kind 'odometer', before and after in details).
ALTER TABLE booking_events DROP CONSTRAINT IF EXISTS booking_events_kind_check;
ALTER TABLE booking_events ADD CONSTRAINT booking_events_kind_check
  CHECK (kind IN ('status', 'driver', 'schedule', 'correction', 'odometer'));

-- One PayHere checkout is one order: the form we signed for a booking's deposit, with its own
-- order id. A signed success counts once per order, whatever payment_id comes with it.
CREATE TABLE payhere_orders (
  order_id text PRIMARY KEY CHECK (char_length(order_id) <= 60),
  booking_id uuid NOT NULL REFERENCES bookings(id),
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- The ledger row its success became; set once.
  payment_id uuid UNIQUE REFERENCES payments(id)
);
CREATE INDEX payhere_orders_booking ON payhere_orders (booking_id);
