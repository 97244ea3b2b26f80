-- Issue 32 (decision 111): the fixed fares of airport transfers that staff set, per destination
-- place and vehicle type, in US cents. The transfers module owns the table. A place and type
-- without a row has its seeded fare, computed from the road distance from the airport (CMB) times
-- the type's rate with its minimum (packages/shared/src/transfers.ts), as the pricing policy has
-- its defaults in the code until an admin saves one.
CREATE TABLE transfer_fares (
  place_id text NOT NULL CHECK (char_length(place_id) BETWEEN 1 AND 60),
  vehicle_type text NOT NULL CHECK (vehicle_type IN ('Car', 'Van', 'SUV', 'Bus')),
  fare_cents integer NOT NULL CHECK (fare_cents BETWEEN 100 AND 500000),
  set_by uuid REFERENCES users (id),
  set_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (place_id, vehicle_type)
);

-- An airport transfer booking (decision 111) is a booking with a driver whose `transfer` says its
-- direction, destination place and hotel, passengers and large bags, vehicle type and fare, and
-- what the driver recorded on the day ("At the pickup point", "No show") with the office's review.
-- Null on every other booking. The bookings module owns the column.
ALTER TABLE bookings ADD COLUMN transfer jsonb;
