-- A retried POST /api/bookings with the same Idempotency-Key returns the booking it made the first time.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id),
  key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 200),
  request_hash text NOT NULL,
  booking_id uuid REFERENCES bookings (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
