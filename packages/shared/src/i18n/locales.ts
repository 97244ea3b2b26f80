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
