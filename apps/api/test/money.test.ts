import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PRICING_POLICY, MAX_BANK_TRANSFER, MESSAGES, PAYHERE_AWAIT_MINUTES, estimatePrice, type PricingPolicy } from '@app/shared';
import { ADMIN, AFTER_TEST_TRIPS, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, whileAt, type TestApp } from './harness';
import { adminPatch, book, driverPatch } from './api-helpers';

const MERCHANT = { merchantId: '1211149', merchantSecret: 'MzE3NjQ0NTkyMjg1NTQ2OTgyMzMxMjQ1MjQ2MjI3MjUxNDQ1MjEy', sandbox: true };
const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex').toUpperCase();

/** A notification exactly as PayHere's server posts it: form-encoded, signed as its documentation says. */
function payhereForm(fields: { order_id: string; payment_id: string; payhere_amount: string; payhere_currency: string; status_code: string }, secret = MERCHANT.merchantSecret): string {
  const md5sig = md5(MERCHANT.merchantId + fields.order_id + fields.payhere_amount + fields.payhere_currency + fields.status_code + md5(secret));
  return new URLSearchParams({ merchant_id: MERCHANT.merchantId, ...fields, method: 'VISA', status_message: 'Successfully completed the payment.', card_holder_name: 'EMMA WILSON', md5sig }).toString();
}

