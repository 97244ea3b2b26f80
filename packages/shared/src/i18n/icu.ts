import { IntlMessageFormat } from 'intl-messageformat';
import { dateLanguageOf, sentenceValue } from '../date-format';

/** A value a message can name: numbers go through the language's number format, lists are joined. */
export type MessageValue = string | number | readonly string[];
export type MessageParams = Record<string, string | number>;

type ArgsOf<N extends readonly string[]> = { [K in keyof N]: MessageValue };

/**
 * A sentence with named placeholders in ICU MessageFormat (`{days, plural, one {# day} other {# days}}`).
 * Called with its arguments in the order of `names`, it gives the English sentence, so servers
 * and tests read it like a plain function; translated catalogs format the same pattern per language.
 */
export interface IcuMessage<N extends readonly string[] = readonly string[]> {
  (...args: ArgsOf<N>): string;
  readonly pattern: string;
  readonly names: N;
}

const formatters = new Map<string, IntlMessageFormat>();

/**
 * IntlMessageFormat resolves its locale on every construction through
 * `Intl.NumberFormat.supportedLocalesOf`, a slow call (a page's first sentences: ~20 ms of a
 * phone's hydration, a sixth of it, measured in Chromium's profiler). Our patterns are made for
 * one language tag at a time, so each tag is resolved once.
 */
const resolveLocaleOnce = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, ReturnType<typeof resolveLocaleOnce>>();
IntlMessageFormat.resolveLocale = (locales) => {
  if (typeof locales !== 'string') return resolveLocaleOnce(locales);
  if (!resolvedLocales.has(locales)) resolvedLocales.set(locales, resolveLocaleOnce(locales));
  return resolvedLocales.get(locales);
};

/**
 * Text and `{name}` placeholders only: no plural, select or number argument, and no apostrophe
 * that ICU reads as a quote (before `{ } < > ' #` or `|`). Most of a catalog's patterns (about
 * five in six) are like this.
 */
const SIMPLE_PATTERN = /^(?:[^{}']|'(?![{}<>'#|])|\{[A-Za-z_][A-Za-z0-9_]*\})*$/;
/** A simple pattern cut at its placeholders: text, name, text, name, ..., text. */
const simplePatterns = new Map<string, readonly string[] | null>();

function simplePartsOf(pattern: string): readonly string[] | null {
  let parts = simplePatterns.get(pattern);
  if (parts === undefined) {
    parts = SIMPLE_PATTERN.test(pattern) ? pattern.split(/\{([A-Za-z_][A-Za-z0-9_]*)\}/) : null;
    simplePatterns.set(pattern, parts);
  }
  return parts;
}

/**
 * Formats an ICU pattern for a language; parsed patterns are kept, as a catalog's are few.
 * A simple pattern is filled in directly, as IntlMessageFormat fills a `{name}` (the value as a
 * string): parsing it would cost a phone's first render ~1 ms a sentence at Lighthouse's 4x
 * slowdown, a fifth of a page's hydration (measured in Chromium's profiler, decision 120). The
 * test checks both ways agree on every pattern of every catalog.
 */
export function formatIcu(pattern: string, lang: string, params: MessageParams): string {
  // Days and Sri Lanka times that reach a sentence raw (YYYY-MM-DD) are written in its language.
  const dateLang = dateLanguageOf(lang);
  const shown: MessageParams = {};
  for (const [name, value] of Object.entries(params)) shown[name] = typeof value === 'string' ? sentenceValue(value, dateLang) : value;
  const parts = simplePartsOf(pattern);
  if (parts && parts.every((part, i) => i % 2 === 0 || part in shown)) {
    let out = parts[0]!;
    for (let i = 1; i < parts.length; i += 2) out += String(shown[parts[i]!]) + parts[i + 1]!;
    return out;
  }
  return parsedIcu(pattern, lang, shown);
}

/** The same through IntlMessageFormat's parser (kept per language and pattern); a missing value throws, as it does. */
export function parsedIcu(pattern: string, lang: string, shown: MessageParams): string {
  const cacheKey = `${lang}\u0000${pattern}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(pattern, lang, undefined, { ignoreTag: true });
    formatters.set(cacheKey, formatter);
  }
  const out = formatter.format(shown);
  return Array.isArray(out) ? out.join('') : String(out);
}

export function paramsOf(names: readonly string[], args: readonly MessageValue[]): MessageParams {
  const params: MessageParams = {};
  names.forEach((name, i) => {
    const value = args[i];
    params[name] = Array.isArray(value) ? value.join(', ') : (value as string | number) ?? '';
  });
  return params;
}

/**
 * English sentences made from the catalog, back to their key and values, so every error can
 * carry a stable `code` and `params` without each call site naming them twice. Sentences made
 * while the modules load (the schemas' messages) are kept for good; those made later, with
 * values from requests, go to a small rotating map, so memory cannot grow with traffic.
 */
const PERMANENT_CAP = 5000;
const RECENT_CAP = 1000;
const permanent = new Map<string, { code: string; params?: MessageParams }>();
let recent = new Map<string, { code: string; params?: MessageParams }>();
let loading = true;
const timer = setTimeout(() => {
  loading = false;
}, 0) as unknown as { unref?: () => void };
timer.unref?.();

export function rememberSentence(text: string, code: string, params?: MessageParams): void {
  if (permanent.has(text)) return;
  const entry = params && Object.keys(params).length > 0 ? { code, params } : { code };
  if (loading && permanent.size < PERMANENT_CAP) {
    permanent.set(text, entry);
    return;
  }
  if (recent.size >= RECENT_CAP) recent = new Map();
  recent.set(text, entry);
}

/**
 * A catalog's own plain sentence, kept for good whenever the catalog is bound: the catalog is
 * bounded, and binding may run after the loading window closed (a test runner that loads modules
 * one await at a time).
 */
export function rememberCatalogSentence(text: string, code: string): void {
  if (!permanent.has(text)) permanent.set(text, { code });
}

/** The key and values of an English sentence made from the catalog, when it was. */
export function codeOfSentence(text: string): { code: string; params?: MessageParams } | undefined {
  return permanent.get(text) ?? recent.get(text);
}

/** Where a message sits in the catalog; set once the tree is built (see `bindCatalog`). */
const codes = new WeakMap<object, string>();

export function setCodeOf(message: object, code: string): void {
  codes.set(message, code);
}

export function codeOf(message: object): string | undefined {
  return codes.get(message);
}

export function icu<const N extends readonly string[]>(pattern: string, ...names: N): IcuMessage<N> {
  const message = ((...args: ArgsOf<N>) => {
    const params = paramsOf(names, args);
    const text = formatIcu(pattern, 'en', params);
    const code = codes.get(message);
    if (code) rememberSentence(text, code, params);
    return text;
  }) as IcuMessage<N>;
  Object.defineProperties(message, { pattern: { value: pattern }, names: { value: names } });
  return message;
}

export function isIcuMessage(value: unknown): value is IcuMessage {
  return typeof value === 'function' && typeof (value as { pattern?: unknown }).pattern === 'string';
}
