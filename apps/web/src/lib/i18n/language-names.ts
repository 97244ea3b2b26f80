import { COUNTRY_CODES, LANGUAGES, countryNameIn, languageName } from '@app/shared';
import { activeLanguage, activeLocale } from './active-language';

const displayNames = new Map<string, Intl.DisplayNames | null>();

function displayNamesFor(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    } catch {
      // A browser without Intl.DisplayNames shows the English names.
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale)!;
}

/**
 * A spoken language's name (a driver's, a tourist's preference) in the language the page shows.
 * English keeps the list's own names: the browser's differ for some ("Bangla", "Divehi").
 */
export function languageLabel(code: string): string {
  if (activeLanguage() === 'en') return languageName(code);
  try {
    return displayNamesFor(activeLocale())?.of(code) ?? languageName(code);
  } catch {
    return languageName(code);
  }
}

/** Codes as a list of names in the language shown: `en, de` -> `English, German` (`Englisch und Deutsch`). */
export function languageLabels(codes: readonly string[]): string {
  const names = codes.map(languageLabel);
  if (activeLanguage() === 'en') return names.join(', ');
  try {
    return new Intl.ListFormat(activeLocale(), { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** The fixed list of languages, named in the language shown, for a picker. */
export function languageOptions(): { code: string; name: string }[] {
  return LANGUAGES.map(({ code }) => ({ code, name: languageLabel(code) }));
}

/** A country's name (an ISO 3166-1 code, decision 097) in the language the page shows. */
export function countryLabel(code: string): string {
  return countryNameIn(code, activeLocale());
}

/** The fixed list of countries, named in the language shown and sorted by those names, for a picker. */
export function countryOptions(): { code: string; name: string }[] {
  const locale = activeLocale();
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: countryNameIn(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
}
