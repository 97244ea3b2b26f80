-- Issue 25 (decision 073): a pending booking whose deposit is not paid holds its vehicle only
-- until a deadline; the tourist is reminded before it and told at it, each once.
ALTER TABLE bookings
  -- When an unpaid pending booking is cancelled by the system; NULL: no deposit was asked for
  -- (the policy's deposit is 0) or the booking was made before this migration.
  ADD COLUMN deposit_deadline timestamptz,
  -- When the reminder is due; NULL when the window is too short for one.
  ADD COLUMN deposit_remind_at timestamptz,
  -- Set in the transaction that queues the reminder, so it is queued once.
  ADD COLUMN deposit_reminded_at timestamptz,
  -- Set in the transaction that cancels it at its deadline: My Bookings and staff say why.
  ADD COLUMN expired_at timestamptz;

-- The sweep's two work lists, small and ordered by when they are due.
CREATE INDEX bookings_deposit_deadline ON bookings (deposit_deadline)
  WHERE status = 'pending' AND deposit_deadline IS NOT NULL;
CREATE INDEX bookings_deposit_remind ON bookings (deposit_remind_at)
  WHERE status = 'pending' AND deposit_remind_at IS NOT NULL AND deposit_reminded_at IS NULL;
-- An account's open pending bookings, counted on every new booking.
CREATE INDEX bookings_user_pending ON bookings (user_id) WHERE status = 'pending';

-- expiry: the system cancelled a pending booking whose deposit was not paid by its deadline.
ALTER TABLE booking_events DROP CONSTRAINT booking_events_kind_check;
ALTER TABLE booking_events ADD CONSTRAINT booking_events_kind_check
  CHECK (kind IN ('status', 'driver', 'schedule', 'correction', 'odometer', 'expiry'));
