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
  const indexHtml = () => (built ? fs.readFileSync(indexFile, 'utf8') : FALLBACK_PAGE);

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
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());
  });
}
