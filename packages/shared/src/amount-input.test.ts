import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountProblemText, formatTypedAmount, parseTypedAmount, typedFractionDigits } from './amount-input';
import { UI_LANGUAGES } from './i18n/locales';
import { MESSAGES } from './messages';
import { PAYMENT_CURRENCIES, formatMoneyIn } from './money';

const LOCALES = UI_LANGUAGES.map((l) => l.intl);
const read = (text: string, locale: string, currency: string) => parseTypedAmount(text, { locale, currency });

describe('parseTypedAmount', () => {
  it('reads rupees as Sri Lankans write them, and refuses what could be read two ways', () => {
    expect(read('52,800', 'en-US', 'LKR')).toEqual({ ok: true, amount: 52800, cents: 5280000 });
    expect(read('52800', 'si-LK', 'LKR')).toMatchObject({ amount: 52800 });
    expect(read('LKR 52,800.00', 'en-US', 'LKR')).toMatchObject({ amount: 52800 });
    expect(read('රු. 52,800', 'si-LK', 'LKR')).toMatchObject({ amount: 52800 });
    expect(read('Rs. 1,00,000', 'ta-LK', 'LKR')).toMatchObject({ amount: 100000 });
    expect(read('52.800', 'en-US', 'LKR')).toEqual({ ok: false, problem: 'ambiguous' });
    expect(read('52.80', 'en-US', 'LKR')).toEqual({ ok: false, problem: 'decimals' });
    expect(read('52,800.50', 'si-LK', 'LKR')).toEqual({ ok: false, problem: 'decimals' });
  });

  it('reads each language its own way', () => {
    expect(read('1.234,50', 'de-DE', 'EUR')).toMatchObject({ amount: 1234.5 });
    expect(read('52.800', 'de-DE', 'LKR')).toMatchObject({ amount: 52800 });
    expect(read('52,800', 'de-DE', 'LKR')).toEqual({ ok: false, problem: 'ambiguous' });
    expect(read('12,5', 'de-DE', 'USD')).toMatchObject({ amount: 12.5 });
    expect(read('1 234,50 €', 'fr-FR', 'EUR')).toMatchObject({ amount: 1234.5 });
    expect(read('1234.50', 'fr-FR', 'EUR')).toEqual({ ok: false, problem: 'ambiguous' });
    expect(read('1\u00a0234,5', 'ru-RU', 'RUB')).toMatchObject({ amount: 1234.5 });
    expect(read('$176.00', 'en-US', 'USD')).toMatchObject({ amount: 176 });
    expect(read('12,5', 'en-US', 'USD')).toEqual({ ok: false, problem: 'ambiguous' });
    expect(read('0.1', 'zh-CN', 'USD')).toEqual({ ok: true, amount: 0.1, cents: 10 });
  });

  it('refuses more than one decimal separator, mixed grouping, and what is not an amount', () => {
    expect(read('1.234.50', 'en-US', 'USD')).toEqual({ ok: false, problem: 'separators' });
    expect(read('1,234,50', 'de-DE', 'EUR')).toEqual({ ok: false, problem: 'separators' });
    expect(read('1.234 567', 'de-DE', 'EUR')).toEqual({ ok: false, problem: 'separators' });
    expect(read('1.5,000', 'en-US', 'USD')).toEqual({ ok: false, problem: 'separators' });
    expect(read('12.345', 'en-US', 'USD')).toEqual({ ok: false, problem: 'ambiguous' });
    expect(read('1,012.345', 'en-US', 'USD')).toEqual({ ok: false, problem: 'decimals' });
    expect(read('   ', 'en-US', 'USD')).toEqual({ ok: false, problem: 'empty' });
    for (const text of ['-5', 'abc', '5 apples', '0', '0.00', '1,,000', '1e3', '.5', '5.', '1234567890123'])
      expect(read(text, 'en-US', 'USD'), text).toEqual({ ok: false, problem: 'invalid' });
  });

  it('gives back every amount it formatted, in every language and currency (format, then parse)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.constantFrom(...PAYMENT_CURRENCIES), fc.integer({ min: 1, max: 100_000_000_00 }), (locale, currency, rawCents) => {
        const cents = typedFractionDigits(currency) === 0 ? Math.max(1, Math.round(rawCents / 100)) * 100 : rawCents;
        const amount = cents / 100;
        const typed = formatTypedAmount(amount, { locale, currency });
        expect(read(typed, locale, currency), typed).toEqual({ ok: true, amount, cents });
        // What the pages show (with the currency's code or symbol) reads back too.
        expect(read(formatMoneyIn(amount, currency, locale), locale, currency), formatMoneyIn(amount, currency, locale)).toEqual({ ok: true, amount, cents });
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws and never reads a number it was not given, whatever is typed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.constantFrom(...PAYMENT_CURRENCIES), fc.string({ unit: fc.constantFrom(...'0123456789.,  \'-$€LKRe'.split('')) }), (locale, currency, text) => {
        const result = read(text, locale, currency);
        if (result.ok) {
          // The cents are the digits typed, with at most two decimal places filled in.
          const digits = Number(text.replace(/[^0-9]/g, ''));
          expect([1, 10, 100].some((f) => digits * f === result.cents), `${text} -> ${result.cents}`).toBe(true);
          expect(result.cents).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('amountProblemText', () => {
  it('explains with an example written the way it would be taken', () => {
    const m = MESSAGES.money.amountInput;
    expect(amountProblemText('ambiguous', { typed: '52.800', locale: 'en-US', currency: 'LKR' }, m)).toBe('“52.800” can be read two ways. Type it as 52,800.');
    expect(amountProblemText('decimals', { typed: '52.80', locale: 'en-US', currency: 'LKR' }, m)).toBe('LKR is recorded in whole units, without decimals, for example 52,800.');
    expect(amountProblemText('separators', { typed: '1,234,50', locale: 'de-DE', currency: 'EUR' }, m)).toBe('Use one decimal separator, after the thousands, for example 1.234,50.');
  });
});
