import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { ApiError } from '../api';
import { errorText, saveErrorText } from '../error-text';
import { formatDay, formatMoment, formatMonthYear, formatPrice } from '../format';
import { loadMessages } from './catalogs';
import { translateSentence } from './translate';
import { LANGUAGE_STORAGE_KEY, activeLanguage, initialLanguage, setActiveLanguage } from './active-language';
import { pseudoLocalize } from './pseudo';

afterEach(() => {
  setActiveLanguage('en');
  localStorage.clear();
});

describe('the language of a first visit', () => {
  it('?lang= wins and is kept; else an earlier choice; else the browser’s first supported language; else English', () => {
    expect(initialLanguage('?lang=ru', ['de-DE'])).toBe('ru');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
    expect(initialLanguage('', ['de-DE'])).toBe('ru');
    localStorage.clear();
    expect(initialLanguage('?lang=xx', ['ja', 'de-CH', 'fr'])).toBe('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(initialLanguage('', ['ja', 'ko'])).toBe('en');
  });

  it('<html lang> follows the language shown', () => {
    setActiveLanguage('ta');
    expect(document.documentElement.lang).toBe('ta');
    expect(activeLanguage()).toBe('ta');
  });
});

describe('dates and money in the language shown', () => {
  it('English keeps the forms the pages always had', () => {
    expect(formatDay('2026-08-12')).toBe('Wed, Aug 12, 2026');
    expect(formatMoment('2026-11-21T11:00:00+05:30')).toBe('Sat, Nov 21, 2026, 11:00');
    expect(formatPrice(45)).toBe('$45.00');
  });

  it('German, Russian and Chinese get their own order, names and money, still in Sri Lanka time', () => {
    setActiveLanguage('de');
    expect(formatDay('2026-08-12')).toBe('Mi., 12. Aug. 2026');
    expect(formatMoment('2026-11-21T11:00:00+05:30')).toBe('Sa., 21. Nov. 2026, 11:00');
    expect(formatPrice(1234.5)).toBe('1.234,50\u00a0$');
    setActiveLanguage('ru');
    expect(formatMonthYear(new Date(2026, 10, 1))).toBe('ноябрь 2026 г.');
    setActiveLanguage('zh');
    expect(formatDay('2026-08-12')).toBe('2026年8月12日周三');
    expect(formatPrice(45)).toBe('US$45.00');
  });
});

describe('the pseudo-language', () => {
  it('accents text, keeps ICU syntax and grows by 40%', () => {
    const out = pseudoLocalize('{count, plural, one {# seat} other {# seats}} left');
    expect(out).toMatch(/^\[\{count, plural, one \{# šéáţ\} other \{# šéáţš\}\} ĺéƒţ ·+\]$/);
    expect(out.length).toBeGreaterThanOrEqual(Math.ceil('{count, plural, one {# seat} other {# seats}} left'.length * 1.4));
  });
});

describe('server and form sentences in the language shown', () => {
  it('a form error from a shared schema is shown in German, its field name too', async () => {
    const de = await loadMessages('de');
    const english = MESSAGES.validation.tooLong(MESSAGES.fields.phone, 30);
    expect(translateSentence(de, english)).toBe(de.validation.tooLong(de.fields.phone, 30));
    expect(translateSentence(de, english)).not.toBe(english);
    expect(translateSentence(de, 'A sentence nobody made from the catalog')).toBe('A sentence nobody made from the catalog');
  });

  it('an API error: English as the server wrote it; another language from its code, statuses in words', async () => {
    const error = new ApiError(409, 'Conflict', MESSAGES.api.illegalTransition('pending', 'picked_up'), [MESSAGES.api.driverUnavailable], {
      code: { code: 'api.illegalTransition', params: { from: 'pending', to: 'picked_up' } },
      detailCodes: [{ code: 'api.driverUnavailable' }],
    });
    expect(errorText(error)).toBe('Cannot change a booking from pending to picked_up.');
    const ru = await loadMessages('ru');
    setActiveLanguage('ru');
    expect(errorText(error)).toBe(ru.api.illegalTransition(ru.statusLabels.pending, ru.statusLabels.picked_up));
    expect(saveErrorText(error)).toBe(`${ru.api.illegalTransition(ru.statusLabels.pending, ru.statusLabels.picked_up)}: ${ru.api.driverUnavailable}`);
  });
});
