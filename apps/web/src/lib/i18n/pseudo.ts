import { catalogOf, type Catalog, type MessageTree } from '@app/shared';

const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ĺ', m: 'ɱ',
  n: 'ñ', o: 'ó', p: 'þ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', w: 'ŵ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', G: 'Ĝ', H: 'Ĥ', I: 'Í', L: 'Ĺ', N: 'Ñ', O: 'Ó', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', Y: 'Ý', Z: 'Ž',
};

/**
 * Accents the letters of an ICU pattern's text and leaves its syntax alone: text sits at even
 * brace depth (the top level, and inside a plural's branches), argument names and keywords at
 * odd depth.
 */
export function pseudoLocalize(pattern: string): string {
  let depth = 0;
  let out = '';
  for (const ch of pattern) {
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (depth % 2 === 0) {
      out += ACCENTED[ch] ?? ch;
      continue;
    }
    out += ch;
  }
  const padding = '·'.repeat(Math.ceil(pattern.length * 0.4));
  return `[${out} ${padding}]`;
}

export function pseudoCatalog(tree: MessageTree): Catalog {
  const catalog: Catalog = {};
  for (const [key, pattern] of Object.entries(catalogOf(tree))) catalog[key] = pseudoLocalize(pattern);
  return catalog;
}
