import { describe, expect, it } from 'vitest';
import { formatCivilDate, formatDateIn, formatDateTimeIn, formatInstantIn, SHIPPED_DATE_TABLES, sentenceValue, type DateStyle } from './date-format';
import { formatIcu } from './i18n/icu';
import { UI_LANGUAGE_CODES, intlLocaleOf, type UiLanguage } from './i18n/locales';

const DAY = '2026-11-27'; // a Friday
const STYLES: DateStyle[] = ['long', 'short', 'dayMonth', 'monthYear', 'weekday', 'weekdayShort', 'weekdayNarrow', 'dayOfMonth'];

/** Every style of 2026-11-27, and its day with 09:05, exactly as each language writes them. */
const EXPECTED: Record<UiLanguage, { styles: string[]; dateTime: string; dayMonthTime: string; december: string }> = {
  en: { styles: ['Fri, Nov 27, 2026', '27 Nov 2026', '27 Nov', 'November 2026', 'Friday', 'Fri', 'F', '27'], dateTime: 'Fri, Nov 27, 2026, 09:05', dayMonthTime: '27 Nov 09:05', december: 'December 2026' },
  de: { styles: ['Fr., 27. Nov. 2026', '27. Nov. 2026', '27. Nov.', 'November 2026', 'Freitag', 'Fr', 'F', '27'], dateTime: 'Fr., 27. Nov. 2026, 09:05', dayMonthTime: '27. Nov., 09:05', december: 'Dezember 2026' },
  fr: { styles: ['ven. 27 nov. 2026', '27 nov. 2026', '27 nov.', 'novembre 2026', 'vendredi', 'ven.', 'V', '27'], dateTime: 'ven. 27 nov. 2026, 09:05', dayMonthTime: '27 nov., 09:05', december: 'décembre 2026' },
  ru: { styles: ['пт, 27 нояб. 2026 г.', '27 нояб. 2026 г.', '27 нояб.', 'ноябрь 2026 г.', 'пятница', 'пт', 'П', '27'], dateTime: 'пт, 27 нояб. 2026 г., 09:05', dayMonthTime: '27 нояб., 09:05', december: 'декабрь 2026 г.' },
  zh: { styles: ['2026年11月27日周五', '2026年11月27日', '11月27日', '2026年11月', '星期五', '周五', '五', '27日'], dateTime: '2026年11月27日周五 09:05', dayMonthTime: '11月27日 09:05', december: '2026年12月' },
  si: { styles: ['2026 ඉල් 27, සිකු', '2026 ඉල් 27', 'ඉල් 27', '2026 ඉල්', 'සිකුරාදා', 'සිකු', 'සි', '27'], dateTime: '2026 ඉල් 27, සිකු, 09:05', dayMonthTime: 'ඉල් 27, 09:05', december: '2026 උඳුවප්' },
  ta: { styles: ['வெள்., 27 நவ., 2026', '27 நவ., 2026', 'நவ. 27', 'நவம்பர் 2026', 'வெள்ளி', 'வெள்.', 'வெ', '27'], dateTime: 'வெள்., 27 நவ., 2026, 09:05', dayMonthTime: 'நவ. 27, 09:05', december: 'டிசம்பர் 2026' },
};

describe('one date formatter in seven languages', () => {
  for (const lang of UI_LANGUAGE_CODES) {
    it(`writes ${lang} dates exactly`, () => {
      expect(STYLES.map((style) => formatDateIn(DAY, lang, style))).toEqual(EXPECTED[lang].styles);
      expect(formatDateTimeIn(DAY, '09:05', lang)).toBe(EXPECTED[lang].dateTime);
      expect(formatDateTimeIn(DAY, '09:05', lang, 'dayMonth')).toBe(EXPECTED[lang].dayMonthTime);
      // The month heading the calendar shows: "2026年12月" in Chinese, not "十二月 2026".
      expect(formatDateIn('2026-12-01', lang, 'monthYear')).toBe(EXPECTED[lang].december);
    });
  }

  it('reads an instant in Sri Lanka time, whatever the zone of the machine', () => {
    // 20:00 UTC is 01:30 the next day in Colombo.
    expect(formatInstantIn('2026-11-26T20:00:00.000Z', 'en', true)).toBe('Fri, Nov 27, 2026, 01:30');
    expect(formatInstantIn(Date.parse('2026-11-26T20:00:00.000Z'), 'si')).toBe('2026 ඉල් 27, සිකු');
    expect(formatInstantIn('2026-11-26T20:00:00.000Z', 'zh', true)).toBe('2026年11月27日周五 01:30');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatDateIn('2026-02-30', 'de')).toBe('2026-02-30');
    expect(formatDateIn('soon', 'si')).toBe('soon');
    expect(formatInstantIn('never', 'ta')).toBe('never');
  });

  it('uses the shipped Sinhala and Tamil tables even where Intl has no data for them', () => {
    // A browser without si/ta data is an Intl that knows nothing of them: the tables never ask it.
    const original = Intl.DateTimeFormat;
    try {
      (Intl as { DateTimeFormat: unknown }).DateTimeFormat = function NoData() {
        throw new Error('no locale data');
      };
      expect(formatDateIn(DAY, 'si')).toBe(EXPECTED.si.styles[0]);
      expect(formatDateIn(DAY, 'ta', 'monthYear')).toBe(EXPECTED.ta.styles[3]);
      expect(formatDateTimeIn(DAY, '09:05', 'en')).toBe(EXPECTED.en.dateTime);
    } finally {
      (Intl as { DateTimeFormat: unknown }).DateTimeFormat = original;
    }
  });

  it("agrees with Node's full ICU for Sinhala and Tamil on every day of a year (the tables are CLDR's)", () => {
    const intlOptions: Partial<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
      long: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
      monthYear: { month: 'long', year: 'numeric' },
      weekday: { weekday: 'long' },
      weekdayNarrow: { weekday: 'narrow' },
    };
    for (const lang of ['si', 'ta'] as const) {
      expect(SHIPPED_DATE_TABLES[lang]).toBeDefined();
      for (let i = 0; i < 366; i += 1) {
        const at = Date.UTC(2028, 0, 1 + i);
        const d = new Date(at);
        const c = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
        for (const [style, options] of Object.entries(intlOptions) as [DateStyle, Intl.DateTimeFormatOptions][]) {
          const icu = new Intl.DateTimeFormat(intlLocaleOf(lang), { ...options, timeZone: 'UTC' }).format(at);
          expect(formatCivilDate(c, lang, style)).toBe(icu);
        }
      }
    }
  });

  it('writes raw days and Sri Lanka times that reach a sentence in its language', () => {
    expect(sentenceValue('2028-11-26', 'de')).toBe('So., 26. Nov. 2028');
    expect(sentenceValue('2031-05-09 21:00', 'en')).toBe('Fri, May 9, 2031, 21:00');
    expect(sentenceValue('ABC123', 'de')).toBe('ABC123');
    expect(sentenceValue('2026-02-30', 'de')).toBe('2026-02-30');
    expect(formatIcu('Bis zum {lastDate}.', 'de', { lastDate: '2028-11-26' })).toBe('Bis zum So., 26. Nov. 2028.');
    expect(formatIcu('{d}', 'si', { d: '2026-11-27' })).toBe('2026 ඉල් 27, සිකු');
  });
});
