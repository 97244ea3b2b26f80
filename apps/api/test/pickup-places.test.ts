import { describe, expect, it } from 'vitest';
import { bookingSchema, mapLinks, type Booking } from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { ENGINES, bookingBody, call, registerUser, tripSlots, withBookingEnv, type Account, type TestApp } from './harness';
import { book, expectValidation } from './api-helpers';

const P = PAGE_MESSAGES.pickupPlaces;

/** Places a driver can find (issue 32, decision 116): map points beside the points' strings. */
describe.each(ENGINES)('pickup and return points on the map (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: Account;
  let vehicleId: string;
  withBookingEnv(engine, (env) => ({ t, admin, tourist, vehicleId } = env));
  const nextSlot = tripSlots('2035-03-01', 3);

  it('keeps a pasted link’s or typed coordinates’ point beside the hotel’s words, and answers it to the tourist and staff', async () => {
    const made = bookingSchema.parse(
      await book(
        t.app,
        tourist.token,
        bookingBody(vehicleId, {
          ...nextSlot(),
          pickupPoint: 'Jetwing Lighthouse, Galle',
          pickupGeo: 'https://www.google.com/maps/place/Jetwing+Lighthouse/@6.0457,80.1986,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d6.045712!4d80.198634',
          returnPoint: 'Kandy',
          returnGeo: { lat: 7.2906123, lng: 80.6337456 },
        }),
      ),
    );
    expect(made.pickupPoint).toBe('Jetwing Lighthouse, Galle');
    expect(made.pickupGeo).toEqual({ lat: 6.04571, lng: 80.19863 });
    expect(made.returnGeo).toEqual({ lat: 7.29061, lng: 80.63375 });
    const staff = await call<Booking>(t.app, 'GET', `/api/bookings/${made._id}`, { token: admin });
    expect(staff.status).toBe(200);
    expect([staff.body.pickupGeo, staff.body.returnGeo]).toEqual([made.pickupGeo, made.returnGeo]);
    // The links the driver's card opens: the pasted point, with the hotel's name as its label.
    expect(mapLinks(made.pickupPoint, made.pickupGeo)).toEqual({
      geo: `geo:6.04571,80.19863?q=6.04571,80.19863${encodeURIComponent('(Jetwing Lighthouse, Galle)')}`,
      web: 'https://www.google.com/maps/search/?api=1&query=6.04571,80.19863',
    });
  });

  it('answers null without a map point (blank or missing), and a free-text point still opens as a search', async () => {
    const plain = bookingSchema.parse(await book(t.app, tourist.token, bookingBody(vehicleId, { ...nextSlot(), pickupPoint: 'Hotel Suisse, Kandy', pickupGeo: '  ', returnPoint: 'Colombo' })));
    expect([plain.pickupGeo, plain.returnGeo]).toEqual([null, null]);
    expect(mapLinks(plain.pickupPoint, plain.pickupGeo).web).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Hotel Suisse, Kandy, Sri Lanka')}`);
    // A branch opens at its street address; a place of the list at its coordinates.
    expect(mapLinks('Colombo').web).toContain(encodeURIComponent('No. 42, Galle Road'));
    expect(mapLinks('Bandaranaike International Airport').geo).toMatch(/^geo:7\.1808,79\.8841\?q=/);
  });

  it('refuses a map point it cannot read, or one outside Sri Lanka, with 400 naming the field, and books nothing', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings'))[0]!.n;
    const cases: [string, unknown, string][] = [
      ['pickupGeo', 'https://maps.app.goo.gl/AbCdEf123', P.pickupNoCoordinates],
      ['pickupGeo', 'near the temple', P.pickupNoCoordinates],
      ['pickupGeo', { lat: 'x', lng: 80 }, P.pickupNoCoordinates],
      ['pickupGeo', 42, P.pickupNoCoordinates],
      ['pickupGeo', '80.6337, 7.2906', P.pickupOutsideSriLanka],
      ['returnGeo', { lat: 48.8566, lng: 2.3522 }, P.returnOutsideSriLanka],
      ['returnGeo', 'geo:51.5,-0.12', P.returnOutsideSriLanka],
      ['returnGeo', 'somewhere', P.returnNoCoordinates],
    ];
    for (const [field, value, message] of cases) {
      const res = await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicleId, { ...nextSlot(), [field]: value }) });
      expectValidation(res, message);
    }
    // The office's phone booking reads the same fields.
    const customer = await registerUser(t.app);
    const staff = await call(t.app, 'POST', '/api/admin/bookings', { token: admin, body: { ...bookingBody(vehicleId, { ...nextSlot(), returnGeo: { lat: 0, lng: 0 } }), customerId: customer.user._id } });
    expectValidation(staff, P.returnOutsideSriLanka);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings'))[0]!.n).toBe(before);
  });

  it('the office’s phone booking keeps the map point too; the database holds both halves or neither', async () => {
    const customer = await registerUser(t.app);
    const res = await call<Booking>(t.app, 'POST', '/api/admin/bookings', { token: admin, body: { ...bookingBody(vehicleId, { ...nextSlot(), pickupPoint: 'Cinnamon Grand', pickupGeo: '6.9177, 79.8485' }), customerId: customer.user._id } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.pickupGeo).toEqual({ lat: 6.9177, lng: 79.8485 });
    await expect(t.db.query('UPDATE bookings SET pickup_lng = NULL WHERE id = $1', [res.body._id])).rejects.toThrow();
    await expect(t.db.query('UPDATE bookings SET return_lat = 40, return_lng = 80 WHERE id = $1', [res.body._id])).rejects.toThrow();
  });
});
