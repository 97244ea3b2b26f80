-- Issue 31, second half (decision 110): the round trips staff publish as starting points. The
-- tours module owns the table. `stops` has the shape of a booking's itinerary
-- (`[{ "placeId": "kandy", "nights": 2 }]`, places of the shipped list, checked by the service);
-- `translations` the name and description per language where staff gave them
-- (`{ "de": { "name": "...", "description": "..." } }`); `photos` a copy of the media module's
-- photos of the tour, written in the transaction that changes them (as vehicles keep theirs).
CREATE TABLE tour_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) BETWEEN 3 AND 80),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 1000),
  stops jsonb NOT NULL CHECK (jsonb_typeof(stops) = 'array' AND jsonb_array_length(stops) BETWEEN 2 AND 30),
  vehicle_types text[] NOT NULL CHECK (cardinality(vehicle_types) >= 1),
  translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object'),
  photos jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(photos) = 'array'),
  published boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX tour_templates_published ON tour_templates (published, name);

-- A tour's photos are the media module's, by kind and id like a vehicle's.
ALTER TABLE media_photos DROP CONSTRAINT media_photos_owner_kind_check;
ALTER TABLE media_photos ADD CONSTRAINT media_photos_owner_kind_check CHECK (owner_kind IN ('vehicle', 'driver', 'tour'));
