import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, RETENTION } from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { ADMIN, AFTER_TEST_TRIPS, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, whileAt, type TestApp } from './harness';
import { adminPatch, book } from './api-helpers';

/**
 * Decision 113: a driver's changes made offline are sent from the phone's queue, perhaps twice
 * (the first answer lost on the way back). Each carries an Idempotency-Key; a repeat gets the
 * first answer and records nothing, also when both arrive at once.
 */
describe.each(ENGINES)('driver changes sent again with their key (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    tourist = (await registerUser(t.app)).token;
  });
  afterAll(async () => t?.close());

  /** A confirmed trip of a fresh vehicle, assigned to a fresh driver. */
  async function assignedTrip() {
    const driver = await registerUser(t.app, 'driver');
    const vehicle = await createVehicle(t.app, admin, { pricingDetails: { perDay: 40, perHour: 6 } });
    const booking = await book(t.app, tourist, bookingBody(vehicle._id, { pickupDate: '2030-11-01', pickupTime: '09:00', returnDate: '2030-11-03', returnTime: '09:00' }));
    expect((await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);
    return { driver, id: booking._id as string };
  }
  const send = (token: string, method: 'PATCH' | 'PUT' | 'POST', url: string, body: unknown, key?: string) =>
    call(t.app, method, url, { token, body, headers: key === undefined ? {} : { 'idempotency-key': key } });
  const history = async (id: string) => (await call(t.app, 'GET', `/api/bookings/${id}/history`, { token: admin })).body as { toStatus: string; kind: string }[];
  const office = async (id: string) => (await call(t.app, 'GET', `/api/bookings/${id}`, { token: admin })).body;

  it('a trip step sent twice with its key is one step; the second answer is the first one, marked replayed', async () => {
    const { driver, id } = await assignedTrip();
    await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
      const url = `/api/drivers/bookings/${id}/status`;
      const first = await send(driver.token, 'PATCH', url, { status: 'picked_up' }, 'step-1');
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await send(driver.token, 'PATCH', url, { status: 'picked_up' }, 'step-1');
      expect(again.status).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      // Without the key the same step is refused: the trip is picked up already.
      expect((await send(driver.token, 'PATCH', url, { status: 'picked_up' })).status).toBe(409);
      // The key names one request: another with it is refused, and records nothing.
      const other = await send(driver.token, 'PATCH', url, { status: 'en_route' }, 'step-1');
      expect([other.status, other.body.error]).toEqual([422, PAGE_MESSAGES.driverOfflineApi.actionKeyReused]);
    });
    expect((await history(id)).filter((step) => step.kind === 'status' && step.toStatus === 'picked_up')).toHaveLength(1);
    expect((await office(id)).bookingStatus).toBe('picked_up');
  });

  it('cash sent twice at the same moment with one key is recorded once; both answers name the same payment', async () => {
    const { driver, id } = await assignedTrip();
    await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
      expect((await send(driver.token, 'PATCH', `/api/drivers/bookings/${id}/status`, { status: 'picked_up' })).status).toBe(200);
      const url = `/api/drivers/bookings/${id}/cash`;
      const [a, b] = await Promise.all([
        send(driver.token, 'POST', url, { amount: 30, currency: 'USD' }, 'cash-1'),
        send(driver.token, 'POST', url, { amount: 30, currency: 'USD' }, 'cash-1'),
      ]);
      expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([201, 201]);
      expect(a.body._id).toBe(b.body._id);
      expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
      const later = await send(driver.token, 'POST', url, { amount: 30, currency: 'USD' }, 'cash-1');
      expect([later.status, later.body._id]).toEqual([201, a.body._id]);
      expect((await office(id)).paymentSummary.paid).toBe(30);
      // A new key is a new payment.
      expect((await send(driver.token, 'POST', url, { amount: 5, currency: 'USD' }, 'cash-2')).status).toBe(201);
      expect((await office(id)).paymentSummary.paid).toBe(35);
    });
  });

  it('concurrent steps with one key: one step, one answer twice', async () => {
    const { driver, id } = await assignedTrip();
    await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
      const url = `/api/drivers/bookings/${id}/status`;
      const answers = await Promise.all([1, 2, 3].map(() => send(driver.token, 'PATCH', url, { status: 'picked_up' }, 'step-together')));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    });
    expect((await history(id)).filter((step) => step.kind === 'status' && step.toStatus === 'picked_up')).toHaveLength(1);
  });

  it('an odometer reading sent again answers the same; a refused change keeps no key, so sending it again tries again', async () => {
    const { driver, id } = await assignedTrip();
    const url = `/api/drivers/bookings/${id}/odometer`;
    const first = await send(driver.token, 'PUT', url, { pickupKm: 10_000 }, 'km-1');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await send(driver.token, 'PUT', url, { pickupKm: 10_000 }, 'km-1');
    expect([again.status, again.headers['idempotent-replayed'], again.body.odometer]).toEqual([200, 'true', { pickupKm: 10_000, returnKm: null }]);
    const backwards = await send(driver.token, 'PUT', url, { returnKm: 9_000 }, 'km-2');
    expect([backwards.status, backwards.body.error]).toEqual([400, MESSAGES.money.odometerBackwards]);
    const stillBackwards = await send(driver.token, 'PUT', url, { returnKm: 9_000 }, 'km-2');
    expect([stillBackwards.status, stillBackwards.headers['idempotent-replayed']]).toEqual([400, undefined]);
    expect((await office(id)).odometer).toEqual({ pickupKm: 10_000, returnKm: null });
  });

  it("keys are each account's own, and a malformed key is refused", async () => {
    const { driver, id } = await assignedTrip();
    const stranger = await registerUser(t.app, 'driver');
    const url = `/api/drivers/bookings/${id}/odometer`;
    expect((await send(driver.token, 'PUT', url, { pickupKm: 500 }, 'shared-key')).status).toBe(200);
    // Another driver's request with the same key is his own request: refused as not his trip, not replayed.
    const theirs = await send(stranger.token, 'PUT', url, { pickupKm: 500 }, 'shared-key');
    expect([theirs.status, theirs.headers['idempotent-replayed']]).toEqual([403, undefined]);
    for (const key of ['x'.repeat(201), 'with space', 'é']) {
      const bad = await send(driver.token, 'PUT', url, { pickupKm: 501 }, key);
      expect([bad.status, bad.body.error]).toEqual([400, MESSAGES.api.idempotencyKeyInvalid]);
    }
    expect((await office(id)).odometer.pickupKm).toBe(500);
  });

  it('the retention sweep forgets keys older than RETENTION.actionKeyDays by the app\'s clock; a key that old is a new request', async () => {
    const { driver, id } = await assignedTrip();
    const url = `/api/drivers/bookings/${id}/odometer`;
    expect((await send(driver.token, 'PUT', url, { pickupKm: 700 }, 'week-old')).status).toBe(200);
    const keys = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM action_keys WHERE user_id = $1 AND key = 'week-old'", [driver.user._id]))[0]!.n;
    const day = 24 * 3600_000;
    const now = Date.now();
    await whileAt(t.clock, now + RETENTION.actionKeyDays * day - 60_000, async () => {
      await t.app.sweepRetention();
      expect(await keys()).toBe(1);
    });
    await whileAt(t.clock, now + RETENTION.actionKeyDays * day + 60_000, async () => {
      const swept = await t.app.sweepRetention();
      expect(swept.actionKeys).toBeGreaterThanOrEqual(1);
      expect(await keys()).toBe(0);
      expect((await t.app.sweepRetention()).actionKeys).toBe(0);
    });
    const again = await send(driver.token, 'PUT', url, { pickupKm: 700 }, 'week-old');
    expect([again.status, again.headers['idempotent-replayed']]).toEqual([200, undefined]);
    expect(await keys()).toBe(1);
  });
});
