import { DEFAULT_UI_LANGUAGE, intlLocaleOf, isUiLanguage, matchUiLanguage, type UiLanguage } from '@app/shared';

/**
 * The language the server answered the page in (its `<html lang>`, decision 095), read when this
 * module loads, before the app sets the language it shows.
 */
const served = typeof document !== 'undefined' ? document.documentElement.lang : '';

/** Whether the page's head (title, description) is the server's, written in `lang`. */
export function servedIn(lang: UiLanguage): boolean {
  return served === lang;
}

/** Where a visitor's own choice of language is kept between visits. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * The language the page shows right now. One page shows one language, so formatting helpers
 * (dates, money) read it here rather than having it passed down every component; the provider
 * sets it before it re-renders the tree.
 */
let active: UiLanguage = DEFAULT_UI_LANGUAGE;

export function activeLanguage(): UiLanguage {
  return active;
}

/** The `Intl` locale of the language shown (`de-DE`). */
export function activeLocale(): string {
  return intlLocaleOf(active);
}

export function setActiveLanguage(lang: UiLanguage): void {
  active = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

function storedChoice(): UiLanguage | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isUiLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language the visitor chose on purpose (switcher, `?lang=`, their account), kept in this browser. */
export function rememberChoice(lang: UiLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be full or blocked; the choice then lasts for this page only.
  }
}

export function hasStoredChoice(): boolean {
  return storedChoice() !== null;
}

/**
 * The language of a first paint: `?lang=xx` in the address (a shared link, and kept as the
 * choice), else the visitor's earlier choice, else the first of the browser's languages the
 * product speaks, else English.
 */
export function initialLanguage(search: string, browserLanguages: readonly string[]): UiLanguage {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isUiLanguage(fromUrl)) {
    rememberChoice(fromUrl);
    return fromUrl;
  }
  return storedChoice() ?? matchUiLanguage(browserLanguages) ?? DEFAULT_UI_LANGUAGE;
}
