import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { json, startServerProcess } from './process';
import { API_PROCESS_FLAGS, withApiProcessFlags } from '../src/runtime-flags';

/** The real server entry point started as an operator would start it in production. */
describe('production start (NODE_ENV=production)', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lankaride-prod-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('refuses to start without ADMIN_PASSWORD, or with the published default, and says how to set it', async () => {
    for (const adminPassword of [undefined, 'Admin@123']) {
      const env: Record<string, string> = { NODE_ENV: 'production', DATA_DIR: dataDir(), DATABASE_URL: '' };
      if (adminPassword) env.ADMIN_PASSWORD = adminPassword;
      else env.ADMIN_PASSWORD = '';
      const start = startServerProcess(env);
      await expect(start, String(adminPassword)).rejects.toThrow(/Refusing to start:[\s\S]*ADMIN_PASSWORD[\s\S]*NODE_ENV=production[\s\S]*ADMIN_PASSWORD='a long secret' npm run serve/);
    }
  });

  it('starts with a real ADMIN_PASSWORD, without demo accounts unless SEED_DEMO=true', async () => {
    const server = await startServerProcess({ NODE_ENV: 'production', DATA_DIR: dataDir(), DATABASE_URL: '', ADMIN_PASSWORD: 'a-long-production-secret', SEED_DEMO: '' });
    try {
      expect((await json(server.base, 'GET', '/api/vehicles')).body).toEqual([]);
      expect((await json(server.base, 'POST', '/api/users/login', { body: { email: 'tourist@lankaride.lk', password: 'Tourist@123' } })).status).toBe(401);
      expect((await json(server.base, 'POST', '/api/users/login', { body: { email: 'admin@lankaride.lk', password: 'Admin@123' } })).status).toBe(401);
      expect((await json(server.base, 'POST', '/api/users/login', { body: { email: 'admin@lankaride.lk', password: 'a-long-production-secret' } })).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('on data made by a development start, keeps no published password: ADMIN_PASSWORD is applied, the demo accounts are disabled, and the log says so', async () => {
    const dir = dataDir();
    const dev = await startServerProcess({ NODE_ENV: 'development', DATA_DIR: dir, DATABASE_URL: '', ADMIN_PASSWORD: '', SEED_DEMO: '' });
    try {
      expect((await json(dev.base, 'POST', '/api/users/login', { body: { email: 'admin@lankaride.lk', password: 'Admin@123' } })).status).toBe(200);
    } finally {
      dev.child.kill('SIGTERM');
      await dev.exited;
    }
    // NODE_ENV written as some operators write it: still production.
    const prod = await startServerProcess({ NODE_ENV: 'Production', DATA_DIR: dir, DATABASE_URL: '', ADMIN_PASSWORD: 'a-long-production-secret', SEED_DEMO: '', LOG_LEVEL: 'warn' });
    try {
      expect(prod.output()).toContain('ADMIN_PASSWORD applied to the admin account admin@lankaride.lk');
      expect(prod.output()).toContain('Disabled the demo account tourist@lankaride.lk');
      const status = async (email: string, password: string) => (await json(prod.base, 'POST', '/api/users/login', { body: { email, password } })).status;
      expect(await status('admin@lankaride.lk', 'Admin@123')).toBe(401);
      expect(await status('admin@lankaride.lk', 'a-long-production-secret')).toBe(200);
      expect(await status('tourist@lankaride.lk', 'Tourist@123')).toBe(401);
      for (const driver of ['sunil', 'kamal', 'nimal']) expect(await status(`${driver}@lankaride.lk`, 'Driver@123')).toBe(401);
    } finally {
      prod.child.kill('SIGTERM');
      await prod.exited;
    }
  });

  it('npm run serve starts the server with the API process flags; a cluster hands them to its workers', () => {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.serve).toBe(`node ${API_PROCESS_FLAGS.join(' ')} apps/api/dist/server.js`);
    expect(withApiProcessFlags(['--cpu-prof'])).toEqual(['--cpu-prof', ...API_PROCESS_FLAGS]);
    expect(withApiProcessFlags(['--max-semi-space-size=8'])).toEqual(['--max-semi-space-size=8']);
  });

  it('the built server (npm run build -w apps/api) runs without TypeScript: migrations, the demo, the API and a receipt in German', async () => {
    execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../build.mjs')], { stdio: 'pipe' });
    const server = await startServerProcess({ DATA_DIR: dataDir(), DATABASE_URL: '', SEED_DEMO: 'true' }, { built: true });
    try {
      expect(server.output()).toMatch(/Applied migrations: 001_init\.sql.*016_availability_notify\.sql/);
      const login = await json(server.base, 'POST', '/api/users/login', { body: { email: 'tourist@lankaride.lk', password: 'Tourist@123' } });
      expect(login.status).toBe(200);
      const token = login.body.token as string;
      expect((await json(server.base, 'PUT', '/api/users/me/language', { token, body: { preferredLanguage: 'de' } })).status).toBe(200);
      const [booking] = (await json(server.base, 'GET', '/api/bookings/my-bookings', { token })).body as { _id: string }[];
      const receipt = await fetch(`${server.base}/api/bookings/${booking!._id}/receipt.pdf`, { headers: { authorization: `Bearer ${token}` } });
      expect(receipt.status).toBe(200);
      expect(receipt.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await receipt.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      const search = await json(server.base, 'GET', '/api/vehicles/available?pickupDate=2031-01-10&returnDate=2031-01-12');
      expect(search.status).toBe(200);
      expect(search.body.length).toBeGreaterThan(0);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
