import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEFAULT_BOOKING_RULES, addDays, formatColomboDateTime } from '@app/shared';
import { loadConfig, type Config } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/seed';
import { buildApp } from '../src/app';

export type Engine = 'pglite' | 'postgres';

/** How far ahead tests may book: far enough for their fixed dates (see testConfig). */
export const TEST_HORIZON_DAYS = 36_500;

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const ADMIN = { email: 'admin@test.lk', password: 'Admin@123' };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    webDist: '/nonexistent-web-dist',
    rateLimits: { login: 10_000, register: 10_000, contact: 10_000, booking: 10_000, quote: 10_000, window: '1 minute', namespace: 'test-rl:' },
    addressRateLimit: { max: 10_000, window: '1 hour' },
    // Tests book fixed dates years ahead (2030 and later), clear of each other and of today; the
    // horizon's own tests (trust.test.ts) use the default rules.
    bookingRules: { ...DEFAULT_BOOKING_RULES, bookingHorizonDays: TEST_HORIZON_DAYS },
    // Tests book many trips from one account; the bound's own tests (pending-bookings.test.ts) set it.
    pendingBookings: { ...loadConfig({}).pendingBookings, maxOpen: 10_000, maxOpenReturning: 10_000 },
    // Tests ask for many pages in a row and read each one's rendering; the budget's own test sets it.
    serverRenderShare: 1,
    ...overrides,
  };
}

/** A fresh, empty database of one engine, dropped again by `drop()`. */
export interface TestDatabase {
  db: Database;
  /** A second pool on the same PostgreSQL database (for two-instance tests); PGlite has one. */
  openAnother(): Database;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database on the PostgreSQL server of TEST_DATABASE_URL, named from `prefix`: its
 * address, and `drop()` to remove it again (whoever is still connected).
 */
export async function createPostgresDatabase(prefix = 't'): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  const onServer = async (sql: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A PGlite restored from the run's migrated one (test/global-setup.ts): initdb and the migrations
 * are done once per run, not per test app. Without it (a file run outside the project), a new one.
 */
async function migratedPglite(): Promise<TestDatabase> {
  let file: string | undefined;
  try {
    file = inject('pgliteMigrated');
  } catch {
    file = undefined;
  }
  if (!file || !fs.existsSync(file)) return createTestDatabase('pglite');
  const db = await openPglite(undefined, new Blob([fs.readFileSync(file)]));
  return { db, openAnother: () => { throw new Error('PGlite is single-process'); }, drop: () => db.close() };
}

export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const db = await openPglite();
    return { db, openAnother: () => { throw new Error('PGlite is single-process'); }, drop: () => db.close() };
  }
  const created = await createPostgresDatabase();
  const pools: Database[] = [];
  const open = () => {
    const db = openPostgres(created.url, 20);
    pools.push(db);
    return db;
  };
  const db = open();
  return {
    db,
    openAnother: open,
    async drop() {
      await Promise.all(pools.map((p) => p.close()));
      await created.drop();
    },
  };
}

/** The app's clock: real time until a test sets it (to run a trip at its booked time, say). */
export interface TestClock {
  now(): number;
  /** Stops the clock at an instant (epoch ms or ISO text, e.g. `2030-03-10T09:00+05:30`). */
  set(at: number | string): void;
  /** Back to real time. */
  reset(): void;
}

export function createTestClock(): TestClock {
  let fixed: number | undefined;
  return {
    now: () => fixed ?? Date.now(),
    set(at) {
      fixed = typeof at === 'string' ? Date.parse(at) : at;
      if (!Number.isFinite(fixed)) throw new Error(`not an instant: ${at}`);
    },
    reset() {
      fixed = undefined;
    },
  };
}

/**
 * Pickup and return in Sri Lanka wall-clock time, starting `startsInMinutes` from now (rounded up
 * to a whole minute) and lasting `minutes`: a trip a driver may pick up at once (within
 * PICKUP_EARLY_HOURS of its pickup) without moving the clock.
 */
export function tripSoon(startsInMinutes: number, minutes = 5): { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string } {
  const minute = 60_000;
  const start = Math.ceil((Date.now() + startsInMinutes * minute) / minute) * minute;
  const [pickupDate, pickupTime] = formatColomboDateTime(start).split(' ') as [string, string];
  const [returnDate, returnTime] = formatColomboDateTime(start + minutes * minute).split(' ') as [string, string];
  return { pickupDate, pickupTime, returnDate, returnTime };
}

/** An instant after every trip the tests book: trips may be picked up and completed then. */
export const AFTER_TEST_TRIPS = '2099-01-01T00:00:00+05:30';

