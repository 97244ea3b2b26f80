-- Issue 34 (decision 109): the log the live screens' stream (GET /api/events) is fed from.
-- A row is written in the transaction of the change (modules/live's reaction to a domain event),
-- with who may see it: the booking's tourist and drivers (staff see every row).
--
-- Its `id` is the stream's event id, so a reconnect with Last-Event-ID replays `id > n`. That only
-- works if ids appear in the order they commit, which a sequence read during the transaction does
-- not give (a longer transaction commits a smaller id after a larger one was seen). So the id is
-- taken at commit by a deferred trigger under a transaction lock, held only through the commit:
-- ids are numbered in commit order, and each is named on NOTIFY `live_events` for every process.
-- The log is pruned after minutes (LIVE.keepMs); it is not a history (domain_events is).
CREATE SEQUENCE live_event_id;

CREATE TABLE live_events (
  entry bigserial PRIMARY KEY,
  id bigint UNIQUE,
  booking_id uuid NOT NULL,
  change text NOT NULL,
  tourist_id uuid,
  driver_ids uuid[] NOT NULL DEFAULT '{}',
  -- The booking's own tourist made the change (the office's "New booking" notice is for those).
  by_booker boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX live_events_created_idx ON live_events (created_at);

CREATE FUNCTION number_live_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
BEGIN
  -- Held until this transaction has committed: the next one numbers after this one is visible.
  PERFORM pg_advisory_xact_lock(340039);
  n := nextval('live_event_id');
  UPDATE live_events SET id = n WHERE entry = NEW.entry;
  PERFORM pg_notify('live_events', json_build_object('id', n::text, 'bookingId', NEW.booking_id, 'change', NEW.change, 'byBooker', NEW.by_booker, 'touristId', NEW.tourist_id, 'driverIds', NEW.driver_ids)::text);
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER live_events_numbered AFTER INSERT ON live_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_live_event();

-- Single-use tickets that open a stream (the long-lived token never goes in a URL): the hash of
-- the ticket, whose account, until when. Redeeming deletes the row.
CREATE TABLE live_tickets (
  ticket_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

CREATE INDEX live_tickets_expires_idx ON live_tickets (expires_at);
