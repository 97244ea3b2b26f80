import { MESSAGES, localizeTree, type Catalog, type MessageTree, type UiLanguage } from '@app/shared';
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
/** The catalogs fetched so far (English has none: its sentences are the trees themselves). */
const catalogs = new Map<UiLanguage, Catalog>();

/** The messages of a language, once loaded (English always is). */
export function loadedMessages(lang: UiLanguage): Messages | undefined {
  return loaded.get(lang);
}

/** Loads a language's catalog (its own chunk) and builds its messages. */
export async function loadMessages(lang: UiLanguage): Promise<Messages> {
  const ready = loaded.get(lang);
  if (ready) return ready;
  const catalog = (await loaders[lang as Exclude<UiLanguage, 'en'>]()).default;
  catalogs.set(lang, catalog);
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
  // A production build has no pseudo-language: the constant drops pseudo.ts from the bundle.
  if (!import.meta.env.DEV) return MESSAGES;
  pseudo ??= localizeTree(MESSAGES, 'en', pseudoCatalog(MESSAGES));
  return pseudo;
}

const localizedTrees = new WeakMap<MessageTree, Map<string, MessageTree>>();

/**
 * Another message tree (the sentences only some pages read) in a language whose catalog is loaded,
 * or in the pseudo-language; built once per language. Its keys are in the same catalog.
 */
export function localizedTree<T extends MessageTree>(tree: T, lang: UiLanguage, asked: boolean): T {
  const pseudo = import.meta.env.DEV && asked;
  const key = pseudo ? 'pseudo' : lang;
  let byLanguage = localizedTrees.get(tree);
  if (!byLanguage) localizedTrees.set(tree, (byLanguage = new Map()));
  let localized = byLanguage.get(key);
  if (!localized) {
    localized = pseudo ? localizeTree(tree, 'en', pseudoCatalog(tree)) : lang === 'en' ? tree : localizeTree(tree, lang, catalogs.get(lang));
    byLanguage.set(key, localized);
  }
  return localized as T;
}
