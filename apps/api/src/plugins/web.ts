import { errorBody } from './errors';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES, isSameSitePath } from '@app/shared';
import { PageEncoder } from '../lib/page-encoder';
import { createPageMatcher, normalisePagePath } from './page-paths';

const FALLBACK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LankaRide</title></head>
<body><main><h1>LankaRide</h1><p>The web app is not built yet. Run <code>npm run build</code>, or <code>npm start</code>, which builds it first.</p>
<p>The API answers under <a href="/api/docs">/api/docs</a>.</p></main></body></html>`;

/**
 * What the server knows about a page that the build cannot: hints that depend on the URL.
 */
export interface PageHints {
  /**
   * The picture the page shows largest at the top, when only the server knows it (a vehicle's own
   * image): hinted in index.html so it downloads while the app's code is still loading.
   */
  image?: (params: Record<string, string>) => Promise<string | undefined>;
  /** Public GET /api paths the page reads first that depend on its query string (the search results). */
  data?: (params: Record<string, string>, query: URLSearchParams) => string[];
}

/** A page's head as the server writes it (decision 095): its language, its status and its tags. */
export interface PageHead {
  lang: string;
  status: 200 | 404;
  /** Title, description, canonical, alternates, link-preview tags and structured data: at the hints' place. */
  tags: string;
}

/** Who writes each page's head (modules/public-pages). */
export interface PageHeads {
  /** Every language a page may be answered in: index.html is cut once per language (its `<html lang>`). */
  languages: readonly string[];
  /** Patterns of app pages beyond the build's route table (the pages the head knows). */
  patterns: readonly string[];
  /** The head of the page asked for; `pattern` is undefined when no page of the app matches the path. */
  of(page: { pattern: string | undefined; params: Record<string, string>; query: URLSearchParams; acceptLanguage: string | undefined }): Promise<PageHead>;
}

export interface WebOptions {
  /** Hints by page pattern (`/vehicles/:id`), added to those of the build's route table. */
  pages?: Record<string, PageHints>;
  /** Each page's head, language and status; without it every page is index.html's own head, answered 200. */
  head?: PageHeads;
}

interface Page {
  preload?: RoutePreload;
  hints?: PageHints;
}

/**
 * Serves the built single-page app from the same origin as the API: hashed assets cached for a
 * year, index.html never cached, and any non-API GET answered with index.html for the router.
 */
export async function registerWeb(app: FastifyInstance, webDist: string, options: WebOptions = {}): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  // Read once: the static routes above are fixed at start-up too, so a rebuild needs a restart.
  const page = built ? splitAtHints(fs.readFileSync(indexFile, 'utf8')) : undefined;
  const pages = new Map<string, Page>();
  for (const preload of readRoutePreloads(path.join(webDist, 'route-preloads.json'))) pages.set(preload.path, { ...pages.get(preload.path), preload });
  for (const [pattern, hints] of Object.entries(options.pages ?? {})) pages.set(pattern, { ...pages.get(pattern), hints });
  for (const pattern of options.head?.patterns ?? []) pages.set(pattern, { ...pages.get(pattern) });
  const matchPage = createPageMatcher(pages);

  // The halves compressed once; each answer compresses only its hints (lib/page-encoder.ts). With
  // heads, once per language: the `<html lang>` is in the first half (seven encoders, ~85 kB each).
  const encoders = new Map<string, PageEncoder>();
  if (page && options.head) {
    const stripped = withoutBuiltHead(page.before);
    for (const lang of options.head.languages) encoders.set(lang, new PageEncoder(withLanguage(stripped, lang), page.after));
  }
  const encoder = page && !options.head ? new PageEncoder(page.before, page.after) : undefined;

  /** The hints of the page at `url`: what differs between the app's pages. */
  const hintsOf = async (match: ReturnType<typeof matchPage>, query: URLSearchParams) => {
    if (!match) return '';
    const { preload, hints } = match.value;
    const image = await hints?.image?.(match.params).catch(() => undefined); // a hint, never a failure
    const tags = [
      ...(image && isSameSitePath(image) ? [imagePreloadTag(image)] : []),
      ...(hints?.data?.(match.params, query) ?? []).filter((href) => href.startsWith('/api/')).map(fetchPreloadTag),
      ...(preload ? preloadTags(preload, match.params) : []),
    ];
    return tags.join('');
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = normalisePagePath(request.url);
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send(errorBody(404, MESSAGES.api.notFound));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send(errorBody(404, MESSAGES.api.notFound));
    }
    // Files with an extension that do not exist are real 404s, not app routes.
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const match = matchPage(url);
    const queryAt = request.url.indexOf('?');
    const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
    const acceptLanguage = request.headers['accept-language'];
    const head = await options.head?.of({ pattern: match?.pattern, params: match?.params ?? {}, query, acceptLanguage });
    reply.code(head?.status ?? 200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const pageEncoder = head ? encoders.get(head.lang) : encoder;
    if (!pageEncoder) return reply.send(FALLBACK_PAGE);
    const noCompression = request.headers['x-no-compression'] !== undefined;
    const encoded = pageEncoder.encode((head?.tags ?? '') + (await hintsOf(match, query)), noCompression ? undefined : request.headers['accept-encoding']);
    // The answer differs by Accept-Encoding whichever one this is (and by Accept-Language, with
    // heads); a set Content-Encoding tells @fastify/compress the body is compressed already.
    reply.header('Vary', head ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding');
    if (encoded.encoding !== 'identity') reply.header('Content-Encoding', encoded.encoding);
    return reply.send(encoded.body);
  };
  // The app's pages are a route, not only the not-found handler: @fastify/compress works on
  // routes (for the identity answer to a client that asks for deflate only).
  app.get('/*', { schema: { hide: true } }, answer);
  app.setNotFoundHandler(answer);
}

/** A page's preload hints, written by the web build (apps/web/vite.config.ts, `routePreloads`). */
interface RoutePreload {
  path: string;
  scripts: string[];
  images: string[];
  /** Public GET /api paths the page reads first, with the pattern's `:name`s to fill in. */
  data?: string[];
}

function readRoutePreloads(file: string): RoutePreload[] {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(parsed) ? (parsed as RoutePreload[]) : [];
  } catch {
    return []; // an older build without the file: pages load as before, only a round trip slower
  }
}

/** A data path with the route's (decoded) parameters filled in, each kept to one URL segment. */
function fillParams(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** An attribute value: every character with a meaning in HTML is escaped. */
const attr = (value: string) =>
  value.replace(/[&"'<>]/g, (ch) => ({ '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' })[ch]!);

/** The `<link>` hints of one page of the build's table: its top images, its first API reads and its code. */
function preloadTags(route: RoutePreload, params: Record<string, string>): string[] {
  return [
    ...route.images.filter(isSameSitePath).map(imagePreloadTag),
    ...(route.data ?? []).map((href) => fetchPreloadTag(fillParams(href, params))),
    ...route.scripts.filter(isSameSitePath).map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`),
  ];
}

