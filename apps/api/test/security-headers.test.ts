import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT, UnsecuredJWT, decodeProtectedHeader } from 'jose';
import { buildApp } from '../src/app';
import { ADMIN, ENGINES, JWT_SECRET, call, createTestApp, loginAs, registerUser, type Res, type TestApp } from './harness';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const STRICT_REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

/** The directives of a Content-Security-Policy header: name -> its sources. */
function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The headers every answer carries, API JSON and web page alike. */
function expectSecurityHeaders(res: Res, where: string): void {
  const csp = parseCsp(res.headers['content-security-policy']);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
  expect(scriptSrc, `${where}: script-src (or default-src)`).toBeDefined();
  expect(scriptSrc, `${where}: no inline scripts`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${where}: no eval`).not.toContain("'unsafe-eval'");
  expect(scriptSrc, `${where}: no wildcard script source`).not.toContain('*');
  expect(csp.get('frame-ancestors'), `${where}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('object-src'), `${where}: object-src`).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], `${where}: nosniff`).toBe('nosniff');
  const referrer = String(res.headers['referrer-policy'] ?? '');
  expect(referrer.split(',').map((p) => p.trim()).every((p) => STRICT_REFERRER_POLICIES.includes(p)) && referrer !== '', `${where}: referrer policy "${referrer}"`).toBe(true);
}

