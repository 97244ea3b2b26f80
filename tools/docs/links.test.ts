import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsIn, brokenLinks, linksIn, slugOf } from './links';

describe('linksIn', () => {
  it('finds inline links, pictures, reference definitions and HTML src/href, with their lines', () => {
    const md = ['# T', 'See [ops](docs/operations.md) and ![shot](docs/images/a.png "title").', '', '[ref]: ../x.md', '<img src="b.png" alt="">'].join('\n');
    expect(linksIn(md)).toEqual([
      { target: 'docs/operations.md', line: 2 },
      { target: 'docs/images/a.png', line: 2 },
      { target: '../x.md', line: 4 },
      { target: 'b.png', line: 5 },
    ]);
  });

  it('reads no code: fenced blocks and inline spans are examples, not links', () => {
    const md = ['```md', '[a](missing.md)', '```', 'A `[words](/path)` link, and [`code` text](real.md).'].join('\n');
    expect(linksIn(md).map((l) => l.target)).toEqual(['real.md']);
  });
});

describe('anchors', () => {
  it('are GitHub heading slugs, repeats numbered', () => {
    expect(slugOf('Production mode and the demo accounts')).toBe('production-mode-and-the-demo-accounts');
    expect(slugOf('Latest run (`npm run bench`, 2026-11-24 15:11–15:29 UTC)')).toBe('latest-run-npm-run-bench-2026-11-24-15111529-utc');
    expect([...anchorsIn('# A\n## Notes\n## Notes\n<a id="here"></a>')]).toEqual(['a', 'notes', 'notes-1', 'here']);
  });
});

describe('brokenLinks', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'links-'));
  mkdirSync(path.join(root, 'docs'));
  writeFileSync(path.join(root, 'docs/ops.md'), '# Ops\n## Backups\n');
  const readme = path.join(root, 'README.md');

  it('accepts links to files and headings that exist, and skips other schemes', () => {
    const md = '[ops](docs/ops.md) [b](docs/ops.md#backups) [top](#readme) [site](https://example.com/x.md) [m](mailto:a@b.lk)\n# README\n';
    expect(brokenLinks(readme, root, md)).toEqual([]);
  });

  it('names a missing file, a missing heading and a path out of the repository', () => {
    const md = '[a](docs/operation.md)\n[b](docs/ops.md#restore)\n[c](../../etc/passwd)\n';
    expect(brokenLinks(readme, root, md)).toEqual([
      'README.md:1: docs/operation.md points at docs/operation.md, which does not exist',
      'README.md:2: docs/ops.md#restore: docs/ops.md has no heading #restore',
      'README.md:3: ../../etc/passwd leaves the repository',
    ]);
  });
});
