-- Staff fix mistakes (issue 15): a history row says what kind of change it records and why.
--   status: a status moved (the only kind before); driver: another driver took the trip;
--   schedule: dates or vehicle changed; correction: staff moved a status back one step.
ALTER TABLE booking_events ADD COLUMN kind text NOT NULL DEFAULT 'status'
  CHECK (kind IN ('status', 'driver', 'schedule', 'correction'));
ALTER TABLE booking_events ADD COLUMN reason text CHECK (char_length(reason) <= 500);
-- What changed, for driver and schedule rows: before and after, as the history shows them.
ALTER TABLE booking_events ADD COLUMN details jsonb;

-- Why staff cancelled a booking: the tourist's e-mail and My Bookings show it.
ALTER TABLE bookings ADD COLUMN cancel_reason text CHECK (char_length(cancel_reason) <= 500);
