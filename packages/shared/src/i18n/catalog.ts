import { formatIcu, isIcuMessage, paramsOf, rememberCatalogSentence, setCodeOf, type IcuMessage, type MessageParams, type MessageValue } from './icu';

/** A message tree: sections of plain sentences and ICU messages (see `icu`). */
export interface MessageTree {
  readonly [key: string]: string | IcuMessage | MessageTree;
}

/** A catalog: every key of the tree (`booking.nameRequired`) to its sentence or ICU pattern. */
export type Catalog = Record<string, string>;

function walk(tree: MessageTree, visit: (path: string, leaf: string | IcuMessage) => void, prefix = ''): void {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || isIcuMessage(value)) visit(path, value);
    else walk(value, visit, path);
  }
}

/** Gives each message its key, and remembers the English sentences, so errors can carry codes. */
export function bindCatalog(tree: MessageTree): void {
  walk(tree, (path, leaf) => {
    if (typeof leaf === 'string') rememberCatalogSentence(leaf, path);
    else setCodeOf(leaf, path);
  });
}

/** The English catalog: the tree's own sentences and patterns, flat. */
export function catalogOf(tree: MessageTree): Catalog {
  const catalog: Catalog = {};
  walk(tree, (path, leaf) => {
    catalog[path] = typeof leaf === 'string' ? leaf : leaf.pattern;
  });
  return catalog;
}

/** Which keys are ICU messages with placeholders, and their names (the check compares them). */
export function placeholderNamesOf(tree: MessageTree): Record<string, readonly string[]> {
  const names: Record<string, readonly string[]> = {};
  walk(tree, (path, leaf) => {
    if (typeof leaf !== 'string') names[path] = leaf.names;
  });
  return names;
}

function localizedMessage(pattern: string, lang: string, names: readonly string[]): IcuMessage {
  const message = (...args: MessageValue[]) => formatIcu(pattern, lang, paramsOf(names, args));
  Object.defineProperties(message, { pattern: { value: pattern }, names: { value: names } });
  return message as IcuMessage;
}

/**
 * The tree in another language, the same shape and call signatures as the English one, so a
 * component calls `m.booking.pickupTooFar(days, lastDate)` whatever the language. A key the
 * catalog lacks falls back to English (the completeness check keeps that from shipping).
 */
export function localizeTree<T extends MessageTree>(tree: T, lang: string, catalog: Catalog | undefined): T {
  const out: Record<string, unknown> = {};
  const build = (node: MessageTree, target: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') target[key] = catalog?.[path] ?? value;
      else if (isIcuMessage(value)) target[key] = localizedMessage(catalog?.[path] ?? value.pattern, lang, value.names);
      else build(value, (target[key] = {}) as Record<string, unknown>, path);
    }
  };
  build(tree, out, '');
  return out as T;
}

/** A sentence by its code (`api.vehicleNotFound`) and named values, as the server sent them. */
export function messageByCode(tree: MessageTree, code: string, params: MessageParams = {}): string | undefined {
  let node: string | IcuMessage | MessageTree | undefined = tree;
  for (const part of code.split('.')) {
    if (node === undefined || typeof node === 'string' || isIcuMessage(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  if (typeof node === 'string') return node;
  if (isIcuMessage(node)) return node(...node.names.map((name) => params[name] ?? ''));
  return undefined;
}
