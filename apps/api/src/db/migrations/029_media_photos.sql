-- Issue 30 (decision 099): photos the office uploads, kept in the database so every API process
-- on every machine serves them. The media module owns both tables; a photo belongs to a vehicle
-- (or, later, a driver's profile) by kind and id, without a foreign key to either table.
CREATE TABLE media_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_kind text NOT NULL CHECK (owner_kind IN ('vehicle', 'driver')),
  owner_id uuid NOT NULL,
  -- Its place among its owner's photos, from 0; rewritten whole when the order changes.
  position integer NOT NULL CHECK (position >= 0),
  alt text NOT NULL DEFAULT '' CHECK (char_length(alt) <= 200),
  -- Alt text in other languages, by language code (English is `alt`).
  alt_translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(alt_translations) = 'object'),
  -- The largest size kept, upright (after the EXIF orientation).
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  -- A tiny blurred WebP as a data: URI, shown while the photo loads.
  placeholder text NOT NULL CHECK (char_length(placeholder) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_photos_owner ON media_photos (owner_kind, owner_id, position);

-- Each size of a photo: WebP bytes without metadata, named in its address by a digest of them,
-- so an address never changes its content (answered with immutable caching).
CREATE TABLE media_files (
  photo_id uuid NOT NULL REFERENCES media_photos (id) ON DELETE CASCADE,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  content_type text NOT NULL CHECK (content_type IN ('image/webp', 'image/jpeg', 'image/png')),
  digest text NOT NULL CHECK (digest ~ '^[A-Za-z0-9_-]{8,64}$'),
  bytes bytea NOT NULL,
  PRIMARY KEY (photo_id, width)
);
-- WebP is compressed already: stored out of line as it is, without PostgreSQL trying to compress it again.
ALTER TABLE media_files ALTER COLUMN bytes SET STORAGE EXTERNAL;

-- The vehicle's photos as its answers carry them (addresses, sizes, alt text), written by the
-- vehicles module in the transaction that changes them through the media module's face: every
-- read of a vehicle (searches, the in-memory index, pages) gets them with the row, and the row's
-- update notifies 'vehicle_availability' (migration 016), which refreshes every cache of it.
ALTER TABLE vehicles ADD COLUMN photos jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(photos) = 'array');
