import { errorBody } from './errors';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES, isSameSitePath, isUiLanguage, pageLanguageOf } from '@app/shared';
import { PageEncoder } from '../lib/page-encoder';
import { createPageMatcher, normalisePagePath } from './page-paths';
import { hintsLoadingAfterPaint, partsLoadingAfterPaint } from './after-paint';
import { RENDERED_PAGES, RenderedPages, isDatedSearch, loadServerBundle, renderTarget, type Listen } from './page-renderer';

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
  image?: (params: Record<string, string>) => Promise<string | PictureHint | undefined>;
  /** Public GET /api paths the page reads first that depend on its query string (the search results). */
  data?: (params: Record<string, string>, query: URLSearchParams) => string[];
}

/** A picture offered in several widths (a vehicle's photo): preloaded as the page's `<img srcset sizes>` will pick it. */
export interface PictureHint {
  href: string;
  srcset: string;
  sizes: string;
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
  /** The database's notifications: rendered pages are kept until one says their data changed (decision 096). */
  listen?: Listen;
  /** How many rendered pages are kept. */
  renderedPages?: number;
  /** The share of the time renderings may take (SERVER_RENDER_SHARE, decision 098; absent: no limit). */
  renderShare?: number;
}

interface Page {
  preload?: RoutePreload;
  hints?: PageHints;
  /** Rendered on the server (decision 096). */
  rendered?: boolean;
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
  const page = built ? splitPage(fs.readFileSync(indexFile, 'utf8')) : undefined;
  const pages = new Map<string, Page>();
  for (const preload of readRoutePreloads(path.join(webDist, 'route-preloads.json'))) pages.set(preload.path, { ...pages.get(preload.path), preload });
  for (const [pattern, hints] of Object.entries(options.pages ?? {})) pages.set(pattern, { ...pages.get(pattern), hints });
  const bundle = page ? await loadServerBundle(webDist) : undefined;
  if (bundle) for (const pattern of RENDERED_PAGES) pages.set(pattern, { ...pages.get(pattern), rendered: true });
  for (const pattern of options.head?.patterns ?? []) pages.set(pattern, { ...pages.get(pattern) });
  const matchPage = createPageMatcher(pages);

  // The fixed parts compressed once; each answer compresses only what differs (lib/page-encoder.ts),
  // and a rendered page is compressed once per data change (decision 096). With heads, once per
  // language: the `<html lang>` is in the first part (decision 095).
  // A rendered page asks for its code after its first paint (plugins/after-paint.ts): its own parts.
  const encoders = new Map<string, PageEncoder>();
  const renderedEncoders = new Map<string, PageEncoder>();
  if (page && options.head) {
    const [first, ...rest] = page.parts;
    const stripped = withoutBuiltHead(first);
    for (const lang of options.head.languages) {
      const parts: [string, string, string, string] = [withLanguage(stripped, lang), ...rest];
      encoders.set(lang, new PageEncoder(parts));
      renderedEncoders.set(lang, new PageEncoder(partsLoadingAfterPaint(parts)));
    }
  }
  const encoder = page && !options.head ? new PageEncoder(page.parts) : undefined;
  const renderedEncoder = page && !options.head ? new PageEncoder(partsLoadingAfterPaint(page.parts)) : undefined;
  const rendered = bundle ? new RenderedPages(app, bundle, { listen: options.listen, entries: options.renderedPages, share: options.renderShare }) : undefined;
  await rendered?.listen();

