-- Issue 33 (decision 107): a self-drive tourist's documents before arrival.
--
-- The media module keeps private files (a document's picture or PDF): a row naming its owner by
-- kind and id, and its bytes apart behind the MediaStore, never answered under a public address.
CREATE TABLE media_private_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_kind text NOT NULL CHECK (owner_kind IN ('booking_document')),
  owner_id uuid NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/webp', 'application/pdf')),
  size integer NOT NULL CHECK (size > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_private_files_owner ON media_private_files (owner_kind, owner_id);

CREATE TABLE media_private_bytes (
  file_id uuid PRIMARY KEY REFERENCES media_private_files (id) ON DELETE CASCADE,
  bytes bytea NOT NULL
);
-- WebP and PDF are compressed already.
ALTER TABLE media_private_bytes ALTER COLUMN bytes SET STORAGE EXTERNAL;

-- The documents module's rows: one document of each kind a booking, replaced by a new upload
-- until staff verify it. After the retention period the file goes (`file_id` null, `removed_at`
-- set) and the row keeps only its kind, status and who checked it when.
CREATE TABLE booking_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('licence_front', 'licence_back', 'idp', 'permit')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
  reason text CHECK (char_length(reason) <= 500),
  file_id uuid,
  content_type text CHECK (content_type IN ('image/webp', 'application/pdf')),
  uploaded_by uuid NOT NULL REFERENCES users (id),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  reviewed_by uuid REFERENCES users (id),
  reviewed_at timestamptz,
  removed_at timestamptz,
  UNIQUE (booking_id, kind),
  CHECK (status <> 'rejected' OR reason IS NOT NULL OR removed_at IS NOT NULL),
  CHECK ((file_id IS NULL) = (removed_at IS NOT NULL)),
  CHECK ((status = 'pending') = (reviewed_at IS NULL))
);

-- What a booking's documents are beside the files: the permit got at the airport counter, the
-- reminder sent before pickup (once).
CREATE TABLE booking_document_plans (
  booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  permit_at_counter boolean NOT NULL DEFAULT false,
  reminded_at timestamptz
);
