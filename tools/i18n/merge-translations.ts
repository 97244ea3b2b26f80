/**
 * Merges translated entries (a JSON object key -> pattern) into a language's catalog, keeping the
 * English key order, and drops keys English no longer has. Usage:
 *   node --import tsx tools/i18n/merge-translations.ts <lang> <file.json> [more.json ...]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogOf, type Catalog } from '@app/shared';
import { ALL_MESSAGES } from '@app/shared/all-messages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [lang, ...files] = process.argv.slice(2);
if (!lang || files.length === 0) throw new Error('usage: merge-translations <lang> <file.json>...');
const target = path.join(root, 'packages/shared/locales', `${lang}.json`);
const merged: Catalog = JSON.parse(readFileSync(target, 'utf8')) as Catalog;
for (const file of files) Object.assign(merged, JSON.parse(readFileSync(file, 'utf8')) as Catalog);
const ordered: Catalog = {};
for (const key of Object.keys(catalogOf(ALL_MESSAGES))) if (key in merged) ordered[key] = merged[key]!;
writeFileSync(target, `${JSON.stringify(ordered, null, 2)}\n`);
console.log(`${lang}: ${Object.keys(ordered).length} keys`);
