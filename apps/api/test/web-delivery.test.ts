import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { availableVehiclesPath } from '@app/shared';
import { buildApp } from '../src/app';
import { matchRoute } from '../src/plugins/web';
import { JWT_SECRET, createTestApp, type TestApp } from './harness';

/**
 * How the server delivers the web app and the API: compressed answers, hashed assets cached for a
 * year, index.html revalidated on every visit. A small built app stands in for apps/web/dist, so
 * the test does not depend on a build having run first.
 */
describe('web delivery (PGlite)', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dist: string;
  const script = `export const fleet = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Vehicle ${i}` })))};\n`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lankaride-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, 'images'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-3f9a1c.js"></script></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), script);
    fs.writeFileSync(path.join(dist, 'images', 'car.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([
        { path: '/', scripts: ['/assets/HomePage-a1.js'], images: ['/images/hero.svg'] },
        { path: '/vehicles/:id', scripts: ['/assets/VehicleDetailPage-b2.js', '/assets/format-c3.js'], images: [], data: ['/api/vehicles/:id', '/api/vehicles/:id/availability'] },
      ]),
    );
    t = await createTestApp('pglite', { demo: true });
    app = await buildApp({ db: t.db, config: { ...t.config, webDist: dist }, jwtSecret: JWT_SECRET, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

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
        '<link rel="modulepreload" crossorigin href="/assets/VehicleDetailPage-b2.js"><link rel="modulepreload" crossorigin href="/assets/format-c3.js"></head>',
    );
    // The vehicle's own picture, known only to the server, is hinted first; none for an unknown id.
    const [first] = JSON.parse((await app.inject({ method: 'GET', url: '/api/vehicles?limit=1' })).body).items as { _id: string; image: string }[];
    expect(first!.image).toMatch(/^\/images\//);
    const page = await app.inject({ method: 'GET', url: `/vehicles/${first!._id}` });
    expect(page.body).toContain(`<link rel="preload" as="image" href="${first!.image}" fetchpriority="high"><link rel="preload" as="fetch"`);
    expect(vehicle.body).not.toContain('as="image"');
    const unknown = await app.inject({ method: 'GET', url: '/vehicles/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('as="image"');
    // A parameter stays one encoded segment: no markup and no other path can be injected.
    const odd = await app.inject({ method: 'GET', url: '/vehicles/%22%3E%3Cscript%3Ex%2Fadmin' });
    expect(odd.body).toContain('href="/api/vehicles/%22%3E%3Cscript%3Ex%2Fadmin"');
    expect(odd.body).not.toContain('<script>');
    expect(vehicle.body).not.toContain('HomePage-a1.js');
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<link rel="preload" as="image" href="/images/hero.svg" fetchpriority="high">');
    expect(home.body).toContain('href="/assets/HomePage-a1.js"');
    for (const url of ['/contact', '/vehicles', '/vehicles/a/b']) {
      expect((await app.inject({ method: 'GET', url })).body, url).not.toContain('modulepreload');
    }
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
  });
});

describe('route patterns of preload hints', () => {
  it('match whole segments, a :name standing for exactly one', () => {
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/', '/login')).toBeNull();
    expect(matchRoute('/login', '/login')).toEqual({});
    expect(matchRoute('/login', '/login/')).toEqual({});
    expect(matchRoute('/login', '/login-help')).toBeNull();
    expect(matchRoute('/vehicles/:id', '/vehicles/abc')).toEqual({ id: 'abc' });
    expect(matchRoute('/vehicles/:id', '/vehicles/')).toBeNull();
    expect(matchRoute('/vehicles/:id', '/vehicles/abc/edit')).toBeNull();
  });
});
