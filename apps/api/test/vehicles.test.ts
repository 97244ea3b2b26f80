import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, VEHICLE_TYPES, availabilityEventSchema, vehicleSchema } from '@app/shared';
import { ENGINES, bookingBody, call, createVehicle, registerUser, type TestApp, withAdminApp, type Account } from './harness';
import { MALFORMED_ID, UNKNOWN_ID, adminPatch, book, expectError, expectValidation, idsOf } from './api-helpers';

const A = MESSAGES.api;
const V = MESSAGES.vehicleForm;

/** Pictures on this site are answered under PUBLIC_URL (decision 076; public-pictures.test.ts). */
const answered = (vehicle: typeof VALID_VEHICLE, publicUrl: string) => ({ ...vehicle, image: `${publicUrl}${vehicle.image}` });

const VALID_VEHICLE = {
  type: 'Van',
  brand: 'Toyota',
  model: 'HiAce',
  seatingCapacity: 10,
  features: ['Air Conditioning', 'GPS'],
  pricingDetails: { perDay: 85.5, perHour: 12 },
  image: '/images/vehicles/van-hiace.svg',
  availabilityStatus: true,
};

describe.each(ENGINES)('vehicles (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: Account;
  withAdminApp(engine, async (app, token) => ([t, admin, tourist] = [app, token, await registerUser(app.app)]));

  const available = async (query: string) => {
    const res = await call(t.app, 'GET', `/api/vehicles/available${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.map((v: unknown) => vehicleSchema.parse(v)) as { _id: string; type: string; availabilityStatus: boolean }[];
  };

  describe('public calls', () => {
    it('GET /api/vehicles lists every vehicle, offered or not, in the spec shape', async () => {
      const offered = await createVehicle(t.app, admin, { brand: 'Suzuki', model: 'Alto' });
      const withdrawn = await createVehicle(t.app, admin, { brand: 'Nissan', model: 'Leaf', availabilityStatus: false });
      const res = await call(t.app, 'GET', '/api/vehicles');
      expect(res.status).toBe(200);
      const vehicles = res.body.map((v: unknown) => vehicleSchema.parse(v));
      expect(idsOf(vehicles)).toEqual(expect.arrayContaining([offered._id, withdrawn._id]));
      expect(vehicles.find((v: { _id: string }) => v._id === withdrawn._id).availabilityStatus).toBe(false);
    });

    it('GET /api/vehicles/:id answers the vehicle; unknown and malformed ids -> 404 JSON', async () => {
      const created = await createVehicle(t.app, admin, VALID_VEHICLE);
      const res = await call(t.app, 'GET', `/api/vehicles/${created._id}`);
      expect(res.status).toBe(200);
      const v = vehicleSchema.parse(res.body);
      expect(v).toMatchObject({ ...answered(VALID_VEHICLE, t.config.publicUrl), _id: created._id });
      expectError(await call(t.app, 'GET', `/api/vehicles/${UNKNOWN_ID}`), 404, A.vehicleNotFound);
      expectError(await call(t.app, 'GET', `/api/vehicles/${MALFORMED_ID}`), 404, A.vehicleNotFound);
      expectError(await call(t.app, 'GET', `/api/vehicles/${UNKNOWN_ID}/availability`), 404, A.vehicleNotFound);
      expectError(await call(t.app, 'GET', `/api/vehicles/${MALFORMED_ID}/availability`), 404, A.vehicleNotFound);
    });
  });

  describe('GET /api/vehicles/available', () => {
    let booked: string;
    let free: string;
    let withdrawn: string;
    let scooter: string;
    let cancelledOnly: string;
    beforeAll(async () => {
      booked = (await createVehicle(t.app, admin, { brand: 'Booked', model: 'Car' }))._id;
      free = (await createVehicle(t.app, admin, { brand: 'Free', model: 'Car' }))._id;
      withdrawn = (await createVehicle(t.app, admin, { brand: 'Withdrawn', model: 'Car', availabilityStatus: false }))._id;
      scooter = (await createVehicle(t.app, admin, { type: 'Scooter', brand: 'Honda', model: 'Dio', seatingCapacity: 2 }))._id;
      cancelledOnly = (await createVehicle(t.app, admin, { brand: 'Cancelled', model: 'Car' }))._id;
      // Active booking 2030-03-10 09:00 .. 2030-03-12 09:00 (Colombo time).
      await book(t.app, tourist.token, bookingBody(booked));
      const cancelled = await book(t.app, tourist.token, bookingBody(cancelledOnly));
      expect((await adminPatch(t.app, admin, cancelled._id, { status: 'cancelled' })).status).toBe(200);
    });

    it('without dates: every offered vehicle, never one withdrawn', async () => {
      const ids = idsOf(await available(''));
      expect(ids).toEqual(expect.arrayContaining([booked, free, scooter, cancelledOnly]));
      expect(ids).not.toContain(withdrawn);
      for (const v of await available('')) expect(v.availabilityStatus).toBe(true);
    });

    it('with dates: leaves out vehicles with an active booking overlapping [pickup 00:00, return 23:59]', async () => {
      const cases: [string, string, boolean][] = [
        ['2030-03-10', '2030-03-12', false],
        ['2030-03-11', '2030-03-11', false],
        ['2030-03-01', '2030-03-10', false], // 23:59 on the 10th is after the 09:00 pickup
        ['2030-03-12', '2030-03-20', false], // 00:00 on the 12th is before the 09:00 return
        ['2030-03-01', '2030-03-09', true],
        ['2030-03-13', '2030-03-20', true],
      ];
      for (const [from, to, expected] of cases) {
        const ids = idsOf(await available(`?pickupDate=${from}&returnDate=${to}`));
        expect(ids.includes(booked), `${from}..${to}`).toBe(expected);
        expect(ids, `${from}..${to}`).toEqual(expect.arrayContaining([free, cancelledOnly]));
        expect(ids).not.toContain(withdrawn);
      }
    });

    it('ignores dates that are invalid, reversed or given alone', async () => {
      for (const q of [
        '?pickupDate=2030-03-12&returnDate=2030-03-10',
        '?pickupDate=2030-02-30&returnDate=2030-03-12',
        '?pickupDate=garbage&returnDate=2030-03-12',
        '?pickupDate=2030-03-10',
        '?returnDate=2030-03-12',
        '?pickupDate=&returnDate=',
      ]) {
        const ids = idsOf(await available(q));
        expect(ids, q).toEqual(expect.arrayContaining([booked, free]));
        expect(ids, q).not.toContain(withdrawn);
      }
    });

    it('filters by vehicleType, with or without dates; an unknown type is ignored', async () => {
      const scooters = await available('?vehicleType=Scooter');
      expect(idsOf(scooters)).toContain(scooter);
      expect(scooters.every((v) => v.type === 'Scooter')).toBe(true);
      const cars = await available('?vehicleType=Car&pickupDate=2030-03-10&returnDate=2030-03-11');
      expect(cars.every((v) => v.type === 'Car')).toBe(true);
      expect(idsOf(cars)).toContain(free);
      expect(idsOf(cars)).not.toContain(booked);
      expect(idsOf(cars)).not.toContain(scooter);
      for (const type of VEHICLE_TYPES) {
        expect((await available(`?vehicleType=${type}`)).every((v) => v.type === type)).toBe(true);
      }
      const anyType = idsOf(await available('?vehicleType=Any%20Vehicle'));
      expect(anyType).toEqual(expect.arrayContaining([free, scooter]));
    });
  });

  describe('GET /api/vehicles/:id/availability', () => {
    it('answers {start, end, title} of active bookings in Colombo ISO time, with or without a token, no personal data', async () => {
      const vehicle = await createVehicle(t.app, admin);
      const body = bookingBody(vehicle._id, { name: 'Secret Person', email: 'secret.person@example.com', phone: '+44 7700 911111' });
      await book(t.app, tourist.token, body);
      await book(t.app, tourist.token, { ...body, pickupDate: '2030-04-01', pickupTime: '14:30', returnDate: '2030-04-02', returnTime: '10:15' });
      const gone = await book(t.app, tourist.token, { ...body, pickupDate: '2030-05-01', returnDate: '2030-05-02' });
      expect((await adminPatch(t.app, admin, gone._id, { status: 'cancelled' })).status).toBe(200);

      const anonymous = await call(t.app, 'GET', `/api/vehicles/${vehicle._id}/availability`);
      const signedIn = await call(t.app, 'GET', `/api/vehicles/${vehicle._id}/availability`, { token: tourist.token });
      expect(anonymous.status).toBe(200);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toEqual(anonymous.body);
      const events = anonymous.body.map((e: unknown) => availabilityEventSchema.parse(e));
      expect(events).toEqual([
        { start: '2030-03-10T09:00:00+05:30', end: '2030-03-12T09:00:00+05:30', title: 'Booked' },
        { start: '2030-04-01T14:30:00+05:30', end: '2030-04-02T10:15:00+05:30', title: 'Booked' },
      ]);
      for (const e of anonymous.body) expect(Object.keys(e).sort()).toEqual(['end', 'start', 'title']);
      const text = JSON.stringify(anonymous.body);
      for (const personal of ['Secret Person', 'secret.person@example.com', '7700', tourist.email, tourist.user._id]) {
        expect(text).not.toContain(personal);
      }
      // Parsed as instants, the offsets are right: 09:00 in Colombo is 03:30 UTC.
      expect(new Date(events[0].start).toISOString()).toBe('2030-03-10T03:30:00.000Z');
    });

    it('an unbooked vehicle has no events', async () => {
      const vehicle = await createVehicle(t.app, admin);
      const res = await call(t.app, 'GET', `/api/vehicles/${vehicle._id}/availability`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    });
  });

  describe('admin calls', () => {
    it('POST creates (201), GET lists and reads, PUT updates (200)', async () => {
      const created = await call(t.app, 'POST', '/api/admin/vehicles', { token: admin, body: VALID_VEHICLE });
      expect(created.status).toBe(201);
      const v = vehicleSchema.parse(created.body);
      expect(v).toMatchObject(answered(VALID_VEHICLE, t.config.publicUrl));

      const list = await call(t.app, 'GET', '/api/admin/vehicles', { token: admin });
      expect(list.status).toBe(200);
      expect(idsOf(list.body.map((x: unknown) => vehicleSchema.parse(x)))).toContain(v._id);
      const one = await call(t.app, 'GET', `/api/admin/vehicles/${v._id}`, { token: admin });
      expect(one.status).toBe(200);
      expect(vehicleSchema.parse(one.body)).toEqual(v);

      const change = { ...VALID_VEHICLE, brand: 'Nissan', model: 'Caravan', seatingCapacity: 12, features: ['WiFi'], pricingDetails: { perDay: 90, perHour: 13.25 }, availabilityStatus: false };
      const updated = await call(t.app, 'PUT', `/api/admin/vehicles/${v._id}`, { token: admin, body: change });
      expect(updated.status).toBe(200);
      expect(vehicleSchema.parse(updated.body)).toMatchObject({ ...answered(change, t.config.publicUrl), _id: v._id, createdAt: v.createdAt });
      expect(Date.parse(updated.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(v.updatedAt));
      // The change is stored, and public reads see it.
      expect((await call(t.app, 'GET', `/api/vehicles/${v._id}`)).body).toMatchObject(answered(change, t.config.publicUrl));
      expect(idsOf(await available(''))).not.toContain(v._id);
    });

    it('accepts numeric strings from forms and defaults features and availability', async () => {
      const res = await call(t.app, 'POST', '/api/admin/vehicles', {
        token: admin,
        body: { type: 'Bus', brand: 'Ashok Leyland', model: 'Viking', seatingCapacity: '40', pricingDetails: { perDay: '150.50', perHour: '20' } },
      });
      expect(res.status).toBe(201);
      expect(vehicleSchema.parse(res.body)).toMatchObject({ seatingCapacity: 40, pricingDetails: { perDay: 150.5, perHour: 20 }, features: [], availabilityStatus: true });
    });

    it('refuses bad input with the form messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...VALID_VEHICLE, type: undefined }, V.typeRequired],
        [{ ...VALID_VEHICLE, type: 'Tuk-tuk' }, V.typeRequired],
        [{ ...VALID_VEHICLE, brand: '' }, V.brandRequired],
        [{ ...VALID_VEHICLE, brand: undefined }, V.brandRequired],
        [{ ...VALID_VEHICLE, model: '  ' }, V.modelRequired],
        [{ ...VALID_VEHICLE, seatingCapacity: 0 }, V.seatsMin],
        [{ ...VALID_VEHICLE, seatingCapacity: undefined }, V.seatsMin],
        [{ ...VALID_VEHICLE, pricingDetails: { perDay: -1, perHour: 5 } }, V.priceMin],
        [{ ...VALID_VEHICLE, pricingDetails: { perDay: 10, perHour: -0.01 } }, V.priceMin],
        [{ ...VALID_VEHICLE, pricingDetails: undefined }, V.priceRequired],
        [{ ...VALID_VEHICLE, pricingDetails: { perDay: 10 } }, V.priceRequired],
      ];
      for (const [body, message] of cases) {
        expectValidation(await call(t.app, 'POST', '/api/admin/vehicles', { token: admin, body }), message);
      }
      expectValidation(await call(t.app, 'POST', '/api/admin/vehicles', { token: admin, body: { ...VALID_VEHICLE, features: ['Jet Engine'] } }));
      expectValidation(await call(t.app, 'POST', '/api/admin/vehicles', { token: admin, body: { ...VALID_VEHICLE, seatingCapacity: 2.5 } }));
      expectValidation(await call(t.app, 'POST', '/api/admin/vehicles', { token: admin, body: { ...VALID_VEHICLE, image: 'javascript:alert(1)' } }));
      const target = await createVehicle(t.app, admin);
      expectValidation(await call(t.app, 'PUT', `/api/admin/vehicles/${target._id}`, { token: admin, body: { ...VALID_VEHICLE, brand: '' } }), V.brandRequired);
      // Nothing was changed by the refused update.
      expect((await call(t.app, 'GET', `/api/vehicles/${target._id}`)).body.brand).toBe(target.brand);
    });

    it('unknown and malformed ids -> 404 on GET, PUT and DELETE', async () => {
      for (const id of [UNKNOWN_ID, MALFORMED_ID]) {
        expectError(await call(t.app, 'GET', `/api/admin/vehicles/${id}`, { token: admin }), 404, A.vehicleNotFound);
        expectError(await call(t.app, 'PUT', `/api/admin/vehicles/${id}`, { token: admin, body: VALID_VEHICLE }), 404, A.vehicleNotFound);
        expectError(await call(t.app, 'DELETE', `/api/admin/vehicles/${id}`, { token: admin }), 404, A.vehicleNotFound);
      }
    });

    it('DELETE without active bookings -> 200 {message}; the vehicle is gone from every list', async () => {
      const vehicle = await createVehicle(t.app, admin);
      // A cancelled booking does not block deletion.
      const old = await book(t.app, tourist.token, bookingBody(vehicle._id, { driverOption: 'selfDrive' }));
      expect((await adminPatch(t.app, admin, old._id, { status: 'cancelled' })).status).toBe(200);

      const res = await call(t.app, 'DELETE', `/api/admin/vehicles/${vehicle._id}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: A.vehicleDeleted });
      expectError(await call(t.app, 'GET', `/api/vehicles/${vehicle._id}`), 404, A.vehicleNotFound);
      expectError(await call(t.app, 'GET', `/api/admin/vehicles/${vehicle._id}`, { token: admin }), 404);
      expect(idsOf((await call(t.app, 'GET', '/api/vehicles')).body)).not.toContain(vehicle._id);
      expect(idsOf((await call(t.app, 'GET', '/api/admin/vehicles', { token: admin })).body)).not.toContain(vehicle._id);
      expect(idsOf(await available(''))).not.toContain(vehicle._id);
      expectError(await call(t.app, 'DELETE', `/api/admin/vehicles/${vehicle._id}`, { token: admin }), 404);
      expectError(await call(t.app, 'PUT', `/api/admin/vehicles/${vehicle._id}`, { token: admin, body: VALID_VEHICLE }), 404, A.vehicleNotFound);
      expectError(await call(t.app, 'GET', `/api/vehicles/${vehicle._id}/availability`), 404, A.vehicleNotFound);
      // It cannot be booked any more, and the old booking still shows its vehicle.
      expectError(await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicle._id, { pickupDate: '2031-01-01', returnDate: '2031-01-02' }) }), 404, A.vehicleNotFound);
      const mine = (await call(t.app, 'GET', '/api/bookings/my-bookings', { token: tourist.token })).body;
      expect(mine.find((b: { _id: string }) => b._id === old._id).vehicleId._id).toBe(vehicle._id);
    });

    it('DELETE with active bookings -> 409 and nothing is deleted', async () => {
      const vehicle = await createVehicle(t.app, admin);
      const booking = await book(t.app, tourist.token, bookingBody(vehicle._id, { driverOption: 'selfDrive' }));
      const refused = await call(t.app, 'DELETE', `/api/admin/vehicles/${vehicle._id}`, { token: admin });
      expectError(refused, 409, A.vehicleHasActiveBookings);
      expect((await call(t.app, 'GET', `/api/vehicles/${vehicle._id}`)).status).toBe(200);
      expect(idsOf((await call(t.app, 'GET', '/api/vehicles')).body)).toContain(vehicle._id);
      // Still refused once confirmed (an active status too).
      expect((await adminPatch(t.app, admin, booking._id, { status: 'confirmed' })).status).toBe(200);
      expectError(await call(t.app, 'DELETE', `/api/admin/vehicles/${vehicle._id}`, { token: admin }), 409, A.vehicleHasActiveBookings);
      const mine = (await call(t.app, 'GET', '/api/bookings/my-bookings', { token: tourist.token })).body;
      expect(mine.find((b: { _id: string }) => b._id === booking._id).bookingStatus).toBe('confirmed');
      // Once the booking is cancelled, the vehicle can go.
      expect((await adminPatch(t.app, admin, booking._id, { status: 'cancelled' })).status).toBe(200);
      expect((await call(t.app, 'DELETE', `/api/admin/vehicles/${vehicle._id}`, { token: admin })).status).toBe(200);
    });
  });
});
