/**
 * The docs' link check, part of `npm run check`: every relative link (and picture) in README.md,
 * bench/README.md and docs/**\/*.md points at a file that exists, and an anchor at a heading of
 * its Markdown target. Prints each broken link and fails when there is one.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brokenLinks } from './links';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function markdownUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...markdownUnder(full));
    else if (name.endsWith('.md')) out.push(full);
  }
  return out;
}

const files = [path.join(root, 'README.md'), path.join(root, 'bench/README.md'), ...markdownUnder(path.join(root, 'docs'))];
const problems = files.flatMap((file) => brokenLinks(file, root));
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`docs links: ${problems.length} broken link(s) in ${files.length} files`);
  process.exit(1);
}
console.log(`docs links: every relative link in ${files.length} files points at something that exists`);
