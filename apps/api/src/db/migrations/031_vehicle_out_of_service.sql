-- Issue 30 (decision 101): a vehicle out of service for a while (maintenance, repair, its
-- registration). The vehicles module owns the table. A period may cover bookings made before it
-- (staff are shown them, to move); no booking may come onto a period afterwards.
CREATE TABLE vehicle_out_of_service (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vehicle_id uuid NOT NULL REFERENCES vehicles (id),
  -- Sri Lanka wall-clock times stored as instants, half-open like a booking's [pickup, return).
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  reason text NOT NULL CHECK (reason IN ('maintenance', 'repair', 'registration', 'other')),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  -- Periods of one vehicle never overlap (a longer stay is the same period, edited).
  CONSTRAINT vehicle_out_of_service_no_overlap EXCLUDE USING gist (
    vehicle_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&
  )
);
-- The search's probe per vehicle, as for bookings (003): the latest period starting by the window's end.
CREATE INDEX vehicle_out_of_service_start_idx ON vehicle_out_of_service (vehicle_id, starts_at DESC) INCLUDE (ends_at);

-- A booking may not come onto a period: a new one, or one moved to other dates or another vehicle.
-- Raised as the bookings' own overlap refusal (exclusion_violation), so every booking path answers
-- its 409. The vehicle's row is read FOR SHARE first, and taking a vehicle out of service holds it
-- FOR NO KEY UPDATE: of a booking and a period made at once, one waits for the other's commit,
-- then reads it (each statement of a volatile function reads afresh). So a booking either lands
-- before the period, and the period's answer lists it for staff to move, or is refused.
CREATE FUNCTION bookings_refuse_out_of_service() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status NOT IN ('pending', 'confirmed', 'picked_up', 'en_route') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.vehicle_id = OLD.vehicle_id AND NEW.pickup_at = OLD.pickup_at AND NEW.return_at = OLD.return_at THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM vehicles WHERE id = NEW.vehicle_id FOR SHARE;
  IF EXISTS (
    SELECT 1 FROM vehicle_out_of_service p
    WHERE p.vehicle_id = NEW.vehicle_id
      AND tstzrange(p.starts_at, p.ends_at, '[)') && tstzrange(NEW.pickup_at, NEW.return_at, '[)')
  ) THEN
    RAISE EXCEPTION 'the vehicle is out of service for part of this period'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_vehicle_out_of_service', TABLE = 'bookings';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER bookings_refuse_out_of_service
  BEFORE INSERT OR UPDATE OF vehicle_id, pickup_at, return_at ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_refuse_out_of_service();

-- Searches, the in-memory index of every process and the kept public pages learn of a period
-- as of a booking (migration 016's function names the row's vehicle_id).
CREATE TRIGGER vehicle_out_of_service_notify_availability
  AFTER INSERT OR DELETE OR UPDATE ON vehicle_out_of_service
  FOR EACH ROW EXECUTE FUNCTION notify_vehicle_availability();
