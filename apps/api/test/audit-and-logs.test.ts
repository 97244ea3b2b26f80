import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, bookingEventSchema } from '@app/shared';
import { buildApp } from '../src/app';
import { maskCardNumbers } from '../src/lib/log-safety';
import { ADMIN, AFTER_TEST_TRIPS, ENGINES, JWT_SECRET, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, whileAt, type TestApp } from './harness';

describe.each(ENGINES)('audit trail of booking status changes (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('records who moved a booking, when, from and to; the booker and admins can read it', async () => {
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const vehicle = await createVehicle(t.app, admin);
    const tourist = await registerUser(t.app);
    const other = await registerUser(t.app);
    const driver = await registerUser(t.app, 'driver');
    const booking = (await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicle._id) })).body;
    expect((await call(t.app, 'PATCH', `/api/admin/bookings/${booking._id}`, { token: admin, body: { status: 'confirmed', driverId: driver.user._id } })).status).toBe(200);
    await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
      expect((await call(t.app, 'PATCH', `/api/drivers/bookings/${booking._id}/status`, { token: driver.token, body: { status: 'picked_up' } })).status).toBe(200);
    });

    const history = await call(t.app, 'GET', `/api/admin/bookings/${booking._id}/history`, { token: admin });
    expect(history.status).toBe(200);
    const events = history.body.map((e: unknown) => bookingEventSchema.parse(e));
    expect(events.map((e: { fromStatus: string | null; toStatus: string }) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'pending'],
      ['pending', 'confirmed'],
      ['confirmed', 'picked_up'],
    ]);
    expect(events.map((e: { actor: { _id: string } }) => e.actor._id)).toEqual([tourist.user._id, expect.any(String), driver.user._id]);
    expect(events[1].actor.role).toBe('admin');
    expect(events[1].driver._id).toBe(driver.user._id);

    expect((await call(t.app, 'GET', `/api/bookings/${booking._id}/history`, { token: tourist.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/bookings/${booking._id}/history`, { token: other.token })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/admin/bookings/${booking._id}/history`, { token: tourist.token })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/admin/bookings/00000000-0000-4000-8000-000000000000/history`, { token: admin })).status).toBe(404);
  });
});

describe('logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({ db: t.db, config: { ...t.config, logLevel: 'info' }, jwtSecret: JWT_SECRET, logger: { stream } });
    // Two routes that reach the database with client text, as a future bug could: one a data
    // exception (class 22), one a server fault. Neither may echo the SQL or its parameters.
    app.get('/api/test/data-exception', async () => t.db.query('SELECT $1::timestamptz AS at', ['9999-12-31 23:59:59+99 secret-cursor-value']));
    app.get('/api/test/server-fault', async () => t.db.query('SELECT secret_column FROM no_such_table WHERE note = $1', ['secret-param-value']));
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('are JSON with a request id, and never hold passwords, tokens or card numbers', async () => {
    const password = 'SuperSecret-Pa55word';
    const card = '4111 1111 1111 1111';
    const reg = await call(app, 'POST', '/api/users', { body: { username: 'Logger', email: 'logger@example.com', password } });
    expect(reg.status).toBe(201);
    const login = await call(app, 'POST', '/api/users/login', { body: { email: 'logger@example.com', password } });
    const token: string = login.body.token;
    await call(app, 'GET', '/api/bookings/my-bookings', { token });
    await call(app, 'GET', `/api/vehicles/available?note=${encodeURIComponent(card)}`, { token });
    await call(app, 'POST', '/api/contact', { body: { name: 'Card', email: 'c@example.com', message: `my card is ${card}` } });

    expect(lines.length).toBeGreaterThan(5);
    const parsed = lines.map((l) => JSON.parse(l));
    const requestLines = parsed.filter((l) => l.req || l.res);
    expect(requestLines.length).toBeGreaterThan(0);
    for (const l of requestLines) expect(typeof l.reqId).toBe('string');
    const all = lines.join('\n');
    expect(all).not.toContain(password);
    expect(all).not.toContain(token);
    expect(all).not.toContain(token.split('.')[2]);
    expect(all).not.toMatch(/4111[ -]?1111[ -]?1111[ -]?1111/);
  });

  it('answer any data exception with 400, and keep SQL text and parameters out of error logs', async () => {
    const before = lines.length;
    const data = await call(app, 'GET', '/api/test/data-exception');
    expect(data.status).toBe(400);
    expect(data.body).toEqual({ error: MESSAGES.api.invalidValue, code: 'api.invalidValue' });
    const fault = await call(app, 'GET', '/api/test/server-fault');
    expect(fault.status).toBe(500);
    expect(fault.body).toEqual({ error: MESSAGES.api.internal, code: 'api.internal' });
    const logged = lines.slice(before).join('\n');
    expect(logged).toContain('no_such_table'); // the error's message is kept, so the fault can be found
    expect(logged).toContain('"pgCode":"22009"');
    expect(logged).not.toContain('secret-param-value');
    expect(logged).not.toContain('secret_column FROM');
    expect(logged).not.toMatch(/"(query|params)":/);
    expect(JSON.stringify(data.body) + JSON.stringify(fault.body)).not.toMatch(/secret|SELECT/);
  });

  it('masks card-like numbers but keeps ordinary numbers', () => {
    expect(maskCardNumbers('pay 4111-1111-1111-1111 now')).toBe('pay [card ****1111] now');
    expect(maskCardNumbers('/api/vehicles?seats=12&year=2026')).toBe('/api/vehicles?seats=12&year=2026');
  });
});