function imagePreloadTag(href: string): string {
  return `<link rel="preload" as="image" href="${attr(href)}" fetchpriority="high">`;
}

/** Same mode and credentials as the app's fetch(), so the browser hands it the preloaded answer. */
function fetchPreloadTag(href: string): string {
  return `<link rel="preload" as="fetch" crossorigin href="${attr(href)}">`;
}

/**
 * The build's first half without its own `<title>` and description (index.html keeps them for the
 * development server): each page's head states its own. Cut once at start-up.
 */
function withoutBuiltHead(before: string): string {
  return before.replace(/<title>[^<]*<\/title>\s*/i, '').replace(/<meta name="description"[^>]*>\s*/i, '');
}

/** The first half with the page's language on its `<html>` tag. */
function withLanguage(before: string, lang: string): string {
  const tag = /<html\b[^>]*>/i.exec(before);
  if (!tag) return before;
  return `${before.slice(0, tag.index)}<html lang="${attr(lang)}">${before.slice(tag.index + tag[0].length)}`;
}

/** Where index.html asks for the page's hints (apps/web/index.html): before its code and stylesheet. */
const HINTS_MARKER = '<!-- page hints -->';

/**
 * index.html cut where hints go (at the marker, else before `</head>`), once at start-up: each
 * answer is the two halves around its hints, joined as text. No String.replace, whose replacement
 * text treats `$'`, `` $` `` and `$&` as patterns and would copy parts of the page into it. The
 * marker matters since the stylesheet is inlined: hints after it would reach the browser only
 * after the whole stylesheet had.
 */
function splitAtHints(html: string): { before: string; after: string } {
  const marker = html.indexOf(HINTS_MARKER);
  if (marker !== -1) return { before: html.slice(0, marker), after: html.slice(marker + HINTS_MARKER.length) };
  const at = html.indexOf('</head>');
  return at === -1 ? { before: html, after: '' } : { before: html.slice(0, at), after: html.slice(at) };
}
