-- Issue 34 (decision 113): a driver's trip step, odometer reading or cash recorded offline is sent
-- when the network returns, and again if the answer was lost. Each carries an Idempotency-Key;
-- the first request with it records the change and its answer here, in the same transaction, and
-- a repeat (even one arriving at the same moment) gets that answer back and records nothing.
-- Owned by the idempotency module; kept like the booking keys (002), not pruned yet.
CREATE TABLE action_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 200),
  request_hash text NOT NULL,
  status_code integer CHECK (status_code BETWEEN 200 AND 299),
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX action_keys_created_idx ON action_keys (created_at);
