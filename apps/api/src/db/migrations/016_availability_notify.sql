-- Issue 18: API processes keep an in-memory availability index (modules/vehicles/availability-index.ts).
-- Every change that can change what a search answers names the vehicle on one channel; each
-- process reloads that vehicle. pg_notify is sent at commit (nothing for a rolled-back change)
-- and folds identical payloads of one transaction into one.
CREATE FUNCTION notify_vehicle_availability() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'vehicles' THEN
    IF TG_OP = 'DELETE' THEN
      PERFORM pg_notify('vehicle_availability', OLD.id::text);
    ELSE
      PERFORM pg_notify('vehicle_availability', NEW.id::text);
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('vehicle_availability', NEW.vehicle_id::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('vehicle_availability', OLD.vehicle_id::text);
  ELSE
    PERFORM pg_notify('vehicle_availability', OLD.vehicle_id::text);
    IF NEW.vehicle_id IS DISTINCT FROM OLD.vehicle_id THEN
      PERFORM pg_notify('vehicle_availability', NEW.vehicle_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER bookings_notify_availability
  AFTER INSERT OR DELETE OR UPDATE OF status, pickup_at, return_at, vehicle_id ON bookings
  FOR EACH ROW EXECUTE FUNCTION notify_vehicle_availability();

CREATE TRIGGER vehicles_notify_availability
  AFTER INSERT OR DELETE OR UPDATE ON vehicles
  FOR EACH ROW EXECUTE FUNCTION notify_vehicle_availability();
