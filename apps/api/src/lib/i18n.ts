import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEFAULT_UI_LANGUAGE, MESSAGES, isUiLanguage, localizeTree, type Catalog, type UiLanguage } from '@app/shared';

export type Messages = typeof MESSAGES;

const require = createRequire(import.meta.url);
const trees = new Map<UiLanguage, Messages>([['en', MESSAGES]]);

/**
 * Every sentence in one language, the same tree as `MESSAGES`: e-mails go out in their
 * recipient's language. Catalogs are read once, on first use; the API's own answers stay English.
 */
export function messagesIn(lang: string | null | undefined): Messages {
  const code: UiLanguage = isUiLanguage(lang) ? lang : DEFAULT_UI_LANGUAGE;
  let tree = trees.get(code);
  if (!tree) {
    const catalog = JSON.parse(readFileSync(require.resolve(`@app/shared/locales/${code}.json`), 'utf8')) as Catalog;
    tree = localizeTree(MESSAGES, code, catalog);
    trees.set(code, tree);
  }
  return tree;
}
