/**
 * The catalogs' check, part of `npm run check`: every language has every English key and no
 * other, each translation is valid ICU with the same placeholders as English, and no English key
 * is left unread by the code. Prints each problem and fails when there is one.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UI_LANGUAGES, catalogOf, type Catalog } from '@app/shared';
import { ALL_MESSAGES } from '@app/shared/all-messages';
import { catalogProblems, placeholdersOf, unusedKeys } from '../../packages/shared/src/i18n/catalog-check';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const english = catalogOf(ALL_MESSAGES);
const problems: string[] = [];

for (const [key, pattern] of Object.entries(english)) {
  const { error } = placeholdersOf(pattern);
  if (error) problems.push(`en: ${key} is not valid ICU (${error})`);
}
for (const { code } of UI_LANGUAGES) {
  if (code === 'en') continue;
  const file = path.join(root, 'packages/shared/locales', `${code}.json`);
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
  problems.push(...catalogProblems(code, english, catalog));
}

/** Source files that read messages: the apps and the shared package, not tests, not the catalogs' own definitions. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}
const definitions = new Set(['packages/shared/src/messages.ts', 'packages/shared/src/page-messages.ts', 'packages/shared/src/email-messages.ts', 'packages/shared/src/all-messages.ts', 'packages/shared/src/i18n/catalog.ts'].map((f) => path.join(root, f)));
const definitionDir = path.join(root, 'packages/shared/src/ui-messages');
const code = ['apps/web/src', 'apps/api/src', 'packages/shared/src']
  .flatMap((dir) => sources(path.join(root, dir)))
  .filter((file) => !definitions.has(file) && !file.startsWith(definitionDir))
  .map((file) => readFileSync(file, 'utf8'));
for (const key of unusedKeys(Object.keys(english), code)) problems.push(`unused key: ${key}`);

if (problems.length > 0) {
  console.error(`Message catalogs: ${problems.length} problem(s)\n${problems.slice(0, 200).join('\n')}`);
  process.exit(1);
}
console.log(`Message catalogs: ${Object.keys(english).length} keys, ${UI_LANGUAGES.length} languages, complete.`);