/** Runs `fn` with the clock stopped at `at`, then back to real time (booking still needs real time). */
export async function whileAt<T>(clock: TestClock, at: number | string, fn: () => Promise<T>): Promise<T> {
  clock.set(at);
  try {
    return await fn();
  } finally {
    clock.reset();
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  testDb: TestDatabase;
  config: Config;
  clock: TestClock;
  close(): Promise<void>;
}

export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** A migrated database (admin only, or with demo data) and an app on it, without listening. */
export async function createTestApp(engine: Engine, opts: { demo?: boolean; config?: Partial<Config> } = {}): Promise<TestApp> {
  const testDb = engine === 'pglite' ? await migratedPglite() : await createTestDatabase(engine);
  const config = testConfig(opts.config);
  await migrate(testDb.db);
  await seed(testDb.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, demo: opts.demo ?? false });
  const clock = createTestClock();
  const app = await buildApp({ db: testDb.db, config, jwtSecret: JWT_SECRET, logger: false, clock: clock.now });
  await app.ready();
  return {
    app,
    db: testDb.db,
    testDb,
    config,
    clock,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}

/** A second app instance on its own pool of the same PostgreSQL database. */
export async function createSecondInstance(t: TestApp): Promise<FastifyInstance> {
  const app = await buildApp({ db: t.testDb.openAnother(), config: t.config, jwtSecret: JWT_SECRET, logger: false, clock: t.clock.now });
  await app.ready();
  return app;
}

export interface Res<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** inject() with a JSON body and an optional bearer token, answering parsed JSON. */
export async function call<T = any>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Res<T>> {
  const res = await app.inject({
    method,
    url,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
  });
  let body: unknown = res.body;
  try {
    body = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    /* not JSON: tests assert on that */
  }
  return { status: res.statusCode, body: body as T, headers: res.headers };
}

export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await call(app, 'POST', '/api/users/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export async function registerUser(app: FastifyInstance, role: 'tourist' | 'driver' = 'tourist', extra: Record<string, unknown> = {}) {
  const email = uniqueEmail(role);
  const password = 'secret123';
  const body = {
    username: `${role} ${counter}`,
    email,
    password,
    role,
    phone: role === 'driver' ? '+94 77 000 0000' : '',
    ...(role === 'driver' ? { licenseNumber: `L-${counter}`, experienceYears: '3', languages: 'English, German' } : {}),
    ...extra,
  };
  const res = await call(app, 'POST', '/api/users', { body });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  // Registration answers alike for new and taken addresses; the account shows itself at login.
  const login = await call(app, 'POST', '/api/users/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login ${email} failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { user: login.body.user, token: login.body.token as string, email, password };
}

/** A signed-up account as `registerUser` answers it: the user, a token, the address and password. */
export type Account = Awaited<ReturnType<typeof registerUser>>;

/** A valid body for POST /api/admin/vehicles: an offered Toyota Prius unless `extra` says otherwise. */
export function vehicleBody(extra: Record<string, unknown> = {}) {
  return {
    type: 'Car',
    brand: 'Toyota',
    model: 'Prius',
    seatingCapacity: 4,
    features: ['Air Conditioning'],
    pricingDetails: { perDay: 40, perHour: 6 },
    image: '/images/vehicles/car-prius.svg',
    availabilityStatus: true,
    ...extra,
  };
}

export async function createVehicle(app: FastifyInstance, adminToken: string, extra: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', '/api/admin/vehicles', { token: adminToken, body: vehicleBody(extra) });
  if (res.status !== 201) throw new Error(`create vehicle failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function bookingBody(vehicleId: string, extra: Record<string, unknown> = {}) {
  return {
    vehicleId,
    name: 'Test Tourist',
    email: 'tourist@example.com',
    phone: '+44 7700 900000',
    pickupDate: '2030-03-10',
    pickupTime: '09:00',
    returnDate: '2030-03-12',
    returnTime: '09:00',
    pickupPoint: 'Colombo',
    returnPoint: 'Kandy',
    numTourists: 2,
    driverOption: 'withDriver',
    specialRequests: '',
    ...extra,
  };
}

/**
 * Successive trips on days no other test in the file uses: each call answers the next one, `everyDays`
 * after the last from `from`, lasting `days` days (`const nextSlot = tripSlots('2032-01-01', 4)`).
 */
export function tripSlots(from: string, everyDays: number, days = 2): () => { pickupDate: string; returnDate: string } {
  let slot = 0;
  return () => {
    slot += 1;
    const pickupDate = addDays(from, slot * everyDays);
    return { pickupDate, returnDate: addDays(pickupDate, days) };
  };
}

/**
 * One app for a describe block, with the admin signed in: built before its tests, closed after.
 * `ready` receives the app and the admin's token, and may make more fixtures before the tests run
 * (`let t, admin; withAdminApp(engine, (a, b) => ([t, admin] = [a, b]))`).
 */
export function withAdminApp(engine: Engine, ready: (app: TestApp, adminToken: string) => unknown): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(engine);
    await ready(app, await loginAs(app.app, ADMIN.email, ADMIN.password));
  });
  afterAll(async () => app?.close());
}

/** What a test of booking fields starts with: `withAdminApp`'s app and admin, one tourist and one vehicle. */
export interface BookingEnv {
  t: TestApp;
  admin: string;
  tourist: Account;
  vehicleId: string;
}

/**
 * One booking env for a describe block, on `withAdminApp`
 * (`let t, admin, tourist, vehicleId; withBookingEnv(engine, (env) => ({ t, admin, tourist, vehicleId } = env))`).
 */
export function withBookingEnv(engine: Engine, ready: (env: BookingEnv) => unknown): void {
  withAdminApp(engine, async (t, admin) => {
    const tourist = await registerUser(t.app);
    const vehicleId = (await createVehicle(t.app, admin))._id as string;
    await ready({ t, admin, tourist, vehicleId });
  });
}
