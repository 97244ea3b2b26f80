-- A trip outside the app (issue 34, decision 108).

-- Each driver's private calendar feed: its address is /api/calendar/<secret>.ics. The secret is
-- kept as it is (the driver's profile shows the address again); renewing replaces it, so the old
-- address answers 404 at once. 256 random bits, base64url.
CREATE TABLE calendar_feeds (
  driver_id uuid PRIMARY KEY REFERENCES users (id),
  secret text NOT NULL UNIQUE CHECK (secret ~ '^[A-Za-z0-9_-]{43}$'),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  renewed_at timestamptz
);

-- The office's WhatsApp number the tourists' chat links open (one row; staff edit it): digits as
-- wa.me wants them (country code first, no +), or null for none.
CREATE TABLE chat_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  office_whatsapp text CHECK (office_whatsapp ~ '^[1-9][0-9]{7,14}$'),
  updated_by uuid REFERENCES users (id),
  updated_at timestamptz
);
INSERT INTO chat_settings (id) VALUES (true);
