import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@app/shared';

const FALLBACK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LankaRide</title></head>
<body><main><h1>LankaRide</h1><p>The web app is not built yet. Run <code>npm run build</code>, or <code>npm start</code>, which builds it first.</p>
<p>The API answers under <a href="/api/docs">/api/docs</a>.</p></main></body></html>`;

/**
 * Serves the built single-page app from the same origin as the API: hashed assets cached for a
 * year, index.html never cached, and any non-API GET answered with index.html for the router.
 */
export interface WebOptions {
  /**
   * The picture a page shows largest at the top, when only the server knows it (a vehicle's own
   * image): hinted in index.html so it downloads while the app's code is still loading.
   */
  pageImage?: (urlPath: string) => Promise<string | undefined>;
  /**
   * Public GET /api paths a page reads first that depend on its query string (the search
   * results), hinted like the route table's data paths.
   */
  pageData?: (urlPath: string, params: URLSearchParams) => string[];
}

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
  const page = built ? fs.readFileSync(indexFile, 'utf8') : FALLBACK_PAGE;
  const preloads = readRoutePreloads(path.join(webDist, 'route-preloads.json'));
  const indexHtml = async (url: string) => {
    if (!built) return page;
    const [urlPath = '/', search = ''] = url.split('?', 2);
    const image = await options.pageImage?.(urlPath).catch(() => undefined); // a hint, never a failure
    const imageTag = image?.startsWith('/') ? `<link rel="preload" as="image" href="${attr(image)}" fetchpriority="high">` : '';
    const dataTags = (options.pageData?.(urlPath, new URLSearchParams(search)) ?? [])
      .filter((href) => href.startsWith('/api/'))
      .map(fetchPreloadTag)
      .join('');
    return withPreloads(page, imageTag + dataTags + preloadTags(preloads, urlPath));
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send({ error: MESSAGES.api.notFound });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: MESSAGES.api.notFound });
    }
    // Files with an extension that do not exist are real 404s, not app routes.
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(await indexHtml(request.url));
  });
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

/**
 * The parameters of a URL path under a route pattern (`:name` standing for one non-empty
 * segment), or null when it does not match.
 */
export function matchRoute(pattern: string, urlPath: string): Record<string, string> | null {
  if (pattern === '/') return urlPath === '/' ? {} : null;
  const want = pattern.split('/');
  const got = urlPath.replace(/\/+$/, '').split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const segment = got[i]!;
    if (part.startsWith(':') && segment !== '') params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/** A data path with the route's parameters filled in, each kept to one URL segment. */
function fillParams(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(safeDecode(params[name] ?? '')));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `<link>` hints for the page at urlPath: its top image, its first API reads and its code. */
export function preloadTags(routes: readonly RoutePreload[], urlPath: string): string {
  for (const route of routes) {
    const params = matchRoute(route.path, urlPath);
    if (!params) continue;
    return [
      ...route.images.map((href) => `<link rel="preload" as="image" href="${attr(href)}" fetchpriority="high">`),
      ...(route.data ?? []).map((href) => fetchPreloadTag(fillParams(href, params))),
      ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`),
    ].join('');
  }
  return '';
}

/** Same mode and credentials as the app's fetch(), so the browser hands it the preloaded answer. */
function fetchPreloadTag(href: string): string {
  return `<link rel="preload" as="fetch" crossorigin href="${attr(href)}">`;
}

function withPreloads(html: string, tags: string): string {
  return tags ? html.replace('</head>', `${tags}</head>`) : html;
}
