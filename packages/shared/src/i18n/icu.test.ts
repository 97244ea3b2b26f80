import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../all-messages';
import { dateLanguageOf, sentenceValue } from '../date-format';
import { catalogOf, placeholderNamesOf } from './catalog';
import { formatIcu, parsedIcu } from './icu';
import { UI_LANGUAGES } from './locales';

const english = catalogOf(ALL_MESSAGES);
const names = placeholderNamesOf(ALL_MESSAGES);
const catalogIn = (lang: string): Record<string, string> =>
  lang === 'en' ? english : (JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>);

describe('formatIcu (decision 120)', () => {
  it('fills a simple pattern exactly as the parser does, for every pattern of every catalog', () => {
    let simple = 0;
    for (const { code } of UI_LANGUAGES) {
      const catalog = catalogIn(code);
      for (const [key, placeholders] of Object.entries(names)) {
        const pattern = catalog[key] ?? english[key]!;
        // Strings, a number, an empty value and a date the sentence writes in its language.
        for (const values of [placeholders.map((n) => ` «${n}» `), placeholders.map(() => 3), placeholders.map(() => ''), placeholders.map(() => '2026-11-28')]) {
          const params = Object.fromEntries(placeholders.map((n, i) => [n, values[i]!]));
          let parsed: string;
          try {
            parsed = parsedIcu(pattern, code, shownIn(params, code));
          } catch {
            continue; // a plural given a word: not a call the app makes
          }
          expect(formatIcu(pattern, code, params), `${code} ${key}`).toBe(parsed);
        }
        if (!/[{}]/.test(pattern.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, ''))) simple++;
      }
    }
    // The fast path is taken: most patterns are simple.
    expect(simple).toBeGreaterThan(Object.keys(names).length * UI_LANGUAGES.length * 0.6);
  });

  it('reads apostrophes and braces as ICU does', () => {
    const cases: [string, Record<string, string | number>][] = [
      ["The driver's car, {name}", { name: 'Sunil' }],
      ["It''s {name}", { name: 'x' }],
      ["'{name}' is literal", { name: 'x' }],
      ['{n, plural, one {# day} other {# days}}', { n: 2 }],
      ['<b>{name}</b> #1', { name: 'x' }],
      ['{ name }', { name: 'x' }],
    ];
    for (const [pattern, params] of cases) expect(formatIcu(pattern, 'en', params), pattern).toBe(parsedIcu(pattern, 'en', params));
    expect(() => formatIcu('Hello {name}', 'en', {})).toThrow();
  });
});

/** The values as formatIcu hands them on to the parser: days written in the sentence's language. */
function shownIn(params: Record<string, string | number>, lang: string): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).map(([n, v]) => [n, typeof v === 'string' ? sentenceValue(v, dateLanguageOf(lang)) : v]));
}
