import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { prepareDatabase } from '../src/start';
import { ADMIN, ENGINES, call, createTestApp, loginAs, testConfig, type TestApp } from './harness';
import { deliverOutbox, startSmtp } from './smtp';

/**
 * Issue 25, item 11: production started on data made in development (demo accounts, the default
 * admin password) keeps no published password. The test app's admin was made with Admin@123, the
 * published default, like `npm start` makes it; then the production start-up runs on the same data.
 */
const PRODUCTION_SECRET = 'a-long-production-secret';
const DEMO = { tourist: ['tourist@lankaride.lk', 'Tourist@123'], drivers: ['sunil@lankaride.lk', 'kamal@lankaride.lk', 'nimal@lankaride.lk'] } as const;

const production = (overrides: Parameters<typeof testConfig>[0] = {}) =>
  testConfig({ production: true, adminEmail: ADMIN.email, adminPassword: PRODUCTION_SECRET, adminPasswordSet: true, seedDemo: false, ...overrides });

describe('NODE_ENV is read as operators write it', () => {
  it.each(['production', 'Production', 'PRODUCTION', ' production '])('%j is production', (value) => {
    expect(loadConfig({ NODE_ENV: value, ADMIN_PASSWORD: PRODUCTION_SECRET }).production).toBe(true);
  });
  it.each(['development', 'test', 'prod'])('%j is not', (value) => {
    expect(loadConfig({ NODE_ENV: value }).production).toBe(false);
  });
});

describe.each(ENGINES)('production start on development data (%s)', (engine) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, config: { publicUrl: 'https://rent.example.lk' } });
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const login = (email: string, password: string) => call(t.app, 'POST', '/api/users/login', { body: { email, password } });
  const startProduction = async (overrides: Parameters<typeof testConfig>[0] = {}) => {
    const lines: string[] = [];
    await prepareDatabase(t.db, production(overrides), (line) => lines.push(line));
    return lines;
  };

  it('applies ADMIN_PASSWORD to the admin on the published default, disables the demo accounts, and says so', async () => {
    // Before: everything signs in with the README's passwords, as in development.
    const oldAdminSession = await loginAs(t.app, ADMIN.email, 'Admin@123');
    const oldTouristSession = await loginAs(t.app, DEMO.tourist[0], DEMO.tourist[1]);
    for (const driver of DEMO.drivers) expect((await login(driver, 'Driver@123')).status).toBe(200);

    const lines = await startProduction();
    expect(lines.join('\n')).toContain(`ADMIN_PASSWORD applied to the admin account ${ADMIN.email}`);
    for (const email of [DEMO.tourist[0], ...DEMO.drivers]) expect(lines.join('\n')).toContain(`Disabled the demo account ${email}`);

    expect((await login(ADMIN.email, 'Admin@123')).status).toBe(401);
    expect((await login(ADMIN.email, PRODUCTION_SECRET)).status).toBe(200);
    expect((await login(DEMO.tourist[0], DEMO.tourist[1])).status).toBe(401);
    for (const driver of DEMO.drivers) expect((await login(driver, 'Driver@123')).status).toBe(401);
    // Sessions signed with the published passwords end too.
    for (const token of [oldAdminSession, oldTouristSession]) expect((await call(t.app, 'GET', '/api/users/me', { token })).status).toBe(401);

    // The next start finds nothing to do and says nothing.
    expect(await startProduction()).toEqual([]);
  });

  it('a disabled demo account comes back through "Forgot password?"', async () => {
    expect((await call(t.app, 'POST', '/api/users/password-reset', { body: { email: DEMO.tourist[0] } })).status).toBe(202);
    await deliverOutbox(t.db, smtp.url);
    const mail = smtp.received.filter((m) => m.to.includes(DEMO.tourist[0]) && m.subject === 'Reset your LankaRide password').at(-1);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1];
    expect((await call(t.app, 'POST', '/api/users/password-reset/confirm', { body: { token, password: 'emma-own-password' } })).status).toBe(200);
    expect((await login(DEMO.tourist[0], 'emma-own-password')).status).toBe(200);
    // A password of its own is left alone by the next production start.
    expect(await startProduction()).toEqual([]);
    expect((await login(DEMO.tourist[0], 'emma-own-password')).status).toBe(200);
  });

  it('ADMIN_PASSWORD for an admin with a password of its own is refused loudly, and changes nothing', async () => {
    const lines = await startProduction({ adminPassword: 'yet-another-secret' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Warning: ADMIN_PASSWORD was not applied to admin@test\.lk: that account already has a password of its own/);
    expect((await login(ADMIN.email, 'yet-another-secret')).status).toBe(401);
    expect((await login(ADMIN.email, PRODUCTION_SECRET)).status).toBe(200);
  });

  it('ADMIN_EMAIL naming no admin account is said loudly too', async () => {
    const lines = await startProduction({ adminEmail: 'boss@example.lk' });
    expect(lines).toEqual([expect.stringMatching(/^Warning: ADMIN_EMAIL is boss@example\.lk, but no admin account has that address[\s\S]*admin@test\.lk/)]);
  });
});

describe.each(ENGINES)('production with SEED_DEMO=true asked for (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true });
  });
  afterAll(async () => t?.close());

  it('keeps the demo accounts (a public demo) but warns, and still replaces the published admin password', async () => {
    const lines: string[] = [];
    await prepareDatabase(t.db, production({ seedDemo: true }), (line) => lines.push(line));
    expect(lines.join('\n')).toContain(`ADMIN_PASSWORD applied to the admin account ${ADMIN.email}`);
    expect(lines.join('\n')).toMatch(/Warning: SEED_DEMO=true in production: the demo accounts .*tourist@lankaride\.lk.* keep their published passwords/);
    expect((await call(t.app, 'POST', '/api/users/login', { body: { email: DEMO.tourist[0], password: DEMO.tourist[1] } })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/users/login', { body: { email: ADMIN.email, password: 'Admin@123' } })).status).toBe(401);
  });
});
