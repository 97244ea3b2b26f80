-- Extras a tourist adds to a trip (issue 26, item 18; decision 086): staff set which exist, their
-- price per day or per trip, how many one booking may have, the vehicle types they go with, and
-- whether they are offered now. A booking keeps the extras it was made with, and their prices and
-- names, in its terms (its quote's lines), so nothing here changes a booking once made.
CREATE TABLE add_ons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- A shipped extra, named by the catalogs in every language; NULL for one staff created.
  key text UNIQUE CHECK (key IN ('childSeat', 'boosterSeat', 'extraDriver', 'surfboardRack', 'localSim')),
  -- Names staff gave per language (ISO 639-1 code -> name); a staff-created extra has English.
  names jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(names) = 'object'),
  price_cents integer NOT NULL CHECK (price_cents >= 0 AND price_cents <= 1000000),
  pricing text NOT NULL CHECK (pricing IN ('perDay', 'perTrip')),
  max_quantity integer NOT NULL CHECK (max_quantity BETWEEN 1 AND 10),
  -- Offered with these vehicle types only; empty: every type.
  vehicle_types text[] NOT NULL DEFAULT '{}' CHECK (vehicle_types <@ ARRAY['Car', 'Van', 'SUV', 'Bus', 'Scooter']::text[]),
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT add_ons_named CHECK (key IS NOT NULL OR (names ? 'en' AND length(names->>'en') > 0))
);

INSERT INTO add_ons (key, names, price_cents, pricing, max_quantity, vehicle_types, position) VALUES
  ('childSeat', '{"en": "Child seat"}', 300, 'perDay', 3, ARRAY['Car', 'Van', 'SUV', 'Bus'], 1),
  ('boosterSeat', '{"en": "Booster seat"}', 200, 'perDay', 3, ARRAY['Car', 'Van', 'SUV', 'Bus'], 2),
  ('extraDriver', '{"en": "Extra driver"}', 500, 'perDay', 2, ARRAY['Car', 'Van', 'SUV', 'Scooter'], 3),
  ('surfboardRack', '{"en": "Surfboard rack"}', 1500, 'perTrip', 1, ARRAY['Car', 'Van', 'SUV', 'Scooter'], 4),
  ('localSim', '{"en": "Local SIM card"}', 800, 'perTrip', 4, '{}', 5);
