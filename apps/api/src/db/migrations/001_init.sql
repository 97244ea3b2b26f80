-- btree_gist lets one exclusion constraint combine "same vehicle" (=) with "overlapping time" (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL CHECK (char_length(username) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'driver', 'tourist')),
  phone text NOT NULL DEFAULT '' CHECK (char_length(phone) <= 30),
  license_number text CHECK (char_length(license_number) <= 200),
  license_expiry date,
  experience_years integer NOT NULL DEFAULT 0 CHECK (experience_years >= 0),
  languages text[] NOT NULL DEFAULT '{}',
  -- Bumped on password change or deletion; tokens carry it, so older tokens stop working.
  token_version integer NOT NULL DEFAULT 0,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (role <> 'driver' OR license_number IS NOT NULL)
);
-- Emails are unique ignoring case among live accounts; a deleted account frees its address.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email)) WHERE deleted_at IS NULL;
CREATE INDEX users_role_idx ON users (role, created_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE vehicles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  brand text NOT NULL CHECK (char_length(brand) BETWEEN 1 AND 200),
  model text NOT NULL CHECK (char_length(model) BETWEEN 1 AND 200),
  type text NOT NULL CHECK (type IN ('Car', 'Van', 'SUV', 'Bus', 'Scooter')),
  seating_capacity integer NOT NULL CHECK (seating_capacity >= 1),
  features text[] NOT NULL DEFAULT '{}'
    CHECK (features <@ ARRAY['Air Conditioning', 'WiFi', 'GPS', 'Bluetooth', 'Automatic', 'Manual']::text[]),
  price_per_day numeric(12, 2) NOT NULL CHECK (price_per_day >= 0),
  price_per_hour numeric(12, 2) NOT NULL CHECK (price_per_hour >= 0),
  image text NOT NULL DEFAULT '',
  availability_status boolean NOT NULL DEFAULT true,
  -- Vehicles are retired, not erased, so past bookings keep their reference.
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicles_type_idx ON vehicles (type, created_at) WHERE deleted_at IS NULL;

CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  vehicle_id uuid NOT NULL REFERENCES vehicles (id),
  driver_id uuid REFERENCES users (id),
  vehicle_brand text NOT NULL,
  vehicle_model text NOT NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  phone text NOT NULL CHECK (char_length(phone) BETWEEN 1 AND 30),
  -- Sri Lanka wall-clock times stored as instants; the half-open range makes back-to-back trips legal.
  pickup_at timestamptz NOT NULL,
  return_at timestamptz NOT NULL,
  pickup_point text NOT NULL CHECK (char_length(pickup_point) BETWEEN 1 AND 200),
  return_point text NOT NULL CHECK (char_length(return_point) BETWEEN 1 AND 200),
  num_tourists integer NOT NULL CHECK (num_tourists >= 1),
  driver_option text NOT NULL CHECK (driver_option IN ('withDriver', 'selfDrive')),
  special_requests text NOT NULL DEFAULT '',
  total_price numeric(12, 2) NOT NULL CHECK (total_price >= 0),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'confirmed', 'picked_up', 'en_route', 'completed', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (return_at > pickup_at),
  -- Self-drive trips never carry a driver; a with-driver trip past pending has one.
  CHECK (driver_option = 'withDriver' OR driver_id IS NULL),
  CHECK (driver_option = 'selfDrive' OR status IN ('pending', 'cancelled') OR driver_id IS NOT NULL),
  -- No two active bookings of one vehicle overlap in time.
  CONSTRAINT bookings_vehicle_no_overlap EXCLUDE USING gist (
    vehicle_id WITH =, tstzrange(pickup_at, return_at, '[)') WITH &&
  ) WHERE (status IN ('pending', 'confirmed', 'picked_up', 'en_route')),
  -- No driver is assigned to two overlapping active bookings.
  CONSTRAINT bookings_driver_no_overlap EXCLUDE USING gist (
    driver_id WITH =, tstzrange(pickup_at, return_at, '[)') WITH &&
  ) WHERE (driver_id IS NOT NULL AND status IN ('pending', 'confirmed', 'picked_up', 'en_route'))
);
CREATE INDEX bookings_user_idx ON bookings (user_id, created_at DESC);
CREATE INDEX bookings_created_idx ON bookings (created_at DESC, id DESC);
CREATE INDEX bookings_driver_idx ON bookings (driver_id, pickup_at) WHERE driver_id IS NOT NULL;

-- Who moved a booking from which status to which, and when.
CREATE TABLE booking_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings (id),
  actor_id uuid REFERENCES users (id),
  from_status text,
  to_status text NOT NULL,
  driver_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX booking_events_booking_idx ON booking_events (booking_id, id);

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  subject text NOT NULL DEFAULT '',
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- One-off facts about this database, such as "demo data was seeded".
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
