import FindMyWay from 'find-my-way';

/** A page pattern (`/vehicles/:id`) matched by a URL path, with its parameters decoded. */
export interface PageMatch<T> {
  pattern: string;
  params: Record<string, string>;
  value: T;
}

/**
 * The path part of a request URL, normalised once: the query cut off and trailing slashes
 * removed, so `/login/` and `/login` are the same page. Linear in the URL's length, whatever its
 * shape (a regular expression such as `/\/+$/` is quadratic on a path of many slashes).
 */
export function normalisePagePath(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 0x2f) end--;
  return end === 0 ? '/' : path.slice(0, end);
}

/**
 * Page patterns matched by a real router (find-my-way, the matcher Fastify itself uses), built
 * once: one match costs one walk of the path, never a scan per pattern.
 */
export function createPageMatcher<T>(pages: Iterable<[pattern: string, value: T]>): (path: string) => PageMatch<T> | null {
  const router = FindMyWay({ maxParamLength: 500 });
  for (const [pattern, value] of pages) {
    if (router.hasRoute('GET', pattern)) continue; // the first entry for a pattern wins
    router.on('GET', pattern, () => {}, { pattern, value });
  }
  return (path) => {
    const found = router.find('GET', path);
    if (!found) return null;
    const store = found.store as { pattern: string; value: T };
    const params: Record<string, string> = {};
    for (const [name, param] of Object.entries(found.params)) if (typeof param === 'string') params[name] = param;
    // A `:name` stands for one non-empty segment.
    if (Object.values(params).some((param) => param === '')) return null;
    return { pattern: store.pattern, params, value: store.value };
  };
}
