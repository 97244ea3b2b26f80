-- Drivers a tourist can trust (issue 30, decision 102). A driver is an account (users); the
-- profile travellers read and the licences staff verify are columns of that row, written through
-- the users module's face by the drivers module's rules.
ALTER TABLE users
  -- A short introduction in the driver's own language, and the office's translations by UI language.
  ADD COLUMN introduction text NOT NULL DEFAULT '' CHECK (char_length(introduction) <= 1000),
  ADD COLUMN introduction_language text CHECK (introduction_language IN ('en', 'si', 'ta', 'de', 'fr', 'ru', 'zh')),
  ADD COLUMN introduction_translations jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(introduction_translations) = 'object'),
  -- Parts of the island the driver knows (DRIVER_REGIONS in packages/shared).
  ADD COLUMN regions text[] NOT NULL DEFAULT '{}',
  -- The driving licence (license_number, license_expiry of 001) as staff verified it: who and when.
  -- Cleared when its number or expiry changes.
  ADD COLUMN license_verified_at timestamptz,
  ADD COLUMN license_verified_by uuid REFERENCES users(id),
  -- The tourist-board (SLTDA) licence, when the driver holds one, and its verification.
  ADD COLUMN tourist_license_kind text CHECK (tourist_license_kind IN ('chauffeurTouristGuide', 'nationalTouristGuide', 'touristDriver')),
  ADD COLUMN tourist_license_number text CHECK (char_length(tourist_license_number) <= 200),
  ADD COLUMN tourist_license_expiry date,
  ADD COLUMN tourist_license_verified_at timestamptz,
  ADD COLUMN tourist_license_verified_by uuid REFERENCES users(id),
  ADD CONSTRAINT users_tourist_license_whole CHECK (
    (tourist_license_kind IS NULL AND tourist_license_number IS NULL AND tourist_license_expiry IS NULL AND tourist_license_verified_at IS NULL)
    OR (tourist_license_kind IS NOT NULL AND tourist_license_number IS NOT NULL AND tourist_license_expiry IS NOT NULL)),
  ADD CONSTRAINT users_license_verified_whole CHECK ((license_verified_at IS NULL) = (license_verified_by IS NULL)),
  ADD CONSTRAINT users_tourist_license_verified_whole CHECK ((tourist_license_verified_at IS NULL) = (tourist_license_verified_by IS NULL));

-- The driver the tourist asked for on the booking form: staff see the wish first when assigning.
ALTER TABLE bookings ADD COLUMN preferred_driver_id uuid REFERENCES users(id);

-- Drivers' public pages (/drivers, /drivers/:id) are rendered on the server and kept until their
-- data changes (decision 096): a driver's profile and licences say so too, from any process.
DROP TRIGGER users_notify_pages ON users;
CREATE TRIGGER users_notify_pages AFTER UPDATE OF username, country, languages, experience_years, license_expiry, deleted_at,
    introduction, introduction_language, introduction_translations, regions, license_verified_at,
    tourist_license_kind, tourist_license_expiry, tourist_license_verified_at ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();
