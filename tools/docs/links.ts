/**
 * Relative links in Markdown, and the ones that point nowhere. Read by the docs check
 * (`check-links.ts`, part of `npm run check`) and its test. A link is relative when it names no
 * scheme (`https:`, `mailto:`) and is not protocol-relative; `/x` means the repository's root, as
 * on GitHub. Code (fenced blocks and inline spans) is not read, so an example link in backticks is
 * no link. An anchor (`file.md#heading`, `#heading`) must name a heading of a Markdown target.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Link {
  /** The target as written. */
  target: string;
  /** 1-based line of the link. */
  line: number;
}

/** The text without code: fenced blocks and inline spans become blanks, so line numbers hold. */
export function withoutCode(markdown: string): string {
  const lines = markdown.split('\n');
  let fence: string | null = null;
  const out = lines.map((line) => {
    const marker = /^\s{0,3}(```+|~~~+)/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    return line;
  });
  // Inline code spans: a run of backticks up to the same run (they do not cross lines here).
  return out.join('\n').replace(/(`+)(?:(?!\1)[^\n])*?\1/g, (span) => ' '.repeat(span.length));
}

/** Every link target in a Markdown text: inline links and images, reference definitions, HTML src/href. */
export function linksIn(markdown: string): Link[] {
  const text = withoutCode(markdown);
  const links: Link[] = [];
  const patterns = [
    /!?\[(?:[^\]\n]|\][^(\n])*\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g,
    /^[ \t]{0,3}\[[^\]\n]+\]:[ \t]*<?([^\s>]+)>?/gm,
    /<(?:a|img|source)\b[^>]*?\s(?:href|src|srcset)\s*=\s*["']([^"'\s]+)/gi,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      links.push({ target: match[1], line: text.slice(0, match.index).split('\n').length });
    }
  }
  return links.sort((a, b) => a.line - b.line);
}

/** True for links this check reads: no scheme, not protocol-relative. */
export function isRelative(target: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown text offers: its headings (repeats numbered -1, -2, ...) and HTML ids. */
export function anchorsIn(markdown: string): Set<string> {
  const text = withoutCode(markdown.replace(/`([^`\n]*)`/g, '$1'));
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of text.matchAll(/^[ \t]{0,3}#{1,6}[ \t]+(.*?)[ \t]*#*[ \t]*$/gm)) {
    const slug = slugOf(match[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const match of markdown.matchAll(/<a\s[^>]*?(?:id|name)\s*=\s*["']([^"']+)["']/gi)) anchors.add(match[1]);
  return anchors;
}

/**
 * The problems of one Markdown file's relative links: a path that does not exist (or leaves the
 * repository), or an anchor no heading of its Markdown target has. `file` and `root` are absolute.
 */
export function brokenLinks(file: string, root: string, markdown = readFileSync(file, 'utf8')): string[] {
  const problems: string[] = [];
  const where = (link: Link) => `${path.relative(root, file)}:${link.line}`;
  for (const link of linksIn(markdown)) {
    if (!isRelative(link.target)) continue;
    const [rawPath, anchor] = link.target.split('#', 2) as [string, string | undefined];
    const pathPart = decodeURI(rawPath.split('?')[0]);
    const resolved = pathPart === '' ? file : pathPart.startsWith('/') ? path.join(root, pathPart) : path.resolve(path.dirname(file), pathPart);
    if (resolved !== root && !resolved.startsWith(root + path.sep)) {
      problems.push(`${where(link)}: ${link.target} leaves the repository`);
      continue;
    }
    if (resolved !== file && !existsSync(resolved)) {
      problems.push(`${where(link)}: ${link.target} points at ${path.relative(root, resolved)}, which does not exist`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && (resolved === file || statSync(resolved).isFile())) {
      const target = resolved === file ? markdown : readFileSync(resolved, 'utf8');
      if (!anchorsIn(target).has(decodeURIComponent(anchor))) {
        problems.push(`${where(link)}: ${link.target}: ${path.relative(root, resolved)} has no heading #${anchor}`);
      }
    }
  }
  return problems;
}
