import { formatPriceIn } from './pricing';

/**
 * Money as integer cents. Amounts in the API are decimal numbers of the currency's main unit
 * (`12.5` is $12.50, as `totalPrice` always was); every sum is made in cents and turned back
 * once, so no floating-point error reaches a total, a deposit or a refund.
 */

/** Cents of an amount in the main unit (`12.5` -> 1250), rounded half away from zero. */
export function toCents(amount: number): number {
  const magnitude = Math.abs(amount);
  // Shift the decimal point in the number's own digits ("1.005e2" is exactly 100.5), so an
  // amount typed with cents is never a hair below them in binary (1.005 * 100 = 100.4999...).
  const text = String(magnitude);
  const cents = Math.round(text.includes('e') ? magnitude * 100 : Number(`${text}e2`));
  return amount < 0 ? -cents : cents;
}

/** The main-unit amount of a number of cents (1250 -> 12.5). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** `percent` of `cents`, rounded to the cent (half up). */
export function percentOfCents(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

/** The currency every price is set in (spec: US dollars). */
export const BASE_CURRENCY = 'USD';

/** Currencies a visitor may see approximate amounts in, and in which payments may be recorded. */
export const DISPLAY_CURRENCIES = ['LKR', 'EUR', 'GBP', 'INR', 'RUB', 'CNY', 'AUD'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
export const PAYMENT_CURRENCIES = [BASE_CURRENCY, ...DISPLAY_CURRENCIES] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

export function isPaymentCurrency(value: unknown): value is PaymentCurrency {
  return typeof value === 'string' && (PAYMENT_CURRENCIES as readonly string[]).includes(value);
}

/**
 * A US-dollar amount in another currency at `perUsd` units per dollar, rounded to the cent of
 * that currency: approximate by nature, and always shown as such.
 */
export function convertFromUsd(usd: number, perUsd: number): number {
  return fromCents(Math.round(toCents(usd) * perUsd));
}

/** The US-dollar value of an amount in another currency (`perUsd` units per dollar), to the cent. */
export function convertToUsd(amount: number, perUsd: number): number {
  return fromCents(Math.round(toCents(amount) / perUsd));
}

/**
 * An amount in a currency as the language shown writes money: US dollars exactly as every price
 * (`formatPriceIn`, `$45.00` in English), other currencies by `Intl` (`LKR 13,500`); `whole`
 * drops the minor unit, for approximate amounts that should not look exact.
 */
export function formatMoneyIn(amount: number, currency: string, locale: string, opts: { whole?: boolean } = {}): string {
  if (currency === BASE_CURRENCY && !opts.whole) return formatPriceIn(amount, locale);
  const digits = opts.whole ? 0 : 2;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  } catch {
    return `${amount.toFixed(digits)} ${currency}`;
  }
}
