-- Issue 26, items 6 and 9.

-- A PayHere checkout the browser came back from (PayHere's return_url: it says paid) whose signed
-- notification has not arrived yet. While such an order is this recent, the booking offers no new
-- checkout (decision 080). PayHere telling us the payment failed or was cancelled clears it.
ALTER TABLE payhere_orders ADD COLUMN returned_at timestamptz;

-- An account has no language until its person chooses one (decision 081): NULL = not chosen, the
-- browser's language applies on the site. 'en' was the default for every account that never
-- chose (all made by staff or the seed, and every account before issue 16); a person who did
-- choose English loses nothing (English pages and e-mails stay English where nothing else is
-- known), and their next choice on any device is saved again. Other values were chosen or read
-- on a page in that language, and are kept.
ALTER TABLE users ALTER COLUMN preferred_language DROP NOT NULL;
ALTER TABLE users ALTER COLUMN preferred_language DROP DEFAULT;
UPDATE users SET preferred_language = NULL WHERE preferred_language = 'en';

-- The language the person's browser asked for, at registration or the latest sign-in: e-mails to
-- an account without a language of its own are written in it (else English).
ALTER TABLE users ADD COLUMN browser_language text
  CHECK (browser_language IN ('en', 'de', 'fr', 'ru', 'zh', 'si', 'ta'));
