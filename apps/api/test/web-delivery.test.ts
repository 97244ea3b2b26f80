import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LIMITS, MESSAGES, availableVehiclesPath } from '@app/shared';
import { buildApp } from '../src/app';
import { createPageMatcher, normalisePagePath } from '../src/plugins/page-paths';
import { ADMIN, JWT_SECRET, call, createTestApp, loginAs, type TestApp } from './harness';
import { createWebDist } from './web-dist';

/**
 * How the server delivers the web app and the API: compressed answers, hashed assets cached for a
 * year, index.html revalidated on every visit. A small built app stands in for apps/web/dist, so
 * the test does not depend on a build having run first.
 */
describe('web delivery (PGlite)', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dist: ReturnType<typeof createWebDist>;
  const script = `export const fleet = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Vehicle ${i}` })))};\n`;

  beforeAll(async () => {
    dist = createWebDist(script);
    t = await createTestApp('pglite', { demo: true });
    app = await buildApp({ db: t.db, config: { ...t.config, webDist: dist.dir }, jwtSecret: JWT_SECRET, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    dist?.remove();
  });

  /**
   * A vehicle's picture changed in the database, as an edit through any process changes it, and
   * this process caught up: any write it answers waits until its search index (where page hints
   * read vehicles from) holds every change committed before it (decision 068), a refused one too.
   */
  const setImage = async (id: string, image: string) => {
    await t.db.query('UPDATE vehicles SET image = $2 WHERE id = $1', [id, image]);
    expect((await app.inject({ method: 'DELETE', url: '/api/no-such-thing' })).statusCode).toBe(404);
  };

  it('caches hashed assets for a year as immutable, and compresses them', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    const body = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
    expect(body.toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
  });

  it('never caches index.html, at / or at any app route', async () => {
    for (const url of ['/', '/available-vehicles?vehicleType=Car', '/manage-bookings']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('/assets/index-3f9a1c.js');
    }
  });

  it('compresses the app’s pages (index.html with its hints) like every other answer', async () => {
    for (const url of ['/', '/vehicles/3f2a', '/available-vehicles?vehicleType=Car']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      // No vehicle has that id: the page answers a real 404 (decision 095), compressed all the same.
      expect(res.statusCode, url).toBe(url.startsWith('/vehicles/') ? 404 : 200);
      expect(res.headers['content-encoding'], url).toMatch(/^(br|gzip)$/);
      const body = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
      expect(body.toString(), url).toContain('/assets/index-3f9a1c.js');
    }
    // Unknown API paths and missing files keep their 404s.
    const api = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: MESSAGES.api.notFound });
    expect((await app.inject({ method: 'GET', url: '/assets/missing-0000.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/vehicles' })).statusCode).toBe(404);
  });

  it('caches unhashed files (images) for an hour only, so a changed picture shows the same day', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/car.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses API answers above 1 kB when the client accepts it, and not otherwise', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/api/vehicles', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const vehicles = JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()) as unknown[];
    expect(vehicles.length).toBeGreaterThan(0);
    const plain = await app.inject({ method: 'GET', url: '/api/vehicles', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(vehicles);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('hints the first page’s own code (and top image) in index.html, and nothing for other pages', async () => {
    const vehicle = await app.inject({ method: 'GET', url: '/vehicles/3f2a?pickupDate=2030-01-01' });
    expect(vehicle.body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/vehicles/3f2a"><link rel="preload" as="fetch" crossorigin href="/api/vehicles/3f2a/availability">' +
        '<link rel="modulepreload" crossorigin href="/assets/VehicleDetailPage-b2.js"><link rel="modulepreload" crossorigin href="/assets/format-c3.js"><script type="module"',
    );
    // At the build's marker, after the page's own head (decision 095), before the entry and the
    // inlined stylesheet, and in its place.
    expect(vehicle.body).toMatch(/^<!doctype html><html lang="en"><head><title>[^<]+<\/title><meta name="description"[^>]*>(<meta [^>]*>)*<link rel="preload"/);
    expect(vehicle.body).not.toContain('page hints');
    // The vehicle's own picture, known only to the server, is hinted first; none for an unknown id.
    // The API answers it under PUBLIC_URL (decision 076); the hint names its path on this site,
    // the same URL for a page opened at PUBLIC_URL.
    const [first] = JSON.parse((await app.inject({ method: 'GET', url: '/api/vehicles?limit=1' })).body).items as { _id: string; image: string }[];
    expect(first!.image).toMatch(new RegExp(`^${t.config.publicUrl}/images/`));
    const page = await app.inject({ method: 'GET', url: `/vehicles/${first!._id}` });
    expect(page.body).toContain(`<link rel="preload" as="image" href="${first!.image.slice(t.config.publicUrl.length)}" fetchpriority="high"><link rel="preload" as="fetch"`);
    expect(vehicle.body).not.toContain('as="image"');
    const unknown = await app.inject({ method: 'GET', url: '/vehicles/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('as="image"');
    // A parameter stays one encoded segment: no markup and no other path can be injected.
    const odd = await app.inject({ method: 'GET', url: '/vehicles/%22%3E%3Cscript%3Ex%2Fadmin' });
    expect(odd.body).toContain('href="/api/vehicles/%22%3E%3Cscript%3Ex%2Fadmin"');
    expect(odd.body).not.toContain('<script>');
    expect(vehicle.body).not.toContain('HomePage-a1.js');
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<link rel="preload" as="image" href="/images/hero.svg" fetchpriority="high">');
    expect(home.body).toContain('href="/assets/HomePage-a1.js"');
    for (const url of ['/about', '/vehicles', '/vehicles/a/b']) {
      expect((await app.inject({ method: 'GET', url })).body, url).not.toContain('modulepreload');
    }
  });

  it('answers a page compressed from its halves byte for byte as one rendered fresh, and a changed picture at once (decision 093)', async () => {
    const [vehicle] = JSON.parse((await app.inject({ method: 'GET', url: '/api/vehicles?limit=1' })).body).items as { _id: string }[];
    const url = `/vehicles/${vehicle!._id}`;
    const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
      (res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload).toString('utf8');
    /** The page as a browser gets it until its brotli answer is made, then from the cache. */
    const asBrowser = async () => {
      const answers = [];
      for (let i = 0; i < 300; i++) {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['cache-control']).toBe('no-cache');
        answers.push({ encoding: String(res.headers['content-encoding']), text: decoded(res) });
        if (res.headers['content-encoding'] === 'br') break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return answers;
    };
    const fresh = async () => {
      // Another app on the same database: nothing cached, the page rendered for the first time.
      const other = await buildApp({ db: t.db, config: { ...t.config, webDist: dist.dir }, jwtSecret: JWT_SECRET, logger: false });
      try {
        const res = await other.inject({ method: 'GET', url });
        expect(res.headers['content-encoding']).toBeUndefined();
        return res.body;
      } finally {
        await other.close();
      }
    };
    for (const image of ['/images/vehicles/first-picture.svg', '/images/vehicles/second-picture.svg']) {
      await setImage(vehicle!._id, image);
      const answers = await asBrowser();
      expect(answers.map((a) => a.encoding)).toContain('gzip');
      expect(answers.at(-1)!.encoding).toBe('br');
      const expected = await fresh();
      expect(expected).toContain(`href="${image}"`);
      for (const answer of answers) expect(answer.text).toBe(expected);
      // A client that takes neither gets the same bytes uncompressed.
      expect((await app.inject({ method: 'GET', url, headers: { 'x-no-compression': '1', 'accept-encoding': 'br, gzip' } })).body).toBe(expected);
    }
  });

  it('builds index.html as text: a picture path with $\' or $` is one escaped attribute, and the page is not repeated', async () => {
    const [vehicle] = JSON.parse((await app.inject({ method: 'GET', url: '/api/vehicles?limit=1' })).body).items as { _id: string }[];
    for (const image of ["/img/a$'b.svg", '/img/a$`b.svg', '/img/a$&b.svg']) {
      await setImage(vehicle!._id, image);
      const page = await app.inject({ method: 'GET', url: `/vehicles/${vehicle!._id}` });
      expect(page.body.match(/<!doctype html>/g), image).toHaveLength(1);
      expect(page.body.match(/<\/head>/g), image).toHaveLength(1);
      expect(page.body, image).toContain(`<link rel="preload" as="image" href="${image.replace('&', '&amp;').replace("'", '&#39;')}" fetchpriority="high">`);
    }
  });

  it('hints only pictures of this site: //host, /\\host and https:// pictures get no preload', async () => {
    const [vehicle] = JSON.parse((await app.inject({ method: 'GET', url: '/api/vehicles?limit=1' })).body).items as { _id: string }[];
    // Written past the API (which refuses the first two), as older data or another tool could have stored them.
    for (const image of ['//evil.example/x.svg', '/\\evil.example/x.svg', 'https://cdn.example/x.svg', 'javascript:alert(1)']) {
      await setImage(vehicle!._id, image);
      const page = await app.inject({ method: 'GET', url: `/vehicles/${vehicle!._id}` });
      expect(page.statusCode).toBe(200);
      expect(page.body, image).not.toContain('as="image"');
      expect(page.body, image).not.toContain('evil.example');
    }
  });

  it('refuses a URL longer than any link of the app with 414, for pages and the API alike', async () => {
    for (const url of [`/${'a'.repeat(LIMITS.requestUrl)}`, `/api/vehicles?q=${'x'.repeat(LIMITS.requestUrl)}`, '/'.repeat(16_000)]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(414);
      expect(JSON.parse(res.body)).toEqual({ error: MESSAGES.api.uriTooLong, code: 'api.uriTooLong' });
    }
    expect((await app.inject({ method: 'GET', url: `/?q=${'a'.repeat(LIMITS.requestUrl - 5)}` })).statusCode).toBe(200);
  });

  it('hints the search results’ first page of vehicles, the same path the web app asks for', async () => {
    const hint = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${href.replace(/&/g, '&amp;')}">`;
    const search = await app.inject({ method: 'GET', url: '/available-vehicles?pickupPoint=Colombo&pickupDate=2030-01-02&returnDate=2030-01-05&vehicleType=SUV' });
    expect(search.body).toContain(hint(availableVehiclesPath({ pickupDate: '2030-01-02', returnDate: '2030-01-05', vehicleType: 'SUV' })));
    expect(search.body).toContain(hint('/api/vehicles/available?pickupDate=2030-01-02&returnDate=2030-01-05&vehicleType=SUV&limit=24'));
    // The hinted answer is the real first page.
    const first = await app.inject({ method: 'GET', url: '/api/vehicles/available?pickupDate=2030-01-02&returnDate=2030-01-05&vehicleType=SUV&limit=24' });
    expect(first.statusCode).toBe(200);
    expect((JSON.parse(first.body) as { items: { type: string }[] }).items.every((v) => v.type === 'SUV')).toBe(true);
    // Whatever the query holds, only the known parameters reach the hint.
    const odd = await app.inject({ method: 'GET', url: '/available-vehicles?vehicleType=%22%3E%3Cscript%3E&pickupDate=x' });
    expect(odd.body).toContain(hint('/api/vehicles/available?limit=24'));
    expect(odd.body).not.toContain('<script>');
    expect((await app.inject({ method: 'GET', url: '/contact?vehicleType=SUV' })).body).not.toContain('/api/vehicles/available');
    // A chosen order is part of the hinted path (the app asks for it), an unknown one is not.
    const sorted = await app.inject({ method: 'GET', url: '/available-vehicles?vehicleType=Van&sort=price-desc' });
    expect(sorted.body).toContain(hint('/api/vehicles/available?vehicleType=Van&sort=price-desc&limit=24'));
    expect((await app.inject({ method: 'GET', url: '/available-vehicles?sort=cheapest' })).body).toContain(hint('/api/vehicles/available?limit=24'));
  });
});

