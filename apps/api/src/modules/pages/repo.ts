import type { InfoPageSlug, UiLanguage } from '@app/shared';
import type { Queryable } from '../../db/database';

/** Staff's text of a page in one language; '' stands for the default's title or body. */
export interface PageTextRow {
  lang: UiLanguage;
  title: string;
  body: string;
  updated_at: Date;
}

export async function findPageTexts(db: Queryable, slug: InfoPageSlug): Promise<PageTextRow[]> {
  return db.query<PageTextRow>('SELECT lang, title, body, updated_at FROM info_page_texts WHERE slug = $1', [slug]);
}

export async function findPageText(db: Queryable, slug: InfoPageSlug, lang: UiLanguage): Promise<PageTextRow | undefined> {
  const rows = await db.query<PageTextRow>('SELECT lang, title, body, updated_at FROM info_page_texts WHERE slug = $1 AND lang = $2', [slug, lang]);
  return rows[0];
}

/** Keeps staff's text (a title or body of '' is the default's); both '' removes the row. */
export async function savePageText(db: Queryable, slug: InfoPageSlug, lang: UiLanguage, text: { title: string; body: string }, by: string): Promise<void> {
  if (text.title === '' && text.body === '') {
    await db.query('DELETE FROM info_page_texts WHERE slug = $1 AND lang = $2', [slug, lang]);
    return;
  }
  await db.query(
    `INSERT INTO info_page_texts (slug, lang, title, body, updated_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (slug, lang) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, updated_by = EXCLUDED.updated_by, updated_at = now()
     WHERE info_page_texts.title IS DISTINCT FROM EXCLUDED.title OR info_page_texts.body IS DISTINCT FROM EXCLUDED.body`,
    [slug, lang, text.title, text.body, by],
  );
}

/** Every page's staff title and last change, per language (at most five pages times seven languages): no bodies. */
export async function listPageTitles(db: Queryable): Promise<{ slug: InfoPageSlug; lang: UiLanguage; title: string; updated_at: Date }[]> {
  return db.query<{ slug: InfoPageSlug; lang: UiLanguage; title: string; updated_at: Date }>('SELECT slug, lang, title, updated_at FROM info_page_texts');
}
