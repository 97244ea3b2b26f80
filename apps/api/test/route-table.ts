import type { FastifyInstance } from 'fastify';

/** One API route of the app's route table: `key` is "METHOD /url" as registered. */
export interface ApiRoute {
  method: string;
  url: string;
  key: string;
}

/**
 * The /api routes the app registered (its `routeTable`, filled by an onRoute hook), sorted and
 * without the HEAD twins Fastify adds to every GET. A route added to the app shows up here by itself.
 */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const { method, url } of app.routeTable) {
    if (method === 'HEAD' || !(url === '/api' || url.startsWith('/api/'))) continue;
    const key = `${method} ${url}`;
    seen.set(key, { method, url, key });
  }
  return [...seen.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The HEAD routes of /api (each mirrors a GET of the same url). */
export function apiHeadRoutes(app: FastifyInstance): ApiRoute[] {
  return app.routeTable
    .filter((r) => r.method === 'HEAD' && r.url.startsWith('/api/'))
    .map((r) => ({ method: r.method, url: r.url, key: `${r.method} ${r.url}` }));
}

/**
 * encodeURIComponent that does not throw on a lone surrogate: it is written as the three bytes a
 * careless encoder would produce (e.g. %ED%A0%80), which is not valid UTF-8, as a hostile client might send.
 */
export function encodePathPart(value: string): string {
  return value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (ch) => {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) {
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(ch);
  });
}

/** The url with its `:params` and `*` filled in (values are URL-encoded unless `raw`; the wildcard part goes as written). */
export function fillPath(url: string, values: Record<string, string>, raw = false): string {
  const enc = (v: string) => (raw ? v : encodePathPart(v));
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => enc(values[name] ?? ''))
    .replace(/\*$/, () => values['*'] ?? '');
}

/** The names of a url's parameters (`*` for a wildcard). */
export function paramNames(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  return url.endsWith('*') ? [...names, '*'] : names;
}