describe('page paths of preload hints', () => {
  const match = createPageMatcher<string>([['/', 'home'], ['/login', 'login'], ['/vehicles/:id', 'vehicle']]);
  const at = (url: string) => {
    const found = match(normalisePagePath(url));
    return found && { page: found.value, params: found.params };
  };

  it('match whole segments, a :name standing for exactly one, trailing slashes and the query ignored', () => {
    expect(at('/')).toEqual({ page: 'home', params: {} });
    expect(at('/?x=1')).toEqual({ page: 'home', params: {} });
    expect(at('/login')).toEqual({ page: 'login', params: {} });
    expect(at('/login/')).toEqual({ page: 'login', params: {} });
    expect(at('/login///?next=/')).toEqual({ page: 'login', params: {} });
    expect(at('/login-help')).toBeNull();
    expect(at('/vehicles/abc')).toEqual({ page: 'vehicle', params: { id: 'abc' } });
    expect(at('/vehicles/')).toBeNull();
    expect(at('/vehicles/abc/edit')).toBeNull();
    expect(at('/vehicles/a%2Fb')).toEqual({ page: 'vehicle', params: { id: 'a/b' } });
  });

  it('normalise a path once: the query cut off, trailing slashes dropped (fuzz.test.ts times every shape)', () => {
    expect(normalisePagePath('')).toBe('/');
    expect(normalisePagePath('/')).toBe('/');
    expect(normalisePagePath('////')).toBe('/');
    expect(normalisePagePath('/a//b//?q=//')).toBe('/a//b');
    expect(normalisePagePath('/x' + '/'.repeat(16_000) + '.')).toBe('/x' + '/'.repeat(16_000) + '.');
  });
});

