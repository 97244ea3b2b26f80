import { codeOfSentence, isBookingStatus, messageByCode, MESSAGES, type MessageParams } from '@app/shared';
import { activeLanguage } from './active-language';
import { loadedMessages, type Messages } from './catalogs';

/** The messages of the language shown, for code outside components (error wording). */
export function activeMessages(): Messages {
  return loadedMessages(activeLanguage()) ?? MESSAGES;
}

/** A sentence by its catalog code and values, in the language of `messages`; undefined when unknown. */
export function translateCode(messages: Messages, code: string, params?: MessageParams): string | undefined {
  return messageByCode(messages, code, translateFieldParams(messages, params));
}

/**
 * Field names inside validation sentences ("Phone must be at most 30 characters") are English
 * words from FIELD_NAMES, and statuses in the API's sentences are codes (`pending`): both are
 * shown in the same language as the sentence around them.
 */
function translateFieldParams(messages: Messages, params: MessageParams | undefined): MessageParams | undefined {
  if (!params) return params;
  const out: MessageParams = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue;
    const key = (Object.keys(MESSAGES.fields) as (keyof Messages['fields'])[]).find((k) => MESSAGES.fields[k] === value);
    if (key) out[name] = messages.fields[key];
    else if (isBookingStatus(value)) out[name] = messages.statusLabels[value];
  }
  return out;
}

/** An English sentence made from the catalog (a form error from a shared schema), in the language of `messages`. */
export function translateSentence(messages: Messages, text: string): string {
  const known = codeOfSentence(text);
  return (known && translateCode(messages, known.code, known.params)) ?? text;
}
