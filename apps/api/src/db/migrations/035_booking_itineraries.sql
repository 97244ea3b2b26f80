-- Issue 31 (decision 105): a round trip's itinerary as it was booked (stops, nights, and the legs
-- over the road graph of that moment), owned by the bookings module. A later correction of a road
-- never changes a booked route, as a later policy never changes a booking's terms. NULL: no itinerary.
ALTER TABLE bookings ADD COLUMN itinerary jsonb;
