-- Issue 29 (decision 097): the driver's rating, the reviewer's country, and staff's choice of the
-- home page's rating line.

-- The country a tourist may give (ISO 3166-1 alpha-2), shown with their reviews by its name.
ALTER TABLE users ADD COLUMN country text CHECK (country IS NULL OR country ~ '^[A-Z]{2}$');

-- A driver's rating is kept on their row as a vehicle's is on its own (decision 094), so every
-- driver answer carries it without a query of its own.
ALTER TABLE users ADD COLUMN rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0);
ALTER TABLE users ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0);

UPDATE users u
   SET rating_sum = s.total, rating_count = s.n
  FROM (SELECT driver_id, sum(driver_rating)::integer AS total, count(*)::integer AS n
          FROM reviews WHERE status = 'published' AND driver_rating IS NOT NULL GROUP BY driver_id) s
 WHERE u.id = s.driver_id;

-- The trigger of 026, now keeping the driver's rating too: a published review with driver stars
-- counts for the driver who drove that trip; hiding takes it out, publishing again puts it back.
CREATE OR REPLACE FUNCTION reviews_apply_rating() RETURNS trigger LANGUAGE plpgsql AS $$
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
    IF NEW.driver_rating IS NOT NULL THEN
      UPDATE users
         SET rating_sum = rating_sum + change * NEW.driver_rating,
             rating_count = rating_count + change
       WHERE id = NEW.driver_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;

-- The home page's rating line: the spec's claim until staff choose to show the real figures.
-- One row, always there.
CREATE TABLE review_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  show_real_rating boolean NOT NULL DEFAULT false,
  updated_by uuid REFERENCES users(id),
  updated_at timestamptz
);
INSERT INTO review_settings (id) VALUES (true);

-- The home page's carousel: the newest published reviews with a comment.
CREATE INDEX reviews_with_comment ON reviews (created_at DESC, id DESC) WHERE status = 'published' AND comment <> '';
