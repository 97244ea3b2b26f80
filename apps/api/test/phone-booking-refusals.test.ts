import { describe, expect, it } from 'vitest';
import { MESSAGES, addDays, colomboToday } from '@app/shared';
import { UNKNOWN_ID, expectError } from './api-helpers';
import { ENGINES, bookingBody, call, createVehicle, uniqueEmail, type TestApp } from './harness';
import { deliverOutbox } from './smtp';
import { withStaffEnv, type Smtp } from './staff-env';

/**
 * Issue 25, item 12: a phone booking that is refused leaves nothing behind. Staff book for a new
 * customer; whatever refuses the booking (seats, a booking rule, an unknown or withdrawn vehicle,
 * the vehicle already booked then), no account is made and no e-mail is queued or sent.
 */
describe.each(ENGINES)('a refused phone booking makes no account and sends nothing (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let smtp: Smtp;

  withStaffEnv(engine, (env) => ({ t, admin, smtp } = env));

  const phoneBooking = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/admin/bookings', { token: admin, body });
  const accountsOf = (email: string) => t.db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
  const outboxOf = (email: string) => t.db.query('SELECT id FROM outbox WHERE lower(recipient) = lower($1)', [email]);

  /** Asks for a phone booking for a new customer and expects the refusal, and nothing left of it. */
  async function refusedLeavesNothing(body: (email: string) => Record<string, unknown>, status: number, error: string) {
    const email = uniqueEmail('refused');
    expectError(await phoneBooking({ ...body(email), email, name: 'Refused Customer', phone: '+94 77 555 0000' }), status, error);
    expect(await accountsOf(email), 'no account').toEqual([]);
    expect(await outboxOf(email), 'no e-mail queued').toEqual([]);
    await deliverOutbox(t.db, smtp.url);
    expect(smtp.received.filter((m) => m.to.includes(email)), 'no e-mail sent').toEqual([]);
  }

  it('more tourists than the vehicle seats (9 in a 4-seat car): 400', async () => {
    const car = await createVehicle(t.app, admin, { seatingCapacity: 4 });
    await refusedLeavesNothing(() => bookingBody(car._id, { numTourists: 9, pickupDate: '2033-01-10', returnDate: '2033-01-12' }), 400, MESSAGES.booking.tooManyTourists(4));
  });

  it('a pickup in the past: 400', async () => {
    const car = await createVehicle(t.app, admin);
    const yesterday = addDays(colomboToday(), -1);
    await refusedLeavesNothing(() => bookingBody(car._id, { pickupDate: yesterday, returnDate: addDays(yesterday, 2) }), 400, MESSAGES.booking.pickupInPast);
  });

  it('an unknown vehicle: 404; a vehicle withdrawn from offer: 400', async () => {
    await refusedLeavesNothing(() => bookingBody(UNKNOWN_ID, { pickupDate: '2033-02-10', returnDate: '2033-02-12' }), 404, MESSAGES.api.vehicleNotFound);
    const withdrawn = await createVehicle(t.app, admin, { availabilityStatus: false });
    await refusedLeavesNothing(() => bookingBody(withdrawn._id, { pickupDate: '2033-02-10', returnDate: '2033-02-12' }), 400, MESSAGES.api.vehicleUnavailable);
  });

  it('the vehicle already booked for those dates (found only as the booking is written): 409, and the new account is taken back', async () => {
    const car = await createVehicle(t.app, admin);
    const dates = { pickupDate: '2033-03-10', returnDate: '2033-03-13' };
    const first = await phoneBooking(bookingBody(car._id, { ...dates, email: uniqueEmail('first'), name: 'First Customer' }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.accountCreated).toBe(true);
    await refusedLeavesNothing(() => bookingBody(car._id, { pickupDate: '2033-03-11', returnDate: '2033-03-12' }), 409, MESSAGES.booking.conflict);
  });

  it('an accepted phone booking still makes the account and its e-mails (the same path, committed)', async () => {
    const car = await createVehicle(t.app, admin);
    const email = uniqueEmail('accepted');
    const res = await phoneBooking(bookingBody(car._id, { pickupDate: '2033-04-10', returnDate: '2033-04-12', email, name: 'Accepted Customer' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await accountsOf(email)).toHaveLength(1);
    await deliverOutbox(t.db, smtp.url);
    expect(smtp.received.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Your LankaRide account is ready', expect.stringMatching(/^We received your booking/)]),
    );
  });

  it('twin phone bookings for one new address at once make one account', async () => {
    const email = uniqueEmail('twin');
    const cars = await Promise.all([0, 1, 2].map(() => createVehicle(t.app, admin)));
    const answers = await Promise.all(cars.map((car) => phoneBooking(bookingBody(car._id, { pickupDate: '2033-05-10', returnDate: '2033-05-12', email, name: 'Twin Customer' }))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers.filter((a) => a.body.accountCreated)).toHaveLength(1);
    expect(await accountsOf(email)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.userId._id)).size).toBe(1);
  });
});
