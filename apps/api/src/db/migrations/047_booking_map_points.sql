-- Issue 32, decision 116: a pickup or return point a driver can find. The points stay the
-- booking's strings (a branch, the airport, a place, a hotel or address); beside them, the map
-- point the tourist pasted, when they gave one, in WGS 84 degrees inside Sri Lanka and its waters.
-- Both halves or neither. The bookings module owns the columns.
ALTER TABLE bookings
  ADD COLUMN pickup_lat double precision CHECK (pickup_lat BETWEEN 5.7 AND 10.1),
  ADD COLUMN pickup_lng double precision CHECK (pickup_lng BETWEEN 79.4 AND 82.1),
  ADD COLUMN return_lat double precision CHECK (return_lat BETWEEN 5.7 AND 10.1),
  ADD COLUMN return_lng double precision CHECK (return_lng BETWEEN 79.4 AND 82.1),
  ADD CONSTRAINT bookings_pickup_geo_pair CHECK ((pickup_lat IS NULL) = (pickup_lng IS NULL)),
  ADD CONSTRAINT bookings_return_geo_pair CHECK ((return_lat IS NULL) = (return_lng IS NULL));
