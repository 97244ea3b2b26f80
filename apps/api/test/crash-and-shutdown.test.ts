import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '@app/shared';
import { ENGINES, bookingBody, createPostgresDatabase } from './harness';
import { json, startServerProcess } from './process';

const ADMIN_ENV = { ADMIN_EMAIL: 'admin@crash.lk', ADMIN_PASSWORD: 'Admin@123', JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789' };

interface Target {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

async function targetFor(engine: string): Promise<Target> {
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lankaride-crash-'));
    return { env: { DATA_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const database = await createPostgresDatabase('t_crash');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lankaride-crash-'));
  return {
    env: { DATABASE_URL: database.url, DATA_DIR: dir },
    async cleanup() {
      fs.rmSync(dir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

describe.each(ENGINES)('process faults (%s)', (engine) => {
  const targets: Target[] = [];
  afterAll(async () => {
    for (const t of targets) await t.cleanup();
  });

  it('SIGKILL under a stream of bookings loses no acknowledged booking and leaves no overlap', async () => {
    const target = await targetFor(engine);
    targets.push(target);
    const env = { ...ADMIN_ENV, ...target.env };
    const first = await startServerProcess(env);
    const email = `crash.${Date.now()}@example.com`;
    await json(first.base, 'POST', '/api/users', { body: { username: 'Crash', email, password: 'secret123' } });
    const token = (await json(first.base, 'POST', '/api/users/login', { body: { email, password: 'secret123' } })).body.token;
    const vehicles = (await json(first.base, 'GET', '/api/vehicles')).body as { _id: string }[];

    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const vehicle = vehicles[(w * 7 + i) % vehicles.length]!;
        const start = addDays('2032-01-01', (w * 37 + i * 3) % 700);
        sent++;
        try {
          const res = await json(first.base, 'POST', '/api/bookings', {
            token,
            body: bookingBody(vehicle._id, { pickupDate: start, returnDate: addDays(start, 2), driverOption: 'selfDrive' }),
          });
          if (res.status === 201) acknowledged.push(res.body._id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    // Kill mid-stream once enough bookings were acknowledged (a busy machine needs longer).
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(5);

    const second = await startServerProcess(env);
    try {
      const mine = (await json(second.base, 'GET', '/api/bookings/my-bookings', { token })).body as { _id: string }[];
      const stored = new Set(mine.map((b) => b._id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      console.log(`[crash:${engine}] requests sent ${sent}, acknowledged ${acknowledged.length}, stored ${stored.size}, lost ${lost.length}`);
      expect(lost).toEqual([]);
      // No two active bookings of one vehicle overlap (the constraint held through the crash).
      const adminToken = (await json(second.base, 'POST', '/api/users/login', { body: { email: ADMIN_ENV.ADMIN_EMAIL, password: ADMIN_ENV.ADMIN_PASSWORD } })).body.token;
      const all = (await json(second.base, 'GET', '/api/admin/bookings', { token: adminToken })).body as {
        vehicleId: { _id: string };
        pickupDate: string;
        pickupTime: string;
        returnDate: string;
        returnTime: string;
        bookingStatus: string;
      }[];
      const active = all.filter((b) => ['pending', 'confirmed', 'picked_up', 'en_route'].includes(b.bookingStatus));
      const byVehicle = new Map<string, [string, string][]>();
      for (const b of active) {
        const list = byVehicle.get(b.vehicleId._id) ?? [];
        list.push([`${b.pickupDate}T${b.pickupTime}`, `${b.returnDate}T${b.returnTime}`]);
        byVehicle.set(b.vehicleId._id, list);
      }
      for (const periods of byVehicle.values()) {
        periods.sort();
        for (let i = 1; i < periods.length; i++) expect(periods[i]![0] >= periods[i - 1]![1]).toBe(true);
      }
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });

  it('SIGTERM lets in-flight requests finish, then exits cleanly', async () => {
    const target = await targetFor(engine);
    targets.push(target);
    const server = await startServerProcess({ ...ADMIN_ENV, ...target.env });
    const email = `term.${Date.now()}@example.com`;
    await json(server.base, 'POST', '/api/users', { body: { username: 'Term', email, password: 'secret123' } });
    const token = (await json(server.base, 'POST', '/api/users/login', { body: { email, password: 'secret123' } })).body.token;
    const vehicles = (await json(server.base, 'GET', '/api/vehicles')).body as { _id: string }[];

    const inFlight = Array.from({ length: 30 }, (_, i) =>
      json(server.base, 'POST', '/api/bookings', {
        token,
        body: bookingBody(vehicles[i % vehicles.length]!._id, {
          pickupDate: addDays('2033-03-01', Math.floor(i / vehicles.length) * 5),
          returnDate: addDays('2033-03-03', Math.floor(i / vehicles.length) * 5),
          driverOption: 'selfDrive',
        }),
      }),
    );
    await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGTERM');
    const results = await Promise.allSettled(inFlight);
    const code = await server.exited;
    const failed = results.filter((r) => r.status === 'rejected' || ![201, 409].includes(r.value.status));
    console.log(`[shutdown:${engine}] in-flight ${results.length}, failed ${failed.length}, exit code ${code}`);
    if (code !== 0) console.log(server.output());
    expect(failed).toEqual([]);
    expect(code).toBe(0);
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
  });
});
