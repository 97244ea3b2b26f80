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
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
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
  const preloads = readRoutePreloads(path.join(webDist, 'route-preloads.json'));
  const indexHtml = (urlPath: string) => (built ? withPreloads(fs.readFileSync(indexFile, 'utf8'), preloadTags(preloads, urlPath)) : FALLBACK_PAGE);

  app.setNotFoundHandler((request, reply) => {
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
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml(url));
  });
}

/** A page's preload hints, written by the web build (apps/web/vite.config.ts, `routePreloads`). */
interface RoutePreload {
  path: string;
  scripts: string[];
  images: string[];
}

function readRoutePreloads(file: string): RoutePreload[] {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(parsed) ? (parsed as RoutePreload[]) : [];
  } catch {
    return []; // an older build without the file: pages load as before, only a round trip slower
  }
}

/** Whether a URL path matches a route pattern, `:name` standing for one non-empty segment. */
export function matchesRoute(pattern: string, urlPath: string): boolean {
  if (pattern === '/') return urlPath === '/';
  const want = pattern.split('/');
  const got = urlPath.replace(/\/+$/, '').split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `<link>` hints for the page at urlPath: its code as module preloads, its top image first. */
export function preloadTags(routes: readonly RoutePreload[], urlPath: string): string {
  const route = routes.find((r) => matchesRoute(r.path, urlPath));
  if (!route) return '';
  return [
    ...route.images.map((href) => `<link rel="preload" as="image" href="${attr(href)}" fetchpriority="high">`),
    ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`),
  ].join('');
}

function withPreloads(html: string, tags: string): string {
  return tags ? html.replace('</head>', `${tags}</head>`) : html;
}
