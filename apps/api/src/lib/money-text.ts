import {
  DEFAULT_UI_LANGUAGE,
  formatDateIn,
  formatInstantIn,
  localizeTree,
  formatMoneyIn,
  formatPriceIn,
  intlLocaleOf,
  addOnName,
  MESSAGES,
  toCents,
  fromCents,
  type Booking,
  type Payment,
  type UiLanguage,
} from '@app/shared';
import { EMAIL_MESSAGES } from '@app/shared/email-messages';
import { emailMessagesIn, treeIn } from './i18n';

/**
 * Words and amounts of a bill, shared by the receipt (money) and the booking e-mails
 * (notifications): the same lines, the same formatter. Pure, so neither module imports the other
 * for them (docs/architecture/modules.md).
 */

/** The receipt's sentences in one language. */
export type ReceiptText = (typeof EMAIL_MESSAGES)['receipt'];

/* English formatted like the translations, as the e-mails' is (see `mailText`): a receipt is no error. */
const ENGLISH: ReceiptText = localizeTree(EMAIL_MESSAGES.receipt, DEFAULT_UI_LANGUAGE, undefined);

/** Every sentence of the receipt in one language. */
export function receiptText(lang: UiLanguage): ReceiptText {
  return lang === DEFAULT_UI_LANGUAGE ? ENGLISH : emailMessagesIn(lang).receipt;
}

/** A payment as the receipt lists it: a reversal (a row undoing a mistake) counts against its kind. */
export type ReceiptPayment = Payment & { reversal?: boolean };

type Line = Booking['quote']['lines'][number];

/** Amounts as the reader's language writes money: US dollars as every price, other currencies by `Intl`. */
export function moneyFormat(lang: UiLanguage) {
  const locale = intlLocaleOf(lang);
  return {
    usd: (amount: number) => formatPriceIn(amount, locale),
    in: (amount: number, currency: string) => formatMoneyIn(amount, currency, locale),
  };
}

/** What a price line is, with its quantity and rate: "Vehicle hire (3 days × $45.50)". */
export function lineDescription(r: ReceiptText, line: Line, quote: Booking['quote'], usd: (amount: number) => string, lang: UiLanguage = DEFAULT_UI_LANGUAGE): string {
  switch (line.code) {
    case 'vehicle':
      // A booking made before bookings kept their terms may have one line for the whole trip.
      return line.quantity === quote.days ? r.lines.vehicle(line.quantity, usd(line.unitAmount)) : r.lines.vehicleWholeTrip;
    case 'driver':
      return r.lines.driver(line.quantity, usd(line.unitAmount));
    case 'driverNights':
      return r.lines.driverNights(line.quantity, usd(line.unitAmount));
    case 'addOn': {
      // The extra as the booking kept it: its name in the reader's language, how many, its price then.
      const name = line.addOn ? addOnName(line.addOn, lang, treeIn(MESSAGES, lang).money.addOnNames) : r.lines.addOnUnnamed;
      const count = line.addOn?.count ?? line.quantity;
      return line.addOn?.pricing === 'perDay' ? r.lines.addOnPerDay(name, count, quote.days, usd(line.unitAmount)) : r.lines.addOnPerTrip(name, count, usd(line.unitAmount));
    }
    case 'extraKm':
      return r.lines.extraKm(line.quantity, quote.includedKm, usd(line.unitAmount));
    case 'fuel':
      return r.lines.fuel(line.quantity, usd(line.unitAmount));
    case 'damage':
      return r.lines.damage;
    case 'transfer':
      return r.lines.transfer(usd(line.unitAmount));
    case 'waiting':
      return r.lines.waiting(line.quantity, usd(line.unitAmount));
  }
}

/** Every line of the bill: the booking's own quote, then the extras charged at completion, and their total. */
export function billOf(b: Booking): { lines: Line[]; total: number } {
  const lines = [...b.quote.lines, ...b.extras];
  return { lines, total: fromCents(toCents(b.quote.total) + b.extras.reduce((sum, l) => sum + toCents(l.amount), 0)) };
}

/** A YYYY-MM-DD day (Sri Lanka's calendar) as the language writes a date: the pages' shared formatter (decision 082). */
export function formatDay(date: string, lang: UiLanguage): string {
  return formatDateIn(date, lang, 'long');
}

/** An instant as its Sri Lanka day (and time), in the language's words, as the pages write it. */
export function formatInstant(at: number | string, lang: UiLanguage, withTime = false): string {
  return formatInstantIn(at, lang, withTime, 'short');
}

/** A payment's amount as recorded, negative when it is a reversal. */
export const signed = (p: ReceiptPayment, amount: number) => (p.reversal ? -amount : amount);