function notify(app: FastifyInstance, form: string) {
  return app.inject({ method: 'POST', url: '/api/payments/payhere/notify', payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

const policyInput = (policy: PricingPolicy) => ({ ...policy, currencies: policy.currencies.map(({ code, perUsd }) => ({ code, perUsd })) });

describe.each(ENGINES)('money (%s)', (engine) => {
  let t: TestApp;
  let adminToken: string;
  let tourist: string;
  let vehicleId: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { config: { payhere: MERCHANT } });
    adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
    tourist = (await registerUser(t.app)).token;
    vehicleId = (await createVehicle(t.app, adminToken, { pricingDetails: { perDay: 45.5, perHour: 8 } }))._id;
  });
  afterAll(async () => t?.close());

  /** A fresh vehicle and a booking of it, so tests do not meet each other's dates. */
  async function newBooking(extra: Record<string, unknown> = {}) {
    const vehicle = await createVehicle(t.app, adminToken, { pricingDetails: { perDay: 40, perHour: 6 } });
    return book(t.app, tourist, bookingBody(vehicle._id, extra));
  }

  const pay = (id: string, body: Record<string, unknown>) => call(t.app, 'POST', `/api/admin/bookings/${id}/payments`, { token: adminToken, body });

  describe('the pricing policy', () => {
    it('starts as the default; a change is kept with the date of each rate that changed', async () => {
      const before = await call(t.app, 'GET', '/api/admin/pricing-policy', { token: adminToken });
      expect(before.status).toBe(200);
      expect(before.body).toMatchObject({ ...DEFAULT_PRICING_POLICY, updatedAt: null });

      t.clock.set('2026-12-01T10:00:00+05:30');
      try {
        const changed = policyInput(DEFAULT_PRICING_POLICY);
        changed.currencies = changed.currencies.map((c) => (c.code === 'LKR' ? { ...c, perUsd: 305 } : c));
        const saved = await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: adminToken, body: changed });
        expect(saved.status).toBe(200);
        const lkr = saved.body.currencies.find((c: { code: string }) => c.code === 'LKR');
        const eur = saved.body.currencies.find((c: { code: string }) => c.code === 'EUR');
        expect(lkr).toEqual({ code: 'LKR', perUsd: 305, setAt: '2026-12-01T04:30:00.000Z' });
        expect(eur.setAt).toBe(DEFAULT_PRICING_POLICY.currencies.find((c) => c.code === 'EUR')!.setAt);
        expect(saved.body.updatedAt).toEqual(expect.any(String));
        // Back to the default, so the other tests price under it.
        expect((await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: adminToken, body: policyInput(DEFAULT_PRICING_POLICY) })).status).toBe(200);
      } finally {
        t.clock.reset();
      }
    });

    it('keeps the bank-transfer details staff write (none by default), public beside the policy; too long is a 400', async () => {
      expect((await call(t.app, 'GET', '/api/pricing-policy')).body.bankTransfer).toBe('');
      const details = 'Commercial Bank, Colombo 03\nLankaRide (Pvt) Ltd · 1000 2345 6789\nSWIFT CCEYLKLX';
      try {
        const saved = await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: adminToken, body: { ...policyInput(DEFAULT_PRICING_POLICY), bankTransfer: `  ${details}  ` } });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(saved.body.bankTransfer).toBe(details);
        expect((await call(t.app, 'GET', '/api/pricing-policy')).body.bankTransfer).toBe(details);
        const long = await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: adminToken, body: { ...policyInput(DEFAULT_PRICING_POLICY), bankTransfer: 'x'.repeat(MAX_BANK_TRANSFER + 1) } });
        expect([long.status, long.body.error]).toEqual([400, MESSAGES.money.bankTransferTooLong(MAX_BANK_TRANSFER)]);
      } finally {
        expect((await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: adminToken, body: policyInput(DEFAULT_PRICING_POLICY) })).status).toBe(200);
      }
      expect((await call(t.app, 'GET', '/api/pricing-policy')).body.bankTransfer).toBe('');
    });

    it('is public to read, with whether the deposit can be paid online; a change shows at once', async () => {
      const read = await call(t.app, 'GET', '/api/pricing-policy');
      expect(read.status).toBe(200);
      expect(read.headers['cache-control']).toBe('no-cache');
      // This app has PayHere set up (see MERCHANT).
      const { currencies, ...rules } = DEFAULT_PRICING_POLICY;
      expect(read.body).toMatchObject({ ...rules, onlinePayment: true });
      expect(read.body.currencies.map((c: { code: string; perUsd: number }) => [c.code, c.perUsd])).toEqual(currencies.map((c) => [c.code, c.perUsd]));
      try {
        const saved = await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: adminToken, body: { ...policyInput(DEFAULT_PRICING_POLICY), depositPercent: 25 } });
        expect(saved.status).toBe(200);
        expect((await call(t.app, 'GET', '/api/pricing-policy')).body.depositPercent).toBe(25);
      } finally {
        expect((await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: adminToken, body: policyInput(DEFAULT_PRICING_POLICY) })).status).toBe(200);
      }
    });

    it('refuses a policy that breaks its rules, with the reason', async () => {
      const bad = { ...policyInput(DEFAULT_PRICING_POLICY), depositPercent: 150 };
      const res = await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: adminToken, body: bad });
      expect(res.status).toBe(400);
      expect(res.body.details).toContain(MESSAGES.money.numberRange(MESSAGES.fields.depositPercent, 0, 100));
      const tiers = { ...policyInput(DEFAULT_PRICING_POLICY), cancellationTiers: [{ hoursBefore: 24, refundPercent: 50 }, { hoursBefore: 24, refundPercent: 0 }] };
      expect((await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: adminToken, body: tiers })).body.details).toContain(MESSAGES.money.tiersDistinct);
    });
  });

  describe('the quote', () => {
    it('is the spec estimate under the default policy, line by line, for anyone', async () => {
      const trip = { pickupDate: '2030-04-01', pickupTime: '10:00', returnDate: '2030-04-04', returnTime: '09:00', driverOption: 'withDriver' as const };
      const res = await call(t.app, 'POST', '/api/bookings/quote', { body: { vehicleId, ...trip } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        currency: 'USD',
        days: 3,
        lines: [
          { code: 'vehicle', label: 'Vehicle hire', quantity: 3, unitAmount: 45.5, amount: 136.5 },
          { code: 'driver', label: 'Driver', quantity: 3, unitAmount: 50, amount: 150 },
        ],
        total: 286.5,
        depositDue: 28.65,
        balanceDue: 257.85,
        includedKm: 300,
        extraKmRate: 0.25,
        cancellation: DEFAULT_PRICING_POLICY.cancellationTiers,
      });
      expect(res.body.total).toBe(estimatePrice({ ...trip, perDay: 45.5 }).total);
    });

    it('refuses a trip it cannot price: 400 with the reason, 404 for an unknown vehicle', async () => {
      const backwards = await call(t.app, 'POST', '/api/bookings/quote', { body: { vehicleId, pickupDate: '2030-04-04', pickupTime: '10:00', returnDate: '2030-04-01', returnTime: '10:00', driverOption: 'selfDrive' } });
      expect(backwards.status).toBe(400);
      expect(backwards.body.details).toContain(MESSAGES.booking.returnAfterPickup);
      const unknown = await call(t.app, 'POST', '/api/bookings/quote', {
        body: { vehicleId: crypto.randomUUID(), pickupDate: '2030-04-01', pickupTime: '10:00', returnDate: '2030-04-02', returnTime: '10:00', driverOption: 'selfDrive' },
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('each booking keeps its own terms', () => {
    it('a policy change reaches new bookings only; a later change of dates keeps the old policy', async () => {
      const older = await newBooking({ pickupDate: '2030-06-01', returnDate: '2030-06-03' });
      expect(older.quote.lines.map((l: { code: string; unitAmount: number }) => [l.code, l.unitAmount])).toEqual([['vehicle', 40], ['driver', 50]]);
      expect(older.paymentSummary).toEqual({ depositDue: 18, paid: 0, refunded: 0, balanceDue: 180, refundDue: 0 });

      const dearer = { ...policyInput(DEFAULT_PRICING_POLICY), driverPerDay: 60, depositPercent: 20, driverNightAllowance: 5 };
      expect((await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: adminToken, body: dearer })).status).toBe(200);
      try {
        const again = await call(t.app, 'GET', `/api/bookings/${older._id}`, { token: adminToken });
        expect(again.body.quote).toEqual(older.quote);
        expect(again.body.totalPrice).toBe(180);

        const newer = await newBooking({ pickupDate: '2030-06-01', returnDate: '2030-06-03' });
        expect(newer.totalPrice).toBe(2 * 40 + 2 * 60 + 2 * 5);
        expect(newer.quote.depositDue).toBe(42);

        // The office moves the older trip by a day: priced again under its own policy (driver $50, no nights).
        const moved = await call(t.app, 'PUT', `/api/admin/bookings/${older._id}/schedule`, {
          token: adminToken,
          body: { pickupDate: '2030-06-02', pickupTime: '09:00', returnDate: '2030-06-05', returnTime: '09:00' },
        });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        expect(moved.body.totalPrice).toBe(3 * 40 + 3 * 50);
        expect(moved.body.quote.depositDue).toBe(27);
      } finally {
        await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: adminToken, body: policyInput(DEFAULT_PRICING_POLICY) });
      }
    });

    it('the client total is checked against the quote, as before', async () => {
      const vehicle = await createVehicle(t.app, adminToken, { pricingDetails: { perDay: 40, perHour: 6 } });
      const res = await call(t.app, 'POST', '/api/bookings', { token: tourist, body: bookingBody(vehicle._id, { totalPrice: 179.99 }) });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.api.priceMismatch('180.00'));
    });
  });

  describe('the payments ledger', () => {
    it('records payments in any listed currency at the policy rate; the summary follows', async () => {
      const booking = await newBooking({ pickupDate: '2030-07-01', returnDate: '2030-07-03' });
      const deposit = await pay(booking._id, { amount: 5400, currency: 'LKR', method: 'cash', kind: 'deposit', reference: 'Receipt 17' });
      expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
      expect(deposit.body).toMatchObject({ kind: 'deposit', method: 'cash', amount: 5400, currency: 'LKR', amountUsd: 18, reference: 'Receipt 17', recordedBy: { username: expect.any(String) } });
      const after = await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: adminToken });
      expect(after.body.paymentSummary).toEqual({ depositDue: 0, paid: 18, refunded: 0, balanceDue: 162, refundDue: 0 });
      const ledger = await call(t.app, 'GET', `/api/admin/bookings/${booking._id}/payments`, { token: adminToken });
      expect(ledger.body).toHaveLength(1);
    });

    it('refuses a refund beyond what was paid, and a payment other than a refund on a cancelled booking', async () => {
      const booking = await newBooking({ pickupDate: '2030-07-10', returnDate: '2030-07-12' });
      expect((await pay(booking._id, { amount: 20, currency: 'USD', method: 'card', kind: 'deposit' })).status).toBe(201);
      const tooMuch = await pay(booking._id, { amount: 20.01, currency: 'USD', method: 'card', kind: 'refund' });
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.body.error).toBe(MESSAGES.money.refundTooLarge);
      expect((await pay(booking._id, { amount: 20, currency: 'USD', method: 'card', kind: 'refund' })).status).toBe(201);
      expect((await adminPatch(t.app, adminToken, booking._id, { status: 'cancelled' })).status).toBe(200);
      const late = await pay(booking._id, { amount: 10, currency: 'USD', method: 'cash', kind: 'balance' });
      expect(late.status).toBe(409);
      expect(late.body.error).toBe(MESSAGES.money.onlyRefundWhenCancelled);
    });

    it('refuses amounts it cannot hold: odd cents, unknown currency, kind or method', async () => {
      const booking = await newBooking({ pickupDate: '2030-07-20', returnDate: '2030-07-21' });
      for (const body of [
        { amount: 10.005, currency: 'USD', method: 'cash', kind: 'deposit' },
        { amount: 10, currency: 'XYZ', method: 'cash', kind: 'deposit' },
        { amount: 10, currency: 'USD', method: 'cheque', kind: 'deposit' },
        { amount: 10, currency: 'USD', method: 'cash', kind: 'tip' },
        { amount: -10, currency: 'USD', method: 'cash', kind: 'deposit' },
      ]) {
        const res = await pay(booking._id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      expect((await pay(crypto.randomUUID(), { amount: 10, currency: 'USD', method: 'cash', kind: 'deposit' })).status).toBe(404);
    });

    it('parallel refunds never add up to more than was paid', async () => {
      const booking = await newBooking({ pickupDate: '2030-08-01', returnDate: '2030-08-03' });
      expect((await pay(booking._id, { amount: 100, currency: 'USD', method: 'card', kind: 'balance' })).status).toBe(201);
      const results = await Promise.all(Array.from({ length: 6 }, () => pay(booking._id, { amount: 30, currency: 'USD', method: 'card', kind: 'refund' })));
      expect(results.filter((r) => r.status === 201)).toHaveLength(3);
      expect(results.filter((r) => r.status === 409)).toHaveLength(3);
      const rows = await t.db.query<{ refunded: number }>('SELECT refunded_usd::float8 AS refunded FROM bookings WHERE id = $1', [booking._id]);
      expect(rows[0]!.refunded).toBe(90);
    });

    it('is never changed or deleted; a mistake is undone by a reversing row', async () => {
      const booking = await newBooking({ pickupDate: '2030-08-10', returnDate: '2030-08-12' });
      const wrong = (await pay(booking._id, { amount: 50, currency: 'USD', method: 'cash', kind: 'balance' })).body;
      await expect(t.db.query('UPDATE payments SET amount = 1 WHERE id = $1', [wrong._id])).rejects.toThrow(/never changed or deleted/);
      await expect(t.db.query('DELETE FROM payments WHERE id = $1', [wrong._id])).rejects.toThrow(/never changed or deleted/);
      const reversal = `INSERT INTO payments (booking_id, kind, method, amount, currency, rate_to_usd, amount_usd, reverses) VALUES ($1, 'balance', 'cash', $2, 'USD', 1, $2, $3)`;
      await expect(t.db.query(reversal, [booking._id, 49, wrong._id])).rejects.toThrow(/reversal/);
      await t.db.query(reversal, [booking._id, 50, wrong._id]);
      await expect(t.db.query(reversal, [booking._id, 50, wrong._id])).rejects.toThrow();
      const summary = (await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: adminToken })).body.paymentSummary;
      expect(summary.paid).toBe(0);
    });
  });

  describe('reversing a row of the ledger', () => {
    const reverse = (bookingId: string, paymentId: string, body: unknown = { reason: 'Bank transfer bounced' }) =>
      call(t.app, 'POST', `/api/admin/bookings/${bookingId}/payments/${paymentId}/reverse`, { token: adminToken, body });

    it('the office takes a payment back with the reason; once, and never a reversal', async () => {
      const booking = await newBooking({ pickupDate: '2030-11-01', returnDate: '2030-11-03' });
      const paid = (await pay(booking._id, { amount: 6000, currency: 'LKR', method: 'bank_transfer', kind: 'deposit', reference: 'TT 881' })).body;
      const res = await reverse(booking._id, paid._id);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ kind: 'deposit', method: 'bank_transfer', amount: 6000, currency: 'LKR', amountUsd: 20, reference: 'Bank transfer bounced', reverses: paid._id, reversedBy: null });
      const ledger = (await call(t.app, 'GET', `/api/admin/bookings/${booking._id}/payments`, { token: adminToken })).body;
      expect(ledger.map((p: { _id: string; reversedBy: string | null }) => [p._id, p.reversedBy])).toEqual([[paid._id, res.body._id], [res.body._id, null]]);
      const summary = (await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: adminToken })).body.paymentSummary;
      expect(summary).toMatchObject({ paid: 0, depositDue: 18 });

      const again = await reverse(booking._id, paid._id);
      expect([again.status, again.body.error]).toEqual([409, MESSAGES.money.alreadyReversed]);
      const ofReversal = await reverse(booking._id, res.body._id);
      expect([ofReversal.status, ofReversal.body.error]).toEqual([409, MESSAGES.money.reversalNotReversible]);
      for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(201) }]) {
        const bad = await reverse(booking._id, paid._id, body);
        expect([bad.status, bad.body.error], JSON.stringify(body)).toEqual([400, expect.any(String)]);
      }
      const other = await newBooking({ pickupDate: '2030-11-05', returnDate: '2030-11-06' });
      expect((await reverse(other._id, paid._id)).status).toBe(404);
      expect((await reverse(booking._id, crypto.randomUUID())).status).toBe(404);
      expect((await reverse(booking._id, 'not-an-id')).status).toBe(404);
      const asTourist = await call(t.app, 'POST', `/api/admin/bookings/${booking._id}/payments/${paid._id}/reverse`, { token: tourist, body: { reason: 'mine' } });
      expect(asTourist.status).toBe(403);
    });

    it('refuses taking back a payment that was partly refunded already', async () => {
      const booking = await newBooking({ pickupDate: '2030-11-10', returnDate: '2030-11-12' });
      const paid = (await pay(booking._id, { amount: 20, currency: 'USD', method: 'card', kind: 'deposit' })).body;
      expect((await pay(booking._id, { amount: 15, currency: 'USD', method: 'card', kind: 'refund' })).status).toBe(201);
      const res = await reverse(booking._id, paid._id);
      expect([res.status, res.body.error]).toEqual([409, MESSAGES.money.reversalBelowRefunds]);
      expect((await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: adminToken })).body.paymentSummary).toMatchObject({ paid: 20, refunded: 15 });
    });

    it('two reversals of one row at once: one is recorded', async () => {
      const booking = await newBooking({ pickupDate: '2030-11-15', returnDate: '2030-11-17' });
      const paid = (await pay(booking._id, { amount: 30, currency: 'USD', method: 'cash', kind: 'balance' })).body;
      const results = await Promise.all(Array.from({ length: 5 }, () => reverse(booking._id, paid._id)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      const rows = await t.db.query<{ paid: number }>('SELECT paid_usd::float8 AS paid FROM bookings WHERE id = $1', [booking._id]);
      expect(rows[0]!.paid).toBe(0);
    });
  });

  describe('refunds by the booking’s own tiers, in Sri Lanka time', () => {
    // Pickup 2030-09-10 09:00 Sri Lanka time; cancelled by the office at each boundary.
    const cases: [string, number][] = [
      ['2030-09-08T09:00:00+05:30', 90], // exactly 48 h before
      ['2030-09-08T09:01:00+05:30', 50], // 47 h 59 min before
      ['2030-09-09T09:00:00+05:30', 50], // exactly 24 h before
      ['2030-09-09T09:01:00+05:30', 0], // 23 h 59 min before
    ];
    it.each(cases)('cancelled at %s: %i%% of what was paid is due back', async (at, percent) => {
      const booking = await newBooking({ pickupDate: '2030-09-10', pickupTime: '09:00', returnDate: '2030-09-12', returnTime: '09:00' });
      expect((await pay(booking._id, { amount: 18, currency: 'USD', method: 'card', kind: 'deposit' })).status).toBe(201);
      t.clock.set(at);
      try {
        const cancelled = await adminPatch(t.app, adminToken, booking._id, { status: 'cancelled' });
        expect(cancelled.status).toBe(200);
        expect(cancelled.body.paymentSummary).toEqual({ depositDue: 0, paid: 18, refunded: 0, balanceDue: 0, refundDue: (18 * percent) / 100 });
      } finally {
        t.clock.reset();
      }
      if (percent > 0) {
        // The office pays it back with a reference: nothing is due any more.
        expect((await pay(booking._id, { amount: (18 * percent) / 100, currency: 'USD', method: 'bank_transfer', kind: 'refund', reference: 'BT-778' })).status).toBe(201);
        const after = (await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: adminToken })).body.paymentSummary;
        expect(after).toMatchObject({ refunded: (18 * percent) / 100, refundDue: 0 });
      }
    });
  });

  describe('the driver’s cash and odometer', () => {
    it('records the cash balance and the readings on the driver’s own trip; extra kilometres are charged at completion', async () => {
      const driver = await registerUser(t.app, 'driver');
      const other = await registerUser(t.app, 'driver');
      const booking = await newBooking({ pickupDate: '2030-11-01', pickupTime: '09:00', returnDate: '2030-11-03', returnTime: '09:00' });
      const odometer = (token: string, body: Record<string, unknown>) => call(t.app, 'PUT', `/api/drivers/bookings/${booking._id}/odometer`, { token, body });
      const cash = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', `/api/drivers/bookings/${booking._id}/cash`, { token, body });

      // Pending: nothing to record yet.
      expect((await odometer(driver.token, { pickupKm: 10_000 })).status).toBe(403);
      expect((await adminPatch(t.app, adminToken, booking._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);

      const atPickup = await odometer(driver.token, { pickupKm: 10_000 });
      expect(atPickup.status, JSON.stringify(atPickup.body)).toBe(200);
      expect(atPickup.body.odometer).toEqual({ pickupKm: 10_000, returnKm: null });
      expect((await odometer(other.token, { pickupKm: 1 })).status).toBe(403);
      expect((await odometer(tourist, { pickupKm: 1 })).status).toBe(403);
      expect((await odometer(driver.token, {})).body.error).toBe(MESSAGES.money.odometerMissing);

      // Cash changes hands once the tourist has the vehicle.
      const early = await cash(driver.token, { amount: 48600, currency: 'LKR' });
      expect([early.status, early.body.error]).toEqual([409, MESSAGES.money.cashNotUnderWay]);

      const backwards = await odometer(driver.token, { returnKm: 9_999 });
      expect(backwards.status).toBe(400);
      expect(backwards.body.error).toBe(MESSAGES.money.odometerBackwards);

      await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
        expect((await driverPatch(t.app, driver.token, booking._id, 'picked_up')).status).toBe(200);
        const paid = await cash(driver.token, { amount: 48600, currency: 'LKR' });
        expect(paid.status, JSON.stringify(paid.body)).toBe(201);
        expect(paid.body).toMatchObject({ kind: 'balance', method: 'cash', amountUsd: 162, recordedBy: { _id: driver.user._id } });
        expect((await cash(other.token, { amount: 1, currency: 'USD' })).status).toBe(403);
        // $18 is still due: more cash than that is the office's to record.
        const more = await cash(driver.token, { amount: 18.01, currency: 'USD' });
        expect([more.status, more.body.error]).toEqual([409, MESSAGES.money.cashBeyondDue('$18.00')]);
        const tenMillion = await cash(driver.token, { amount: 10_000_000, currency: 'USD' });
        expect(tenMillion.status).toBe(409);
        expect((await driverPatch(t.app, driver.token, booking._id, 'en_route')).status).toBe(200);
        // 2 days include 200 km; 347 driven: 147 extra at $0.25, charged once the trip is completed.
        expect((await odometer(driver.token, { returnKm: 10_347 })).status).toBe(200);
        expect((await driverPatch(t.app, driver.token, booking._id, 'completed')).status).toBe(200);
      });
      const done = (await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: adminToken })).body;
      expect(done.extras).toEqual([{ code: 'extraKm', label: MESSAGES.money.lines.extraKm, quantity: 147, unitAmount: 0.25, amount: 36.75 }]);
      expect(done.paymentSummary).toEqual({ depositDue: 0, paid: 162, refunded: 0, balanceDue: 180 + 36.75 - 162, refundDue: 0 });

      // Once completed the driver's readings are frozen; extra cash up to the extras is still his to take.
      const rewrite = await odometer(driver.token, { pickupKm: 0, returnKm: 10_000_000 });
      expect([rewrite.status, rewrite.body.error]).toEqual([409, MESSAGES.money.odometerFrozen]);
      expect((await cash(driver.token, { amount: 54.76, currency: 'USD' })).status).toBe(409);
      expect((await cash(driver.token, { amount: 54.75, currency: 'USD' })).status).toBe(201);
      const after = (await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: adminToken })).body;
      expect(after.odometer).toEqual({ pickupKm: 10_000, returnKm: 10_347 });
      expect(after.paymentSummary).toMatchObject({ paid: 216.75, balanceDue: 0 });
    });

    it('shows the extra kilometres and the balance with them as soon as the return reading is in, and takes that cash before completing', async () => {
      const driver = await registerUser(t.app, 'driver');
      const booking = await newBooking({ pickupDate: '2030-11-05', pickupTime: '09:00', returnDate: '2030-11-07', returnTime: '09:00' });
      const odometer = (body: Record<string, unknown>) => call(t.app, 'PUT', `/api/drivers/bookings/${booking._id}/odometer`, { token: driver.token, body });
      const cash = (body: Record<string, unknown>) => call(t.app, 'POST', `/api/drivers/bookings/${booking._id}/cash`, { token: driver.token, body });
      const asOffice = async () => (await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: adminToken })).body;
      const asDriver = async () => (await call(t.app, 'GET', '/api/drivers/my-bookings', { token: driver.token })).body.find((b: { _id: string }) => b._id === booking._id);
      expect((await adminPatch(t.app, adminToken, booking._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);
      expect((await odometer({ pickupKm: 20_000 })).status).toBe(200);
      // One reading: nothing to project yet.
      expect((await asOffice()).projected).toBeNull();

      await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
        for (const step of ['picked_up', 'en_route']) expect((await driverPatch(t.app, driver.token, booking._id, step)).status).toBe(200);
        // Within the 200 km two days include: the balance stays what it was.
        expect((await odometer({ returnKm: 20_150 })).status).toBe(200);
        expect((await asOffice()).projected).toEqual({ extras: [], balanceDue: 180 });
        // 382 km: 182 beyond the allowance at $0.25, shown before completing, not yet charged.
        const withReturn = await odometer({ returnKm: 20_382 });
        const line = { code: 'extraKm', label: MESSAGES.money.lines.extraKm, quantity: 182, unitAmount: 0.25, amount: 45.5 };
        expect(withReturn.body.projected).toEqual({ extras: [line], balanceDue: 225.5 });
        for (const seen of [await asOffice(), await asDriver()]) {
          expect(seen.projected).toEqual({ extras: [line], balanceDue: 225.5 });
          expect(seen.extras).toEqual([]);
          expect(seen.paymentSummary.balanceDue).toBe(180);
        }
        // The driver collects the balance with the extras at the return: up to it, not beyond.
        const beyond = await cash({ amount: 225.51, currency: 'USD' });
        expect([beyond.status, beyond.body.error]).toEqual([409, MESSAGES.money.cashBeyondDue('$225.50')]);
        expect((await cash({ amount: 225.5 * 300, currency: 'LKR' })).status).toBe(201);
        expect((await asOffice()).projected).toEqual({ extras: [line], balanceDue: 0 });
        expect((await driverPatch(t.app, driver.token, booking._id, 'completed')).status).toBe(200);
      });
      // Completed: the same line is charged, nothing is projected any more, nothing is owed.
      const done = await asOffice();
      expect(done.projected).toBeNull();
      expect(done.extras).toEqual([{ code: 'extraKm', label: MESSAGES.money.lines.extraKm, quantity: 182, unitAmount: 0.25, amount: 45.5 }]);
      expect(done.paymentSummary).toMatchObject({ paid: 225.5, balanceDue: 0 });
    });

    it('the office corrects the readings of a completed trip with a reason, kept in the history', async () => {
      const driver = await registerUser(t.app, 'driver');
      const booking = await newBooking({ pickupDate: '2030-11-20', pickupTime: '09:00', returnDate: '2030-11-22', returnTime: '09:00' });
      const odometer = (token: string, body: Record<string, unknown>) => call(t.app, 'PUT', `/api/drivers/bookings/${booking._id}/odometer`, { token, body });
      expect((await adminPatch(t.app, adminToken, booking._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);
      expect((await odometer(driver.token, { pickupKm: 50_000 })).status).toBe(200);
      // 2 days: more than 2,000 km is no trip; the driver is told to ask the office.
      const wild = await odometer(driver.token, { returnKm: 52_001 });
      expect([wild.status, wild.body.error]).toEqual([409, MESSAGES.money.odometerImplausible(2001, 2)]);
      expect((await odometer(driver.token, { returnKm: 52_000 })).status).toBe(200);
      await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
        for (const step of ['picked_up', 'en_route', 'completed']) expect((await driverPatch(t.app, driver.token, booking._id, step)).status).toBe(200);
      });
      const noReason = await odometer(adminToken, { returnKm: 50_300 });
      expect([noReason.status, noReason.body.error]).toEqual([400, MESSAGES.money.odometerReason]);
      const corrected = await odometer(adminToken, { returnKm: 50_300, reason: 'Driver typed an extra digit' });
      expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
      expect(corrected.body.odometer).toEqual({ pickupKm: 50_000, returnKm: 50_300 });
      expect(corrected.body.extras).toEqual([expect.objectContaining({ code: 'extraKm', quantity: 100, amount: 25 })]);
      const history = (await call(t.app, 'GET', `/api/admin/bookings/${booking._id}/history`, { token: adminToken })).body;
      expect(history.at(-1)).toMatchObject({
        kind: 'odometer',
        reason: 'Driver typed an extra digit',
        odometer: { before: { pickupKm: 50_000, returnKm: 52_000 }, after: { pickupKm: 50_000, returnKm: 50_300 } },
        actor: { role: 'admin' },
      });
      // Staff cannot make a return reading below the pickup reading either.
      const below = await odometer(adminToken, { returnKm: 49_999, reason: 'test' });
      expect([below.status, below.body.error]).toEqual([400, MESSAGES.money.odometerBackwards]);
    });

    it('a cancelled trip takes no cash', async () => {
      const driver = await registerUser(t.app, 'driver');
      const booking = await newBooking({ pickupDate: '2030-11-10', returnDate: '2030-11-12' });
      expect((await adminPatch(t.app, adminToken, booking._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);
      expect((await adminPatch(t.app, adminToken, booking._id, { status: 'cancelled' })).status).toBe(200);
      const res = await call(t.app, 'POST', `/api/drivers/bookings/${booking._id}/cash`, { token: driver.token, body: { amount: 10, currency: 'USD' } });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(MESSAGES.money.onlyOnTrip);
    });
  });

  describe('PayHere notifications', () => {
    it('a signed success records the deposit once, however often and however concurrently it comes', async () => {
      const booking = await newBooking({ pickupDate: '2030-10-01', returnDate: '2030-10-03' });
      const form = payhereForm({ order_id: booking._id, payment_id: '320025071278', payhere_amount: '18.00', payhere_currency: 'USD', status_code: '2' });
      const first = await notify(t.app, form);
      expect(first.statusCode, first.body).toBe(200);
      const again = await Promise.all(Array.from({ length: 8 }, () => notify(t.app, form)));
      expect(again.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      const ledger = (await call(t.app, 'GET', `/api/admin/bookings/${booking._id}/payments`, { token: adminToken })).body;
      expect(ledger).toEqual([expect.objectContaining({ kind: 'deposit', method: 'payhere', amount: 18, currency: 'USD', reference: '320025071278', recordedBy: null })]);
      const summary = (await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: adminToken })).body.paymentSummary;
      expect(summary).toMatchObject({ depositDue: 0, paid: 18 });
    });

    it('a signed chargeback takes the payment back once; of a payment never recorded it changes nothing', async () => {
      const booking = await newBooking({ pickupDate: '2030-11-20', returnDate: '2030-11-22' });
      const fields = { order_id: booking._id, payment_id: '320025079999', payhere_amount: '18.00', payhere_currency: 'USD' };
      expect((await notify(t.app, payhereForm({ ...fields, status_code: '2' }))).statusCode).toBe(200);
      const chargebacks = await Promise.all(Array.from({ length: 4 }, () => notify(t.app, payhereForm({ ...fields, status_code: '-3' }))));
      expect(chargebacks.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const ledger = (await call(t.app, 'GET', `/api/admin/bookings/${booking._id}/payments`, { token: adminToken })).body;
      expect(ledger).toHaveLength(2);
      expect(ledger[1]).toMatchObject({ method: 'payhere', amount: 18, reverses: ledger[0]._id, reference: 'PayHere chargeback 320025079999', recordedBy: null });
      expect((await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: adminToken })).body.paymentSummary).toMatchObject({ paid: 0, depositDue: 18 });

      const unknown = await notify(t.app, payhereForm({ ...fields, payment_id: '320025070000', status_code: '-3' }));
      expect(unknown.statusCode).toBe(200);
      const forged = await notify(t.app, payhereForm({ ...fields, status_code: '-3' }, 'not-the-secret'));
      expect(forged.statusCode).toBe(400);
      expect((await call(t.app, 'GET', `/api/admin/bookings/${booking._id}/payments`, { token: adminToken })).body).toHaveLength(2);
    });

    it('concurrent first deliveries of one payment record it once', async () => {
      const booking = await newBooking({ pickupDate: '2030-10-05', returnDate: '2030-10-07' });
      const form = payhereForm({ order_id: booking._id, payment_id: '320025071300', payhere_amount: '5400.00', payhere_currency: 'LKR', status_code: '2' });
      const results = await Promise.all(Array.from({ length: 10 }, () => notify(t.app, form)));
      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const rows = await t.db.query<{ n: number; usd: number }>('SELECT count(*)::int AS n, sum(amount_usd)::float8 AS usd FROM payments WHERE booking_id = $1', [booking._id]);
      expect(rows[0]).toEqual({ n: 1, usd: 18 });
    });

    it('a wrong signature, another merchant or an unknown order: 400 and nothing recorded', async () => {
      const booking = await newBooking({ pickupDate: '2030-10-10', returnDate: '2030-10-12' });
      const fields = { order_id: booking._id, payment_id: '320025071400', payhere_amount: '18.00', payhere_currency: 'USD', status_code: '2' };
      const forged = await notify(t.app, payhereForm(fields, 'not-the-secret'));
      expect(forged.statusCode).toBe(400);
      expect(JSON.parse(forged.body).error).toBe(MESSAGES.money.payhereBadSignature);
      const tampered = await notify(t.app, payhereForm(fields).replace('payhere_amount=18.00', 'payhere_amount=1800.00'));
      expect(tampered.statusCode).toBe(400);
      const otherMerchant = await notify(t.app, payhereForm(fields).replace(`merchant_id=${MERCHANT.merchantId}`, 'merchant_id=999'));
      expect(otherMerchant.statusCode).toBe(400);
      const unknown = await notify(t.app, payhereForm({ ...fields, order_id: crypto.randomUUID() }));
      expect(unknown.statusCode).toBe(400);
      expect(JSON.parse(unknown.body).error).toBe(MESSAGES.money.payhereUnknownOrder);
      const missing = await notify(t.app, new URLSearchParams({ merchant_id: MERCHANT.merchantId, order_id: booking._id }).toString());
      expect(missing.statusCode).toBe(400);
      const rows = await t.db.query('SELECT 1 FROM payments WHERE booking_id = $1', [booking._id]);
      expect(rows).toHaveLength(0);
    });

    it('a signed failure or cancellation is acknowledged and records nothing', async () => {
      const booking = await newBooking({ pickupDate: '2030-10-15', returnDate: '2030-10-17' });
      for (const status_code of ['0', '-1', '-2']) {
        const res = await notify(t.app, payhereForm({ order_id: booking._id, payment_id: `9${status_code}`, payhere_amount: '18.00', payhere_currency: 'USD', status_code }));
        expect(res.statusCode).toBe(200);
      }
      expect(await t.db.query('SELECT 1 FROM payments WHERE booking_id = $1', [booking._id])).toHaveLength(0);
    });

    /** The checkout the tourist opens, and PayHere's signed notification for it. */
    async function checkout(bookingId: string, token = tourist) {
      const res = await call(t.app, 'GET', `/api/bookings/${bookingId}/payhere-checkout`, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.fields as Record<string, string>;
    }
    const success = (fields: Record<string, string>, paymentId: string, status_code = '2') =>
      payhereForm({ order_id: fields.order_id!, payment_id: paymentId, payhere_amount: fields.amount!, payhere_currency: fields.currency!, status_code });
    const summaryOf = async (id: string) => (await call(t.app, 'GET', `/api/bookings/${id}`, { token: adminToken })).body.paymentSummary;
    const refundsDueOnFinance = async (id: string) => {
      const finance = (await call(t.app, 'GET', '/api/admin/finance', { token: adminToken })).body;
      return (finance.refundsDue.bookings as { _id: string; amount: number }[]).filter((r) => r._id === id);
    };

    it('a success PayHere confirms after the booking was cancelled is recorded and owed back in full', async () => {
      const booking = await newBooking({ pickupDate: '2030-12-01', returnDate: '2030-12-03' });
      const fields = await checkout(booking._id);
      expect((await call(t.app, 'PATCH', `/api/bookings/${booking._id}/cancel`, { token: tourist })).status).toBeLessThan(300);
      const late = await notify(t.app, success(fields, '320025090001'));
      expect(late.statusCode, late.body).toBe(200);
      expect(JSON.parse(late.body).message).toBe('recorded');
      expect(await summaryOf(booking._id)).toMatchObject({ paid: 18, refunded: 0, refundDue: 18 });
      expect(await refundsDueOnFinance(booking._id)).toEqual([expect.objectContaining({ amount: 18 })]);
      // Paying it back settles it.
      expect((await pay(booking._id, { amount: 18, currency: 'USD', method: 'payhere', kind: 'refund', reference: 'refund 1' })).status).toBe(201);
      expect(await summaryOf(booking._id)).toMatchObject({ paid: 18, refunded: 18, refundDue: 0 });
    });

    it('checkout is offered only while a pending or confirmed booking still owes its deposit', async () => {
      const cancelled = await newBooking({ pickupDate: '2030-12-05', returnDate: '2030-12-07' });
      expect((await call(t.app, 'PATCH', `/api/bookings/${cancelled._id}/cancel`, { token: tourist })).status).toBeLessThan(300);
      const refused = await call(t.app, 'GET', `/api/bookings/${cancelled._id}/payhere-checkout`, { token: tourist });
      expect([refused.status, refused.body.error]).toEqual([409, MESSAGES.money.checkoutNothingOwed]);

      const paid = await newBooking({ pickupDate: '2030-12-08', returnDate: '2030-12-10' });
      expect((await notify(t.app, success(await checkout(paid._id), '320025090002'))).statusCode).toBe(200);
      expect((await call(t.app, 'GET', `/api/bookings/${paid._id}/payhere-checkout`, { token: tourist })).status).toBe(409);

      const driver = await registerUser(t.app, 'driver');
      const completed = await newBooking({ pickupDate: '2030-12-11', returnDate: '2030-12-13' });
      expect((await adminPatch(t.app, adminToken, completed._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);
      await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
        for (const step of ['picked_up', 'en_route', 'completed']) expect((await driverPatch(t.app, driver.token, completed._id, step)).status).toBe(200);
      });
      expect((await call(t.app, 'GET', `/api/bookings/${completed._id}/payhere-checkout`, { token: tourist })).status).toBe(409);
    });

    it('one signed success counts once, whatever payment ids it is replayed with; two checkouts paid are two payments', async () => {
      const booking = await newBooking({ pickupDate: '2030-12-15', returnDate: '2030-12-17' });
      const first = await checkout(booking._id);
      const second = await checkout(booking._id);
      const replays = await Promise.all(['320025091001', '320025091002', '320025091003'].map((id) => notify(t.app, success(first, id))));
      expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(replays.map((r) => JSON.parse(r.body).message).sort()).toEqual(['acknowledged', 'acknowledged', 'recorded']);
      expect(await summaryOf(booking._id)).toMatchObject({ paid: 18 });
      // The tourist really paid in a second tab: that is money too (it counts towards the balance).
      expect((await notify(t.app, success(second, '320025091004'))).statusCode).toBe(200);
      expect(await summaryOf(booking._id)).toMatchObject({ paid: 36 });
      // A success whose amount is not its order's is refused, even when signed.
      const third = await checkout((await newBooking({ pickupDate: '2030-12-18', returnDate: '2030-12-20' }))._id);
      const wrong = await notify(t.app, success({ ...third, amount: '1.00' }, '320025091005'));
      expect([wrong.statusCode, JSON.parse(wrong.body).error]).toEqual([400, MESSAGES.money.payhereOrderMismatch]);
    });

    it('back from PayHere, the booking awaits its notification: no second checkout until it comes, or PayHere says it failed, or the wait ends', async () => {
      const booking = await newBooking({ pickupDate: '2031-01-05', returnDate: '2031-01-07' });
      const returned = (orderId: string, token = tourist) => call(t.app, 'POST', `/api/bookings/${booking._id}/payhere-return`, { token, body: { orderId } });
      const awaiting = async () => (await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: tourist })).body.payhereAwaitingUntil;

      // A checkout opened but never come back from (PayHere did not open, the tab was closed) blocks nothing.
      const abandoned = await checkout(booking._id);
      expect(await awaiting()).toBeNull();
      // The return address names the order, so the page can say which payment it waits for.
      expect(abandoned.return_url).toBe(`${t.config.publicUrl}/manage-bookings?paid=${booking._id}&order=${encodeURIComponent(abandoned.order_id!)}`);

      const first = await checkout(booking._id);
      const back = await returned(first.order_id!);
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      const until = Date.parse(back.body.payhereAwaitingUntil);
      expect(until - Date.now()).toBeGreaterThan((PAYHERE_AWAIT_MINUTES - 1) * 60_000);
      expect(until - Date.now()).toBeLessThanOrEqual(PAYHERE_AWAIT_MINUTES * 60_000 + 5_000);
      const refused = await call(t.app, 'GET', `/api/bookings/${booking._id}/payhere-checkout`, { token: tourist });
      expect([refused.status, refused.body.error]).toEqual([409, MESSAGES.money.checkoutAwaiting(PAYHERE_AWAIT_MINUTES)]);
      expect(await t.db.query('SELECT 1 FROM payhere_orders WHERE booking_id = $1', [booking._id])).toHaveLength(2);
      // Someone else's order, or another person, cannot say so.
      expect((await returned(`${booking._id}.ffffffffff`)).status).toBe(404);
      expect((await returned(first.order_id!, (await registerUser(t.app)).token)).status).toBe(403);

      // PayHere says it failed: paying is open again at once.
      expect((await notify(t.app, success(first, '320025093001', '-2'))).statusCode).toBe(200);
      expect(await awaiting()).toBeNull();
      const second = await checkout(booking._id);
      expect((await returned(second.order_id!)).status).toBe(200);
      expect(await awaiting()).not.toBeNull();

      // The wait ends after PAYHERE_AWAIT_MINUTES without a notification.
      await t.db.query(`UPDATE payhere_orders SET returned_at = now() - make_interval(mins => $2) WHERE order_id = $1`, [second.order_id, PAYHERE_AWAIT_MINUTES + 1]);
      expect(await awaiting()).toBeNull();
      const third = await checkout(booking._id);
      expect((await returned(third.order_id!)).status).toBe(200);
      expect((await call(t.app, 'GET', `/api/bookings/${booking._id}/payhere-checkout`, { token: tourist })).status).toBe(409);

      // Its success arrives: recorded, nothing awaits, and the deposit is paid (nothing left to pay online).
      expect((await notify(t.app, success(third, '320025093002'))).statusCode).toBe(200);
      expect(await awaiting()).toBeNull();
      expect(await summaryOf(booking._id)).toMatchObject({ paid: 18, depositDue: 0 });
      // Coming back after the notification (the usual order) changes nothing.
      expect((await returned(third.order_id!)).body.payhereAwaitingUntil).toBeNull();
    });

    it('a chargeback of a cancelled booking\'s payment takes its refund due with it; its amount must be the payment\'s', async () => {
      const booking = await newBooking({ pickupDate: '2030-12-21', returnDate: '2030-12-23' });
      const fields = await checkout(booking._id);
      expect((await notify(t.app, success(fields, '320025092001'))).statusCode).toBe(200);
      expect((await adminPatch(t.app, adminToken, booking._id, { status: 'cancelled' })).status).toBe(200);
      expect(await summaryOf(booking._id)).toMatchObject({ paid: 18, refundDue: 16.2 });
      const partial = await notify(t.app, payhereForm({ order_id: fields.order_id!, payment_id: '320025092001', payhere_amount: '5.00', payhere_currency: 'USD', status_code: '-3' }));
      expect([partial.statusCode, JSON.parse(partial.body).error]).toEqual([400, MESSAGES.money.chargebackMismatch]);
      expect(await summaryOf(booking._id)).toMatchObject({ paid: 18, refundDue: 16.2 });
      expect((await notify(t.app, success(fields, '320025092001', '-3'))).statusCode).toBe(200);
      expect(await summaryOf(booking._id)).toMatchObject({ paid: 0, refunded: 0, refundDue: 0 });
      expect(await refundsDueOnFinance(booking._id)).toEqual([]);
    });

    it('staff reversing a payment of a cancelled booking: the refund due follows what remains paid', async () => {
      const booking = await newBooking({ pickupDate: '2030-12-24', returnDate: '2030-12-26' });
      const a = (await pay(booking._id, { amount: 5.6, currency: 'USD', method: 'card', kind: 'deposit' })).body;
      expect((await pay(booking._id, { amount: 10, currency: 'USD', method: 'card', kind: 'balance' })).status).toBe(201);
      expect((await adminPatch(t.app, adminToken, booking._id, { status: 'cancelled' })).status).toBe(200);
      // 90% of 15.60 back: 14.04; the business keeps 1.56.
      expect(await summaryOf(booking._id)).toMatchObject({ paid: 15.6, refundDue: 14.04 });
      expect((await call(t.app, 'POST', `/api/admin/bookings/${booking._id}/payments/${a._id}/reverse`, { token: adminToken, body: { reason: 'card declined later' } })).status).toBe(201);
      expect(await summaryOf(booking._id)).toMatchObject({ paid: 10, refundDue: 8.44 });
      expect((await pay(booking._id, { amount: 8.44, currency: 'USD', method: 'card', kind: 'refund' })).status).toBe(201);
      expect(await summaryOf(booking._id)).toMatchObject({ paid: 10, refunded: 8.44, refundDue: 0 });
    });

    it('in production, checkout is offered only when notifications would come over https', async () => {
      const plain = await createTestApp(engine, { config: { payhere: MERCHANT, production: true, publicUrl: 'http://rides.example' } });
      try {
        expect((await call(plain.app, 'GET', '/api/pricing-policy')).body.onlinePayment).toBe(false);
        const token = (await registerUser(plain.app)).token;
        const admin = await loginAs(plain.app, ADMIN.email, ADMIN.password);
        const vehicle = await createVehicle(plain.app, admin);
        const booking = await book(plain.app, token, bookingBody(vehicle._id, { pickupDate: '2030-12-27', returnDate: '2030-12-29' }));
        const res = await call(plain.app, 'GET', `/api/bookings/${booking._id}/payhere-checkout`, { token });
        expect([res.status, res.body.error]).toEqual([404, MESSAGES.money.payhereNotConfigured]);
      } finally {
        await plain.close();
      }
      const secure = await createTestApp(engine, { config: { payhere: MERCHANT, production: true, publicUrl: 'https://rides.example' } });
      try {
        expect((await call(secure.app, 'GET', '/api/pricing-policy')).body.onlinePayment).toBe(true);
      } finally {
        await secure.close();
      }
    });

    it('the pages may post the checkout form to PayHere, and to no other site', async () => {
      const page = await call(t.app, 'GET', '/api/pricing-policy');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("form-action 'self' https://sandbox.payhere.lk");
    });

    it('the checkout form: the booking is the order, the deposit the amount, signed with the merchant hash', async () => {
      const booking = await newBooking({ pickupDate: '2030-10-20', returnDate: '2030-10-22' });
      const res = await call(t.app, 'GET', `/api/bookings/${booking._id}/payhere-checkout`, { token: tourist });
      expect(res.status).toBe(200);
      expect(res.body.action).toBe('https://sandbox.payhere.lk/pay/checkout');
      expect(res.body.fields).toMatchObject({ merchant_id: MERCHANT.merchantId, amount: '18.00', currency: 'USD' });
      const orderId: string = res.body.fields.order_id;
      expect(orderId).toMatch(new RegExp(`^${booking._id}\\.[0-9a-f]{10}$`));
      expect(res.body.fields.hash).toBe(md5(MERCHANT.merchantId + orderId + '18.00' + 'USD' + md5(MERCHANT.merchantSecret)));
      // Each checkout is an order of its own.
      const second = await call(t.app, 'GET', `/api/bookings/${booking._id}/payhere-checkout`, { token: tourist });
      expect(second.body.fields.order_id).not.toBe(orderId);
      const other = (await registerUser(t.app)).token;
      expect((await call(t.app, 'GET', `/api/bookings/${booking._id}/payhere-checkout`, { token: other })).status).toBe(403);
    });
  });
});
