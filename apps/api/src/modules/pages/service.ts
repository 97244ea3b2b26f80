import { INFO_PAGE_SLUGS, UI_LANGUAGE_CODES, cancellationSummary, type AdminInfoPage, type InfoPage, type InfoPageSlug, type UiLanguage } from '@app/shared';
import { INFO_PAGE_MESSAGES } from '@app/shared/info-page-messages';
import type { Database, Queryable } from '../../db/database';
import { treeIn } from '../../lib/i18n';
import { currentPolicy } from '../pricing';
import * as repo from './repo';

/** The texts a page ships with in a language (the catalogs'), also its cancellation sentences. */
function defaultsOf(slug: InfoPageSlug, lang: UiLanguage) {
  return treeIn(INFO_PAGE_MESSAGES, lang).infoPages[slug];
}

/** Staff's text over the default: a part left '' is the default's. */
function effective(slug: InfoPageSlug, lang: UiLanguage, row: repo.PageTextRow | undefined) {
  const fallback = defaultsOf(slug, lang);
  return {
    title: row?.title || fallback.title,
    body: row?.body || fallback.body,
    custom: row !== undefined,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

/** A page as a visitor reads it in one language; the cancellation page states the current policy's tiers. */
export async function publicPage(db: Queryable, slug: InfoPageSlug, lang: UiLanguage): Promise<InfoPage> {
  const page: InfoPage = { slug, lang, ...effective(slug, lang, await repo.findPageText(db, slug, lang)) };
  if (slug === 'cancellation') {
    const { policy } = await currentPolicy(db);
    page.cancellation = cancellationSummary(policy, treeIn(INFO_PAGE_MESSAGES, lang).infoPages.cancellation.generated);
  }
  return page;
}

/** A page in every language, as staff edit it: the text shown now and the default beside it. */
export async function adminPage(db: Queryable, slug: InfoPageSlug): Promise<AdminInfoPage> {
  const rows = new Map((await repo.findPageTexts(db, slug)).map((row) => [row.lang, row]));
  return {
    slug,
    texts: UI_LANGUAGE_CODES.map((lang) => {
      const fallback = defaultsOf(slug, lang);
      return { lang, ...effective(slug, lang, rows.get(lang)), defaultTitle: fallback.title, defaultBody: fallback.body };
    }),
  };
}

/**
 * Saves the languages staff sent. A title or text equal to the default (line endings and the
 * ends' white space aside) is kept as '' (the default), so a later change of the shipped text
 * reaches it; a language with both at the default has no row.
 */
export async function savePage(db: Database, slug: InfoPageSlug, texts: readonly { lang: UiLanguage; title: string; body: string }[], by: string): Promise<AdminInfoPage> {
  const same = (a: string, b: string) => a.replace(/\r\n?/g, '\n').trim() === b.replace(/\r\n?/g, '\n').trim();
  factsCache.delete(db);
  await db.transaction(async (tx) => {
    for (const text of texts) {
      const fallback = defaultsOf(slug, text.lang);
      const title = same(text.title, fallback.title) ? '' : text.title;
      const body = same(text.body, fallback.body) ? '' : text.body.replace(/\r\n?/g, '\n');
      await repo.savePageText(tx, slug, text.lang, { title, body }, by);
    }
  });
  factsCache.delete(db);
  return adminPage(db, slug);
}

/** A page's title and last change in one language, as the public pages' heads and the sitemap state them. */
export interface InfoPageFact {
  title: string;
  /** When staff last changed this language's text; null while it is the shipped default. */
  updatedAt: string | null;
}

/** Every page in every language (`facts.get(slug)?.get(lang)`), and when they were read. */
export interface InfoPageFacts {
  pages: ReadonlyMap<InfoPageSlug, ReadonlyMap<UiLanguage, InfoPageFact>>;
  /** Changes when any fact does: the sitemap rebuilds on a new stamp. */
  stamp: string;
}

/**
 * How long the facts are kept: a save in this process drops them at once; another process's
 * save is seen within this time. A page view then reads no SQL for its title.
 */
const FACTS_TTL_MS = 10_000;
const factsCache = new WeakMap<object, { at: number; facts: Promise<InfoPageFacts> }>();

/** The facts of every page in every language, read in one small query and kept (see FACTS_TTL_MS). */
export function infoPageFacts(db: Database, now = Date.now()): Promise<InfoPageFacts> {
  const cached = factsCache.get(db);
  if (cached && now - cached.at < FACTS_TTL_MS) return cached.facts;
  const facts = repo.listPageTitles(db).then((rows) => {
    const byPage = new Map(rows.map((row) => [`${row.slug}:${row.lang}`, row]));
    const pages = new Map<InfoPageSlug, Map<UiLanguage, InfoPageFact>>();
    for (const slug of INFO_PAGE_SLUGS) {
      const languages = new Map<UiLanguage, InfoPageFact>();
      for (const lang of UI_LANGUAGE_CODES) {
        const row = byPage.get(`${slug}:${lang}`);
        // Bodies are not read: only the title and the time of the change are stated.
        const { title, updatedAt } = effective(slug, lang, row && { ...row, body: '' });
        languages.set(lang, { title, updatedAt });
      }
      pages.set(slug, languages);
    }
    return { pages, stamp: rows.map((row) => `${row.slug}:${row.lang}:${new Date(row.updated_at).toISOString()}`).sort().join(',') };
  });
  // A failed read is not kept: the next page view asks again.
  facts.catch(() => factsCache.delete(db));
  factsCache.set(db, { at: now, facts });
  return facts;
}