describe('another front end (CORS_ORIGINS set)', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dist: ReturnType<typeof createWebDist>;
  const origin = 'https://classic.lankaride.example';

  beforeAll(async () => {
    dist = createWebDist();
    t = await createTestApp('pglite');
    app = await buildApp({ db: t.db, config: { ...t.config, webDist: dist.dir, corsOrigins: [origin] }, jwtSecret: JWT_SECRET, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    dist?.remove();
  });

  it('may show the pictures: /images/ answers with a cross-origin resource policy; the rest stays same-origin', async () => {
    const image = await app.inject({ method: 'GET', url: '/images/car.svg', headers: { origin } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const url of ['/', '/api/vehicles', '/assets/index-3f9a1c.js']) {
      expect((await app.inject({ method: 'GET', url })).headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    const api = await app.inject({ method: 'GET', url: '/api/vehicles', headers: { origin } });
    expect(api.headers['access-control-allow-origin']).toBe(origin);
  });

  it('without CORS_ORIGINS the pictures may still be embedded across origins (a page opened as 127.0.0.1 shows localhost pictures); the rest stays same-origin', async () => {
    const plain = await buildApp({ db: t.db, config: { ...t.config, webDist: dist.dir }, jwtSecret: JWT_SECRET, logger: false });
    try {
      expect((await plain.inject({ method: 'GET', url: '/images/car.svg' })).headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect((await plain.inject({ method: 'GET', url: '/api/vehicles' })).headers['cross-origin-resource-policy']).toBe('same-origin');
    } finally {
      await plain.close();
    }
  });

  it('a vehicle picture may be an absolute https URL, which pages may load (img-src https:)', async () => {
    const admin = await loginAs(app, ADMIN.email, ADMIN.password);
    const made = await call(app, 'POST', '/api/admin/vehicles', {
      token: admin,
      body: { type: 'Car', brand: 'Toyota', model: 'Aqua', seatingCapacity: 4, pricingDetails: { perDay: 30, perHour: 5 }, image: 'https://cdn.example.com/aqua.jpg' },
    });
    expect(made.status).toBe(201);
    expect(made.body.image).toBe('https://cdn.example.com/aqua.jpg');
    for (const image of ['//evil.example/x.svg', '/\\evil.example/x.svg', 'http://cdn.example.com/aqua.jpg', 'javascript:alert(1)', 'https:///x', '/a b.svg']) {
      const refused = await call(app, 'POST', '/api/admin/vehicles', {
        token: admin,
        body: { type: 'Car', brand: 'Toyota', model: 'Aqua', seatingCapacity: 4, pricingDetails: { perDay: 30, perHour: 5 }, image },
      });
      expect(refused.status, image).toBe(400);
      expect(refused.body.details, image).toContain(MESSAGES.vehicleForm.imageUrl);
    }
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src [^;]*https:/);
  });
});
