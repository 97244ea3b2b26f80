import { describe, expect, it } from 'vitest';
import { cancellationRefund, localDateTimeToEpochMs, shortReference, type Booking, type BookingEvent } from '@app/shared';
import { ENGINES, bookingBody, call, createVehicle, registerUser, whileAt, type TestApp, withAdminApp, type Account } from './harness';
import { adminPatch, book } from './api-helpers';
import { deliverOutbox, startSmtp } from './smtp';

/**
 * Issue 26 (items 5 and 7, decision 079): the refund a cancellation gives is the one the dialogs
 * show (the same shared function at the same moment), the cancellation e-mail states it, the
 * history shows payments and refunds among the status changes, and the dashboard lists what
 * money is still to move.
 */
describe.each(ENGINES)('refunds people see (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: Account;
  let day = 1;

  withAdminApp(engine, async (app, token) => ([t, admin, tourist] = [app, token, await registerUser(app.app)]));

  /** A month's trip with a driver on a fresh vehicle, picking up at 09:00 on its own day of January 2031. */
  async function newBooking(): Promise<Booking> {
    const vehicle = await createVehicle(t.app, admin, { pricingDetails: { perDay: 40, perHour: 6 } });
    const d = String(day++).padStart(2, '0');
    return book(t.app, tourist.token, bookingBody(vehicle._id, { pickupDate: `2031-01-${d}`, pickupTime: '09:00', returnDate: `2031-02-${d}`, returnTime: '09:00' }));
  }
  const pay = (id: string, body: Record<string, unknown>) => call(t.app, 'POST', `/api/admin/bookings/${id}/payments`, { token: admin, body });
  const pickupOf = (b: Booking) => localDateTimeToEpochMs(b.pickupDate, b.pickupTime)!;
  const HOUR = 3_600_000;

  it.each([
    ['the tourist', 72, 90],
    ['the tourist', 30, 50],
    ['the office', 30, 50],
    ['the office', 10, 0],
  ] as const)('%s cancelling %i h before pickup: the server records what the shared function shows beforehand, %i percent back', async (who, hours, percent) => {
    const booking = await newBooking();
    expect((await pay(booking._id, { amount: 18, currency: 'USD', method: 'card', kind: 'deposit' })).status).toBe(201);
    const paid = (await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: tourist.token })).body as Booking;
    const at = pickupOf(paid) - hours * HOUR;
    // What the dialog computes from the booking it shows, at the moment of cancelling.
    const shown = cancellationRefund(paid.quote.cancellation, pickupOf(paid), paid.paymentSummary.paid - paid.paymentSummary.refunded, at);
    expect(shown.percent).toBe(percent);
    const res = await whileAt(t.clock, at, () =>
      who === 'the tourist' ? call(t.app, 'PATCH', `/api/bookings/${booking._id}/cancel`, { token: tourist.token }) : adminPatch(t.app, admin, booking._id, { status: 'cancelled' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.paymentSummary.refundDue).toBe(shown.amount);
    expect(shown.amount).toBe((18 * percent) / 100);
  });

  it('the cancellation e-mail states the refund, its share and its tier; nothing paid, no refund sentence', async () => {
    const smtp = await startSmtp();
    try {
      const paid = await newBooking();
      expect((await pay(paid._id, { amount: 18, currency: 'USD', method: 'card', kind: 'deposit' })).status).toBe(201);
      const late = await newBooking();
      expect((await pay(late._id, { amount: 18, currency: 'USD', method: 'cash', kind: 'deposit' })).status).toBe(201);
      const unpaid = await newBooking();
      await whileAt(t.clock, pickupOf(paid) - 72 * HOUR, async () => {
        expect((await call(t.app, 'PATCH', `/api/bookings/${paid._id}/cancel`, { token: tourist.token })).status).toBe(200);
        expect((await call(t.app, 'PATCH', `/api/bookings/${unpaid._id}/cancel`, { token: tourist.token })).status).toBe(200);
      });
      await whileAt(t.clock, pickupOf(late) - 2 * HOUR, async () => {
        expect((await adminPatch(t.app, admin, late._id, { status: 'cancelled', reason: 'Vehicle off the road' })).status).toBe(200);
      });
      await deliverOutbox(t.db, smtp.url);
      const bodyOf = (b: Booking) => {
        const mail = smtp.received.find((m) => m.to.includes(tourist.email) && m.subject === `Your booking ${shortReference(b._id)} was cancelled`);
        expect(mail, `cancellation e-mail of ${b._id}`).toBeDefined();
        return mail!.raw.replace(/=\r?\n/g, '').replace(/\r?\n/g, '\n');
      };
      expect(bodyOf(paid)).toContain('Refund due to you: $16.20 (90% of the $18.00 you paid), as your booking gives for a cancellation 48 hours or more before pickup.');
      expect(bodyOf(late)).toContain('Of the $18.00 you paid, nothing comes back: your booking gives no refund for a cancellation this close to pickup.');
      expect(bodyOf(unpaid)).not.toMatch(/Refund due to you|nothing comes back/);
    } finally {
      await smtp.close();
    }
  });

  it('the history shows payments and refunds among the status changes, in time order, as each reader may see them', async () => {
    const booking = await newBooking();
    expect((await pay(booking._id, { amount: 5400, currency: 'LKR', method: 'cash', kind: 'deposit' })).status).toBe(201);
    const mistake = await pay(booking._id, { amount: 5, currency: 'USD', method: 'card', kind: 'balance' });
    expect(mistake.status).toBe(201);
    expect((await call(t.app, 'POST', `/api/admin/bookings/${booking._id}/payments/${mistake.body._id}/reverse`, { token: admin, body: { reason: 'Typed on the wrong booking' } })).status).toBe(201);
    await whileAt(t.clock, pickupOf(booking) - 72 * HOUR, async () => {
      expect((await call(t.app, 'PATCH', `/api/bookings/${booking._id}/cancel`, { token: tourist.token })).status).toBe(200);
    });
    // Recording the refund after the cancel (item 7): the refund due is paid back.
    expect((await pay(booking._id, { amount: 16.2, currency: 'USD', method: 'bank_transfer', kind: 'refund' })).status).toBe(201);

    const read = async (token: string) => (await call(t.app, 'GET', `/api/bookings/${booking._id}/history`, { token })).body as BookingEvent[];
    const forAdmin = await read(admin);
    const steps = forAdmin.map((e) => [e.kind, e.toStatus, e.payment ? `${e.payment.kind} ${e.payment.amount} ${e.payment.currency}${e.payment.reversal ? ' reversal' : ''}` : null]);
    expect(steps).toEqual([
      ['status', 'pending', null],
      ['payment', 'pending', 'deposit 5400 LKR'],
      ['payment', 'pending', 'balance 5 USD'],
      ['payment', 'pending', 'balance 5 USD reversal'],
      ['status', 'cancelled', null],
      ['payment', 'cancelled', 'refund 16.2 USD'],
    ]);
    expect(forAdmin.map((e) => e.at)).toEqual([...forAdmin.map((e) => e.at)].sort());
    expect(forAdmin[1]!.payment).toMatchObject({ method: 'cash', amountUsd: 18 });
    expect(forAdmin[1]!.actor).toMatchObject({ role: 'admin' });
    expect(forAdmin[3]!.reason).toBe('Typed on the wrong booking');

    // The tourist sees the same steps; staff only as the LankaRide team, and not the office's notes.
    const forTourist = await read(tourist.token);
    expect(forTourist.map((e) => [e.kind, e.toStatus])).toEqual(steps.map(([kind, status]) => [kind, status]));
    expect(forTourist[1]!.actor).toEqual({ _id: '', username: 'LankaRide team', role: 'admin' });
    expect(forTourist[3]!.reason).toBeNull();

    const after = (await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: tourist.token })).body as Booking;
    expect(after.paymentSummary).toMatchObject({ refundDue: 0, refunded: 16.2 });
  });

  it('the dashboard lists refunds to pay back and deposits to collect, each with its booking', async () => {
    const owing = await newBooking();
    const refunding = await newBooking();
    expect((await pay(refunding._id, { amount: 18, currency: 'USD', method: 'card', kind: 'deposit' })).status).toBe(201);
    await whileAt(t.clock, pickupOf(refunding) - 72 * HOUR, async () => {
      expect((await call(t.app, 'PATCH', `/api/bookings/${refunding._id}/cancel`, { token: tourist.token })).status).toBe(200);
    });
    const res = await call(t.app, 'GET', '/api/admin/money-tasks', { token: admin });
    expect(res.status).toBe(200);
    const refund = res.body.refundsDue.items.find((i: { _id: string }) => i._id === refunding._id);
    expect(refund).toMatchObject({ customerName: 'Test Tourist', amount: 16.2 });
    const deposit = res.body.depositsDue.items.find((i: { _id: string }) => i._id === owing._id);
    expect(deposit).toMatchObject({ amount: owing.quote.depositDue, pickupDate: owing.pickupDate });
    expect(res.body.depositsDue.items.some((i: { _id: string }) => i._id === refunding._id)).toBe(false);
    expect(res.body.refundsDue.count).toBeGreaterThanOrEqual(1);
    expect((await call(t.app, 'GET', '/api/admin/money-tasks', { token: tourist.token })).status).toBe(403);
  });
});
