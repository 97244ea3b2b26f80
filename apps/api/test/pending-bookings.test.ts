import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_POLICY, bookingEventSchema, type PricingPolicy } from '@app/shared';
import { loadConfig } from '../src/config';
import { book } from './api-helpers';
import { ADMIN, ENGINES, bookingBody, call, createSecondInstance, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { deliverOutbox, startSmtp } from './smtp';

/**
 * Decision 073, issue 25 item 9: one new account cannot hold the fleet with bookings nobody pays
 * for. An account holds at most MAX_OPEN_PENDING_BOOKINGS open unpaid pending bookings (more once
 * it has completed a trip), even when it asks for many at once; a pending booking whose deposit is
 * not paid by its deadline is cancelled by the system, the tourist reminded before and told at
 * it, each once, and its vehicle is free for search again.
 */

const DEFAULTS = loadConfig({}).pendingBookings;
const HOUR = 3_600_000;
/** When the tests book: every deadline is counted from here. */
const T0 = Date.parse('2029-06-01T10:00:00+05:30');
const policyInput = (policy: PricingPolicy) => ({ ...policy, currencies: policy.currencies.map(({ code, perUsd }) => ({ code, perUsd })) });

describe.each(ENGINES)('pending bookings that hold the fleet (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // The product's own limits (the harness lifts them for the other test files).
    t = await createTestApp(engine, { config: { pendingBookings: DEFAULTS } });
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => t?.close());

  const vehicles = async (n: number) => Promise.all(Array.from({ length: n }, () => createVehicle(t.app, admin)));
  const pay = (id: string, amount: number) => call(t.app, 'POST', `/api/admin/bookings/${id}/payments`, { token: admin, body: { amount, currency: 'USD', method: 'cash', kind: 'deposit' } });
  const available = async (pickupDate: string, returnDate: string) =>
    ((await call(t.app, 'GET', `/api/vehicles/available?pickupDate=${pickupDate}&returnDate=${returnDate}`)).body as { _id: string }[]).map((v) => v._id);
  /** Expires what earlier tests left pending, so a test's sweeps count its own bookings only. */
  const sweepEarlierTests = () => t.app.sweepPendingDeposits(T0 + 100_000 * HOUR);
  const at = async <T>(instant: number, fn: () => Promise<T>): Promise<T> => {
    t.clock.set(instant);
    try {
      return await fn();
    } finally {
      t.clock.reset();
    }
  };

  it('a new account holds at most 3 unpaid pending bookings, however many it asks for at once; 409 with its code', async () => {
    expect(DEFAULTS).toMatchObject({ maxOpen: 3, maxOpenReturning: 6, depositHours: 24, reminderHours: 6 });
    const fleet = await vehicles(8);
    const tourist = await registerUser(t.app);
    const answers = await Promise.all(
      fleet.map((v) => call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(v._id, { pickupDate: '2030-12-10', returnDate: '2031-03-09' }) })),
    );
    const statuses = answers.map((a) => a.status).sort();
    console.log(`[pending:${engine}] 8 parallel 90-day bookings from one new account: ${statuses.filter((s) => s === 201).length} made, ${statuses.filter((s) => s === 409).length} refused`);
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toMatchObject({ code: 'booking.tooManyPending', params: { count: 3 } });
    expect(refused.body.error).toContain('You already have 3 bookings waiting for a deposit or for our confirmation');

    // A paid deposit, or a cancellation, makes room for one more; staff booking by phone are not held to it.
    const made = answers.filter((a) => a.status === 201).map((a) => a.body);
    const free = fleet.filter((v) => !made.some((b) => b.vehicleId._id === v._id));
    const next = (i: number) => call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(free[i]!._id, { pickupDate: '2030-12-10', returnDate: '2030-12-20' }) });
    expect((await next(0)).status).toBe(409);
    expect((await pay(made[0]._id, made[0].quote.depositDue)).status).toBe(201);
    expect((await next(0)).status).toBe(201);
    expect((await next(1)).status).toBe(409);
    expect((await call(t.app, 'PATCH', `/api/bookings/${made[1]._id}/cancel`, { token: tourist.token })).status).toBe(200);
    expect((await next(1)).status).toBe(201);
    const byPhone = await call(t.app, 'POST', '/api/admin/bookings', { token: admin, body: { ...bookingBody(free[2]!._id, { pickupDate: '2030-12-10', returnDate: '2030-12-20' }), customerId: tourist.user._id } });
    expect(byPhone.status, JSON.stringify(byPhone.body)).toBe(201);
  });

  it('an account with a completed trip holds up to 6', async () => {
    const fleet = await vehicles(8);
    const tourist = await registerUser(t.app);
    const first = await book(t.app, tourist.token, bookingBody(fleet[0]._id, { driverOption: 'selfDrive', pickupDate: '2030-01-05', returnDate: '2030-01-06' }));
    expect((await call(t.app, 'PATCH', `/api/admin/bookings/${first._id}`, { token: admin, body: { status: 'confirmed' } })).status).toBe(200);
    await at(Date.parse('2030-01-06T10:00:00+05:30'), async () => {
      for (const status of ['picked_up', 'completed']) {
        expect((await call(t.app, 'PATCH', `/api/drivers/bookings/${first._id}/status`, { token: admin, body: { status } })).status).toBe(200);
      }
    });
    const statuses: number[] = [];
    for (const v of fleet.slice(1)) statuses.push((await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(v._id, { pickupDate: '2031-02-01', returnDate: '2031-02-05' }) })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 409]);
  });

  it('an unpaid pending booking is reminded once before its deadline and expires once at it, freeing its vehicle; both e-mails go out', async () => {
    await sweepEarlierTests();
    const smtp = await startSmtp();
    try {
      const [vehicle] = await vehicles(1);
      const tourist = await registerUser(t.app);
      const trip = { pickupDate: '2030-12-12', returnDate: '2031-03-11' };
      const booking = await at(T0, () => book(t.app, tourist.token, bookingBody(vehicle._id, trip)));
      const deadline = T0 + 24 * HOUR;
      expect(booking.depositDeadline).toBe(new Date(deadline).toISOString());
      expect(await available(trip.pickupDate, trip.returnDate)).not.toContain(vehicle._id);

      const sweep = (instant: number) => t.app.sweepPendingDeposits(instant);
      expect(await sweep(deadline - 6 * HOUR - 60_000)).toEqual({ expired: 0, reminded: 0 });
      expect(await sweep(deadline - 6 * HOUR)).toEqual({ expired: 0, reminded: 1 });
      expect(await sweep(deadline - HOUR)).toEqual({ expired: 0, reminded: 0 });
      expect(await sweep(deadline - 1)).toEqual({ expired: 0, reminded: 0 });
      expect(await sweep(deadline)).toEqual({ expired: 1, reminded: 0 });
      expect(await sweep(deadline + HOUR)).toEqual({ expired: 0, reminded: 0 });

      const after = (await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: tourist.token })).body;
      expect(after).toMatchObject({ bookingStatus: 'cancelled', expiredAt: new Date(deadline).toISOString(), cancelReason: null });
      expect(await available(trip.pickupDate, trip.returnDate)).toContain(vehicle._id);
      // Staff and the tourist see why, in the booking's history: the system, not a person.
      for (const token of [admin, tourist.token]) {
        const history = ((await call(t.app, 'GET', `/api/bookings/${booking._id}/history`, { token })).body as unknown[]).map((e) => bookingEventSchema.parse(e));
        expect(history.at(-1)).toMatchObject({ kind: 'expiry', fromStatus: 'pending', toStatus: 'cancelled', actor: null });
      }

      await t.db.query('DELETE FROM outbox WHERE booking_id IS DISTINCT FROM $1', [booking._id]); // other tests' and the welcome e-mail
      await deliverOutbox(t.db, smtp.url);
      const ref = booking._id.slice(0, 6).toUpperCase();
      const mine = smtp.received.filter((m) => m.to.includes(tourist.email));
      const received = `We received your booking ${ref}`;
      const reminder = `Booking ${ref}: please pay the deposit by Sat, Jun 2, 2029, 10:00`;
      const expired = `Booking ${ref} was cancelled: the deposit was not paid`;
      // Each once (the SMTP server hears them in any order).
      expect(mine.map((m) => m.subject).sort()).toEqual([received, reminder, expired].sort());
      const unfold = (subject: string) => mine.find((m) => m.subject === subject)!.raw.replace(/=\r?\n/g, '').replace(/\r?\n/g, ' ');
      expect(unfold(received)).toContain(`Please pay the deposit of $${booking.quote.depositDue.toFixed(2)} by Sat, Jun 2, 2029, 10:00 (Sri Lanka time)`);
      expect(unfold(reminder)).toContain('We are holding your booking until Sat, Jun 2, 2029, 10:00 (Sri Lanka time)');
      expect(unfold(expired)).toContain('until Sat, Jun 2, 2029, 10:00 (Sri Lanka time), but the deposit was not paid');
    } finally {
      await smtp.close();
    }
  });

  it('a deposit paid before the deadline stops the expiry and the reminder; part of one does not, and comes back', async () => {
    await sweepEarlierTests();
    const [paidVehicle, partVehicle] = await vehicles(2);
    const tourist = await registerUser(t.app);
    const trip = { pickupDate: '2031-12-12', returnDate: '2031-12-20' };
    const paid = await at(T0, () => book(t.app, tourist.token, bookingBody(paidVehicle._id, trip)));
    const part = await at(T0, () => book(t.app, tourist.token, bookingBody(partVehicle._id, trip)));
    expect((await pay(paid._id, paid.quote.depositDue)).status).toBe(201);
    expect((await pay(part._id, 10)).status).toBe(201);
    expect(await t.app.sweepPendingDeposits(T0 + 30 * HOUR)).toEqual({ expired: 1, reminded: 0 });
    const read = async (id: string) => (await call(t.app, 'GET', `/api/bookings/${id}`, { token: tourist.token })).body;
    expect((await read(paid._id)).bookingStatus).toBe('pending');
    expect(await read(part._id)).toMatchObject({ bookingStatus: 'cancelled', paymentSummary: { refundDue: 10 } });
    const [mail] = await t.db.query<{ body: string }>(`SELECT body FROM outbox WHERE booking_id = $1 AND kind = 'booking_expired'`, [part._id]);
    expect(mail!.body).toContain('What you paid ($10.00) will be refunded.');
    expect(await t.db.query(`SELECT 1 FROM outbox WHERE booking_id = $1 AND kind IN ('booking_expired', 'booking_deposit_reminder')`, [paid._id])).toEqual([]);
  });

  it('a pickup sooner than the window is the deadline, with no reminder; without a deposit nothing expires', async () => {
    await sweepEarlierTests();
    const [soon, free] = await vehicles(2);
    const tourist = await registerUser(t.app);
    const pickup = T0 + 3 * HOUR; // 13:00 the same day
    const booking = await at(T0, () => book(t.app, tourist.token, bookingBody(soon._id, { pickupDate: '2029-06-01', pickupTime: '13:00', returnDate: '2029-06-02', returnTime: '13:00' })));
    expect(booking.depositDeadline).toBe(new Date(pickup).toISOString());
    expect(await t.app.sweepPendingDeposits(pickup - 1)).toEqual({ expired: 0, reminded: 0 });
    expect(await t.app.sweepPendingDeposits(pickup)).toEqual({ expired: 1, reminded: 0 });

    const noDeposit = { ...policyInput(DEFAULT_PRICING_POLICY), depositPercent: 0 };
    expect((await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: admin, body: noDeposit })).status).toBe(200);
    try {
      const unpaid = await at(T0, () => book(t.app, tourist.token, bookingBody(free._id, { pickupDate: '2032-01-10', returnDate: '2032-01-12' })));
      expect(unpaid).toMatchObject({ depositDeadline: null, quote: { depositDue: 0 } });
      expect((await t.app.sweepPendingDeposits(T0 + 1000 * HOUR)).expired).toBe(0);
      expect((await call(t.app, 'GET', `/api/bookings/${unpaid._id}`, { token: tourist.token })).body.bookingStatus).toBe('pending');
    } finally {
      expect((await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: admin, body: policyInput(DEFAULT_PRICING_POLICY) })).status).toBe(200);
    }
  });

  it('two processes sweeping at once expire each booking once and queue one e-mail for each', async () => {
    await sweepEarlierTests();
    const fleet = await vehicles(12);
    const ids: string[] = [];
    for (let i = 0; i < fleet.length; i += 3) {
      const tourist = await registerUser(t.app);
      for (const v of fleet.slice(i, i + 3)) ids.push((await at(T0, () => book(t.app, tourist.token, bookingBody(v._id, { pickupDate: '2033-03-01', returnDate: '2033-03-05' }))))._id);
    }
    const other = engine === 'postgres' ? await createSecondInstance(t) : t.app;
    try {
      const late = T0 + 25 * HOUR;
      const rounds = await Promise.all([t.app.sweepPendingDeposits(late), other.sweepPendingDeposits(late), t.app.sweepPendingDeposits(late), other.sweepPendingDeposits(late)]);
      console.log(`[pending:${engine}] 4 concurrent sweeps over ${ids.length} overdue bookings expired ${rounds.map((r) => r.expired).join(' + ')}`);
      expect(rounds.reduce((sum, r) => sum + r.expired, 0)).toBe(ids.length);
      const count = async (sql: string) => Number((await t.db.query<{ n: number }>(sql, [ids]))[0]!.n);
      expect(await count(`SELECT count(*)::int AS n FROM outbox WHERE booking_id = ANY($1) AND kind = 'booking_expired'`)).toBe(ids.length);
      expect(await count(`SELECT count(*)::int AS n FROM booking_events WHERE booking_id = ANY($1) AND kind = 'expiry'`)).toBe(ids.length);
      expect(await count(`SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1) AND status = 'cancelled'`)).toBe(ids.length);
    } finally {
      if (other !== t.app) await other.close();
    }
  });
});
