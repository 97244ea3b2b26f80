import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, addDays, bookingSchema, userSchema } from '@app/shared';
import { AFTER_TEST_TRIPS, ENGINES, bookingBody, call, createVehicle, registerUser, uniqueEmail, whileAt, type TestApp, withAdminApp, type Account } from './harness';
import { MALFORMED_ID, UNKNOWN_ID, adminPatch, book, driverPatch, expectError, expectNoSecrets, expectValidation, idsOf } from './api-helpers';

const A = MESSAGES.api;
const D = MESSAGES.driverForm;

describe.each(ENGINES)('drivers (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: Account;
  withAdminApp(engine, async (app, token) => ([t, admin, tourist] = [app, token, await registerUser(app.app)]));

  const driverForm = (extra: Record<string, unknown> = {}) => ({
    username: 'Kamal Perera',
    email: uniqueEmail('kamal'),
    phone: '+94 77 765 4321',
    licenseNumber: 'B7654321',
    licenseExpiry: '2032-12-31',
    experienceYears: 8,
    languages: ['English', 'Sinhala'],
    role: 'driver',
    password: 'driver123',
    ...extra,
  });
  const createDriver = async (extra: Record<string, unknown> = {}) => {
    const body = driverForm(extra);
    const res = await call(t.app, 'POST', '/api/admin/drivers', { token: admin, body });
    if (res.status !== 201) throw new Error(`create driver failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { user: res.body, email: String(body.email).toLowerCase(), password: String(body.password) };
  };
  const login = (email: string, password: string) => call(t.app, 'POST', '/api/users/login', { body: { email, password } });
  /** A booking of a fresh vehicle, confirmed with the given driver. */
  const confirmedTrip = async (driverId: string, dates: Record<string, unknown> = {}) => {
    const vehicle = await createVehicle(t.app, admin);
    const booking = await book(t.app, tourist.token, bookingBody(vehicle._id, dates));
    const res = await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { _id: string };
  };

  describe('admin driver management', () => {
    it('POST creates a driver (201), whatever role the body names, from form values', async () => {
      const email = uniqueEmail('Nimal').replace('nimal', 'Nimal');
      const res = await call(t.app, 'POST', '/api/admin/drivers', {
        token: admin,
        body: driverForm({ email, role: 'admin', experienceYears: '3', languages: 'English, Tamil, ', licenseExpiry: '' }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const user = userSchema.parse(res.body);
      expect(user).toMatchObject({
        username: 'Kamal Perera', email: email.toLowerCase(), role: 'driver', phone: '+94 77 765 4321',
        licenseNumber: 'B7654321', licenseExpiry: null, experienceYears: 3, languages: ['en', 'ta'],
      });
      expectNoSecrets(res.body);
      const signedIn = await login(email, 'driver123');
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user.role).toBe('driver');
    });

    it('POST refuses bad input with the driver-form messages, and a taken email with 409', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ username: '' }, D.usernameEmailRequired],
        [{ username: undefined }, D.usernameEmailRequired],
        [{ email: '' }, D.usernameEmailRequired],
        [{ password: '' }, D.passwordRequiredForNew],
        [{ password: undefined }, D.passwordRequiredForNew],
        [{ password: '12345' }, D.passwordTooShort],
        [{ licenseNumber: '' }, D.licenseRequired],
        [{ licenseNumber: undefined }, D.licenseRequired],
      ];
      for (const [change, message] of cases) {
        expectValidation(await call(t.app, 'POST', '/api/admin/drivers', { token: admin, body: driverForm(change) }), message);
      }
      expectValidation(await call(t.app, 'POST', '/api/admin/drivers', { token: admin, body: driverForm({ email: 'nope' }) }));
      expectValidation(await call(t.app, 'POST', '/api/admin/drivers', { token: admin, body: driverForm({ experienceYears: -2 }) }));
      expectValidation(await call(t.app, 'POST', '/api/admin/drivers', { token: admin, body: driverForm({ licenseExpiry: '31/12/2032' }) }));

      const existing = await createDriver();
      expectError(await call(t.app, 'POST', '/api/admin/drivers', { token: admin, body: driverForm({ email: existing.email.toUpperCase() }) }), 409, A.emailTaken);
      expectError(await call(t.app, 'POST', '/api/admin/drivers', { token: admin, body: driverForm({ email: tourist.email }) }), 409, A.emailTaken);
    });

    it('GET lists drivers only and reads one; tourists, unknown and malformed ids -> 404', async () => {
      const d = await createDriver();
      const list = await call(t.app, 'GET', '/api/admin/drivers', { token: admin });
      expect(list.status).toBe(200);
      const drivers = list.body.map((u: unknown) => userSchema.parse(u));
      expect(drivers.every((u: { role: string }) => u.role === 'driver')).toBe(true);
      expect(idsOf(drivers)).toContain(d.user._id);
      expect(idsOf(drivers)).not.toContain(tourist.user._id);
      expectNoSecrets(list.body);

      const one = await call(t.app, 'GET', `/api/admin/drivers/${d.user._id}`, { token: admin });
      expect(one.status).toBe(200);
      expect(userSchema.parse(one.body)).toEqual(d.user);
      for (const id of [tourist.user._id, UNKNOWN_ID, MALFORMED_ID]) {
        expectError(await call(t.app, 'GET', `/api/admin/drivers/${id}`, { token: admin }), 404, A.driverNotFound);
      }
    });

    it('PUT with a blank password keeps the old one: the old password and token still work', async () => {
      const d = await createDriver();
      const token = (await login(d.email, d.password)).body.token;
      const res = await call(t.app, 'PUT', `/api/admin/drivers/${d.user._id}`, {
        token: admin,
        body: driverForm({ email: d.email, username: 'Kamal P.', phone: '0711111111', experienceYears: '12', languages: 'German', licenseNumber: 'X1', licenseExpiry: '', password: '', role: 'admin' }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(userSchema.parse(res.body)).toMatchObject({
        _id: d.user._id, username: 'Kamal P.', email: d.email, role: 'driver', phone: '0711111111',
        licenseNumber: 'X1', licenseExpiry: null, experienceYears: 12, languages: ['de'],
      });
      expectNoSecrets(res.body);
      expect((await call(t.app, 'GET', `/api/admin/drivers/${d.user._id}`, { token: admin })).body).toEqual(res.body);
      expect((await login(d.email, d.password)).status).toBe(200);
      expect((await call(t.app, 'GET', '/api/drivers/profile', { token })).status).toBe(200);
      // Omitting the password altogether keeps it too.
      const omitted = driverForm({ email: d.email });
      delete (omitted as Record<string, unknown>).password;
      expect((await call(t.app, 'PUT', `/api/admin/drivers/${d.user._id}`, { token: admin, body: omitted })).status).toBe(200);
      expect((await login(d.email, d.password)).status).toBe(200);
    });

    it('PUT with a new password: it signs in, the old password does not, and older tokens stop working (401)', async () => {
      const d = await createDriver();
      const oldToken = (await login(d.email, d.password)).body.token;
      const res = await call(t.app, 'PUT', `/api/admin/drivers/${d.user._id}`, { token: admin, body: driverForm({ email: d.email, password: 'brand-new-pass' }) });
      expect(res.status).toBe(200);
      expectError(await call(t.app, 'GET', '/api/drivers/profile', { token: oldToken }), 401, A.invalidToken);
      expectError(await login(d.email, d.password), 401, MESSAGES.login.invalidCredentials);
      const fresh = await login(d.email, 'brand-new-pass');
      expect(fresh.status).toBe(200);
      expect((await call(t.app, 'GET', '/api/drivers/profile', { token: fresh.body.token })).status).toBe(200);
    });

    it('PUT refuses bad input, a taken email (409), and ids that are not drivers (404)', async () => {
      const d = await createDriver();
      const other = await createDriver();
      const cases: [Record<string, unknown>, string][] = [
        [{ username: '' }, D.usernameEmailRequired],
        [{ email: '' }, D.usernameEmailRequired],
        [{ password: 'abc' }, D.passwordTooShort],
        [{ licenseNumber: '  ' }, D.licenseRequired],
      ];
      for (const [change, message] of cases) {
        expectValidation(await call(t.app, 'PUT', `/api/admin/drivers/${d.user._id}`, { token: admin, body: driverForm({ email: d.email, ...change }) }), message);
      }
      expectError(await call(t.app, 'PUT', `/api/admin/drivers/${d.user._id}`, { token: admin, body: driverForm({ email: other.email.toUpperCase() }) }), 409, A.emailTaken);
      // Nothing was changed by the refusals.
      expect((await call(t.app, 'GET', `/api/admin/drivers/${d.user._id}`, { token: admin })).body).toEqual(d.user);
      for (const id of [tourist.user._id, UNKNOWN_ID, MALFORMED_ID]) {
        expectError(await call(t.app, 'PUT', `/api/admin/drivers/${id}`, { token: admin, body: driverForm() }), 404, A.driverNotFound);
      }
      expect((await login(tourist.email, tourist.password)).body.user.role).toBe('tourist');
    });

    it('DELETE with active bookings -> 409 and nothing is deleted', async () => {
      const d = await createDriver();
      const trip = await confirmedTrip(d.user._id, { pickupDate: '2031-07-01', returnDate: '2031-07-03' });
      expectError(await call(t.app, 'DELETE', `/api/admin/drivers/${d.user._id}`, { token: admin }), 409, A.driverHasActiveBookings);
      expect(idsOf((await call(t.app, 'GET', '/api/admin/drivers', { token: admin })).body)).toContain(d.user._id);
      expect((await login(d.email, d.password)).status).toBe(200);
      const admins = (await call(t.app, 'GET', '/api/admin/bookings', { token: admin })).body;
      expect(admins.find((b: { _id: string }) => b._id === trip._id)).toMatchObject({ bookingStatus: 'confirmed', driverId: { _id: d.user._id } });
    });

    it('DELETE without active bookings -> 200 {message}; gone from lists, cannot sign in, its token -> 401', async () => {
      const d = await createDriver();
      const token = (await login(d.email, d.password)).body.token;
      // A finished trip does not block deletion, and keeps its driver afterwards.
      const trip = await confirmedTrip(d.user._id, { pickupDate: '2031-08-01', returnDate: '2031-08-02' });
      await whileAt(t.clock, '2031-08-02T09:00+05:30', async () => {
        expect((await driverPatch(t.app, token, trip._id, 'picked_up')).status).toBe(200);
        expect((await driverPatch(t.app, token, trip._id, 'completed')).status).toBe(200);
      });

      const res = await call(t.app, 'DELETE', `/api/admin/drivers/${d.user._id}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: A.driverDeleted });
      expect(idsOf((await call(t.app, 'GET', '/api/admin/drivers', { token: admin })).body)).not.toContain(d.user._id);
      expect(idsOf((await call(t.app, 'GET', '/api/admin/users', { token: admin })).body)).not.toContain(d.user._id);
      expectError(await call(t.app, 'GET', `/api/admin/drivers/${d.user._id}`, { token: admin }), 404, A.driverNotFound);
      const free = await call(t.app, 'GET', '/api/admin/drivers/available?startDate=2040-01-01&endDate=2040-01-02', { token: admin });
      expect(idsOf(free.body)).not.toContain(d.user._id);
      expectError(await login(d.email, d.password), 401, MESSAGES.login.invalidCredentials);
      expectError(await call(t.app, 'GET', '/api/drivers/profile', { token }), 401, A.invalidToken);
      expectError(await call(t.app, 'GET', '/api/drivers/my-bookings', { token }), 401, A.invalidToken);
      expectError(await call(t.app, 'DELETE', `/api/admin/drivers/${d.user._id}`, { token: admin }), 404, A.driverNotFound);
      const admins = (await call(t.app, 'GET', '/api/admin/bookings', { token: admin })).body;
      expect(admins.find((b: { _id: string }) => b._id === trip._id)).toMatchObject({ bookingStatus: 'completed', driverId: { _id: d.user._id } });
    });

    it('DELETE of unknown, malformed or non-driver ids -> 404, and a tourist is left alone', async () => {
      for (const id of [UNKNOWN_ID, MALFORMED_ID, tourist.user._id]) {
        expectError(await call(t.app, 'DELETE', `/api/admin/drivers/${id}`, { token: admin }), 404, A.driverNotFound);
      }
      expect((await call(t.app, 'GET', '/api/bookings/my-bookings', { token: tourist.token })).status).toBe(200);
    });
  });

  describe('GET /api/admin/drivers/available', () => {
    it('leaves out drivers with an overlapping active booking, over whole days', async () => {
      const busy = await createDriver();
      const idle = await createDriver();
      const wasBusy = await createDriver();
      await confirmedTrip(busy.user._id, { pickupDate: '2031-09-10', returnDate: '2031-09-12' });
      const cancelled = await confirmedTrip(wasBusy.user._id, { pickupDate: '2031-09-10', returnDate: '2031-09-12' });
      expect((await adminPatch(t.app, admin, cancelled._id, { status: 'cancelled' })).status).toBe(200);

      const availableIds = async (from: string, to: string) => {
        const res = await call(t.app, 'GET', `/api/admin/drivers/available?startDate=${from}&endDate=${to}`, { token: admin });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const list = res.body.map((u: unknown) => userSchema.parse(u));
        expect(list.every((u: { role: string; username: string }) => u.role === 'driver' && u.username.length > 0)).toBe(true);
        expectNoSecrets(res.body);
        return idsOf(list);
      };
      for (const [from, to] of [['2031-09-10', '2031-09-12'], ['2031-09-11', '2031-09-11'], ['2031-09-01', '2031-09-10'], ['2031-09-12', '2031-09-30']]) {
        const ids = await availableIds(from!, to!);
        expect(ids, `${from}..${to}`).not.toContain(busy.user._id);
        expect(ids, `${from}..${to}`).toEqual(expect.arrayContaining([idle.user._id, wasBusy.user._id]));
        expect(ids).not.toContain(tourist.user._id);
      }
      for (const [from, to] of [['2031-09-01', '2031-09-09'], ['2031-09-13', '2031-09-20']]) {
        expect(await availableIds(from!, to!)).toEqual(expect.arrayContaining([busy.user._id, idle.user._id]));
      }
    });

    it('needs both dates, valid and in order (400)', async () => {
      for (const q of ['', '?startDate=2031-01-01', '?endDate=2031-01-01', '?startDate=2031-02-30&endDate=2031-03-01', '?startDate=2031-03-02&endDate=2031-03-01']) {
        expectValidation(await call(t.app, 'GET', `/api/admin/drivers/available${q}`, { token: admin }));
      }
    });
  });

  describe('driver area', () => {
    let driver: Account;
    let otherDriver: Account;
    beforeAll(async () => {
      driver = await registerUser(t.app, 'driver');
      otherDriver = await registerUser(t.app, 'driver');
    });
    // Tests book with the real clock, then move it past their trips' pickups to run them.
    afterEach(() => t.clock.reset());
    let trips = 0;
    /** A confirmed two-day trip of `driver`, on days of its own. */
    const trip = async (who: Account = driver) => {
      const pickupDate = addDays('2037-01-01', 3 * trips++);
      return confirmedTrip(who.user._id, { pickupDate, returnDate: addDays(pickupDate, 2) });
    };
    const statusOf = async (id: string) =>
      ((await call(t.app, 'GET', '/api/drivers/my-bookings?include=past', { token: driver.token })).body as { _id: string; bookingStatus: string }[]).find((b) => b._id === id)?.bookingStatus;

    it('GET /api/drivers/my-bookings answers only the caller’s assigned bookings, with the top-level fields', async () => {
      const mine = [await trip(), await trip()];
      const theirs = await trip(otherDriver);
      const res = await call(t.app, 'GET', '/api/drivers/my-bookings', { token: driver.token });
      expect(res.status).toBe(200);
      const list = res.body.map((b: unknown) => bookingSchema.parse(b));
      expect(idsOf(list)).toEqual(expect.arrayContaining(idsOf(mine)));
      expect(idsOf(list)).not.toContain(theirs._id);
      for (const b of list) {
        expect(b.driverId?._id).toBe(driver.user._id);
        expect(b).toMatchObject({ vehicleBrand: 'Toyota', vehicleModel: 'Prius', pickupTime: '09:00', returnTime: '09:00' });
        expect(typeof b.totalPrice).toBe('number');
      }
      expectNoSecrets(res.body);
      // By pickup time.
      const pickups = list.map((b: { pickupDate: string; pickupTime: string }) => `${b.pickupDate} ${b.pickupTime}`);
      expect([...pickups].sort()).toEqual(pickups);
      // An admin may open the driver area too.
      expect((await call(t.app, 'GET', '/api/drivers/my-bookings', { token: admin })).status).toBe(200);
    });

    it('GET /api/drivers/my-bookings answers the trips still to drive; include=past adds the completed and cancelled', async () => {
      const active = [await trip(), await trip()];
      const done = await trip();
      const cancelled = await trip();
      const [pickedUp] = active;
      expect((await adminPatch(t.app, admin, cancelled._id, { status: 'cancelled' })).status).toBe(200);
      await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
        expect((await driverPatch(t.app, driver.token, pickedUp!._id, 'picked_up')).status).toBe(200);
        for (const s of ['picked_up', 'completed']) expect((await driverPatch(t.app, driver.token, done._id, s)).status).toBe(200);
      });
      const list = async (url: string) => idsOf((await call(t.app, 'GET', url, { token: driver.token })).body);
      const current = await list('/api/drivers/my-bookings');
      expect(current).toEqual(expect.arrayContaining(idsOf(active)));
      expect(current).not.toContain(done._id);
      expect(current).not.toContain(cancelled._id);
      expect(await list('/api/drivers/my-bookings?include=past')).toEqual(expect.arrayContaining([...idsOf(active), done._id, cancelled._id]));
      const paged = (await call(t.app, 'GET', '/api/drivers/my-bookings?include=past&limit=100', { token: driver.token })).body;
      expect(idsOf(paged.items)).toEqual(expect.arrayContaining([done._id, cancelled._id]));
      expectValidation(await call(t.app, 'GET', '/api/drivers/my-bookings?include=everything', { token: driver.token }));
    });

    it('confirmed -> picked_up -> en_route -> completed', async () => {
      const b = await trip();
      t.clock.set(AFTER_TEST_TRIPS);
      for (const status of ['picked_up', 'en_route', 'completed']) {
        const res = await driverPatch(t.app, driver.token, b._id, status);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(bookingSchema.parse(res.body)).toMatchObject({ _id: b._id, bookingStatus: status, driverId: { _id: driver.user._id } });
        expect(await statusOf(b._id)).toBe(status);
      }
    });

    it('picked_up -> completed', async () => {
      const b = await trip();
      t.clock.set(AFTER_TEST_TRIPS);
      expect((await driverPatch(t.app, driver.token, b._id, 'picked_up')).status).toBe(200);
      const res = await driverPatch(t.app, driver.token, b._id, 'completed');
      expect(res.status).toBe(200);
      expect(res.body.bookingStatus).toBe('completed');
    });

    it('an admin may move a trip on for its driver', async () => {
      const b = await trip();
      t.clock.set(AFTER_TEST_TRIPS);
      const res = await driverPatch(t.app, admin, b._id, 'picked_up');
      expect(res.status).toBe(200);
      expect(res.body.bookingStatus).toBe('picked_up');
    });

    it('illegal transitions -> 409 naming the current status; nothing changes', async () => {
      const confirmed = await trip();
      const pickedUp = await trip();
      const enRoute = await trip();
      const completed = await trip();
      const cancelled = await trip();
      const vehicle = await createVehicle(t.app, admin);
      const pending = await book(t.app, tourist.token, bookingBody(vehicle._id));
      t.clock.set(AFTER_TEST_TRIPS);
      expect((await driverPatch(t.app, driver.token, pickedUp._id, 'picked_up')).status).toBe(200);
      for (const s of ['picked_up', 'en_route']) expect((await driverPatch(t.app, driver.token, enRoute._id, s)).status).toBe(200);
      for (const s of ['picked_up', 'completed']) expect((await driverPatch(t.app, driver.token, completed._id, s)).status).toBe(200);
      expect((await adminPatch(t.app, admin, cancelled._id, { status: 'cancelled' })).status).toBe(200);

      const illegal: [string, string, string][] = [
        [confirmed._id, 'confirmed', 'en_route'],
        [confirmed._id, 'confirmed', 'completed'],
        [pickedUp._id, 'picked_up', 'picked_up'],
        [enRoute._id, 'en_route', 'picked_up'],
        [enRoute._id, 'en_route', 'en_route'],
        [completed._id, 'completed', 'picked_up'],
        [completed._id, 'completed', 'en_route'],
        [completed._id, 'completed', 'completed'],
        [cancelled._id, 'cancelled', 'picked_up'],
        [cancelled._id, 'cancelled', 'completed'],
      ];
      for (const [id, current, to] of illegal) {
        const res = await driverPatch(t.app, driver.token, id, to);
        expectError(res, 409, A.illegalTransition(current, to));
        expect(await statusOf(id)).toBe(current);
      }
      // A pending booking (no driver yet): an admin acting in the driver area is refused with 409 too.
      expectError(await driverPatch(t.app, admin, pending._id, 'picked_up'), 409, A.illegalTransition('pending', 'picked_up'));
    });

    it("another driver's booking -> 403 and unchanged; unknown or malformed ids -> 404; bad status -> 400", async () => {
      const theirs = await trip(otherDriver);
      const mine = await trip();
      const vehicle = await createVehicle(t.app, admin);
      const unassigned = await book(t.app, tourist.token, bookingBody(vehicle._id));
      t.clock.set(AFTER_TEST_TRIPS);
      expectError(await driverPatch(t.app, driver.token, theirs._id, 'picked_up'), 403, A.notYourBooking);
      expectError(await driverPatch(t.app, driver.token, unassigned._id, 'picked_up'), 403, A.notYourBooking);
      const admins = (await call(t.app, 'GET', '/api/admin/bookings', { token: admin })).body as { _id: string; bookingStatus: string }[];
      expect(admins.find((b) => b._id === theirs._id)?.bookingStatus).toBe('confirmed');
      expect((await driverPatch(t.app, otherDriver.token, theirs._id, 'picked_up')).status).toBe(200);

      for (const id of [UNKNOWN_ID, MALFORMED_ID]) {
        expectError(await driverPatch(t.app, driver.token, id, 'picked_up'), 404, A.bookingNotFound);
      }
      for (const status of ['confirmed', 'cancelled', 'pending', 'bogus']) {
        expectValidation(await driverPatch(t.app, driver.token, mine._id, status));
      }
      expect(await statusOf(mine._id)).toBe('confirmed');
    });
  });

  describe('driver profile', () => {
    it('GET answers the caller with the driver fields, without password or hash', async () => {
      const d = await registerUser(t.app, 'driver');
      const res = await call(t.app, 'GET', '/api/drivers/profile', { token: d.token });
      expect(res.status).toBe(200);
      expect(userSchema.parse(res.body)).toEqual(d.user);
      expect(res.body).toMatchObject({ role: 'driver', experienceYears: 3, languages: ['en', 'de'] });
      expectNoSecrets(res.body);
    });

    it('PUT updates the profile from form values; email and role cannot change', async () => {
      const d = await registerUser(t.app, 'driver');
      const res = await call(t.app, 'PUT', '/api/drivers/profile', {
        token: d.token,
        body: {
          username: 'Ravi Updated', phone: '+94 71 222 3333', licenseNumber: 'NEW-123', licenseExpiry: '2033-03-31',
          experienceYears: '5', languages: 'English, French', email: 'changed@example.com', role: 'admin', password: 'hacked!!',
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const user = userSchema.parse(res.body);
      expect(user).toMatchObject({
        _id: d.user._id, username: 'Ravi Updated', email: d.email, role: 'driver', phone: '+94 71 222 3333',
        licenseNumber: 'NEW-123', licenseExpiry: '2033-03-31', experienceYears: 5, languages: ['en', 'fr'],
      });
      expectNoSecrets(res.body);
      expect((await call(t.app, 'GET', '/api/drivers/profile', { token: d.token })).body).toEqual(res.body);
      expect((await login(d.email, d.password)).status).toBe(200);
      expect((await login('changed@example.com', d.password)).status).toBe(401);
      expect((await login(d.email, 'hacked!!')).status).toBe(401);
      // Blank expiry clears it.
      const cleared = await call(t.app, 'PUT', '/api/drivers/profile', { token: d.token, body: { username: 'Ravi', licenseNumber: 'NEW-123', licenseExpiry: '' } });
      expect(cleared.status).toBe(200);
      expect(cleared.body.licenseExpiry).toBeNull();
    });

    it('PUT refuses a blank username or license number with the profile messages', async () => {
      const d = await registerUser(t.app, 'driver');
      const valid = { username: 'Someone', licenseNumber: 'L-9' };
      expectValidation(await call(t.app, 'PUT', '/api/drivers/profile', { token: d.token, body: { ...valid, username: '  ' } }), MESSAGES.driver.usernameRequired);
      expectValidation(await call(t.app, 'PUT', '/api/drivers/profile', { token: d.token, body: { ...valid, licenseNumber: '' } }), MESSAGES.driver.licenseRequired);
      expectValidation(await call(t.app, 'PUT', '/api/drivers/profile', { token: d.token, body: { licenseNumber: 'L-9' } }), MESSAGES.driver.usernameRequired);
      expectValidation(await call(t.app, 'PUT', '/api/drivers/profile', { token: d.token, body: { ...valid, experienceYears: -1 } }));
      expect((await call(t.app, 'GET', '/api/drivers/profile', { token: d.token })).body).toEqual(d.user);
    });
  });
});
