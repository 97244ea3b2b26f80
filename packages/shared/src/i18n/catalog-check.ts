import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Catalog } from './catalog';

/** The argument names an ICU pattern uses, or the parse error when it is not valid ICU. */
export function placeholdersOf(pattern: string): { names: Set<string>; error?: string } {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        names.add(el.value);
        for (const option of Object.values(el.options)) visit(option.value);
      }
      if (el.type === TYPE.tag) visit(el.children);
    }
  };
  try {
    visit(parse(pattern, { ignoreTag: true }));
    return { names };
  } catch (error) {
    return { names, error: error instanceof Error ? error.message : String(error) };
  }
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * What is wrong with a language's catalog against English: keys missing or left over, patterns
 * that are not valid ICU, and placeholders that differ from English's (a translation that drops
 * `{days}` would show a sentence without its number). Empty when the catalog is complete.
 */
export function catalogProblems(lang: string, english: Catalog, catalog: Catalog): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    const translated = catalog[key];
    if (translated === undefined) {
      problems.push(`${lang}: missing ${key}`);
      continue;
    }
    if (typeof translated !== 'string' || translated.trim() === '') {
      problems.push(`${lang}: ${key} is empty`);
      continue;
    }
    const theirs = placeholdersOf(translated);
    if (theirs.error) {
      problems.push(`${lang}: ${key} is not valid ICU (${theirs.error}): ${translated}`);
      continue;
    }
    const ours = placeholdersOf(english[key]!);
    if (!sameSet(ours.names, theirs.names)) {
      problems.push(`${lang}: ${key} has placeholders {${[...theirs.names].join(', ')}} but English has {${[...ours.names].join(', ')}}`);
    }
  }
  for (const key of Object.keys(catalog)) if (!(key in english)) problems.push(`${lang}: ${key} is not an English key (left over?)`);
  return problems;
}

/**
 * Keys no source file reads. A key counts as read when its path appears after a dot
 * (`m.booking.nameRequired`), through an alias (`const T = m.staffUi; T.cancel`), or when its
 * parent is indexed (`m.statusLabels[status]`) or handed on whole (`labels = m.statusLabels`).
 */
export function unusedKeys(keys: readonly string[], sources: readonly string[]): string[] {
  const aliasDeclaration = /\b(?:const|let)\s+(\w+)\s*=\s*(?:\w+\.)?(?:MESSAGES|m|messages|M)\.([\w.]+)\s*;/g;
  // Alias names repeat across files (`const T = m.staffUi` here, `const T = m.tripsUi` there): keep every pair.
  const aliases: [alias: string, path: string][] = [];
  for (const match of sources.join('\n').matchAll(aliasDeclaration)) aliases.push([match[1]!, match[2]!]);
  // An alias's declaration is not a read of everything under it: its uses are (below).
  const text = sources.join('\n').replace(aliasDeclaration, '');
  const used = (key: string): boolean => {
    const parts = key.split('.');
    for (let i = parts.length; i >= 1; i--) {
      const prefix = parts.slice(0, i).join('.');
      const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, ' ');
      const whole = i === parts.length;
      // The key itself, read by its full path; or an ancestor indexed, or passed on whole.
      const re = whole ? new RegExp(`\\.${escaped}(?![\\w])|['"\`]${escaped}['"\`]`) : new RegExp(`\\.${escaped}(?:\\[|\\s*[,;)}\\]]|\\s*$)`, 'm');
      if (re.test(text)) return true;
      if (!whole && parts[i] !== undefined && /[^\w]/.test(parts[i]!) && new RegExp(`\\.${escaped}\\[`).test(text)) return true;
    }
    for (const [alias, path] of aliases) {
      if (!key.startsWith(`${path}.`)) continue;
      const rest = key.slice(path.length + 1);
      if (new RegExp(`\\b${alias}\\.${rest.replace(/\./g, '\\.')}(?![\\w])`).test(text)) return true;
      const restParts = rest.split('.');
      for (let j = 0; j < restParts.length; j++) {
        const indexed = j === 0 ? alias : `${alias}\\.${restParts.slice(0, j).join('\\.')}`;
        if (new RegExp(`\\b${indexed}\\[`).test(text)) return true;
      }
    }
    return false;
  };
  return keys.filter((key) => !used(key));
}
