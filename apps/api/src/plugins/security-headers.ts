import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer, pages and errors included. The middleware is built
 * once at start-up: @fastify/helmet rebuilt it (parsing the whole policy) on every request, which
 * cost about 50 µs per request on the 2-core benchmark machine, a tenth of a small answer.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: Readonly<HelmetOptions>,
  /**
   * Path prefixes other origins may embed (`Cross-Origin-Resource-Policy: cross-origin`): the
   * vehicle pictures, when CORS_ORIGINS names another front end. Everything else stays same-origin.
   */
  crossOriginPaths: readonly string[] = [],
): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet only ever passes an Error (or nothing) to its callback.
    apply(request.raw, reply.raw, (err) => {
      if (!err && crossOriginPaths.some((prefix) => request.url.startsWith(prefix))) {
        reply.raw.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      }
      done(err as Error | undefined);
    });
  });
}
