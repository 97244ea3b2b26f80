/**
 * Extras (issue 26, item 18; decision 086): staff set them up, a tourist books them as quote
 * lines, and the booking keeps the prices it was made with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEFAULT_PRICING_POLICY, MESSAGES, chosenAddOns, quoteTrip, type AddOn, type Booking } from '@app/shared';
import { ADMIN, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { UNKNOWN_ID, book, expectError } from './api-helpers';

const M = MESSAGES.money;

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** 2030-06-10 09:00 to 2030-06-13 09:00: three days (each test books its own vehicle). */
const DATES = { pickupDate: '2030-06-10', pickupTime: '09:00', returnDate: '2030-06-13', returnTime: '09:00' };

describe.each(ENGINES)('extras (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: string;
  let shipped: AddOn[];
  const byKey = (key: string) => shipped.find((a) => a.key === key)!;
  const input = (a: AddOn, change: Partial<AddOn> = {}) => {
    const { _id: _id, key: _key, ...rest } = { ...a, ...change };
    return rest;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    tourist = (await registerUser(t.app)).token;
    shipped = (await call<AddOn[]>(t.app, 'GET', '/api/admin/add-ons', { token: admin })).body;
  });
  afterAll(async () => t?.close());

  const car = () => createVehicle(t.app, admin, { pricingDetails: { perDay: 40, perHour: 6 } });

  it('ships a child seat, a booster, an extra driver, a surfboard rack and a local SIM; the public list has the active ones', async () => {
    expect(shipped.map((a) => a.key)).toEqual(['childSeat', 'boosterSeat', 'extraDriver', 'surfboardRack', 'localSim']);
    expect(byKey('childSeat')).toMatchObject({ price: 3, pricing: 'perDay', maxQuantity: 3, active: true });
    expect(byKey('childSeat').vehicleTypes).not.toContain('Scooter');
    const pub = await call<AddOn[]>(t.app, 'GET', '/api/add-ons');
    expect(pub.status).toBe(200);
    expect(pub.headers['cache-control']).toBe('no-cache');
    expect(pub.body.map((a) => a.key)).toEqual(shipped.map((a) => a.key));
    // Staff only.
    expect((await call(t.app, 'GET', '/api/admin/add-ons', { token: tourist })).status).toBe(403);
    expect((await call(t.app, 'PUT', `/api/admin/add-ons/${byKey('localSim')._id}`, { token: tourist, body: input(byKey('localSim')) })).status).toBe(403);
  });

  it('books extras as quote lines: the total, deposit and balance include them, and the quote agrees with the shared function', async () => {
    const v = await car();
    const addOns = [{ id: byKey('childSeat')._id, quantity: 2 }, { id: byKey('localSim')._id, quantity: 1 }];
    const quote = await call(t.app, 'POST', '/api/bookings/quote', { body: { vehicleId: v._id, ...DATES, driverOption: 'selfDrive', addOns } });
    expect(quote.status).toBe(200);
    const local = quoteTrip({ ...DATES, perDay: 40, driverOption: 'selfDrive' }, DEFAULT_PRICING_POLICY, chosenAddOns(shipped, addOns));
    expect({ ...quote.body, lines: quote.body.lines.map(({ label: _l, ...line }: { label: string }) => line) }).toEqual(local);
    // 3 days x $40, 2 seats x 3 days x $3, one SIM $8.
    expect(quote.body.total).toBe(120 + 18 + 8);
    expect(quote.body.lines.map((l: { label: string }) => l.label)).toEqual([M.lines.vehicle, 'Child seat', 'Local SIM card']);

    const b: Booking = await book(t.app, tourist, bookingBody(v._id, { ...DATES, driverOption: 'selfDrive', addOns, totalPrice: 146 }));
    expect(b.totalPrice).toBe(146);
    expect(b.quote.total).toBe(146);
    expect(b.quote.depositDue).toBe(14.6);
    expect(b.paymentSummary).toMatchObject({ depositDue: 14.6, balanceDue: 146 });
    expect(b.quote.lines.filter((l) => l.code === 'addOn').map((l) => [l.addOn?.key, l.addOn?.count, l.quantity, l.unitAmount, l.amount])).toEqual([
      ['childSeat', 2, 6, 3, 18],
      ['localSim', 1, 1, 8, 8],
    ]);
    // The total the form showed without the extras is refused: the server prices what was chosen.
    const v2 = await car();
    expectError(await call(t.app, 'POST', '/api/bookings', { token: tourist, body: bookingBody(v2._id, { ...DATES, driverOption: 'selfDrive', addOns, totalPrice: 120 }) }), 400, MESSAGES.api.priceMismatch('146.00'));
  });

  it('a booking staff take by phone books extras the same way, priced by the server', async () => {
    const v = await car();
    const customer = await registerUser(t.app);
    const addOns = [{ id: byKey('childSeat')._id, quantity: 1 }];
    const res = await call<Booking>(t.app, 'POST', '/api/admin/bookings', { token: admin, body: { ...bookingBody(v._id, { ...DATES, driverOption: 'selfDrive', addOns }), customerId: customer.user._id } });
    expect(res.status).toBe(201);
    // 3 days x $40 and one seat x 3 days x $3.
    expect(res.body.totalPrice).toBe(129);
    expect(res.body.quote.lines.filter((l) => l.code === 'addOn').map((l) => [l.addOn?.key, l.quantity, l.amount])).toEqual([['childSeat', 3, 9]]);
    // An extra that does not go with the vehicle is refused there too.
    const scooter = await createVehicle(t.app, admin, { type: 'Scooter', seatingCapacity: 2, pricingDetails: { perDay: 10, perHour: 2 } });
    const refused = await call(t.app, 'POST', '/api/admin/bookings', { token: admin, body: { ...bookingBody(scooter._id, { ...DATES, driverOption: 'selfDrive', numTourists: 1, addOns }), customerId: customer.user._id } });
    expectError(refused, 400, M.addOnNotForVehicle('Child seat'));
  });

  it('keeps the prices it was booked with when staff change them later; a new booking gets the new price', async () => {
    const v = await car();
    const rack = byKey('surfboardRack');
    const b: Booking = await book(t.app, tourist, bookingBody(v._id, { ...DATES, driverOption: 'selfDrive', addOns: [{ id: rack._id, quantity: 1 }] }));
    expect(b.totalPrice).toBe(135);
    const changed = await call<AddOn>(t.app, 'PUT', `/api/admin/add-ons/${rack._id}`, { token: admin, body: input(rack, { price: 22.5 }) });
    expect(changed.status).toBe(200);
    expect(changed.body.price).toBe(22.5);
    try {
      const again = (await call<Booking>(t.app, 'GET', `/api/bookings/${b._id}`, { token: tourist })).body;
      expect(again.totalPrice).toBe(135);
      expect(again.quote.lines.find((l) => l.code === 'addOn')).toMatchObject({ unitAmount: 15, amount: 15 });
      // The receipt shows the line as booked.
      const pdf = await t.app.inject({ method: 'GET', url: `/api/bookings/${b._id}/receipt.pdf`, headers: { authorization: `Bearer ${tourist}` } });
      expect(pdf.statusCode).toBe(200);
      expect(await pdfText(pdf.rawPayload)).toContain('Surfboard rack (1 × $15.00 per trip)');
      // Staff moving its dates re-price it with its own extras, at the kept price.
      const moved = await call<Booking>(t.app, 'PUT', `/api/admin/bookings/${b._id}/schedule`, { token: admin, body: { ...DATES, returnDate: '2030-06-14', reason: 'One more day' } });
      expect(moved.status).toBe(200);
      expect(moved.body.totalPrice).toBe(4 * 40 + 15);
      const newer: Booking = await book(t.app, tourist, bookingBody((await car())._id, { ...DATES, driverOption: 'selfDrive', addOns: [{ id: rack._id, quantity: 1 }] }));
      expect(newer.totalPrice).toBe(120 + 22.5);
    } finally {
      await call(t.app, 'PUT', `/api/admin/add-ons/${rack._id}`, { token: admin, body: input(rack) });
    }
  });

  it('refuses an extra not offered, not for the vehicle, over its limit, unknown or chosen twice (400, nothing booked)', async () => {
    const seat = byKey('childSeat');
    const sim = byKey('localSim');
    const v = await car();
    const attempt = (addOns: unknown, vehicleId = v._id) => call(t.app, 'POST', '/api/bookings', { token: tourist, body: bookingBody(vehicleId, { ...DATES, driverOption: 'selfDrive', addOns }) });

    expect((await call(t.app, 'PUT', `/api/admin/add-ons/${sim._id}`, { token: admin, body: input(sim, { active: false }) })).status).toBe(200);
    try {
      expect((await call<AddOn[]>(t.app, 'GET', '/api/add-ons')).body.map((a) => a.key)).not.toContain('localSim');
      expectError(await attempt([{ id: sim._id, quantity: 1 }]), 400, M.addOnUnavailable);
      expectError(await call(t.app, 'POST', '/api/bookings/quote', { body: { vehicleId: v._id, ...DATES, addOns: [{ id: sim._id, quantity: 1 }] } }), 400, M.addOnUnavailable);
    } finally {
      await call(t.app, 'PUT', `/api/admin/add-ons/${sim._id}`, { token: admin, body: input(sim) });
    }
    expectError(await attempt([{ id: seat._id, quantity: 4 }]), 400, M.addOnOverLimit(3, 'Child seat'));
    expectError(await attempt([{ id: seat._id, quantity: 11 }]), 400);
    expectError(await attempt([{ id: seat._id, quantity: 0 }]), 400);
    expectError(await attempt([{ id: UNKNOWN_ID, quantity: 1 }]), 400, M.addOnUnavailable);
    expectError(await attempt([{ id: seat._id, quantity: 1 }, { id: seat._id, quantity: 1 }]), 400);
    expectError(await attempt('a child seat'), 400);
    const scooter = await createVehicle(t.app, admin, { type: 'Scooter', seatingCapacity: 2, pricingDetails: { perDay: 24, perHour: 4 } });
    expectError(await attempt([{ id: seat._id, quantity: 1 }], scooter._id), 400, M.addOnNotForVehicle('Child seat'));
    // None of them booked the vehicle: the plain booking still goes through.
    expect((await attempt([{ id: seat._id, quantity: 3 }])).status).toBe(201);
  });

  it('staff create an extra with names per language (English required), limits and vehicle types checked', async () => {
    const bad = await call(t.app, 'POST', '/api/admin/add-ons', { token: admin, body: { names: { de: 'Kühlbox' }, price: 4, pricing: 'perTrip', maxQuantity: 2 } });
    expectError(bad, 400, M.addOnNameRequired);
    expectError(await call(t.app, 'POST', '/api/admin/add-ons', { token: admin, body: { names: { en: 'Cooler' }, price: 4.555, pricing: 'perTrip', maxQuantity: 2 } }), 400);
    expectError(await call(t.app, 'POST', '/api/admin/add-ons', { token: admin, body: { names: { en: 'Cooler' }, price: 4, pricing: 'perHour', maxQuantity: 2 } }), 400);
    expectError(await call(t.app, 'POST', '/api/admin/add-ons', { token: admin, body: { names: { en: 'Cooler' }, price: 4, pricing: 'perTrip', maxQuantity: 2, vehicleTypes: ['Boat'] } }), 400);
    expectError(await call(t.app, 'PUT', `/api/admin/add-ons/${UNKNOWN_ID}`, { token: admin, body: { names: { en: 'Cooler' }, price: 4, pricing: 'perTrip', maxQuantity: 2 } }), 404, M.addOnNotFound);

    const made = await call<AddOn>(t.app, 'POST', '/api/admin/add-ons', { token: admin, body: { names: { en: 'Cooler box', de: 'Kühlbox' }, price: 4, pricing: 'perTrip', maxQuantity: 2, vehicleTypes: ['Van'] } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ key: null, names: { en: 'Cooler box', de: 'Kühlbox' }, price: 4, vehicleTypes: ['Van'], active: true });
    const v = await car();
    expectError(await call(t.app, 'POST', '/api/bookings/quote', { body: { vehicleId: v._id, ...DATES, addOns: [{ id: made.body._id, quantity: 1 }] } }), 400, M.addOnNotForVehicle('Cooler box'));
    const van = await createVehicle(t.app, admin, { type: 'Van', seatingCapacity: 8, pricingDetails: { perDay: 70, perHour: 9 } });
    const q = await call(t.app, 'POST', '/api/bookings/quote', { body: { vehicleId: van._id, ...DATES, driverOption: 'selfDrive', addOns: [{ id: made.body._id, quantity: 2 }] } });
    expect(q.status).toBe(200);
    expect(q.body.lines.at(-1)).toMatchObject({ code: 'addOn', label: 'Cooler box', quantity: 2, amount: 8 });
    // A shipped extra keeps its key (named by the catalogs) whatever names are sent.
    const seat = byKey('childSeat');
    const renamed = await call<AddOn>(t.app, 'PUT', `/api/admin/add-ons/${seat._id}`, { token: admin, body: input(seat, { names: {} }) });
    expect(renamed.status).toBe(200);
    expect(renamed.body.key).toBe('childSeat');
  });
});
