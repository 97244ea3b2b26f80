import { describe, expect, it } from 'vitest';
import { MESSAGES, bookingSchema } from '@app/shared';
import { ENGINES, bookingBody, call, tripSlots, withBookingEnv, type Account, type TestApp } from './harness';
import { book, expectValidation } from './api-helpers';

const B = MESSAGES.booking;

/** Flights on a booking (issue 32): the designator stored one way, the time and the sign's name kept. */
describe.each(ENGINES)('flights on bookings (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: Account;
  let vehicleId: string;
  withBookingEnv(engine, (env) => ({ t, admin, tourist, vehicleId } = env));
  const nextSlot = tripSlots('2034-01-01', 3);

  it('stores `UL 504` as UL504 with its time and the sign’s name, and answers them to the tourist and staff', async () => {
    const made = bookingSchema.parse(await book(t.app, tourist.token, bookingBody(vehicleId, { ...nextSlot(), flightNumber: ' ul 504 ', flightTime: '23:40', signName: 'Anna Schmidt' })));
    expect([made.flightNumber, made.flightTime, made.signName]).toEqual(['UL504', '23:40', 'Anna Schmidt']);
    const staffView = await call(t.app, 'GET', `/api/bookings/${made._id}`, { token: admin });
    expect(staffView.status).toBe(200);
    expect(bookingSchema.parse(staffView.body).flightNumber).toBe('UL504');
    for (const [typed, stored] of [['9W-1234A', '9W1234A'], ['u2 8', 'U28'], ['EK 650', 'EK650']] as const) {
      const other = bookingSchema.parse(await book(t.app, tourist.token, bookingBody(vehicleId, { ...nextSlot(), flightNumber: typed })));
      expect(other.flightNumber, typed).toBe(stored);
      expect(other.flightTime).toBeNull();
    }
  });

  it('answers null for a booking without a flight, blank fields included', async () => {
    const plain = bookingSchema.parse(await book(t.app, tourist.token, bookingBody(vehicleId, { ...nextSlot(), flightNumber: '', flightTime: '', signName: '  ' })));
    expect([plain.flightNumber, plain.flightTime, plain.signName]).toEqual([null, null, null]);
  });

  it('refuses what is not a flight number or a time with 400 naming the field, and books nothing', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings'))[0]!.n;
    for (const flightNumber of ['504', 'UL', 'ULX504', 'UL12345', 'UL 50 4 AB', '12 34', 'ÜL504', 504]) {
      const res = await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicleId, { ...nextSlot(), flightNumber }) });
      if (typeof flightNumber === 'number') expect(res.status, String(flightNumber)).toBe(400);
      else expectValidation(res, B.flightNumberInvalid);
    }
    for (const flightTime of ['24:00', '9:5', 'noon']) {
      expectValidation(await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicleId, { ...nextSlot(), flightNumber: 'UL504', flightTime }) }), B.flightTimeInvalid);
    }
    const quote = await call(t.app, 'POST', '/api/bookings/quote', { token: tourist.token, body: bookingBody(vehicleId, { ...nextSlot(), flightNumber: 'nope' }) });
    expect(quote.status).toBeLessThan(500);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings'))[0]!.n).toBe(before);
  });
});
