import { fromCents } from './money';

/**
 * Reading an amount the way a person types it in their language and currency (issue 26, decision
 * 077): `52,800` rupees in English, `1.234,50` euros in German, `52 800` in French. The amount is
 * read into integer cents from its digits, never through a float parse of the text, and what could
 * be read two ways is refused with its reason instead of guessed (`52.800` rupees in English: a
 * decimal point or a thousands separator?).
 */

/** Why a typed amount was not taken; each has a message in `MESSAGES.money.amountInput`. */
export type AmountProblem =
  /** Nothing but spaces was typed. */
  | 'empty'
  /** Not digits with separators (letters, a minus sign, zero, or too many digits). */
  | 'invalid'
  /** A separator that could be a decimal point or a thousands separator (`52.800`, `12,5` in English). */
  | 'ambiguous'
  /** More than one decimal separator, a decimal separator before a grouping, or mixed grouping marks. */
  | 'separators'
  /** More decimals than the currency has (`12.345` dollars with groups, `52,800.50` rupees). */
  | 'decimals';

export type ParsedAmount = { ok: true; amount: number; cents: number } | { ok: false; problem: AmountProblem };

/**
 * Decimals typed for a currency. Rupees change hands in whole notes and coins (no cent coins are
 * in use), so an LKR amount is whole; a typed `.00` is still read. Every other payment currency
 * has cents.
 */
export function typedFractionDigits(currency: string): number {
  return currency === 'LKR' ? 0 : 2;
}

/** The largest whole part read (the API refuses far less; this only keeps the cents exact). */
const MAX_WHOLE_DIGITS = 12;

const SPACES = /[\s\u00a0\u202f\u2009]/g;
/** Marks that only ever group digits, in any language: spaces and apostrophes (Swiss `1'234`). */
const ALWAYS_GROUPING = new Set([' ', "'", '\u2019']);

interface Separators {
  decimal: string;
  group: string;
}

const separatorCache = new Map<string, Separators>();

/** The decimal and grouping marks of a locale, as `Intl` writes numbers in it (spaces as ' '). */
function separatorsOf(locale: string): Separators {
  let found = separatorCache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, useGrouping: true }).formatToParts(1234567.5);
    const mark = (type: string) => (parts.find((p) => p.type === type)?.value ?? '').replace(SPACES, ' ');
    found = { decimal: mark('decimal') || '.', group: mark('group') || ',' };
    separatorCache.set(locale, found);
  }
  return found;
}

const marksCache = new Map<string, string[]>();

/** The ways a currency may be written next to its amount: its code and the symbols `Intl` uses. */
function currencyMarks(currency: string, locale: string): string[] {
  const key = `${locale} ${currency}`;
  const cached = marksCache.get(key);
  if (cached) return cached;
  const marks = new Set<string>([currency, currency.toLowerCase()]);
  for (const loc of [locale, 'en-US']) {
    for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
      try {
        const parts = new Intl.NumberFormat(loc, { style: 'currency', currency, currencyDisplay }).formatToParts(1);
        const symbol = parts.find((p) => p.type === 'currency')?.value;
        if (symbol) marks.add(symbol);
      } catch {
        /* an unknown currency has only its code */
      }
    }
  }
  if (currency === 'LKR') for (const rs of ['Rs.', 'Rs', 'rs.', 'rs']) marks.add(rs);
  // Longest first, so `US$` goes before `$` and `Rs.` before `Rs`.
  const sorted = [...marks].sort((a, b) => b.length - a.length);
  marksCache.set(key, sorted);
  return sorted;
}

/** Whether digit groups are written as groups are: 1–3 digits first, then 2 or 3 (Indian lakhs), the last 3. */
function groupsAreWellFormed(groups: string[]): boolean {
  if (groups.length === 1) return true;
  const [first, ...rest] = groups;
  if (!first || first.length > 3) return false;
  return rest.every((g, i) => (i === rest.length - 1 ? g.length === 3 : g.length === 2 || g.length === 3));
}

