import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { ADMIN, ENGINES, call, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { expectError } from './api-helpers';

const A = MESSAGES.api;
const ORIGIN = 'https://x.example';

const isJson = (headers: Record<string, unknown>) => String(headers['content-type']).startsWith('application/json');

describe.each(ENGINES)('HTTP behaviour (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { config: { corsOrigins: [ORIGIN] } });
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => t?.close());

  describe('every answer is JSON with a string error', () => {
    it('unknown /api routes -> 404 JSON, whatever the method', async () => {
      for (const [method, url] of [
        ['GET', '/api/nothing-here'],
        ['GET', '/api'],
        ['GET', '/api/vehicles/00000000-0000-4000-8000-000000000000/extra/parts'],
        ['POST', '/api/unknown'],
        ['PUT', '/api/vehicles'],
        ['PATCH', '/api/vehicles'],
        ['DELETE', '/api/bookings'],
      ] as const) {
        const res = await call(t.app, method, url, { token: admin });
        expectError(res, 404, A.notFound);
        expect(isJson(res.headers), `${method} ${url}`).toBe(true);
      }
    });

    it('an oversized body -> 413 JSON', async () => {
      const big = { name: 'Big', email: 'big@example.com', message: 'x'.repeat(t.config.bodyLimit + 10) };
      for (const url of ['/api/contact', '/api/users', '/api/users/login']) {
        const res = await call(t.app, 'POST', url, { body: big });
        expectError(res, 413, A.bodyTooLarge);
        expect(isJson(res.headers)).toBe(true);
      }
      const tourist = await registerUser(t.app);
      expectError(await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: { ...big, specialRequests: big.message } }), 413, A.bodyTooLarge);
    });

    it('malformed JSON -> 400 JSON', async () => {
      const json = { 'content-type': 'application/json' };
      for (const payload of ['{"name": "Maya",', '{name: Maya}', 'undefined']) {
        const res = await call(t.app, 'POST', '/api/contact', { body: payload, headers: json });
        expectError(res, 400, A.badJson);
        expect(isJson(res.headers)).toBe(true);
      }
      expectError(await call(t.app, 'POST', '/api/users/login', { body: '', headers: json }), 400, A.badJson);
      expectError(await call(t.app, 'PUT', `/api/admin/vehicles/${(await createVehicle(t.app, admin))._id}`, { token: admin, body: '{', headers: json }), 400, A.badJson);
    });

    it('a body that is not JSON -> 4xx JSON, and nothing is stored', async () => {
      const before = await t.db.query('SELECT 1 FROM contact_messages');
      for (const type of ['application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const res = await call(t.app, 'POST', '/api/contact', { body: 'name=Maya&email=maya@example.com&message=Hi', headers: { 'content-type': type } });
        expectError(res, 415, A.unsupportedMediaType);
        expect(isJson(res.headers)).toBe(true);
      }
      const plain = await call(t.app, 'POST', '/api/contact', {
        body: JSON.stringify({ name: 'Maya', email: 'maya@example.com', message: 'Hi' }),
        headers: { 'content-type': 'text/plain' },
      });
      expect(plain.status).toBeGreaterThanOrEqual(400);
      expect(plain.status).toBeLessThan(500);
      expect(typeof plain.body.error).toBe('string');
      expect(isJson(plain.headers)).toBe(true);
      expect(await t.db.query('SELECT 1 FROM contact_messages')).toHaveLength(before.length);
    });

    it('DELETE answers 200 {message} (never 204)', async () => {
      const vehicle = await createVehicle(t.app, admin);
      const v = await call(t.app, 'DELETE', `/api/admin/vehicles/${vehicle._id}`, { token: admin });
      expect(v.status).toBe(200);
      expect(isJson(v.headers)).toBe(true);
      expect(v.body).toEqual({ message: A.vehicleDeleted });
      const driver = await registerUser(t.app, 'driver');
      const d = await call(t.app, 'DELETE', `/api/admin/drivers/${driver.user._id}`, { token: admin });
      expect(d.status).toBe(200);
      expect(isJson(d.headers)).toBe(true);
      expect(d.body).toEqual({ message: A.driverDeleted });
    });
  });

  describe('CORS with CORS_ORIGINS set', () => {
    it('a preflight from a configured origin allows the five methods and the Authorization and Content-Type headers', async () => {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/admin/vehicles/00000000-0000-4000-8000-000000000000',
        headers: { origin: ORIGIN, 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'authorization, content-type' },
      });
      expect(res.statusCode).toBeLessThan(300);
      expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
      const methods = String(res.headers['access-control-allow-methods']).split(',').map((s) => s.trim());
      expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
      const headers = String(res.headers['access-control-allow-headers']).toLowerCase().split(',').map((s) => s.trim());
      expect(headers).toEqual(expect.arrayContaining(['authorization', 'content-type']));
    });

    it('answers to a configured origin carry its Allow-Origin; other origins get none', async () => {
      const allowed = await call(t.app, 'GET', '/api/vehicles', { headers: { origin: ORIGIN } });
      expect(allowed.status).toBe(200);
      expect(allowed.headers['access-control-allow-origin']).toBe(ORIGIN);
      const error = await call(t.app, 'GET', '/api/admin/users', { headers: { origin: ORIGIN } });
      expect(error.status).toBe(401);
      expect(error.headers['access-control-allow-origin']).toBe(ORIGIN);
      const other = await call(t.app, 'GET', '/api/vehicles', { headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/vehicles',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('security headers', () => {
    it('are present on answers and errors alike', async () => {
      for (const res of [await call(t.app, 'GET', '/api/vehicles'), await call(t.app, 'GET', '/api/admin/users'), await call(t.app, 'GET', '/api/nope')]) {
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBeDefined();
        expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
        expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['strict-transport-security']).toBeDefined();
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });
  });

  describe('API documentation', () => {
    it('/api/docs serves the interactive docs', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-type'])).toContain('text/html');
      expect(res.body).toContain('Swagger UI');
    });

    it('/api/docs/json is an OpenAPI document listing every call of the spec', async () => {
      const res = await call(t.app, 'GET', '/api/docs/json');
      expect(res.status).toBe(200);
      const doc = res.body;
      expect(String(doc.openapi)).toMatch(/^3\./);
      expect(doc.info.title).toBeTruthy();
      expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
      const expected: [string, string][] = [
        ['/api/users/login', 'post'],
        ['/api/users', 'post'],
        ['/api/vehicles', 'get'],
        ['/api/vehicles/available', 'get'],
        ['/api/vehicles/{id}', 'get'],
        ['/api/vehicles/{id}/availability', 'get'],
        ['/api/contact', 'post'],
        ['/api/bookings', 'post'],
        ['/api/bookings/my-bookings', 'get'],
        ['/api/admin/users', 'get'],
        ['/api/admin/vehicles', 'get'],
        ['/api/admin/vehicles', 'post'],
        ['/api/admin/vehicles/{id}', 'get'],
        ['/api/admin/vehicles/{id}', 'put'],
        ['/api/admin/vehicles/{id}', 'delete'],
        ['/api/admin/bookings', 'get'],
        ['/api/admin/bookings/{id}', 'patch'],
        ['/api/admin/drivers/available', 'get'],
        ['/api/admin/drivers', 'get'],
        ['/api/admin/drivers', 'post'],
        ['/api/admin/drivers/{id}', 'get'],
        ['/api/admin/drivers/{id}', 'put'],
        ['/api/admin/drivers/{id}', 'delete'],
        ['/api/drivers/my-bookings', 'get'],
        ['/api/drivers/bookings/{id}/status', 'patch'],
        ['/api/drivers/profile', 'get'],
        ['/api/drivers/profile', 'put'],
      ];
      for (const [path, method] of expected) {
        expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path} documented`).toBeDefined();
      }
      // Generated from the same schemas: the booking body documents the form fields.
      const bookingBodySchema = doc.paths['/api/bookings'].post.requestBody.content['application/json'].schema;
      expect(Object.keys(bookingBodySchema.properties)).toEqual(expect.arrayContaining(['vehicleId', 'name', 'pickupDate', 'numTourists', 'driverOption']));
      expect(doc.paths['/api/admin/users'].get.security).toEqual([{ bearer: [] }]);
    });
  });
});

describe.each(ENGINES)('CORS without CORS_ORIGINS (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('allows no other origin: the web app is served same-origin', async () => {
    const res = await call(t.app, 'GET', '/api/vehicles', { headers: { origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/api/vehicles', headers: { origin: ORIGIN, 'access-control-request-method': 'POST' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
