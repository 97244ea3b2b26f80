import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/start';
import { bookingBody } from './harness';
import { testConfig } from './harness';

async function http(base: string, method: string, url: string, opts: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('restart on the same DATA_DIR (embedded database)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lankaride-restart-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps everything written, keeps the JWT secret, and never seeds twice', async () => {
    const config = testConfig({ dataDir, port: 0, host: '127.0.0.1', seedDemo: true, jwtSecret: undefined });
    const quiet = () => {};
    const first = await startServer(config, { logger: false, log: quiet });
    let token: string;
    let bookingId: string;
    let vehicleCount: number;
    let userCount: number;
    try {
      const base = first.url;
      const vehicles = await http(base, 'GET', '/api/vehicles');
      vehicleCount = vehicles.body.length;
      expect(vehicleCount).toBeGreaterThanOrEqual(12);
      const email = `restart.${Date.now()}@example.com`;
      expect((await http(base, 'POST', '/api/users', { body: { username: 'Restart', email, password: 'secret123' } })).status).toBe(201);
      token = (await http(base, 'POST', '/api/users/login', { body: { email, password: 'secret123' } })).body.token;
      const booking = await http(base, 'POST', '/api/bookings', {
        token,
        body: bookingBody(vehicles.body[0]._id, { pickupDate: '2031-01-10', returnDate: '2031-01-12' }),
      });
      expect(booking.status).toBe(201);
      bookingId = booking.body._id;
      userCount = (await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;
    } finally {
      await first.stop();
    }
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);

    const second = await startServer(config, { logger: false, log: quiet });
    try {
      const base = second.url;
      // The token signed before the restart still works: the secret was kept in DATA_DIR.
      const mine = await http(base, 'GET', '/api/bookings/my-bookings', { token });
      expect(mine.status).toBe(200);
      expect(mine.body.map((b: { _id: string }) => b._id)).toEqual([bookingId]);
      expect((await http(base, 'GET', '/api/vehicles')).body).toHaveLength(vehicleCount);
      const users = await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(users[0]!.n).toBe(userCount);
      const meta = await second.db.query<{ key: string }>('SELECT key FROM app_meta ORDER BY key');
      // The demo photos went in once, after the first start answered (decision 099; stop waits for them);
      // the demo tours under their own claim (decision 110), once.
      expect(meta.map((m) => m.key)).toEqual(['admin_created', 'demo_photos_seeded', 'demo_seeded', 'demo_tours_seeded']);
      const tours = await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tour_templates');
      expect(tours[0]!.n).toBe(3);
      const photos = await second.db.query<{ n: number }>('SELECT max(jsonb_array_length(photos))::int AS n FROM vehicles');
      expect(photos[0]!.n).toBe(3);
    } finally {
      await second.stop();
    }
  });
});
