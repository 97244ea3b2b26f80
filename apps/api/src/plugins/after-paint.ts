import { createHash } from 'node:crypto';

/**
 * A server-rendered page asks for the app's code only after its first paint (issue 28).
 *
 * The page is whole without JavaScript: its code only takes it over (hydration). Asked for in the
 * head, the ~130 kB of modules raced the document on a slow phone, and when they won, their
 * download and evaluation came before the first paint (Lighthouse's simulation counts every
 * request that ended before the paint it observed: first paint 2.0 s instead of 1.3 s on the home
 * page). The module script and its preloads therefore go into inert `<template data-after-paint>`
 * elements, and this loader puts them into the head after the first frame is painted (at once in a
 * hidden tab, which paints nothing; a tab opened in the background would otherwise wait for its
 * first look to load its code). Pages that need their code to show anything (signed-in areas, the
 * static frame) keep asking for it in the head.
 */
export const AFTER_PAINT_LOADER =
  "(function(){function go(){document.querySelectorAll('template[data-after-paint]').forEach(function(t){Array.prototype.forEach.call(t.content.children,function(e){var n=document.createElement(e.tagName);Array.prototype.forEach.call(e.attributes,function(a){n.setAttribute(a.name,a.value)});document.head.appendChild(n)})})}if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go)})})()";

/** The loader's hash for the Content-Security-Policy (script-src stays 'self' and this one script). */
export const AFTER_PAINT_LOADER_CSP = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

const ROOT_END = '<template id="root-end"></template>';

/** The module scripts and module preloads of a piece of the built index.html. */
const CODE_TAGS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/** Code tags held back until after the first paint. */
export function afterPaint(tags: string): string {
  return tags ? `<template data-after-paint>${tags}</template>` : '';
}

/**
 * index.html's parts for a server-rendered page: the code tags of the head part taken out, and put
 * after `#root` (inert, with the loader), where they change nothing for the page's first paint.
 */
export function partsLoadingAfterPaint(parts: readonly [string, string, string, string]): [string, string, string, string] {
  const code: string[] = [];
  const strip = (part: string) => part.replace(CODE_TAGS, (tag) => (code.push(tag.trim()), ''));
  const first = strip(parts[0]);
  const second = strip(parts[1]);
  if (code.length === 0) return [...parts];
  // After the render-blocking `#root-end` (decision 096), whose parse lets the page paint.
  const end = parts[3].indexOf(ROOT_END);
  const at = end === -1 ? 0 : end + ROOT_END.length;
  const loader = `${afterPaint(code.join(''))}<script>${AFTER_PAINT_LOADER}</script>`;
  return [first, second, parts[2], parts[3].slice(0, at) + loader + parts[3].slice(at)];
}

/** The page's own hints with its module preloads held back until after the first paint. */
export function hintsLoadingAfterPaint(hints: string): string {
  const code: string[] = [];
  const rest = hints.replace(CODE_TAGS, (tag) => (code.push(tag.trim()), ''));
  return rest + afterPaint(code.join(''));
}
