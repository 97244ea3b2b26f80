-- The travellers' pages (decision 085): /terms, /privacy, /cancellation, /licence, /faq. Their
-- default texts ship in the message catalogs; a row here is staff's own text for one page in one
-- language. An empty title or body stands for the default's; a language without a row shows the
-- default. The cancellation page's refund tiers come from the pricing policy, never from here.
CREATE TABLE info_page_texts (
  slug text NOT NULL CHECK (slug IN ('terms', 'privacy', 'cancellation', 'licence', 'faq')),
  lang text NOT NULL CHECK (lang IN ('en', 'de', 'fr', 'ru', 'zh', 'si', 'ta')),
  title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 200),
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 20000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (slug, lang),
  CHECK (title <> '' OR body <> '')
);
