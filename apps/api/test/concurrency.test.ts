import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN,
  ENGINES,
  bookingBody,
  call,
  createSecondInstance,
  createTestApp,
  createVehicle,
  loginAs,
  registerUser,
  type TestApp,
} from './harness';

/**
 * Races: the database's exclusion constraints, not the code, decide who wins. On PostgreSQL the
 * requests are split across two app instances with separate pools, like two API processes.
 */
describe.each(ENGINES)('concurrent writes on %s', (engine) => {
  let t: TestApp;
  let apps: FastifyInstance[];
  let adminToken: string;
  let touristTokens: string[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    apps = engine === 'postgres' ? [t.app, await createSecondInstance(t)] : [t.app];
    adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
    touristTokens = [];
    for (let i = 0; i < 5; i++) touristTokens.push((await registerUser(t.app)).token);
  });
  afterAll(async () => {
    for (const app of apps.slice(1)) await app.close();
    await t?.close();
  });

  it('50 parallel bookings of one vehicle for overlapping dates: exactly one wins', async () => {
    const vehicle = await createVehicle(t.app, adminToken, { brand: 'Race', model: 'Car' });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(apps[i % apps.length]!, 'POST', '/api/bookings', {
          token: touristTokens[i % touristTokens.length],
          // Every request overlaps every other: they all cover 2030-05-11.
          body: bookingBody(vehicle._id, {
            pickupDate: `2030-05-${String(1 + (i % 10)).padStart(2, '0')}`,
            returnDate: `2030-05-${String(12 + (i % 10)).padStart(2, '0')}`,
            driverOption: 'selfDrive',
          }),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    // On failure, say what the other answers were (a busy machine once gave neither 201 nor 409).
    const others = results.filter((r) => r.status !== 201 && r.status !== 409).map((r) => `${r.status} ${JSON.stringify(r.body)}`);
    expect(statuses.filter((s) => s === 201), others.slice(0, 3).join(' | ')).toHaveLength(1);
    expect(statuses.filter((s) => s === 409), others.slice(0, 3).join(' | ')).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.error).toBe('Vehicle is no longer available for the selected dates. Please try again.');
    }
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE vehicle_id = $1', [vehicle._id]);
    expect(rows[0]!.n).toBe(1);
  });

  it('parallel bookings that do not overlap all succeed', async () => {
    const vehicle = await createVehicle(t.app, adminToken, { brand: 'Race', model: 'Sequential' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const day = String(1 + i * 2).padStart(2, '0');
        const next = String(2 + i * 2).padStart(2, '0');
        return call(apps[i % apps.length]!, 'POST', '/api/bookings', {
          token: touristTokens[i % touristTokens.length],
          body: bookingBody(vehicle._id, { pickupDate: `2030-07-${day}`, returnDate: `2030-07-${next}`, pickupTime: '08:00', returnTime: '08:00', driverOption: 'selfDrive' }),
        });
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
  });

  it('20 parallel confirmations assigning one driver to overlapping bookings: exactly one succeeds', async () => {
    const driver = await registerUser(t.app, 'driver');
    const bookingIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      const vehicle = await createVehicle(t.app, adminToken, { brand: 'Fleet', model: `Unit ${i}` });
      const res = await call(t.app, 'POST', '/api/bookings', {
        token: touristTokens[i % touristTokens.length],
        body: bookingBody(vehicle._id, { pickupDate: '2030-09-10', returnDate: '2030-09-14', driverOption: 'withDriver' }),
      });
      expect(res.status).toBe(201);
      bookingIds.push(res.body._id);
    }
    const results = await Promise.all(
      bookingIds.map((id, i) =>
        call(apps[i % apps.length]!, 'PATCH', `/api/admin/bookings/${id}`, {
          token: adminToken,
          body: { status: 'confirmed', driverId: driver.user._id },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE driver_id = $1 AND status = 'confirmed'`,
      [driver.user._id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it.runIf(engine === 'postgres')('a transaction that loses a deadlock runs again instead of failing', async () => {
    // Two transactions lock two rows in opposite orders: PostgreSQL aborts one of them, as it does
    // when two overlapping bookings each wait for the other's unfinished row.
    await t.db.exec('CREATE TABLE deadlock_probe (id int PRIMARY KEY, n int NOT NULL); INSERT INTO deadlock_probe VALUES (1, 0), (2, 0);');
    let attempts = 0;
    let bothHoldTheirFirstRow!: () => void;
    const firstLocks = new Promise<void>((resolve) => {
      let held = 0;
      bothHoldTheirFirstRow = () => {
        held += 1;
        if (held === 2) resolve();
      };
    });
    const swap = (first: number, second: number) =>
      t.db.transaction(async (tx) => {
        attempts += 1;
        await tx.query('UPDATE deadlock_probe SET n = n + 1 WHERE id = $1', [first]);
        if (attempts <= 2) {
          bothHoldTheirFirstRow();
          await firstLocks;
        }
        await tx.query('UPDATE deadlock_probe SET n = n + 1 WHERE id = $1', [second]);
      });
    await Promise.all([swap(1, 2), swap(2, 1)]);
    expect(attempts).toBe(3);
    const rows = await t.db.query<{ n: number }>('SELECT n FROM deadlock_probe ORDER BY id');
    expect(rows.map((r) => r.n)).toEqual([2, 2]);
  });

  it('the same booking confirmed twice at once changes state once', async () => {
    const vehicle = await createVehicle(t.app, adminToken, { brand: 'Twice', model: 'Confirmed' });
    const created = await call(t.app, 'POST', '/api/bookings', {
      token: touristTokens[0],
      body: bookingBody(vehicle._id, { pickupDate: '2030-10-01', returnDate: '2030-10-03', driverOption: 'selfDrive' }),
    });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(apps[i % apps.length]!, 'PATCH', `/api/admin/bookings/${created.body._id}`, { token: adminToken, body: { status: 'confirmed' } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    const events = await t.db.query('SELECT 1 FROM booking_events WHERE booking_id = $1 AND to_status = $2', [created.body._id, 'confirmed']);
    expect(events).toHaveLength(1);
  });
});
