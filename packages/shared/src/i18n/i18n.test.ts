import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ALL_MESSAGES } from '../all-messages';
import { PAGE_MESSAGES } from '../page-messages';
import { formatPriceIn } from '../pricing';
import { catalogOf, localizeTree, messageByCode, type Catalog } from './catalog';
import { catalogProblems, placeholdersOf, unusedKeys } from './catalog-check';
import { codeOfSentence } from './icu';
import { UI_LANGUAGES, acceptedLanguageTags, intlLocaleOf, matchUiLanguage, pageLanguageOf } from './locales';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const catalogFor = (lang: string) => JSON.parse(readFileSync(path.join(localesDir, `${lang}.json`), 'utf8')) as Catalog;
const english = catalogOf(ALL_MESSAGES);

describe('catalogs', () => {
  it.each(UI_LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))('%s has every English key, no other, valid ICU and the same placeholders', (lang) => {
    expect(catalogProblems(lang, english, catalogFor(lang))).toEqual([]);
  });

  it('English patterns are valid ICU', () => {
    const broken = Object.entries(english).filter(([, pattern]) => placeholdersOf(pattern).error);
    expect(broken).toEqual([]);
  });

  it('the check finds what it must: a missing key, a left-over key, a lost placeholder, broken ICU', () => {
    const en = { 'a.one': 'Up to {lastDate}.', 'a.two': 'Hello', 'a.three': '{n, plural, one {# day} other {# days}}' };
    const problems = catalogProblems('xx', en, { 'a.one': 'Bis zum Datum.', 'a.three': '{n, plural, one {# Tag} other {# Tage}', 'a.four': 'Extra' });
    expect(problems).toEqual([
      'xx: a.one has placeholders {} but English has {lastDate}',
      'xx: missing a.two',
      expect.stringMatching(/^xx: a\.three is not valid ICU/),
      'xx: a.four is not an English key (left over?)',
    ]);
  });

  it('a key no code reads is reported; reading it by path, through an alias or by index counts', () => {
    const keys = ['x.read', 'x.aliased.one', 'x.indexed.pending', 'x.unread'];
    const code = ['m.x.read;', 'const T = m.x.aliased;\nT.one();', 'labels = m.x.indexed[status];'];
    expect(unusedKeys(keys, code)).toEqual(['x.unread']);
  });
});

describe('messages in a language', () => {
  it('plurals: 1 tourist / 2 tourists in English; Russian has three forms', () => {
    expect(MESSAGES.accountUi.myBookings.tourists(1)).toBe('1 tourist');
    expect(MESSAGES.accountUi.myBookings.tourists(2)).toBe('2 tourists');
    const ru = localizeTree(PAGE_MESSAGES, 'ru', catalogFor('ru'));
    const forms = [1, 2, 5, 21, 22, 25].map((n) => ru.staffUi.priceDays(n));
    expect(forms[0]).toBe('1 день');
    expect(forms[1]).toBe('2 дня');
    expect(forms[2]).toBe('5 дней');
    expect(forms.slice(3)).toEqual(['21 день', '22 дня', '25 дней']);
  });

  it('a missing translation falls back to English; numbers follow the language', () => {
    const de = localizeTree(PAGE_MESSAGES, 'de', { 'staffUi.seatsHint': 'Dieses Fahrzeug hat {seats, number} Sitze.', 'staffUi.priceDays': '{days, plural, one {# Tag} other {# Tage}}' });
    expect(de.staffUi.seatsHint(12000)).toBe('Dieses Fahrzeug hat 12.000 Sitze.');
    expect(de.staffUi.priceDays(12000)).toBe('12.000 Tage');
    expect(de.staffUi.keepIt).toBe(PAGE_MESSAGES.staffUi.keepIt);
  });

  it('an English sentence made from the catalog names its code and values; the code reads back in another language', () => {
    const text = MESSAGES.validation.tooLong(MESSAGES.fields.phone, 30);
    expect(codeOfSentence(text)).toEqual({ code: 'validation.tooLong', params: { field: 'Phone', max: 30 } });
    expect(codeOfSentence(MESSAGES.api.vehicleNotFound)).toEqual({ code: 'api.vehicleNotFound' });
    const de = localizeTree(MESSAGES, 'de', catalogFor('de'));
    expect(messageByCode(de, 'validation.tooLong', { field: 'Telefon', max: 30 })).toBe(de.validation.tooLong('Telefon', 30));
    expect(messageByCode(de, 'no.such.key')).toBeUndefined();
  });
});

describe('languages and formats', () => {
  it('the browser’s first supported language wins; Traditional Chinese is not Simplified', () => {
    expect(matchUiLanguage(['de-AT', 'en'])).toBe('de');
    expect(matchUiLanguage(['pt-BR', 'fr-CA', 'en'])).toBe('fr');
    expect(matchUiLanguage(['zh-TW', 'ru'])).toBe('ru');
    expect(matchUiLanguage(['zh-Hans-CN'])).toBe('zh');
    expect(matchUiLanguage(['si-LK'])).toBe('si');
    expect(matchUiLanguage(['ja', 'ko'])).toBeNull();
  });

  it('a page’s language without cookies: ?lang, else Accept-Language by quality, else English (decision 095)', () => {
    expect(acceptedLanguageTags('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(acceptedLanguageTags('en;q=0.2, ta, de;q=0')).toEqual(['ta', 'en']);
    expect(acceptedLanguageTags('ja;q=0.9, ru;q=0.9')).toEqual(['ja', 'ru']);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
    expect(pageLanguageOf('de', 'fr')).toBe('de');
    expect(pageLanguageOf('xx', 'ja, zh-TW;q=0.9, zh-CN;q=0.8')).toBe('zh');
    expect(pageLanguageOf(null, 'ja')).toBe('en');
    expect(pageLanguageOf(undefined, 'ru;q=0.1, si;q=0.5')).toBe('si');
    expect(pageLanguageOf(undefined, `${'x,'.repeat(100_000)}ta`)).toBe('en');
  });

  it('money stays US dollars, written as each language writes money', () => {
    expect(formatPriceIn(1234.5, intlLocaleOf('en'))).toBe('$1234.50');
    expect(formatPriceIn(1234.5, intlLocaleOf('de'))).toBe('1.234,50\u00a0$');
    expect(formatPriceIn(45, intlLocaleOf('fr'))).toBe('45,00\u00a0$US');
    expect(formatPriceIn(45, intlLocaleOf('ru'))).toBe('45,00\u00a0$');
    expect(formatPriceIn(45, intlLocaleOf('zh'))).toBe('US$45.00');
  });
});
