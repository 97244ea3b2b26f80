/**
 * Prints the English catalog (key -> sentence or ICU pattern) for translators: the keys a
 * language's catalog still lacks, or with `--all` every key. Usage:
 *   node --import tsx tools/i18n/export-english.ts <lang> [--all] [--only=section,section] [--skip=section,section]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogOf, type Catalog } from '@app/shared';
import { ALL_MESSAGES } from '@app/shared/all-messages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [lang, ...flags] = process.argv.slice(2);
const list = (name: string) => flags.find((f) => f.startsWith(`--${name}=`))?.split('=')[1]?.split(',') ?? null;
const only = list('only');
const skip = list('skip') ?? [];
const existing = lang ? (JSON.parse(readFileSync(path.join(root, 'packages/shared/locales', `${lang}.json`), 'utf8')) as Catalog) : {};
const out: Catalog = {};
for (const [key, pattern] of Object.entries(catalogOf(ALL_MESSAGES))) {
  const section = key.split('.')[0]!;
  if (only && !only.includes(section)) continue;
  if (skip.includes(section)) continue;
  if (!flags.includes('--all') && key in existing) continue;
  out[key] = pattern;
}
console.log(JSON.stringify(out, null, 2));
