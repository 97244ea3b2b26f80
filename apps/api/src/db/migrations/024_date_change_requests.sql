-- Issue 26 item 19 (decision 087): a tourist asks for new dates for their own booking; staff
-- approve (the staff schedule change, re-priced the same way) or decline with a reason; the
-- tourist may withdraw it. What the request asked for and what it was priced at stay here.
CREATE TABLE date_change_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings(id),
  requested_by uuid NOT NULL REFERENCES users(id),
  pickup_at timestamptz NOT NULL,
  return_at timestamptz NOT NULL CHECK (return_at > pickup_at),
  -- The tourist's own words (a flight moved); '' when none.
  note text NOT NULL DEFAULT '',
  -- The booking's total when the request was made, and the total the new dates were quoted at then.
  previous_total numeric(12, 2) NOT NULL CHECK (previous_total >= 0),
  quoted_total numeric(12, 2) NOT NULL CHECK (quoted_total >= 0),
  -- Whether the vehicle (and the driver) looked free for the new dates when it was asked: for
  -- information only, approval checks again.
  available_at_request boolean NOT NULL,
  -- open: waiting for staff; approved / declined: staff decided; withdrawn: the tourist took it
  -- back; lapsed: the booking was cancelled or its trip began before anyone decided.
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'declined', 'withdrawn', 'lapsed')),
  decline_reason text,
  decided_by uuid REFERENCES users(id),
  decided_at timestamptz,
  -- The total the approval priced the booking at (the staff change's own quote).
  approved_total numeric(12, 2),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'open') = (decided_at IS NULL))
);

-- One open request per booking: a second is refused while the first waits.
CREATE UNIQUE INDEX date_change_requests_one_open ON date_change_requests (booking_id) WHERE status = 'open';
-- Staff's list of open requests, oldest first; a booking's requests, newest first.
CREATE INDEX date_change_requests_open ON date_change_requests (created_at) WHERE status = 'open';
CREATE INDEX date_change_requests_booking ON date_change_requests (booking_id, created_at DESC);
CREATE INDEX date_change_requests_requester ON date_change_requests (requested_by, created_at DESC);

-- A booking that leaves pending/confirmed (cancelled by anyone, expired unpaid, picked up) takes
-- its open request with it, whichever path moved it: nothing is left for staff to approve.
CREATE OR REPLACE FUNCTION date_change_requests_lapse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE date_change_requests SET status = 'lapsed', decided_at = now()
   WHERE booking_id = NEW.id AND status = 'open';
  RETURN NEW;
END $$;

CREATE TRIGGER bookings_lapse_date_change AFTER UPDATE OF status ON bookings
  FOR EACH ROW WHEN (NEW.status NOT IN ('pending', 'confirmed') AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION date_change_requests_lapse();