/**
 * An amount typed in `locale` for `currency`, as the number the API takes (`52800`, `1234.5`),
 * or why it was not taken. Accepts the locale's own grouping and decimal marks, spaces and
 * apostrophes as grouping, and the currency's code or symbol before or after the digits.
 */
export function parseTypedAmount(text: string, opts: { locale: string; currency: string }): ParsedAmount {
  const fail = (problem: AmountProblem): ParsedAmount => ({ ok: false, problem });
  let rest = text.replace(SPACES, ' ').trim();
  if (rest === '') return fail('empty');
  for (const mark of currencyMarks(opts.currency, opts.locale)) {
    if (rest.startsWith(mark)) rest = rest.slice(mark.length).trim();
    if (rest.endsWith(mark)) rest = rest.slice(0, -mark.length).trim();
  }
  if (!/^[0-9][0-9 .,'\u2019]*$/.test(rest) || !/[0-9]$/.test(rest)) return fail('invalid');

  const { decimal, group } = separatorsOf(opts.locale);
  const digitRuns = rest.split(/[^0-9]/);
  const marks = rest.replace(/[0-9]/g, '');
  // Two marks in a row ("1,,000", "1 .5") are a typing slip, not a number.
  if (digitRuns.some((run) => run === '')) return fail('invalid');

  const decimals = [...marks].filter((m) => m === decimal).length;
  if (decimals > 1) return fail('separators');
  const isGrouping = (m: string) => m === group || ALWAYS_GROUPING.has(m);
  // A mark the language uses for neither (a point in French, where spaces group): read either way.
  if ([...marks].some((m) => m !== decimal && !isGrouping(m))) return fail('ambiguous');
  const groupingMarks = new Set([...marks].filter((m) => m !== decimal));
  if (groupingMarks.size > 1) return fail('separators');

  let wholeGroups = digitRuns;
  let fraction = '';
  if (decimals === 1) {
    if (!marks.endsWith(decimal)) return fail('separators');
    wholeGroups = digitRuns.slice(0, -1);
    fraction = digitRuns[digitRuns.length - 1]!;
    // `52.800` with no grouping before it: a decimal point, or a thousands separator typed the other way.
    if (fraction.length === 3 && wholeGroups.length === 1) return fail('ambiguous');
  }
  if (!groupsAreWellFormed(wholeGroups)) return fail('ambiguous');

  const allowed = typedFractionDigits(opts.currency);
  if (fraction.length > 2) return fail('decimals');
  if (fraction.length > allowed && /[1-9]/.test(fraction.slice(allowed))) return fail('decimals');
  const whole = wholeGroups.join('').replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return fail('invalid');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents === 0) return fail('invalid');
  return { ok: true, amount: fromCents(cents), cents };
}

/** An amount as a person of `locale` would type it for `currency` (`52,800`, `1.234,50`), for examples and pre-filled fields. */
export function formatTypedAmount(amount: number, opts: { locale: string; currency: string }): string {
  const digits = typedFractionDigits(opts.currency);
  return new Intl.NumberFormat(opts.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: true }).format(amount);
}

/** The sentences of `MESSAGES.money.amountInput`, in whichever language is shown. */
export interface AmountInputMessages {
  empty: string;
  invalid: (example: string) => string;
  ambiguous: (typed: string, example: string) => string;
  separators: (example: string) => string;
  decimals: (example: string) => string;
  wholeOnly: (currency: string, example: string) => string;
}

/** Why `typed` was refused, as a sentence with an example written the way it would be taken. */
export function amountProblemText(problem: AmountProblem, ctx: { typed: string; locale: string; currency: string }, m: AmountInputMessages): string {
  const wholeOnly = typedFractionDigits(ctx.currency) === 0;
  const example = formatTypedAmount(wholeOnly ? 52800 : 1234.5, ctx);
  switch (problem) {
    case 'empty':
      return m.empty;
    case 'invalid':
      return m.invalid(example);
    case 'ambiguous':
      return m.ambiguous(ctx.typed.trim(), example);
    case 'separators':
      return m.separators(example);
    case 'decimals':
      return wholeOnly ? m.wholeOnly(ctx.currency, example) : m.decimals(example);
  }
}
