-- Issue 32: the flight a tourist arrives or leaves on, on any booking. The bookings module owns
-- the columns. The number is stored as an IATA designator without spaces (`UL504`); the time is
-- the scheduled landing or take-off, HH:MM Sri Lanka time on the pickup date; the sign name is the
-- name the driver holds up when it is not the booker's. All null when none was given.
ALTER TABLE bookings
  ADD COLUMN flight_number text CHECK (flight_number ~ '^([A-Z]{2}|[A-Z][0-9]|[0-9][A-Z])[0-9]{1,4}[A-Z]?$'),
  ADD COLUMN flight_time text CHECK (flight_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN sign_name text CHECK (char_length(sign_name) <= 100);
