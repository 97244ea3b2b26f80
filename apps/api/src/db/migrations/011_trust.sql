-- Languages become ISO 639-1 codes from a fixed list (shared/src/languages.ts): free text typed by
-- a driver reached the public list the booking form shows. Known names and codes are mapped, in the
-- order given, without repeats; anything else is dropped.
CREATE TEMPORARY TABLE language_names (code text PRIMARY KEY, name text NOT NULL) ON COMMIT DROP;
INSERT INTO language_names (code, name) VALUES
    ('si', 'sinhala'),
    ('ta', 'tamil'),
    ('en', 'english'),
    ('ar', 'arabic'),
    ('bn', 'bengali'),
    ('zh', 'chinese'),
    ('cs', 'czech'),
    ('da', 'danish'),
    ('dv', 'dhivehi'),
    ('nl', 'dutch'),
    ('fi', 'finnish'),
    ('fr', 'french'),
    ('de', 'german'),
    ('he', 'hebrew'),
    ('hi', 'hindi'),
    ('id', 'indonesian'),
    ('it', 'italian'),
    ('ja', 'japanese'),
    ('kn', 'kannada'),
    ('kk', 'kazakh'),
    ('ko', 'korean'),
    ('ms', 'malay'),
    ('ml', 'malayalam'),
    ('no', 'norwegian'),
    ('fa', 'persian'),
    ('pl', 'polish'),
    ('pt', 'portuguese'),
    ('ru', 'russian'),
    ('es', 'spanish'),
    ('sv', 'swedish'),
    ('te', 'telugu'),
    ('th', 'thai'),
    ('tr', 'turkish'),
    ('uk', 'ukrainian'),
    ('ur', 'urdu'),
    ('vi', 'vietnamese');

UPDATE users u SET languages = COALESCE((
  SELECT array_agg(x.code ORDER BY x.first_at) FROM (
    SELECT n.code, min(l.ord) AS first_at
    FROM unnest(u.languages) WITH ORDINALITY AS l(value, ord)
    JOIN language_names n ON lower(btrim(l.value)) IN (n.code, n.name)
    GROUP BY n.code) x), '{}')
WHERE u.languages <> '{}';

UPDATE bookings b SET preferred_languages = COALESCE((
  SELECT array_agg(x.code ORDER BY x.first_at) FROM (
    SELECT n.code, min(l.ord) AS first_at
    FROM unnest(b.preferred_languages) WITH ORDINALITY AS l(value, ord)
    JOIN language_names n ON lower(btrim(l.value)) IN (n.code, n.name)
    GROUP BY n.code) x), '{}')
WHERE b.preferred_languages <> '{}';

ALTER TABLE users ADD CONSTRAINT users_languages_known CHECK (languages <@ ARRAY['si', 'ta', 'en', 'ar', 'bn', 'zh', 'cs', 'da', 'dv', 'nl', 'fi', 'fr', 'de', 'he', 'hi', 'id', 'it', 'ja', 'kn', 'kk', 'ko', 'ms', 'ml', 'no', 'fa', 'pl', 'pt', 'ru', 'es', 'sv', 'te', 'th', 'tr', 'uk', 'ur', 'vi']::text[]);
ALTER TABLE bookings ADD CONSTRAINT bookings_preferred_languages_known CHECK (preferred_languages <@ ARRAY['si', 'ta', 'en', 'ar', 'bn', 'zh', 'cs', 'da', 'dv', 'nl', 'fi', 'fr', 'de', 'he', 'hi', 'id', 'it', 'ja', 'kn', 'kk', 'ko', 'ms', 'ml', 'no', 'fa', 'pl', 'pt', 'ru', 'es', 'sv', 'te', 'th', 'tr', 'uk', 'ur', 'vi']::text[]);

-- Vehicle pictures are a path on this site or an https:// URL (shared/src/urls.ts): plain http is
-- upgraded, and a protocol-relative (//host) or otherwise odd value is cleared (the app shows its
-- placeholder picture), so no page hints or shows a picture from a host the admin did not mean.
UPDATE vehicles SET image = 'https://' || substr(image, 8) WHERE image ILIKE 'http://%';
UPDATE vehicles SET image = ''
WHERE image <> ''
  AND NOT (image ~ '^/[^/\\]' AND image !~ '[\\[:space:]]')
  AND NOT (image ~* '^https://[^/\\[:space:]?#]' AND image !~ '[\\[:space:]]');
