-- Issue 27 (decision 092): what happened to a booking or its money, as typed domain events. Each
-- is written in the transaction of the change it reports (a rolled-back change leaves none) and
-- named on the `domain_events` channel at commit, so a subscriber in any process (the live
-- screens of issue 34) can follow them, and one that was away can read what it missed from here.
CREATE TABLE domain_events (
  id bigserial PRIMARY KEY,
  type text NOT NULL,
  booking_id uuid REFERENCES bookings(id),
  actor_id uuid REFERENCES users(id),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX domain_events_booking_idx ON domain_events (booking_id, id);
