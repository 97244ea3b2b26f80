import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ADMIN, ENGINES, bookingBody, call, createSecondInstance, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';

describe.each(ENGINES)('Idempotency-Key on POST /api/bookings (%s)', (engine) => {
  let t: TestApp;
  let apps: FastifyInstance[];
  let token: string;
  let vehicleId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    apps = engine === 'postgres' ? [t.app, await createSecondInstance(t)] : [t.app];
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    vehicleId = (await createVehicle(t.app, admin))._id;
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => {
    for (const app of apps.slice(1)) await app.close();
    await t?.close();
  });

  it('a retried request returns the same booking and never makes a second one', async () => {
    const key = crypto.randomUUID();
    const body = bookingBody(vehicleId, { pickupDate: '2030-04-01', returnDate: '2030-04-03' });
    const first = await call(t.app, 'POST', '/api/bookings', { token, body, headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    const retry = await call(apps[apps.length - 1]!, 'POST', '/api/bookings', { token, body, headers: { 'idempotency-key': key } });
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body._id).toBe(first.body._id);
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE vehicle_id = $1', [vehicleId]);
    expect(rows[0]!.n).toBe(1);
  });

  it('parallel retries of one request: one booking, no 409 against itself', async () => {
    const key = crypto.randomUUID();
    const body = bookingBody(vehicleId, { pickupDate: '2030-06-01', returnDate: '2030-06-03' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(apps[i % apps.length]!, 'POST', '/api/bookings', { token, body, headers: { 'idempotency-key': key } })),
    );
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body._id)).size).toBe(1);
  });

  it('the same key with a different body is refused, and a failed attempt frees the key', async () => {
    const key = crypto.randomUUID();
    const ok = await call(t.app, 'POST', '/api/bookings', { token, body: bookingBody(vehicleId, { pickupDate: '2030-08-01', returnDate: '2030-08-02' }), headers: { 'idempotency-key': key } });
    expect(ok.status).toBe(201);
    const other = await call(t.app, 'POST', '/api/bookings', { token, body: bookingBody(vehicleId, { pickupDate: '2030-08-05', returnDate: '2030-08-06' }), headers: { 'idempotency-key': key } });
    expect(other.status).toBe(422);
    expect(other.body.error).toMatch(/Idempotency-Key/);

    // An attempt that failed (409) left nothing behind: the same key can be used for a new try.
    const key2 = crypto.randomUUID();
    const clash = await call(t.app, 'POST', '/api/bookings', { token, body: bookingBody(vehicleId, { pickupDate: '2030-08-01', returnDate: '2030-08-02' }), headers: { 'idempotency-key': key2 } });
    expect(clash.status).toBe(409);
    const retry = await call(t.app, 'POST', '/api/bookings', { token, body: bookingBody(vehicleId, { pickupDate: '2030-08-10', returnDate: '2030-08-12' }), headers: { 'idempotency-key': key2 } });
    expect(retry.status).toBe(201);
  });

  it('rejects a malformed key with a JSON 400', async () => {
    const res = await call(t.app, 'POST', '/api/bookings', { token, body: bookingBody(vehicleId), headers: { 'idempotency-key': 'x'.repeat(300) } });
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
  });
});
