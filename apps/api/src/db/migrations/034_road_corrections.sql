-- Issue 31 (decision 105): the admin's corrections of the road graph shipped in packages/shared
-- (places/roads.ts). The places module owns the table. Rows are never changed or deleted: the
-- newest row of a pair is in force over the shipped numbers, the rest is the history (who, when, why).
CREATE TABLE road_corrections (
  id bigserial PRIMARY KEY,
  -- The edge's two place ids in alphabetical order: one key for both directions.
  place_a text NOT NULL CHECK (char_length(place_a) BETWEEN 1 AND 60),
  place_b text NOT NULL CHECK (char_length(place_b) BETWEEN 1 AND 60),
  km integer NOT NULL CHECK (km BETWEEN 1 AND 1000),
  minutes integer NOT NULL CHECK (minutes BETWEEN 1 AND 1440),
  note text NOT NULL CHECK (char_length(note) BETWEEN 1 AND 500),
  corrected_by uuid REFERENCES users (id),
  corrected_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK (place_a < place_b)
);
CREATE INDEX road_corrections_pair_idx ON road_corrections (place_a, place_b, id DESC);
