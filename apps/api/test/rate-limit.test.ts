import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { addDays } from '@app/shared';
import { ADMIN, JWT_SECRET, bookingBody, call, createSecondInstance, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const wrongLogin = { email: 'nobody@example.com', password: 'wrong-password' };

describe('rate limits (in memory, one process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { rateLimits: { login: 3, register: 2, contact: 2, booking: 2, quote: 100, window: '1 minute', namespace: 'unused:' } } });
  });
  afterAll(async () => t?.close());

  it('login: the 4th attempt in a window answers 429 JSON', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(t.app, 'POST', '/api/users/login', { body: wrongLogin })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await call(t.app, 'POST', '/api/users/login', { body: wrongLogin });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many requests/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('registration and contact are limited too', async () => {
    const reg = [];
    for (let i = 0; i < 3; i++) reg.push((await call(t.app, 'POST', '/api/users', { body: {} })).status);
    expect(reg).toEqual([400, 400, 429]);
    const contact = [];
    for (let i = 0; i < 3; i++) contact.push((await call(t.app, 'POST', '/api/contact', { body: {} })).status);
    expect(contact).toEqual([400, 400, 429]);
  });
});

describe('booking rate limit (in memory, one process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { rateLimits: { login: 100, register: 100, contact: 100, booking: 2, quote: 100, window: '1 minute', namespace: 'unused:' } } });
  });
  afterAll(async () => t?.close());

  it('booking: counted per account for an hour, 429 with Retry-After; another account is not affected', async () => {
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const vehicle = await createVehicle(t.app, admin);
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await call(t.app, 'POST', '/api/bookings', { token: first.token, body: bookingBody(vehicle._id, { pickupDate: addDays('2030-05-01', i * 5), returnDate: addDays('2030-05-02', i * 5) }) })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const limited = await call(t.app, 'POST', '/api/bookings', { token: first.token, body: bookingBody(vehicle._id, { pickupDate: '2030-07-01', returnDate: '2030-07-02' }) });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many requests/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60 * 59);
    // Counted per account, not per address: the second account (same client IP) still books.
    expect((await call(t.app, 'POST', '/api/bookings', { token: second.token, body: bookingBody(vehicle._id, { pickupDate: '2030-08-01', returnDate: '2030-08-02' }) })).status).toBe(201);
    // Reading is not limited.
    expect((await call(t.app, 'GET', '/api/bookings/my-bookings', { token: first.token })).status).toBe(200);
  });
});


describe('rate limits shared through Redis by two app instances', async () => {
  const available = await redisAnswers();
  if (!available && process.env.CI) throw new Error(`Redis does not answer at ${REDIS_URL}`);
  let t: TestApp;
  const namespace = `test-rl-${crypto.randomUUID()}:`;

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', {
      config: { redisUrl: REDIS_URL, rateLimits: { login: 4, register: 100, contact: 100, booking: 3, quote: 100, window: '1 minute', namespace }, addressRateLimit: { max: 2, window: '1 hour' } },
    });
  });
  afterAll(async () => {
    if (!available) return;
    await t?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it.skipIf(!available)('counts attempts across both instances', async () => {
    // Two app instances, each with its own in-process state; only Redis is shared.
    const second = process.env.TEST_DATABASE_URL
      ? await createSecondInstance(t)
      : await buildApp({ db: t.db, config: t.config, jwtSecret: JWT_SECRET, logger: false });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 === 0 ? t.app : second;
        statuses.push((await call(app, 'POST', '/api/users/login', { body: wrongLogin })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);

      // Bookings per account, across both instances (tokens minted: the login limit is spent).
      const [adminRow] = await t.db.query<{ id: string; token_version: number }>(`SELECT id, token_version FROM users WHERE role = 'admin'`);
      const admin = await t.app.tokens.sign({ sub: adminRow!.id, role: 'admin', tv: adminRow!.token_version });
      const vehicle = await createVehicle(t.app, admin);
      const email = `limited.${namespace}@example.com`.replace(/:/g, '');
      expect((await call(t.app, 'POST', '/api/users', { body: { username: 'Limited', email, password: 'secret123' } })).status).toBe(201);
      const [touristRow] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
      const tourist = { token: await t.app.tokens.sign({ sub: touristRow!.id, role: 'tourist', tv: 0 }) };
      const bookings = [];
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? t.app : second;
        const body = bookingBody(vehicle._id, { pickupDate: addDays('2030-05-01', i * 5), returnDate: addDays('2030-05-02', i * 5) });
        bookings.push((await call(app, 'POST', '/api/bookings', { token: tourist.token, body })).status);
      }
      expect(bookings).toEqual([201, 201, 201, 429, 429]);
    } finally {
      await second.close();
    }
  });

  it.skipIf(!available)('counts password-reset requests per address across both instances and client IPs (decision 074)', async () => {
    const second = process.env.TEST_DATABASE_URL
      ? await createSecondInstance(t)
      : await buildApp({ db: t.db, config: t.config, jwtSecret: JWT_SECRET, logger: false });
    try {
      const email = `reset.${crypto.randomUUID()}@example.com`;
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const app = i % 2 === 0 ? t.app : second;
        statuses.push((await app.inject({ method: 'POST', url: '/api/users/password-reset', payload: { email }, remoteAddress: `10.9.0.${i}` })).statusCode);
      }
      expect(statuses).toEqual([202, 202, 429, 429]);
      // Redis keeps a hash of the address, never the address itself.
      const redis = new Redis(REDIS_URL);
      try {
        const keys = await redis.keys(`${namespace}*`);
        expect(keys.some((k) => k.includes('address-password-reset:'))).toBe(true);
        expect(keys.join('\n')).not.toContain(email);
      } finally {
        redis.disconnect();
      }
    } finally {
      await second.close();
    }
  });
});
