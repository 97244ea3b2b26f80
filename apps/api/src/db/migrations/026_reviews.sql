-- Issue 29 (decision 094): reviews from real trips. One per booking, by its booker, once the trip
-- is completed; the vehicle rated 1-5 and, when the trip had a driver, the driver too. Published
-- at once; staff may hide one with a reason the reviewer is e-mailed.
CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- One review per booking: a second (two tabs at once included) breaks this key (409).
  booking_id uuid NOT NULL UNIQUE REFERENCES bookings(id),
  user_id uuid NOT NULL REFERENCES users(id),
  vehicle_id uuid NOT NULL REFERENCES vehicles(id),
  driver_id uuid REFERENCES users(id),
  vehicle_rating smallint NOT NULL CHECK (vehicle_rating BETWEEN 1 AND 5),
  driver_rating smallint CHECK (driver_rating BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 2000),
  -- The UI language it was written in.
  language text NOT NULL CHECK (char_length(language) BETWEEN 2 AND 8),
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'hidden')),
  hidden_reason text,
  hidden_by uuid REFERENCES users(id),
  hidden_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- A driver is rated only on a trip that had one.
  CHECK (driver_rating IS NULL OR driver_id IS NOT NULL),
  CHECK ((status = 'hidden') = (hidden_at IS NOT NULL AND hidden_reason IS NOT NULL))
);

-- The public lists: a vehicle's and a driver's published reviews, newest first; staff's list.
CREATE INDEX reviews_vehicle ON reviews (vehicle_id, created_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX reviews_driver ON reviews (driver_id, created_at DESC, id DESC) WHERE status = 'published' AND driver_id IS NOT NULL;
CREATE INDEX reviews_newest ON reviews (created_at DESC, id DESC);

-- A vehicle's rating is kept on its row, so answers read it for free: the search index's JSON
-- is made from the row and reloaded when it changes (the vehicles trigger of 016 NOTIFYs).
ALTER TABLE vehicles ADD COLUMN rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0);
ALTER TABLE vehicles ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0);

-- A published review counts; hiding takes it out, publishing again puts it back.
CREATE FUNCTION reviews_apply_rating() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'published' THEN change := 1; END IF;
  ELSIF OLD.status = 'published' AND NEW.status <> 'published' THEN
    change := -1;
  ELSIF OLD.status <> 'published' AND NEW.status = 'published' THEN
    change := 1;
  END IF;
  IF change <> 0 THEN
    UPDATE vehicles
       SET rating_sum = rating_sum + change * NEW.vehicle_rating,
           rating_count = rating_count + change
     WHERE id = NEW.vehicle_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER reviews_rating AFTER INSERT OR UPDATE OF status ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_apply_rating();
