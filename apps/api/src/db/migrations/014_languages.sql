-- The language an account reads the site and its e-mails in (issue 16): one of the product's
-- languages; English for every account made before.
ALTER TABLE users ADD COLUMN preferred_language text NOT NULL DEFAULT 'en'
  CHECK (preferred_language IN ('en', 'de', 'fr', 'ru', 'zh', 'si', 'ta'));
