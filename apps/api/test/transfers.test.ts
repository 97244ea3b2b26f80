import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { DEFAULT_PRICING_POLICY, TRANSFER_VEHICLE_TYPES, adminTransferFareSchema, bookingSchema, seededTransferFareCents, transferDestinationSchema } from '@app/shared';
import { ADMIN, ENGINES, call, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { adminPatch, driverPatch, expectError } from './api-helpers';
import { listEventsOfBooking } from '../src/modules/events';

const M = PAGE_MESSAGES.transfersApi;

/** Airport transfers (issue 32, decision 111). */
describe.each(ENGINES)('airport transfers (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    tourist = (await registerUser(t.app)).token;
  });
  afterAll(async () => t?.close());

  it('GET /api/transfers: every destination but the airport, fares seeded from the road distance times the rate with a minimum, named in the asked language', async () => {
    const res = await call(t.app, 'GET', '/api/transfers');
    expect(res.status).toBe(200);
    for (const d of res.body) transferDestinationSchema.parse(d);
    expect(res.body.length).toBeGreaterThanOrEqual(40);
    expect(res.body.some((d: { placeId: string }) => d.placeId === 'cmb')).toBe(false);
    // Negombo is 10 km from the airport: every type at its minimum.
    const negombo = res.body.find((d: { placeId: string }) => d.placeId === 'negombo');
    expect(negombo.fares).toEqual({ Car: 25, Van: 35, SUV: 40, Bus: 90 });
    // Kandy by the roads in force: the rate times the kilometres, in whole dollars.
    const admin1 = await call(t.app, 'GET', '/api/admin/transfers', { token: admin });
    const kandy = admin1.body.find((d: { placeId: string }) => d.placeId === 'kandy');
    adminTransferFareSchema.parse(kandy);
    expect(kandy.km).toBeGreaterThan(90);
    expect(kandy.fares.Car).toBe(seededTransferFareCents('Car', kandy.km) / 100);
    expect(kandy.fares.Car).toBeGreaterThan(40);
    expect(kandy.fares.Car).toBeLessThan(kandy.fares.Van);
    expect(kandy.fares.Van).toBeLessThan(kandy.fares.Bus);
    expect(kandy.setAt).toBeNull();
    const si = await call(t.app, 'GET', '/api/transfers?lang=si');
    expect(si.body.find((d: { placeId: string }) => d.placeId === 'kandy').placeName).toBe('මහනුවර');
    expectError(await call(t.app, 'GET', '/api/transfers?lang=xx'), 400);
  });

  it('PUT /api/admin/transfers/:placeId sets the fares in force; bad amounts are 400 naming the type; unknown place 404; only admins', async () => {
    const body = { fares: { Car: 30, Van: 42.5, SUV: 48, Bus: 110 } };
    const res = await call(t.app, 'PUT', '/api/admin/transfers/negombo', { token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.fares).toEqual(body.fares);
    expect(res.body.seeded).toEqual({ Car: 25, Van: 35, SUV: 40, Bus: 90 });
    expect(res.body.setAt).not.toBeNull();
    const pub = await call(t.app, 'GET', '/api/transfers');
    expect(pub.body.find((d: { placeId: string }) => d.placeId === 'negombo').fares).toEqual(body.fares);

    const cents = await call(t.app, 'PUT', '/api/admin/transfers/negombo', { token: admin, body: { fares: { ...body.fares, Van: 42.555 } } });
    expectError(cents, 400);
    expect(cents.body.error).toBe(M.fareRange('Van', 1, 5000));
    expectError(await call(t.app, 'PUT', '/api/admin/transfers/negombo', { token: admin, body: { fares: { Car: 30 } } }), 400);
    expectError(await call(t.app, 'PUT', '/api/admin/transfers/negombo', { token: admin, body: { fares: { ...body.fares, Bus: 0 } } }), 400);
    const unknown = await call(t.app, 'PUT', '/api/admin/transfers/atlantis', { token: admin, body });
    expectError(unknown, 404);
    expect(unknown.body.error).toBe(M.placeNotFound);
    expectError(await call(t.app, 'PUT', '/api/admin/transfers/cmb', { token: admin, body }), 404);
    expectError(await call(t.app, 'PUT', '/api/admin/transfers/negombo', { token: tourist, body }), 403);
    expectError(await call(t.app, 'PUT', '/api/admin/transfers/negombo', { body }), 401);
    for (const type of TRANSFER_VEHICLE_TYPES) expect(typeof res.body.fares[type]).toBe('number');
  });

  /** An arrival at 23:40 on UL 504 to a hotel in Negombo: a van for 5 people with 6 bags. */
  const arrival = (extra: Record<string, unknown> = {}) => ({
    direction: 'arriving',
    placeId: 'negombo',
    hotel: 'Jetwing Lagoon, Pamunugama Road',
    date: '2031-03-10',
    time: '23:40',
    flightNumber: 'UL 504',
    passengers: 5,
    bags: 6,
    vehicleType: 'Van',
    name: 'Anna Müller',
    email: 'anna@example.com',
    phone: '+49 151 2345678',
    ...extra,
  });
  const book = (body: unknown, token = tourist) => call(t.app, 'POST', '/api/bookings/transfer', { token, body });

  it('POST /api/bookings/transfer: a free van of the type with a driver, the fare as its one line, held for the free waiting and the drive there and back', async () => {
    const vans = [
      await createVehicle(t.app, admin, { type: 'Van', brand: 'Toyota', model: 'KDH', seatingCapacity: 9 }),
      await createVehicle(t.app, admin, { type: 'Van', brand: 'Nissan', model: 'Caravan', seatingCapacity: 9 }),
    ];
    await createVehicle(t.app, admin, { type: 'Car', seatingCapacity: 4 });
    const fares = (await call(t.app, 'GET', '/api/transfers')).body.find((d: { placeId: string }) => d.placeId === 'negombo').fares;
    const res = await book(arrival({ totalPrice: fares.Van }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const b = bookingSchema.parse(res.body);
    expect(b.bookingStatus).toBe('pending');
    expect(b.driverOption).toBe('withDriver');
    expect(b.vehicleId._id).toBe(vans[0]._id);
    expect(b.flightNumber).toBe('UL504');
    expect(b.flightTime).toBe('23:40');
    expect([b.pickupDate, b.pickupTime]).toEqual(['2031-03-10', '23:40']);
    expect(b.pickupPoint).toBe('Bandaranaike International Airport (CMB)');
    expect(b.returnPoint).toBe('Jetwing Lagoon, Pamunugama Road, Negombo');
    // 60 minutes of free waiting and the 10 km there and back, to the quarter hour: past midnight.
    expect(b.returnDate).toBe('2031-03-11');
    expect(b.numTourists).toBe(5);
    expect(b.transfer).toMatchObject({ direction: 'arriving', placeId: 'negombo', passengers: 5, bags: 6, vehicleType: 'Van', fare: fares.Van, atPickupPointAt: null, noShow: null });
    expect(b.quote.lines.map((l) => [l.code, l.quantity, l.amount])).toEqual([['transfer', 1, fares.Van]]);
    expect(b.totalPrice).toBe(fares.Van);
    expect(b.quote.depositDue).toBe(Math.round(fares.Van * DEFAULT_PRICING_POLICY.depositPercent) / 100);

    // The second van takes the next arrival at the same time; then none is free: 409 naming the type.
    const second = await book(arrival());
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.vehicleId._id).toBe(vans[1]._id);
    const third = await book(arrival());
    expectError(third, 409);
    expect(third.body.error).toBe(M.noVehicleFree('Van'));
    // Once the first is over, its van is free again.
    const later = await book(arrival({ date: '2031-03-11', time: '09:00' }));
    expect(later.status, JSON.stringify(later.body)).toBe(201);
  });

  it('an Idempotency-Key books a transfer once: a retry, even two at once, answers the first booking (200); another body with the key is 422', async () => {
    await createVehicle(t.app, admin, { type: 'Van', brand: 'Toyota', model: 'KDH once', seatingCapacity: 9 });
    await createVehicle(t.app, admin, { type: 'Van', brand: 'Toyota', model: 'KDH spare', seatingCapacity: 9 });
    const body = arrival({ date: '2032-05-02' });
    const headers = { 'idempotency-key': 'transfer-once-1' };
    const [a, b] = await Promise.all([
      call(t.app, 'POST', '/api/bookings/transfer', { token: tourist, body, headers }),
      call(t.app, 'POST', '/api/bookings/transfer', { token: tourist, body, headers }),
    ]);
    expect([a.status, b.status].sort(), JSON.stringify([a.body, b.body])).toEqual([200, 201]);
    expect(a.body._id).toBe(b.body._id);
    const replay = await call(t.app, 'POST', '/api/bookings/transfer', { token: tourist, body, headers });
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body._id).toBe(a.body._id);
    // The spare van is still free: nothing was booked twice.
    const other = await book(arrival({ date: '2032-05-02' }));
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    expect(other.body.vehicleId._id).not.toBe(a.body.vehicleId._id);
    expectError(await call(t.app, 'POST', '/api/bookings/transfer', { token: tourist, body: arrival({ date: '2032-05-03' }), headers }), 422);
    expectError(await call(t.app, 'POST', '/api/bookings/transfer', { token: tourist, body, headers: { 'idempotency-key': 'not ok' } }), 400);
  });

  it('a transfer that does not fit, lacks a flight, names no known place or another price is a 400 naming the field', async () => {
    const car = await book(arrival({ vehicleType: 'Car' }));
    expectError(car, 400);
    expect(car.body.error).toBe(M.doesNotFit('Car', 3, 2));
    const noFlight = await book(arrival({ flightNumber: '' }));
    expectError(noFlight, 400);
    expect(noFlight.body.error).toBe(M.flightRequired);
    const badFlight = await book(arrival({ flightNumber: 'UL-50456' }));
    expectError(badFlight, 400);
    expect(badFlight.body.error).toMatch(/flight number/i);
    const place = await book(arrival({ placeId: 'atlantis' }));
    expectError(place, 400);
    expect(place.body.error).toBe(M.placeRequired);
    expectError(await book(arrival({ passengers: 0 })), 400, M.passengersRange(25));
    expectError(await book(arrival({ bags: 26, vehicleType: 'Bus' })), 400, M.bagsRange(25));
    expectError(await book(arrival({ direction: 'sideways' })), 400, M.directionRequired);
    expectError(await book(arrival({ totalPrice: 1, date: '2031-04-01' })), 400);
    expectError(await call(t.app, 'POST', '/api/bookings/transfer', { body: arrival() }), 401);
    // Departing needs no flight, and a car for two with two bags fits.
    const departing = await book(arrival({ direction: 'departing', flightNumber: '', vehicleType: 'Car', passengers: 2, bags: 2, date: '2031-03-12', time: '05:00' }));
    expect(departing.status, JSON.stringify(departing.body)).toBe(201);
    expect(departing.body.pickupPoint).toBe('Jetwing Lagoon, Pamunugama Road, Negombo');
    expect(departing.body.returnPoint).toBe('Bandaranaike International Airport (CMB)');
    expect(departing.body.flightNumber).toBeNull();
  });

  it('the driver\'s day: at the pickup point (stamped), picked up, completed; a no-show after the free waiting, reviewed by staff with the refund its finding gives', async () => {
    const driver = await registerUser(t.app, 'driver');
    await createVehicle(t.app, admin, { type: 'SUV', brand: 'Toyota', model: 'Prado', seatingCapacity: 6 });
    const suv = (extra: Record<string, unknown>) => arrival({ vehicleType: 'SUV', passengers: 2, bags: 2, ...extra });
    const trip = (await book(suv({ date: '2031-05-01' }))).body;
    expect((await adminPatch(t.app, admin, trip._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);
    const step = (id: string, what: string, body?: unknown, token = driver.token) => call(t.app, 'POST', `/api/drivers/bookings/${id}/${what}`, { token, body });

    // Not a day early; nobody else's driver; then stamped with the server's clock, the first stamp kept.
    expectError(await step(trip._id, 'at-pickup-point'), 409);
    expectError(await step(trip._id, 'at-pickup-point', undefined, tourist), 403);
    t.clock.set('2031-05-01T23:35+05:30');
    const at = await step(trip._id, 'at-pickup-point');
    expect(at.status, JSON.stringify(at.body)).toBe(200);
    expect(at.body.transfer.atPickupPointAt).toBe(new Date('2031-05-01T23:35+05:30').toISOString());
    t.clock.set('2031-05-01T23:50+05:30');
    expect((await step(trip._id, 'at-pickup-point')).body.transfer.atPickupPointAt).toBe(at.body.transfer.atPickupPointAt);
    // Within the free hour after landing, no no-show yet.
    expectError(await step(trip._id, 'no-show', { note: 'Nobody' }), 409, M.noShowTooEarly('2031-05-02 00:40'));
    const pickedUp = await driverPatch(t.app, driver.token, trip._id, 'picked_up');
    expect(pickedUp.status).toBe(200);
    // Ten minutes after landing: within the free hour, no waiting proposed.
    expect(pickedUp.body.transfer.waiting).toBeNull();
    // The stamp is a domain event (once, the second press kept the first), so every screen following the booking reads it at once.
    const types = (await listEventsOfBooking(t.db, trip._id)).map((e) => e.type);
    expect(types.filter((type) => type === 'booking.transferStamped')).toHaveLength(1);
    expect((await driverPatch(t.app, driver.token, trip._id, 'completed')).status).toBe(200);
    expectError(await step(trip._id, 'at-pickup-point'), 409, M.notConfirmed);

    // A second transfer: nobody comes. Not before "at the pickup point", not before the free hour is over.
    t.clock.reset();
    const lost = (await book(suv({ date: '2031-05-03' }))).body;
    expect((await adminPatch(t.app, admin, lost._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);
    const paid = await call(t.app, 'POST', `/api/admin/bookings/${lost._id}/payments`, { token: admin, body: { kind: 'deposit', method: 'cash', amount: lost.quote.depositDue, currency: 'USD' } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    t.clock.set('2031-05-04T00:41+05:30');
    expectError(await step(lost._id, 'no-show', { note: 'Nobody' }), 409, M.notAtPickupPoint);
    t.clock.set('2031-05-03T23:30+05:30');
    expect((await step(lost._id, 'at-pickup-point')).status).toBe(200);
    expectError(await step(lost._id, 'no-show', { note: 'Nobody' }), 409);
    t.clock.set('2031-05-04T00:41+05:30');
    expectError(await call(t.app, 'POST', `/api/admin/bookings/${lost._id}/no-show-review`, { token: admin, body: { outcome: 'touristNoShow' } }), 409, M.noNoShow);
    const noShow = await step(lost._id, 'no-show', { note: 'Waited at the arrivals exit with the sign until 00:40; phone off.' });
    expect(noShow.status, JSON.stringify(noShow.body)).toBe(200);
    expect(noShow.body.transfer.noShow).toMatchObject({ note: 'Waited at the arrivals exit with the sign until 00:40; phone off.', review: null });
    expect(noShow.body.bookingStatus).toBe('confirmed');
    expectError(await step(lost._id, 'no-show', { note: 'again' }), 409);
    expectError(await call(t.app, 'POST', `/api/admin/bookings/${lost._id}/no-show-review`, { token: admin, body: { outcome: 'maybe' } }), 400, M.outcomeRequired);
    expectError(await call(t.app, 'POST', `/api/admin/bookings/${lost._id}/no-show-review`, { token: driver.token, body: { outcome: 'touristNoShow' } }), 403);
    const reviewed = await call(t.app, 'POST', `/api/admin/bookings/${lost._id}/no-show-review`, { token: admin, body: { outcome: 'touristNoShow' } });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    expect(reviewed.body.bookingStatus).toBe('cancelled');
    expect(reviewed.body.transfer.noShow.review.outcome).toBe('touristNoShow');
    expect(reviewed.body.paymentSummary.refundDue).toBe(0);
    expect(reviewed.body.paymentSummary.paid).toBe(lost.quote.depositDue);

    // A driver who never arrived: everything paid comes back.
    t.clock.reset();
    const missed = (await book(suv({ date: '2031-05-05' }))).body;
    expect((await adminPatch(t.app, admin, missed._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);
    await call(t.app, 'POST', `/api/admin/bookings/${missed._id}/payments`, { token: admin, body: { kind: 'deposit', method: 'cash', amount: missed.quote.depositDue, currency: 'USD' } });
    t.clock.set('2031-05-05T23:30+05:30');
    await step(missed._id, 'at-pickup-point');
    t.clock.set('2031-05-06T01:00+05:30');
    expect((await step(missed._id, 'no-show', { note: 'Came late from another trip' })).status).toBe(200);
    const refunded = await call(t.app, 'POST', `/api/admin/bookings/${missed._id}/no-show-review`, { token: admin, body: { outcome: 'driverNeverArrived' } });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.paymentSummary.refundDue).toBe(missed.quote.depositDue);
    // A booking that is no transfer has none of these steps.
    t.clock.reset();
    const plain = (await call(t.app, 'POST', '/api/bookings', { token: tourist, body: { vehicleId: trip.vehicleId._id, name: 'A', email: 'a@example.com', phone: '+94 77 000 0000', pickupDate: '2031-06-01', pickupTime: '09:00', returnDate: '2031-06-02', returnTime: '09:00', pickupPoint: 'Colombo', returnPoint: 'Colombo', numTourists: 1, driverOption: 'withDriver' } })).body;
    expect((await adminPatch(t.app, admin, plain._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);
    expectError(await step(plain._id, 'at-pickup-point'), 409, M.notATransfer);
  });

  it('waiting: a pickup past the free hour proposes each started hour at the booking\'s rate; staff charge it (an extra) or waive it, once', async () => {
    const driver = await registerUser(t.app, 'driver');
    await createVehicle(t.app, admin, { type: 'SUV', brand: 'Mitsubishi', model: 'Montero wait', seatingCapacity: 6 });
    const suv = (extra: Record<string, unknown>) => arrival({ vehicleType: 'SUV', passengers: 2, bags: 2, ...extra });
    const waitFor = async (date: string, atPickup: string, pickup: string) => {
      t.clock.reset();
      const b = (await book(suv({ date }))).body;
      expect((await adminPatch(t.app, admin, b._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);
      t.clock.set(atPickup);
      expect((await call(t.app, 'POST', `/api/drivers/bookings/${b._id}/at-pickup-point`, { token: driver.token })).status).toBe(200);
      t.clock.set(pickup);
      const res = await driverPatch(t.app, driver.token, b._id, 'picked_up');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const rate = DEFAULT_PRICING_POLICY.transferWaitingPerHour;
    // Landed 23:40, the driver there since 23:30, picked up at 01:55: 135 minutes, 75 past the free hour: two started hours.
    const late = await waitFor('2031-07-01', '2031-07-01T23:30+05:30', '2031-07-02T01:55+05:30');
    expect(late.transfer.waiting).toEqual({ minutes: 135, hours: 2, unitAmount: rate, status: 'proposed', decidedAt: null });
    // Proposed only: nothing charged yet.
    expect(late.extras).toEqual([]);
    const decide = (id: string, body: unknown, token = admin) => call(t.app, 'PATCH', `/api/admin/bookings/${id}/transfer-waiting`, { token, body });
    expectError(await decide(late._id, { status: 'maybe' }), 400, M.waitingDecisionRequired);
    expectError(await decide(late._id, { status: 'confirmed' }, driver.token), 403);
    expectError(await decide(late._id, { status: 'confirmed' }, tourist), 403);
    const charged = await decide(late._id, { status: 'confirmed' });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    expect(charged.body.transfer.waiting).toMatchObject({ status: 'confirmed', decidedAt: new Date('2031-07-02T01:55+05:30').toISOString() });
    expect(charged.body.extras.map((l: { code: string; quantity: number; amount: number }) => [l.code, l.quantity, l.amount])).toEqual([['waiting', 2, 2 * rate]]);
    expect(charged.body.paymentSummary.balanceDue).toBe(late.paymentSummary.balanceDue + 2 * rate);
    expectError(await decide(late._id, { status: 'waived' }), 409, M.noWaiting);

    // The driver came late (at 00:50, after the landing): the waiting counts from him, 65 minutes, one started hour; waived.
    const driverLate = await waitFor('2031-07-05', '2031-07-06T00:50+05:30', '2031-07-06T01:55+05:30');
    expect(driverLate.transfer.waiting).toMatchObject({ minutes: 65, hours: 1, status: 'proposed' });
    const waived = await decide(driverLate._id, { status: 'waived' });
    expect(waived.status).toBe(200);
    expect(waived.body.transfer.waiting.status).toBe('waived');
    expect(waived.body.extras).toEqual([]);
    // Nothing to decide on a transfer picked up in time, nor on a booking that does not exist.
    const onTime = await waitFor('2031-07-09', '2031-07-09T23:30+05:30', '2031-07-10T00:30+05:30');
    expect(onTime.transfer.waiting).toBeNull();
    expectError(await decide(onTime._id, { status: 'confirmed' }), 409, M.noWaiting);
    expectError(await decide('0123456789abcdef01234567', { status: 'confirmed' }), 404);
    t.clock.reset();
  });

  it('the OpenAPI document lists the transfer routes', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).body;
    expect(doc.paths['/api/transfers'].get).toBeDefined();
    expect(doc.paths['/api/admin/transfers'].get).toBeDefined();
    expect(doc.paths['/api/admin/transfers/{placeId}'].put).toBeDefined();
    expect(doc.paths['/api/bookings/transfer'].post).toBeDefined();
    expect(doc.paths['/api/drivers/bookings/{id}/at-pickup-point'].post).toBeDefined();
    expect(doc.paths['/api/drivers/bookings/{id}/no-show'].post).toBeDefined();
    expect(doc.paths['/api/admin/bookings/{id}/no-show-review'].post).toBeDefined();
  });
});