describe.each(ENGINES)('security headers (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('are on API answers, errors included', async () => {
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const answers: [string, Res][] = [
      ['GET /api/health', await call(t.app, 'GET', '/api/health')],
      ['GET /api/vehicles', await call(t.app, 'GET', '/api/vehicles')],
      ['GET /api/admin/users', await call(t.app, 'GET', '/api/admin/users', { token: admin })],
      ['401', await call(t.app, 'GET', '/api/admin/users')],
      ['404', await call(t.app, 'GET', '/api/no-such-thing')],
      ['400 bad JSON', await call(t.app, 'POST', '/api/contact', { body: '{"name":', headers: { 'content-type': 'application/json' } })],
    ];
    for (const [where, res] of answers) {
      expect(res.headers['content-type'], where).toMatch(/^application\/json/);
      expectSecurityHeaders(res, where);
    }
  });

  it('are on the web page (the fallback page when the web app is not built) and on the API docs', async () => {
    for (const url of ['/', '/vehicles/some-car', '/admin/bookings', '/api/docs']) {
      const res = await call(t.app, 'GET', url);
      // No vehicle has that id: a real 404 (decision 095), with the same headers.
      expect(res.status, url).toBe(url === '/vehicles/some-car' ? 404 : 200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expectSecurityHeaders(res, url);
    }
  });

  it.skipIf(!fs.existsSync(path.join(WEB_DIST, 'index.html')))('are on the built web app, whose page has no inline script the policy would block', async () => {
    const app = await buildApp({ db: t.db, config: { ...t.config, webDist: WEB_DIST }, jwtSecret: JWT_SECRET, logger: false });
    try {
      const res = await call(app, 'GET', '/');
      expect(res.status).toBe(200);
      expectSecurityHeaders(res, 'built /');
      const html = String(res.body);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      // Data blocks, which no browser runs, so no policy applies to them: a server-rendered page's
      // data (`application/json`, decision 096) and JSON-LD (`application/ld+json`, decision 095). Both parse as JSON.
      const isData = (attrs: string) => /\btype="application\/(ld\+)?json"/.test(attrs);
      for (const [, , code] of scripts.filter(([, attrs]) => isData(attrs!))) expect(() => JSON.parse(code!)).not.toThrow();
      expect(html).toContain('<script type="application/ld+json">');
      const inline = scripts.filter(([, attrs, code]) => !/\bsrc=/.test(attrs!) && !isData(attrs!) && code!.trim() !== '');
      expect(inline, 'inline <script> blocks').toEqual([]);
      expect(html).not.toMatch(/\son[a-z]+\s*=\s*["']/i); // inline event handlers
    } finally {
      await app.close();
    }
  });
});

describe.each(ENGINES)('tokens (%s)', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  let adminToken: string;
  const key = new TextEncoder().encode(JWT_SECRET);
  const now = () => Math.floor(Date.now() / 1000);

  /** A token like the app's own, with any algorithm, secret, issuer, claims or lifetime. */
  function mint(sub: string, opts: { alg?: string; secret?: string; issuer?: string; tv?: number; role?: string; exp?: number } = {}) {
    return new SignJWT({ role: opts.role ?? 'tourist', tv: opts.tv ?? 0 })
      .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
      .setSubject(sub)
      .setIssuer(opts.issuer ?? 'lanka-ride')
      .setIssuedAt(Math.min(now(), (opts.exp ?? now() + 3600) - 60))
      .setExpirationTime(opts.exp ?? now() + 3600)
      .sign(opts.secret ? new TextEncoder().encode(opts.secret) : key);
  }

  const myBookings = (token: string) => call(app, 'GET', '/api/bookings/my-bookings', { token });

  beforeAll(async () => {
    t = await createTestApp(engine);
    app = t.app;
    adminToken = await loginAs(app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => t?.close());

  it('are HS256 with an expiry; the algorithm is pinned: HS512, none and foreign keys are refused', async () => {
    const user = await registerUser(app);
    const header = decodeProtectedHeader(user.token);
    expect(header.alg).toBe('HS256');
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    expect(claims.iss).toBe('lanka-ride');

    // Control: a token minted like the app's own is accepted.
    expect((await myBookings(await mint(user.user._id))).status).toBe(200);

    const refused = {
      'HS512 with the same secret': await mint(user.user._id, { alg: 'HS512' }),
      'HS384 with the same secret': await mint(user.user._id, { alg: 'HS384' }),
      'alg none': new UnsecuredJWT({ role: 'admin', tv: 0 }).setSubject(user.user._id).setIssuer('lanka-ride').setExpirationTime('1h').encode(),
      'alg none with a junk signature': `${new UnsecuredJWT({ role: 'admin', tv: 0 }).setSubject(user.user._id).setIssuer('lanka-ride').setExpirationTime('1h').encode()}c2ln`,
      'another secret': await mint(user.user._id, { secret: 'another-secret-that-is-long-enough-for-hs256' }),
      'another issuer': await mint(user.user._id, { issuer: 'someone-else' }),
      'an older token version': await mint(user.user._id, { tv: 1 }),
      'a signature of another token': `${user.token.split('.').slice(0, 2).join('.')}.${adminToken.split('.')[2]}`,
      'a user id that does not exist': await mint('00000000-0000-4000-8000-000000000000'),
      'a sub that is not an id': await mint("' OR 1=1 --"),
    };
    for (const [what, token] of Object.entries(refused)) {
      const res = await myBookings(token);
      expect(res.status, what).toBe(401);
      expect(typeof res.body.error, what).toBe('string');
    }
  });

  it('expire: a token past its exp is refused, even one that worked a moment before', async () => {
    const user = await registerUser(app);
    expect((await myBookings(await mint(user.user._id, { exp: now() - 1 }))).status).toBe(401);
    expect((await myBookings(await mint(user.user._id, { exp: now() - 3600 }))).status).toBe(401);
    const shortLived = await mint(user.user._id, { exp: now() + 2 });
    expect((await myBookings(shortLived)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 3100));
    expect((await myBookings(shortLived)).status).toBe(401);
  });

  it("stop working when the admin changes the driver's password, and only then", async () => {
    const driver = await registerUser(app, 'driver');
    const profile = (token: string) => call(app, 'GET', '/api/drivers/profile', { token });
    expect((await profile(driver.token)).status).toBe(200);
    const fields = { username: 'Renamed Driver', email: driver.email, phone: '+94 77 555 5555', licenseNumber: 'L-55' };

    // An edit without a password keeps the sessions.
    expect((await call(app, 'PUT', `/api/admin/drivers/${driver.user._id}`, { token: adminToken, body: { ...fields, password: '' } })).status).toBe(200);
    expect((await profile(driver.token)).status).toBe(200);

    expect((await call(app, 'PUT', `/api/admin/drivers/${driver.user._id}`, { token: adminToken, body: { ...fields, password: 'brand-new-pass' } })).status).toBe(200);
    expect((await profile(driver.token)).status).toBe(401);
    expect((await call(app, 'POST', '/api/users/login', { body: { email: driver.email, password: driver.password } })).status).toBe(401);
    const fresh = await loginAs(app, driver.email, 'brand-new-pass');
    expect((await profile(fresh)).status).toBe(200);
  });

  it('stop working when the account is deleted', async () => {
    const driver = await registerUser(app, 'driver');
    expect((await call(app, 'GET', '/api/drivers/my-bookings', { token: driver.token })).status).toBe(200);
    expect((await call(app, 'DELETE', `/api/admin/drivers/${driver.user._id}`, { token: adminToken })).status).toBe(200);
    for (const [method, url] of [['GET', '/api/drivers/my-bookings'], ['GET', '/api/drivers/profile'], ['GET', '/api/bookings/my-bookings']] as const) {
      expect((await call(app, method, url, { token: driver.token })).status, url).toBe(401);
    }
    // A token minted for the deleted id with its old version is refused as well, and so is logging in.
    expect((await myBookings(await mint(driver.user._id, { role: 'driver', tv: 0 }))).status).toBe(401);
    expect((await call(app, 'POST', '/api/users/login', { body: { email: driver.email, password: driver.password } })).status).toBe(401);
  });
});
