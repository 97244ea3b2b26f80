import { isApiError, type SentenceCode } from './api';
import { activeLanguage } from './i18n/active-language';
import { activeMessages, translateCode, translateSentence } from './i18n/translate';

/** A server sentence in the language shown: English as the server wrote it, else from its code. */
function inLanguage(english: string, code: SentenceCode | undefined): string {
  if (activeLanguage() === 'en' || !code) return english;
  return translateCode(activeMessages(), code.code, code.params) ?? english;
}

/** The words of a failure: the server's own sentence when it sent one, else the HTTP status text. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ? inLanguage(error.serverMessage, error.code) : error.statusText;
  return error instanceof Error ? translateSentence(activeMessages(), error.message) : String(error);
}

/** A refused save in words: the server's sentence, and the details of a 400 when they add something. */
export function saveErrorText(error: unknown): string {
  const base = errorText(error);
  if (!isApiError(error)) return base;
  const details = (error.details ?? [])
    .map((detail, i) => ({ english: detail, text: inLanguage(detail, error.detailCodes?.[i]) }))
    .filter((d) => d.english !== error.serverMessage && d.text !== base)
    .map((d) => d.text);
  return details.length > 0 ? `${base}: ${details.join(', ')}` : base;
}

/**
 * The first detail of a refused request whose code is one of `codes`, in the language shown: a
 * form puts it under the field it is about (a review's comment refused for a phone number).
 */
export function detailWithCode(error: unknown, codes: readonly string[]): string | undefined {
  if (!isApiError(error)) return undefined;
  const i = error.detailCodes?.findIndex((c) => c !== undefined && codes.includes(c.code)) ?? -1;
  return i >= 0 ? inLanguage(error.details![i]!, error.detailCodes![i]) : undefined;
}
