-- Issue 30 (decision 100): the facts tourists compare, and the plate staff read. The gearbox and
-- air conditioning stay the spec's features ('Automatic'/'Manual', 'Air Conditioning'); these are
-- the facts features cannot say. Existing vehicles get their type's usual fuel and luggage (the
-- shared TYPICAL_FACTS, which a POST without them gets too); the year and the plate stay unknown
-- until staff write them.
ALTER TABLE vehicles
  ADD COLUMN year integer CHECK (year BETWEEN 1990 AND 2100),
  ADD COLUMN fuel text NOT NULL DEFAULT 'petrol' CHECK (fuel IN ('petrol', 'diesel', 'hybrid', 'electric')),
  ADD COLUMN luggage integer NOT NULL DEFAULT 2 CHECK (luggage BETWEEN 0 AND 60),
  ADD COLUMN plate_number text CHECK (char_length(plate_number) <= 200);

UPDATE vehicles SET
  fuel = CASE type WHEN 'Van' THEN 'diesel' WHEN 'SUV' THEN 'diesel' WHEN 'Bus' THEN 'diesel' ELSE 'petrol' END,
  luggage = CASE type WHEN 'Car' THEN 2 WHEN 'Van' THEN 6 WHEN 'SUV' THEN 4 WHEN 'Bus' THEN 12 ELSE 0 END;
