-- Languages a tourist would like their driver to speak (issue: driver matching).
ALTER TABLE bookings ADD COLUMN preferred_languages text[] NOT NULL DEFAULT '{}';

-- Contact messages: the admin inbox lists newest first and filters unread.
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC, id DESC);

-- Transactional outbox: a notification is written in the same transaction as the change that
-- causes it, and a worker delivers it afterwards with retries.
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  booking_id uuid REFERENCES bookings (id),
  recipient text NOT NULL CHECK (char_length(recipient) BETWEEN 3 AND 254),
  subject text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'logged', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX outbox_created_idx ON outbox (created_at DESC, id DESC);

-- The fleet timeline asks "every booking overlapping this week", across all vehicles and statuses.
CREATE INDEX bookings_period_idx ON bookings USING gist (tstzrange(pickup_at, return_at, '[)'));