  /**
   * The hints of the page at `url`: what differs between the app's pages. A rendered page carries
   * its data, so it hints no API reads (the browser would fetch them for nothing).
   */
  const hintsOf = async (match: NonNullable<ReturnType<typeof matchPage>> | null, query: URLSearchParams, withData: boolean) => {
    if (!match) return '';
    const { preload, hints } = match.value;
    const image = await hints?.image?.(match.params).catch(() => undefined); // a hint, never a failure
    const tags = [
      ...(typeof image === 'string' && isSameSitePath(image) ? [imagePreloadTag(image)] : []),
      ...(typeof image === 'object' && isSameSitePath(image.href) ? [responsivePreloadTag(image)] : []),
      ...(withData ? (hints?.data?.(match.params, query) ?? []).filter((href) => href.startsWith('/api/')).map(fetchPreloadTag) : []),
      ...(preload ? preloadTags(preload, match.params, withData) : []),
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
    if (!pageEncoder || !page) return reply.send(FALLBACK_PAGE);
    const noCompression = request.headers['x-no-compression'] !== undefined;
    const acceptEncoding = noCompression ? undefined : request.headers['accept-encoding'];
    const lang = isUiLanguage(head?.lang) ? head.lang : pageLanguageOf(query.get('lang'), acceptLanguage);
    // A 404 is the static frame: the browser shows the not-found page.
    const target = rendered && match?.value.rendered && head?.status !== 404 ? renderTarget(url, query) : undefined;
    const renderedPageEncoder = (head ? renderedEncoders.get(head.lang) : renderedEncoder)!;
    const prepared = target
      ? await rendered!.page(target, lang, (head?.tags ?? '') + hintsLoadingAfterPaint(await hintsOf(match, query, false)), renderedPageEncoder, { spareOnly: isDatedSearch(url, query) })
      : null;
    // A rendered page, made once per data change; else the static frame with this URL's head and
    // hints (in two pieces: the head's compression is kept for the next page that holds it).
    const encoded = prepared
      ? renderedPageEncoder.encodePrepared(prepared, acceptEncoding)
      : pageEncoder.encode([[head?.tags ?? '', await hintsOf(match, query, true)], page.frame, ''], acceptEncoding);
    // The answer differs by Accept-Encoding whichever one this is, and a rendered page by
    // Accept-Language; a set Content-Encoding tells @fastify/compress the body is compressed already.
    reply.header('Vary', 'Accept-Encoding, Accept-Language');
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
function preloadTags(route: RoutePreload, params: Record<string, string>, withData: boolean): string[] {
  return [
    ...route.images.filter(isSameSitePath).map(imagePreloadTag),
    ...(withData ? (route.data ?? []) : []).map((href) => fetchPreloadTag(fillParams(href, params))),
    ...route.scripts.filter(isSameSitePath).map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`),
  ];
}

function imagePreloadTag(href: string): string {
  return `<link rel="preload" as="image" href="${attr(href)}" fetchpriority="high">`;
}

/** A photo's preload: the browser picks from the srcset by the sizes, as the page's `<img>` will (decision 099). */
function responsivePreloadTag(image: PictureHint): string {
  return `<link rel="preload" as="image" href="${attr(image.href)}" imagesrcset="${attr(image.srcset)}" imagesizes="${attr(image.sizes)}" fetchpriority="high">`;
}

/** Same mode and credentials as the app's fetch(), so the browser hands it the preloaded answer. */
function fetchPreloadTag(href: string): string {
  return `<link rel="preload" as="fetch" crossorigin href="${attr(href)}">`;
}

/** Where index.html asks for the page's hints (apps/web/index.html): before its code and stylesheet. */
const HINTS_MARKER = '<!-- page hints -->';

/**
 * index.html cut, once at start-up, where each answer differs (decision 096): the hints (at the
 * marker, else before `</head>`), the inside of `#root` (the static frame, or a rendered page),
 * and after `#root` the data a rendered page hydrates from. No String.replace, whose replacement
 * text treats `$'`, `` $` `` and `$&` as patterns and would copy parts of the page into it. The
 * marker matters since the stylesheet is inlined: hints after it would reach the browser only
 * after the whole stylesheet had.
 */
function splitPage(html: string): { parts: [string, string, string, string]; frame: string } {
  const marker = html.indexOf(HINTS_MARKER);
  const headEnd = html.indexOf('</head>');
  const hintsAt = marker !== -1 ? marker : headEnd === -1 ? html.length : headEnd;
  const afterHints = marker !== -1 ? marker + HINTS_MARKER.length : hintsAt;
  const rootTag = '<div id="root">';
  const rootOpen = html.indexOf(rootTag, afterHints);
  const bodyEnd = html.lastIndexOf('</body>');
  const rootClose = rootOpen === -1 || bodyEnd === -1 ? -1 : html.lastIndexOf('</div>', bodyEnd);
  if (rootClose === -1 || rootClose < rootOpen) {
    // No #root to fill (not the app's index.html): the hints are the only gap that holds anything.
    return { parts: [html.slice(0, hintsAt), html.slice(afterHints), '', ''], frame: '' };
  }
  const inside = rootOpen + rootTag.length;
  const closeEnd = rootClose + '</div>'.length;
  return {
    parts: [html.slice(0, hintsAt), html.slice(afterHints, inside), html.slice(rootClose, closeEnd), html.slice(closeEnd)],
    frame: html.slice(inside, rootClose),
  };
}

/**
 * The build's first half without its own `<title>` and description (index.html keeps them for the
 * development server): each page's head states its own. Cut once at start-up.
 */
function withoutBuiltHead(before: string): string {
  return before.replace(/<title>[^<]*<\/title>\s*/i, '').replace(/<meta name="description"[^>]*>\s*/i, '');
}

/** The first part with the page's language on its `<html>` tag. */
function withLanguage(before: string, lang: string): string {
  const tag = /<html\b[^>]*>/i.exec(before);
  if (!tag) return before;
  return `${before.slice(0, tag.index)}<html lang="${attr(lang)}">${before.slice(tag.index + tag[0].length)}`;
}
