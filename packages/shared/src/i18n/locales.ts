/**
 * The languages the product speaks: English (the default, and the API's), the visitors' largest
 * markets, and Sri Lanka's own. Each is named in itself, as a switcher lists them.
 */
export const UI_LANGUAGES = [
  { code: 'en', name: 'English', intl: 'en-US' },
  { code: 'de', name: 'Deutsch', intl: 'de-DE' },
  { code: 'fr', name: 'Français', intl: 'fr-FR' },
  { code: 'ru', name: 'Русский', intl: 'ru-RU' },
  { code: 'zh', name: '简体中文', intl: 'zh-CN' },
  { code: 'si', name: 'සිංහල', intl: 'si-LK' },
  { code: 'ta', name: 'தமிழ்', intl: 'ta-LK' },
] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number]['code'];
export const UI_LANGUAGE_CODES = UI_LANGUAGES.map((l) => l.code) as [UiLanguage, ...UiLanguage[]];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The locale `Intl` formats with for a language (dates, numbers, money). */
export function intlLocaleOf(lang: UiLanguage): string {
  return UI_LANGUAGES.find((l) => l.code === lang)!.intl;
}

/**
 * The first of a browser's preferred languages (`de-AT`, `zh-Hans-CN`, `ta`) that the product
 * speaks, by its primary subtag; Traditional Chinese is not Simplified, so `zh-TW`/`zh-Hant` do
 * not match. Null when none does.
 */
export function matchUiLanguage(preferred: readonly string[]): UiLanguage | null {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const primary = lower.split(/[-_]/)[0];
    if (primary === 'zh' && /(^|[-_])(hant|tw|hk|mo)($|[-_])/.test(lower)) continue;
    if (isUiLanguage(primary)) return primary;
  }
  return null;
}

/**
 * The language tags of an `Accept-Language` header, most wanted first (RFC 9110 section 12.5.4):
 * by quality, the header's order among equals; `q=0` (not wanted) and `*` left out. The same list
 * a browser gives as `navigator.languages`, so `matchUiLanguage` reads both alike.
 */
export function acceptedLanguageTags(header: string | undefined): string[] {
  const tags: { tag: string; q: number; at: number }[] = [];
  // A header longer than any browser sends is read up to that length: no request makes this slow.
  for (const [at, part] of (header ?? '').slice(0, 1000).split(',').entries()) {
    const [tag = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    if (tag === '' || tag === '*' || !(q > 0)) continue;
    tags.push({ tag, q, at });
  }
  return tags.sort((a, b) => b.q - a.q || a.at - b.at).map((t) => t.tag);
}

/**
 * The language a page is answered in without cookies (decision 095): `?lang=xx` when the product
 * speaks it, else the first of the browser's languages it speaks (the rule the web app applies to
 * `navigator.languages`), else English.
 */
export function pageLanguageOf(langParam: string | null | undefined, acceptLanguage: string | undefined): UiLanguage {
  if (isUiLanguage(langParam)) return langParam;
  return matchUiLanguage(acceptedLanguageTags(acceptLanguage)) ?? DEFAULT_UI_LANGUAGE;
}
