import type { FastifyInstance } from 'fastify';
import { pageLanguageOf } from '@app/shared';
import type { PublicPages } from './public-pages-service';

/** Crawlers and browsers read these an hour at a time; the sitemap is remade only when the data changed. */
const CACHE = 'public, max-age=3600';

/** GET /robots.txt, /sitemap.xml, /manifest.webmanifest (decision 095) and /driver/manifest.webmanifest (decision 113): not under /api, where crawlers and browsers look for them. */
export function publicPageRoutes(pages: PublicPages) {
  return async function (app: FastifyInstance) {
    app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => reply.header('Cache-Control', CACHE).type('text/plain; charset=utf-8').send(pages.robots()));
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => reply.header('Cache-Control', CACHE).type('application/xml; charset=utf-8').send(await pages.sitemap()));
    // The site's, and the driver area's installable app (decision 113).
    for (const [url, kind] of [['/manifest.webmanifest', 'site'], ['/driver/manifest.webmanifest', 'driver']] as const) {
      app.get(url, { schema: { hide: true } }, async (req, reply) => {
        const query = req.query as Record<string, unknown>;
        const lang = pageLanguageOf(typeof query.lang === 'string' ? query.lang : undefined, req.headers['accept-language']);
        return reply.header('Cache-Control', CACHE).header('Vary', 'Accept-Language').type('application/manifest+json; charset=utf-8').send(pages.manifest(lang, kind));
      });
    }
  };
}
