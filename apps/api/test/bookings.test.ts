import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, bookingSchema } from '@app/shared';
import { AFTER_TEST_TRIPS, ENGINES, bookingBody, call, createVehicle, registerUser, whileAt, type TestApp, withAdminApp, type Account } from './harness';
import { MALFORMED_ID, UNKNOWN_ID, adminPatch, book, expectError, expectNoSecrets, expectValidation, idsOf } from './api-helpers';

const A = MESSAGES.api;
const B = MESSAGES.booking;

describe.each(ENGINES)('bookings (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: Account;
  let other: Account;
  withAdminApp(engine, async (app, token) => ([t, admin, tourist, other] = [app, token, await registerUser(app.app), await registerUser(app.app)]));

  const post = (body: unknown, token = tourist.token) => call(t.app, 'POST', '/api/bookings', { token, body });
  const myBookings = async (token = tourist.token) => {
    const res = await call(t.app, 'GET', '/api/bookings/my-bookings', { token });
    expect(res.status).toBe(200);
    return res.body as { _id: string; bookingStatus: string }[];
  };

  describe('POST /api/bookings', () => {
    it('creates a pending booking: 201 with every field, populated references, and the server-computed price', async () => {
      const vehicle = await createVehicle(t.app, admin, { brand: 'Toyota', model: 'Axio', pricingDetails: { perDay: 40, perHour: 6 } });
      const res = await post(bookingBody(vehicle._id, { email: 'Guest@Example.com', specialRequests: 'Child seat please' }));
      expect(res.status).toBe(201);
      const b = bookingSchema.parse(res.body);
      expect(b._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(b).toMatchObject({
        userId: { _id: tourist.user._id, username: tourist.user.username, email: tourist.email, phone: '' },
        vehicleId: { _id: vehicle._id, brand: 'Toyota', model: 'Axio', type: 'Car', image: vehicle.image },
        driverId: null,
        vehicleBrand: 'Toyota',
        vehicleModel: 'Axio',
        name: 'Test Tourist',
        email: 'guest@example.com',
        phone: '+44 7700 900000',
        pickupDate: '2030-03-10',
        pickupTime: '09:00',
        returnDate: '2030-03-12',
        returnTime: '09:00',
        pickupPoint: 'Colombo',
        returnPoint: 'Kandy',
        numTourists: 2,
        driverOption: 'withDriver',
        specialRequests: 'Child seat please',
        // 2 days x 40 + 2 days x 50 driver.
        totalPrice: 180,
        bookingStatus: 'pending',
      });
      expect(Number.isNaN(Date.parse(b.createdAt))).toBe(false);
      expectNoSecrets(res.body);
    });

    it('prices with the shared rules: partial days round up, minimum one day, no driver cost for self-drive', async () => {
      const vehicle = await createVehicle(t.app, admin, { pricingDetails: { perDay: 33.33, perHour: 5 } });
      const cases: [Record<string, unknown>, number][] = [
        // 2 days and 1 hour -> 3 days.
        [{ pickupDate: '2030-06-01', pickupTime: '09:00', returnDate: '2030-06-03', returnTime: '10:00', driverOption: 'withDriver' }, 3 * 33.33 + 150],
        [{ pickupDate: '2030-06-05', pickupTime: '09:00', returnDate: '2030-06-07', returnTime: '10:00', driverOption: 'selfDrive' }, 99.99],
        // Two hours -> one day.
        [{ pickupDate: '2030-06-10', pickupTime: '09:00', returnDate: '2030-06-10', returnTime: '11:00', driverOption: 'selfDrive' }, 33.33],
      ];
      for (const [dates, total] of cases) {
        const res = await post(bookingBody(vehicle._id, dates));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body.totalPrice).toBeCloseTo(total, 2);
        expect(typeof res.body.totalPrice).toBe('number');
      }
    });

    it('tolerates fields the server decides itself and numeric strings from forms', async () => {
      const vehicle = await createVehicle(t.app, admin, { brand: 'Honda', model: 'Vezel' });
      const res = await post({
        ...bookingBody(vehicle._id),
        userId: other.user._id,
        vehicleBrand: 'Fake Brand',
        vehicleModel: 'Fake Model',
        bookingStatus: 'confirmed',
        numTourists: '2',
        totalPrice: '180.00',
        specialRequests: '',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const b = bookingSchema.parse(res.body);
      expect(b.userId._id).toBe(tourist.user._id);
      expect(b.vehicleBrand).toBe('Honda');
      expect(b.vehicleModel).toBe('Vezel');
      expect(b.bookingStatus).toBe('pending');
      expect(b.numTourists).toBe(2);
      expect(b.totalPrice).toBe(180);
      expect(b.specialRequests).toBe('');
      // It is the caller's booking, not the one named in the body.
      expect(idsOf(await myBookings())).toContain(b._id);
      expect(idsOf(await myBookings(other.token))).not.toContain(b._id);
      // Missing optional fields: specialRequests and driverOption take their defaults.
      const minimal = bookingBody(vehicle._id, { pickupDate: '2030-09-01', returnDate: '2030-09-02' }) as Record<string, unknown>;
      delete minimal.specialRequests;
      delete minimal.driverOption;
      const defaults = await post(minimal);
      expect(defaults.status, JSON.stringify(defaults.body)).toBe(201);
      expect(defaults.body).toMatchObject({ specialRequests: '', driverOption: 'withDriver' });
    });

    it('refuses a client total that differs from the right one with 400 naming the right total; nothing is stored', async () => {
      const vehicle = await createVehicle(t.app, admin);
      const res = await post(bookingBody(vehicle._id, { totalPrice: 100 }));
      expectError(res, 400, A.priceMismatch('180.00'));
      expect(res.body.error).toContain('$180.00');
      expect(res.body.details).toEqual([A.priceMismatch('180.00')]);
      const events = await call(t.app, 'GET', `/api/vehicles/${vehicle._id}/availability`);
      expect(events.body).toEqual([]);
    });

    it('an overlapping booking of the same vehicle -> 409 with the spec message; back-to-back and other vehicles are fine', async () => {
      const vehicle = await createVehicle(t.app, admin);
      const second = await createVehicle(t.app, admin);
      await book(t.app, tourist.token, bookingBody(vehicle._id));
      for (const overlap of [
        { pickupDate: '2030-03-11', returnDate: '2030-03-13' },
        { pickupDate: '2030-03-09', returnDate: '2030-03-10', returnTime: '09:01' },
        { pickupDate: '2030-03-12', pickupTime: '08:59', returnDate: '2030-03-14' },
        { pickupDate: '2030-03-01', returnDate: '2030-03-20' },
      ]) {
        expectError(await post(bookingBody(vehicle._id, overlap)), 409, B.conflict);
        expectError(await post(bookingBody(vehicle._id, overlap), other.token), 409, B.conflict);
      }
      expect((await post(bookingBody(vehicle._id, { pickupDate: '2030-03-12', pickupTime: '09:00', returnDate: '2030-03-13' }))).status).toBe(201);
      expect((await post(bookingBody(vehicle._id, { pickupDate: '2030-03-09', returnDate: '2030-03-10', returnTime: '09:00' }))).status).toBe(201);
      expect((await post(bookingBody(second._id))).status).toBe(201);
      expect((await call(t.app, 'GET', `/api/vehicles/${vehicle._id}/availability`)).body).toHaveLength(3);
    });

    it('a cancelled booking frees its dates', async () => {
      const vehicle = await createVehicle(t.app, admin);
      const first = await book(t.app, tourist.token, bookingBody(vehicle._id));
      expectError(await post(bookingBody(vehicle._id), other.token), 409, B.conflict);
      expect((await adminPatch(t.app, admin, first._id, { status: 'cancelled' })).status).toBe(200);
      expect((await post(bookingBody(vehicle._id), other.token)).status).toBe(201);
    });

    it('a vehicle withdrawn from offer (availabilityStatus false) -> 400', async () => {
      const vehicle = await createVehicle(t.app, admin, { availabilityStatus: false });
      expectError(await post(bookingBody(vehicle._id)), 400, A.vehicleUnavailable);
    });

    it('an unknown vehicle -> 404; a malformed vehicle id is refused naming the vehicle', async () => {
      expectError(await post(bookingBody(UNKNOWN_ID)), 404, A.vehicleNotFound);
      const malformed = await post(bookingBody(MALFORMED_ID));
      expect([400, 404]).toContain(malformed.status);
      expect(malformed.body.error).toBe(A.vehicleNotFound);
    });

    it('return not after pickup -> 400 with the spec message in error', async () => {
      const vehicle = await createVehicle(t.app, admin);
      for (const dates of [
        { pickupDate: '2030-03-12', returnDate: '2030-03-10' },
        { pickupDate: '2030-03-10', pickupTime: '09:00', returnDate: '2030-03-10', returnTime: '09:00' },
        { pickupDate: '2030-03-10', pickupTime: '09:00', returnDate: '2030-03-10', returnTime: '08:59' },
      ]) {
        const res = await post(bookingBody(vehicle._id, dates));
        expectValidation(res, B.returnAfterPickup);
        expect(res.body.error).toBe(B.returnAfterPickup);
      }
    });

    it("answers each booking-form rule with the spec's sentence, in error and in details", async () => {
      const vehicle = await createVehicle(t.app, admin);
      const cases: [Record<string, unknown>, string][] = [
        [{ name: undefined }, B.nameRequired],
        [{ name: '   ' }, B.nameRequired],
        [{ email: undefined }, B.emailRequired],
        [{ email: '' }, B.emailRequired],
        [{ email: 'not-an-email' }, B.emailInvalid],
        [{ email: 'a@b' }, B.emailInvalid],
        [{ phone: undefined }, B.phoneRequired],
        [{ phone: '' }, B.phoneRequired],
        [{ pickupDate: undefined }, B.pickupDateRequired],
        [{ pickupTime: '' }, B.pickupTimeRequired],
        [{ returnDate: undefined }, B.returnDateRequired],
        [{ returnTime: undefined }, B.returnTimeRequired],
        [{ pickupPoint: '' }, B.pickupPointRequired],
        [{ returnPoint: undefined }, B.returnPointRequired],
        [{ numTourists: 0 }, B.atLeastOneTourist],
        [{ numTourists: -3 }, B.atLeastOneTourist],
        [{ numTourists: '0' }, B.atLeastOneTourist],
        [{ numTourists: 1.5 }, B.atLeastOneTourist],
        [{ numTourists: 'two' }, B.atLeastOneTourist],
        [{ numTourists: undefined }, B.atLeastOneTourist],
        [{ pickupDate: '10/03/2030' }, B.invalidDateTime],
        [{ pickupDate: '2030-02-30' }, B.invalidDateTime],
        [{ returnDate: '2030-13-01' }, B.invalidDateTime],
        [{ pickupTime: '25:00' }, B.invalidDateTime],
        [{ returnTime: '9am' }, B.invalidDateTime],
      ];
      for (const [change, message] of cases) {
        const res = await post(bookingBody(vehicle._id, change));
        expectValidation(res, message);
        expect(res.body.error, JSON.stringify(change)).toBe(message);
      }
      expectValidation(await post(bookingBody(vehicle._id, { driverOption: 'withChauffeur' })));
      // Several problems: one sentence each.
      const many = await post({ vehicleId: vehicle._id });
      expectValidation(many, B.nameRequired, B.emailRequired, B.phoneRequired, B.pickupDateRequired, B.pickupTimeRequired,
        B.returnDateRequired, B.returnTimeRequired, B.pickupPointRequired, B.returnPointRequired, B.atLeastOneTourist);
      // None of the refused requests stored anything.
      expect((await call(t.app, 'GET', `/api/vehicles/${vehicle._id}/availability`)).body).toEqual([]);
    });
  });

  describe('GET /api/bookings/my-bookings', () => {
    it("answers only the caller's bookings, newest first, with the top-level fields clients rely on", async () => {
      const me = await registerUser(t.app);
      expect(await myBookings(me.token)).toEqual([]);
      const vehicle = await createVehicle(t.app, admin, { brand: 'Mitsubishi', model: 'Montero', type: 'SUV' });
      const created = [];
      for (const [i, day] of ['10', '14', '12'].entries()) {
        created.push(await book(t.app, me.token, bookingBody(vehicle._id, { pickupDate: `2032-01-${day}`, returnDate: `2032-01-${Number(day) + 1}`, returnTime: '10:30', name: `Trip ${i}` })));
      }
      const othersBooking = await book(t.app, other.token, bookingBody(vehicle._id, { pickupDate: '2032-02-01', returnDate: '2032-02-02' }));
      const list = await myBookings(me.token);
      expect(idsOf(list)).toEqual(created.map((b) => b._id).reverse());
      expect(idsOf(list)).not.toContain(othersBooking._id);
      for (const raw of list) {
        const b = bookingSchema.parse(raw);
        expect(b).toMatchObject({ vehicleBrand: 'Mitsubishi', vehicleModel: 'Montero', pickupTime: '09:00', returnTime: '10:30' });
        expect(typeof b.totalPrice).toBe('number');
        expect(b.totalPrice).toBeGreaterThan(0);
        expect(b.userId._id).toBe(me.user._id);
        expect(b.vehicleId).toMatchObject({ _id: vehicle._id, type: 'SUV' });
      }
      expectNoSecrets(list);
    });
  });

  describe('GET /api/admin/bookings', () => {
    it("answers everyone's bookings, newest first, populated and with the top-level fields", async () => {
      const vehicle = await createVehicle(t.app, admin, { brand: 'Perodua', model: 'Bezza' });
      const a = await book(t.app, tourist.token, bookingBody(vehicle._id, { pickupDate: '2033-01-01', returnDate: '2033-01-02' }));
      const b = await book(t.app, other.token, bookingBody(vehicle._id, { pickupDate: '2033-01-05', returnDate: '2033-01-06' }));
      const res = await call(t.app, 'GET', '/api/admin/bookings', { token: admin });
      expect(res.status).toBe(200);
      const list = res.body.map((x: unknown) => bookingSchema.parse(x));
      const ids = idsOf(list);
      expect(ids.indexOf(b._id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(b._id)).toBeLessThan(ids.indexOf(a._id));
      const created = list.map((x: { createdAt: string }) => Date.parse(x.createdAt));
      expect([...created].sort((p, q) => q - p)).toEqual(created);
      const row = list.find((x: { _id: string }) => x._id === b._id);
      expect(row).toMatchObject({
        vehicleBrand: 'Perodua', vehicleModel: 'Bezza', pickupTime: '09:00', returnTime: '09:00', totalPrice: 90,
        userId: { _id: other.user._id, username: other.user.username, email: other.email },
      });
      expectNoSecrets(res.body);
    });
  });

  describe('PATCH /api/admin/bookings/:id', () => {
    let driver: Account;
    beforeAll(async () => {
      driver = await registerUser(t.app, 'driver');
    });
    const newBooking = async (driverOption: 'withDriver' | 'selfDrive', dates: Record<string, unknown> = {}) => {
      const vehicle = await createVehicle(t.app, admin);
      return book(t.app, tourist.token, bookingBody(vehicle._id, { driverOption, ...dates }));
    };
    const statusOf = async (id: string) => (await myBookings()).find((b) => b._id === id)?.bookingStatus;

    it('withDriver: pending -> confirmed needs a driver, and assigns the one given', async () => {
      const booking = await newBooking('withDriver', { pickupDate: '2034-01-01', returnDate: '2034-01-03' });
      expectError(await adminPatch(t.app, admin, booking._id, { status: 'confirmed' }), 400, A.driverRequired);
      expectError(await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: '' }), 400, A.driverRequired);
      expectError(await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: tourist.user._id }), 400, A.driverNotFound);
      expectError(await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: UNKNOWN_ID }), 400, A.driverNotFound);
      expectValidation(await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: MALFORMED_ID }));
      expect(await statusOf(booking._id)).toBe('pending');

      const res = await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: driver.user._id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const b = bookingSchema.parse(res.body);
      expect(b.bookingStatus).toBe('confirmed');
      expect(b.driverId).toMatchObject({ _id: driver.user._id, username: driver.user.username, phone: driver.user.phone });
      expect(await statusOf(booking._id)).toBe('confirmed');
      const assigned = await call(t.app, 'GET', '/api/drivers/my-bookings', { token: driver.token });
      expect(idsOf(assigned.body)).toContain(booking._id);
    });

    it('selfDrive: pending -> confirmed without a driver; a driver is refused', async () => {
      const booking = await newBooking('selfDrive');
      expectError(await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: driver.user._id }), 400, A.driverNotForSelfDrive);
      expect(await statusOf(booking._id)).toBe('pending');
      const res = await adminPatch(t.app, admin, booking._id, { status: 'confirmed' });
      expect(res.status).toBe(200);
      expect(bookingSchema.parse(res.body)).toMatchObject({ bookingStatus: 'confirmed', driverId: null });
    });

    it('pending -> cancelled and confirmed -> cancelled', async () => {
      const pending = await newBooking('withDriver');
      const res = await adminPatch(t.app, admin, pending._id, { status: 'cancelled' });
      expect(res.status).toBe(200);
      expect(bookingSchema.parse(res.body).bookingStatus).toBe('cancelled');
      expect(await statusOf(pending._id)).toBe('cancelled');

      const confirmedSelf = await newBooking('selfDrive');
      expect((await adminPatch(t.app, admin, confirmedSelf._id, { status: 'confirmed' })).status).toBe(200);
      const c1 = await adminPatch(t.app, admin, confirmedSelf._id, { status: 'cancelled' });
      expect(c1.status).toBe(200);
      expect(c1.body.bookingStatus).toBe('cancelled');

      const d = await registerUser(t.app, 'driver');
      const confirmedWith = await newBooking('withDriver');
      expect((await adminPatch(t.app, admin, confirmedWith._id, { status: 'confirmed', driverId: d.user._id })).status).toBe(200);
      const c2 = await adminPatch(t.app, admin, confirmedWith._id, { status: 'cancelled' });
      expect(c2.status).toBe(200);
      expect(c2.body.bookingStatus).toBe('cancelled');
      // The driver is free again for those dates.
      const free = await call(t.app, 'GET', '/api/admin/drivers/available?startDate=2030-03-10&endDate=2030-03-12', { token: admin });
      expect(idsOf(free.body)).toContain(d.user._id);
    });

    it('illegal transitions -> 409 naming the current status, and nothing changes', async () => {
      const d = await registerUser(t.app, 'driver');
      const cancelled = await newBooking('selfDrive');
      expect((await adminPatch(t.app, admin, cancelled._id, { status: 'cancelled' })).status).toBe(200);
      const confirmed = await newBooking('selfDrive');
      expect((await adminPatch(t.app, admin, confirmed._id, { status: 'confirmed' })).status).toBe(200);
      // Trips the driver moved on: picked_up, en_route, completed.
      const trips: Record<'picked_up' | 'en_route' | 'completed', string> = { picked_up: '', en_route: '', completed: '' };
      const steps = { picked_up: ['picked_up'], en_route: ['picked_up', 'en_route'], completed: ['picked_up', 'completed'] } as const;
      for (const [i, [target, path]] of (Object.entries(steps) as [keyof typeof steps, readonly string[]][]).entries()) {
        const b = await newBooking('withDriver', { pickupDate: `2035-0${i + 1}-01`, returnDate: `2035-0${i + 1}-02` });
        expect((await adminPatch(t.app, admin, b._id, { status: 'confirmed', driverId: d.user._id })).status).toBe(200);
        await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
          for (const s of path) expect((await call(t.app, 'PATCH', `/api/drivers/bookings/${b._id}/status`, { token: d.token, body: { status: s } })).status).toBe(200);
        });
        trips[target] = b._id;
      }

      const illegal: [string, string, 'confirmed' | 'cancelled'][] = [
        [cancelled._id, 'cancelled', 'confirmed'],
        [cancelled._id, 'cancelled', 'cancelled'],
        [confirmed._id, 'confirmed', 'confirmed'],
        [trips.picked_up, 'picked_up', 'cancelled'],
        [trips.picked_up, 'picked_up', 'confirmed'],
        [trips.en_route, 'en_route', 'cancelled'],
        [trips.completed, 'completed', 'cancelled'],
        [trips.completed, 'completed', 'confirmed'],
      ];
      for (const [id, current, to] of illegal) {
        const res = await adminPatch(t.app, admin, id, to === 'confirmed' ? { status: to, driverId: d.user._id } : { status: to });
        expectError(res, 409, A.illegalTransition(current, to));
        expect(res.body.error).toContain(current);
        expect(await statusOf(id)).toBe(current);
      }
    });

    it('only confirmed or cancelled may be asked for', async () => {
      const booking = await newBooking('selfDrive');
      for (const status of ['picked_up', 'en_route', 'completed', 'pending', 'bogus', undefined]) {
        expectValidation(await adminPatch(t.app, admin, booking._id, { status }));
      }
      expect(await statusOf(booking._id)).toBe('pending');
    });

    it('unknown and malformed booking ids -> 404', async () => {
      for (const id of [UNKNOWN_ID, MALFORMED_ID]) {
        expectError(await adminPatch(t.app, admin, id, { status: 'cancelled' }), 404, A.bookingNotFound);
      }
    });

    it('a driver already on an overlapping active booking cannot be assigned (409); cancelling frees them', async () => {
      const d = await registerUser(t.app, 'driver');
      const first = await newBooking('withDriver', { pickupDate: '2036-05-01', returnDate: '2036-05-05' });
      const overlapping = await newBooking('withDriver', { pickupDate: '2036-05-04', returnDate: '2036-05-08' });
      const later = await newBooking('withDriver', { pickupDate: '2036-05-05', pickupTime: '09:00', returnDate: '2036-05-06' });
      expect((await adminPatch(t.app, admin, first._id, { status: 'confirmed', driverId: d.user._id })).status).toBe(200);
      expectError(await adminPatch(t.app, admin, overlapping._id, { status: 'confirmed', driverId: d.user._id }), 409, A.driverUnavailable);
      expect(await statusOf(overlapping._id)).toBe('pending');
      // Back-to-back is fine (first returns 2036-05-05 09:00).
      expect((await adminPatch(t.app, admin, later._id, { status: 'confirmed', driverId: d.user._id })).status).toBe(200);
      expect((await adminPatch(t.app, admin, first._id, { status: 'cancelled' })).status).toBe(200);
      expectError(await adminPatch(t.app, admin, overlapping._id, { status: 'confirmed', driverId: d.user._id }), 409, A.driverUnavailable);
      expect((await adminPatch(t.app, admin, later._id, { status: 'cancelled' })).status).toBe(200);
      expect((await adminPatch(t.app, admin, overlapping._id, { status: 'confirmed', driverId: d.user._id })).status).toBe(200);
    });
  });
});
