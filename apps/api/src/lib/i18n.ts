import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEFAULT_UI_LANGUAGE, isUiLanguage, localizeTree, type Catalog, type MessageTree, type UiLanguage } from '@app/shared';
import { EMAIL_MESSAGES } from '@app/shared/email-messages';

const require = createRequire(import.meta.url);
const catalogs = new Map<UiLanguage, Catalog>();
const trees = new WeakMap<MessageTree, Map<UiLanguage, MessageTree>>();

/** A language's catalog, read once on first use. */
function catalogIn(lang: UiLanguage): Catalog {
  let catalog = catalogs.get(lang);
  if (!catalog) {
    catalog = JSON.parse(readFileSync(require.resolve(`@app/shared/locales/${lang}.json`), 'utf8')) as Catalog;
    catalogs.set(lang, catalog);
  }
  return catalog;
}

/**
 * A message tree (`MESSAGES`, `EMAIL_MESSAGES`) in one language, built once per language:
 * e-mails go out in their recipient's language. The API's own answers stay English.
 */
export function treeIn<T extends MessageTree>(tree: T, lang: string | null | undefined): T {
  const code: UiLanguage = isUiLanguage(lang) ? lang : DEFAULT_UI_LANGUAGE;
  if (code === DEFAULT_UI_LANGUAGE) return tree;
  let byLanguage = trees.get(tree);
  if (!byLanguage) trees.set(tree, (byLanguage = new Map()));
  let localized = byLanguage.get(code);
  if (!localized) byLanguage.set(code, (localized = localizeTree(tree, code, catalogIn(code))));
  return localized as T;
}

/** The e-mails' sentences in one language (English when the language is unknown). */
export function emailMessagesIn(lang: string | null | undefined): typeof EMAIL_MESSAGES {
  return treeIn(EMAIL_MESSAGES, lang);
}
