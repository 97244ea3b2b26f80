import { MESSAGES, localizeTree, type Catalog, type UiLanguage } from '@app/shared';
import { pseudoCatalog } from './pseudo';

export type Messages = typeof MESSAGES;

/** One chunk per language: only the language shown is downloaded. */
const loaders: Record<Exclude<UiLanguage, 'en'>, () => Promise<{ default: Catalog }>> = {
  de: () => import('@app/shared/locales/de.json'),
  fr: () => import('@app/shared/locales/fr.json'),
  ru: () => import('@app/shared/locales/ru.json'),
  zh: () => import('@app/shared/locales/zh.json'),
  si: () => import('@app/shared/locales/si.json'),
  ta: () => import('@app/shared/locales/ta.json'),
};

const loaded = new Map<string, Messages>([['en', MESSAGES]]);

/** The messages of a language, once loaded (English always is). */
export function loadedMessages(lang: UiLanguage): Messages | undefined {
  return loaded.get(lang);
}

/** Loads a language's catalog (its own chunk) and builds its messages. */
export async function loadMessages(lang: UiLanguage): Promise<Messages> {
  const ready = loaded.get(lang);
  if (ready) return ready;
  const catalog = (await loaders[lang as Exclude<UiLanguage, 'en'>]()).default;
  const messages = localizeTree(MESSAGES, lang, catalog);
  loaded.set(lang, messages);
  return messages;
}

let pseudo: Messages | undefined;

/**
 * The pseudo-language (development only, `?pseudo`): English accented and 40% longer, so text
 * that skipped the catalog stands out as plain English and tight layouts break visibly.
 */
export function pseudoMessages(): Messages {
  pseudo ??= localizeTree(MESSAGES, 'en', pseudoCatalog(MESSAGES));
  return pseudo;
}
