import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_POLICY, toCents } from '@app/shared';
import { EVENTS_CHANNEL, listEventsOfBooking, type Subscriptions } from '../src/modules/events';
import { ADMIN, AFTER_TEST_TRIPS, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, uniqueEmail, type TestApp } from './harness';
import { adminPatch, book, driverPatch } from './api-helpers';

/**
 * Decision 092: a booking's changes are published as typed domain events in the transaction that
 * makes them, written to the events log and named on NOTIFY at commit; modules react by
 * subscribing, so a new reaction is added without editing the bookings module.
 */
describe.each(ENGINES)('domain events (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: Awaited<ReturnType<typeof registerUser>>;
  /** Bookings whose cancellation the failing reaction below refuses. */
  const refuseCancelling = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    tourist = await registerUser(t.app);
    // A reaction a later issue might add (a review request when a trip is completed), written by
    // the test into a table of its own: nothing in src/modules/bookings knows about it.
    await t.db.exec('CREATE TABLE test_review_requests (booking_id uuid PRIMARY KEY, asked_by_event text NOT NULL)');
    const reviewRequests: Subscriptions = {
      'booking.statusChanged': async (tx, event) => {
        if (event.to === 'completed' && !event.correction) await tx.query('INSERT INTO test_review_requests (booking_id, asked_by_event) VALUES ($1, $2)', [event.bookingId, event.type]);
      },
    };
    const failing: Subscriptions = {
      'booking.cancelled': async (_tx, event) => {
        if (refuseCancelling.has(event.bookingId)) throw new Error('a reaction failed');
      },
    };
    t.app.events.subscribe(reviewRequests);
    t.app.events.subscribe(failing);
  });
  afterAll(async () => t?.close());

  const typesOf = async (bookingId: string) => (await listEventsOfBooking(t.db, bookingId)).map((e) => e.type);
  const selfDrive = async (dates: Record<string, unknown>) => book(t.app, tourist.token, bookingBody((await createVehicle(t.app, admin))._id, { driverOption: 'selfDrive', ...dates }));

  it("publishes a booking's life in order, each event with who acted, and a payment as payment.recorded", async () => {
    const booking = await selfDrive({ pickupDate: '2031-02-10', returnDate: '2031-02-12' });
    expect((await adminPatch(t.app, admin, booking._id, { status: 'confirmed' })).status).toBe(200);
    const paid = await call(t.app, 'POST', `/api/admin/bookings/${booking._id}/payments`, { token: admin, body: { kind: 'deposit', method: 'cash', amount: 20, currency: 'USD' } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await call(t.app, 'PATCH', `/api/bookings/${booking._id}/cancel`, { token: tourist.token })).status).toBe(200);

    const events = await listEventsOfBooking(t.db, booking._id);
    expect(events.map((e) => e.type)).toEqual(['booking.created', 'booking.statusChanged', 'payment.recorded', 'booking.cancelled']);
    expect(events.map((e) => e.actor_id)).toEqual([tourist.user._id, expect.any(String), expect.any(String), tourist.user._id]);
    expect(events[1]!.payload).toMatchObject({ from: 'pending', to: 'confirmed', correction: false });
    expect(events[2]!.payload).toMatchObject({ paymentId: paid.body._id, kind: 'deposit', method: 'cash', reverses: null });
    expect(events[3]!.payload).toMatchObject({ from: 'confirmed', cause: 'tourist' });
    // The money module's reaction promised the refund in the cancellation's transaction: months
    // before pickup, the first tier's share of the $20 paid.
    const firstTier = [...DEFAULT_PRICING_POLICY.cancellationTiers].sort((a, b) => b.hoursBefore - a.hoursBefore)[0]!;
    const after = await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: tourist.token });
    expect(toCents(after.body.paymentSummary.refundDue)).toBe(20 * firstTier.refundPercent);
  });

  it('runs a reaction added from outside the bookings module in the change’s transaction (a review request when a trip is completed)', async () => {
    const driver = await call(t.app, 'POST', '/api/admin/drivers', {
      token: admin,
      body: { username: 'Event Driver', email: uniqueEmail('event-driver'), phone: '+94 77 111 2222', licenseNumber: 'B1234567', licenseExpiry: '2035-01-01', experienceYears: 5, languages: ['English'], role: 'driver', password: 'driver123' },
    });
    expect(driver.status).toBe(201);
    const booking = await book(t.app, tourist.token, bookingBody((await createVehicle(t.app, admin))._id, { pickupDate: '2031-03-10', returnDate: '2031-03-12' }));
    expect((await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: driver.body._id })).status).toBe(200);
    t.clock.set(AFTER_TEST_TRIPS);
    try {
      expect((await driverPatch(t.app, admin, booking._id, 'picked_up')).status).toBe(200);
      expect(await t.db.query('SELECT 1 FROM test_review_requests WHERE booking_id = $1', [booking._id])).toHaveLength(0);
      expect((await driverPatch(t.app, admin, booking._id, 'completed')).status).toBe(200);
    } finally {
      t.clock.reset();
    }
    expect(await t.db.query('SELECT asked_by_event FROM test_review_requests WHERE booking_id = $1', [booking._id])).toEqual([{ asked_by_event: 'booking.statusChanged' }]);
    // The reactions wired before it still ran: the completed trip's receipt e-mail is queued.
    const mails = await t.db.query<{ kind: string }>('SELECT kind FROM outbox WHERE booking_id = $1 ORDER BY id', [booking._id]);
    expect(mails.map((m) => m.kind)).toEqual(expect.arrayContaining(['booking_received', 'booking_confirmed', 'booking_completed']));
  });

  it('takes the change back when a reaction fails: no status, no event, no refund promise, no e-mail', async () => {
    const booking = await selfDrive({ pickupDate: '2031-04-10', returnDate: '2031-04-12' });
    const mailsBefore = await t.db.query('SELECT id FROM outbox WHERE booking_id = $1', [booking._id]);
    refuseCancelling.add(booking._id);
    const res = await call(t.app, 'PATCH', `/api/bookings/${booking._id}/cancel`, { token: tourist.token });
    expect(res.status).toBe(500);
    refuseCancelling.delete(booking._id);

    expect((await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: tourist.token })).body.bookingStatus).toBe('pending');
    expect(await typesOf(booking._id)).toEqual(['booking.created']);
    expect(await t.db.query('SELECT id FROM outbox WHERE booking_id = $1', [booking._id])).toHaveLength(mailsBefore.length);
    // Once the reaction lets it, the same cancellation goes through.
    expect((await call(t.app, 'PATCH', `/api/bookings/${booking._id}/cancel`, { token: tourist.token })).status).toBe(200);
    expect(await typesOf(booking._id)).toEqual(['booking.created', 'booking.cancelled']);
  });

  it('publishes nothing for a refused change (the vehicle already booked then)', async () => {
    const vehicle = await createVehicle(t.app, admin);
    const first = await book(t.app, tourist.token, bookingBody(vehicle._id, { pickupDate: '2031-05-10', returnDate: '2031-05-12' }));
    const [{ count: before }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM domain_events');
    const clash = await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicle._id, { pickupDate: '2031-05-11', returnDate: '2031-05-13' }) });
    expect(clash.status).toBe(409);
    const [{ count: afterClash }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM domain_events');
    expect(afterClash).toBe(before);
    expect(await typesOf(first._id)).toEqual(['booking.created']);
  });

  it('names each committed event on NOTIFY, for subscribers in other processes', async () => {
    const heard: { id: string; type: string; bookingId: string }[] = [];
    const stop = await t.db.listen(EVENTS_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
    try {
      const booking = await selfDrive({ pickupDate: '2031-06-10', returnDate: '2031-06-12' });
      const deadline = Date.now() + 10_000;
      while (!heard.some((e) => e.bookingId === booking._id) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      const [logged] = await listEventsOfBooking(t.db, booking._id);
      expect(heard.filter((e) => e.bookingId === booking._id)).toEqual([{ id: logged!.id, type: 'booking.created', bookingId: booking._id }]);
    } finally {
      await stop();
    }
  });
});
