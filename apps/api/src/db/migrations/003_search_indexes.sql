-- Availability search probes each vehicle's latest active booking picked up before the search ends
-- (active bookings of one vehicle never overlap, so that one booking decides): one index-only
-- descent per vehicle, however long the vehicle's history grows.
CREATE INDEX bookings_vehicle_pickup_active_idx ON bookings (vehicle_id, pickup_at DESC) INCLUDE (return_at)
  WHERE status IN ('pending', 'confirmed', 'picked_up', 'en_route');

-- Searches and lists without a type walk the fleet in joining order and stop after a page.
CREATE INDEX vehicles_created_idx ON vehicles (created_at, id) WHERE deleted_at IS NULL;

-- My Bookings pages newest first with the id as tie-breaker, straight from the index (no sort).
CREATE INDEX bookings_user_created_idx ON bookings (user_id, created_at DESC, id DESC);
DROP INDEX bookings_user_idx;
