-- Issue 33 (decision 112): handing a vehicle over and taking it back.
--
-- The media module's private files gain a second owner kind: a booking's inspection photos and
-- the tourist's signature (owner_id is the booking).
ALTER TABLE media_private_files DROP CONSTRAINT media_private_files_owner_kind_check;
ALTER TABLE media_private_files ADD CONSTRAINT media_private_files_owner_kind_check
  CHECK (owner_kind IN ('booking_document', 'booking_inspection'));

-- The handovers module's rows: one handover and one return a booking, each recorded once. A
-- phone retrying on a bad network sends the same Idempotency-Key: its twin answers the recorded
-- row (request_hash tells a retry from another form under a reused key).
CREATE TABLE booking_handovers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('handover', 'return')),
  odometer_km integer NOT NULL CHECK (odometer_km >= 0),
  fuel_eighths smallint NOT NULL CHECK (fuel_eighths BETWEEN 0 AND 8),
  -- {front, back, left, right}: private file ids.
  photos jsonb NOT NULL,
  damage_photos uuid[] NOT NULL DEFAULT '{}',
  -- [{x, y (0..1 on the outline), side, note}]
  marks jsonb NOT NULL DEFAULT '[]',
  signature_file_id uuid NOT NULL,
  permit_seen boolean NOT NULL DEFAULT false,
  recorded_by uuid NOT NULL REFERENCES users (id),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  idempotency_key text CHECK (char_length(idempotency_key) BETWEEN 1 AND 200),
  request_hash text NOT NULL,
  UNIQUE (booking_id, kind),
  UNIQUE (booking_id, idempotency_key)
);

-- What a return proposes (decision 112): fuel missing (eighths at the booking's policy rate) and
-- each new damage mark (its amount staff enter). Nothing is charged until staff confirm a row; the
-- bookings module reads the confirmed ones into the booking's extras (bookingMoneyOf).
CREATE TABLE booking_handover_charges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('fuel', 'damage')),
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_cents integer NOT NULL CHECK (unit_cents >= 0),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 200),
  status text NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'confirmed', 'dismissed')),
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  position integer NOT NULL DEFAULT 0,
  CHECK ((status = 'proposed') = (decided_at IS NULL)),
  CHECK (status <> 'confirmed' OR unit_cents > 0)
);
CREATE INDEX booking_handover_charges_booking ON booking_handover_charges (booking_id);
