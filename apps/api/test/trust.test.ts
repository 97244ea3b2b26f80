import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { DEFAULT_BOOKING_RULES, LANGUAGES, MESSAGES, addDays } from '@app/shared';
import { ADMIN, ENGINES, JWT_SECRET, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, type Res, type TestApp, withAdminApp } from './harness';
import { expectError } from './api-helpers';

const B = MESSAGES.booking;

/** A 400 whose error is the first message and whose details hold them all. */
function expectValidationMessages(res: Res, ...messages: string[]): void {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error).toBe(messages[0]);
  for (const m of messages) expect(res.body.details).toContain(m);
}

/**
 * Regression tests of the abuse paths an outside review found (issue 13), one block per class of
 * defect. Each test failed before its fix.
 */
describe.each(ENGINES)('trust: abuse paths stay closed (%s)', (engine) => {
  let t: TestApp, admin: string;
  withAdminApp(engine, (app, token) => ([t, admin] = [app, token]));

  describe('token edges: every token problem is a 401', () => {
    const key = new TextEncoder().encode(JWT_SECRET);
    const sign = (claims: Record<string, unknown>, sub: string | undefined, exp: number | null) => {
      let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('lanka-ride').setIssuedAt();
      if (sub !== undefined) jwt = jwt.setSubject(sub);
      if (exp !== null) jwt = jwt.setExpirationTime(exp);
      return jwt.sign(key);
    };
    const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

    it('a token without exp is refused, even with a real subject and version', async () => {
      const tourist = await registerUser(t.app);
      const forever = await sign({ role: 'tourist', tv: 0 }, tourist.user._id, null);
      expectError(await call(t.app, 'GET', '/api/bookings/my-bookings', { token: forever }), 401, MESSAGES.api.invalidToken);
      // The same claims with an expiry are fine, so the refusal is about exp alone.
      const bounded = await sign({ role: 'tourist', tv: 0 }, tourist.user._id, inAnHour());
      expect((await call(t.app, 'GET', '/api/bookings/my-bookings', { token: bounded })).status).toBe(200);
    });

    it('a subject that is not a UUID, or none at all, is a 401, not a 400 or 500', async () => {
      for (const sub of ['------------------------------------', 'ffffffff-ffff-ffff-ffff-fffffffffffz', "'; DROP TABLE users; --", '', '0', undefined]) {
        const token = await sign({ role: 'admin', tv: 0 }, sub, inAnHour());
        expectError(await call(t.app, 'GET', '/api/admin/users', { token }), 401, MESSAGES.api.invalidToken);
      }
    });

    it('a token version that is not a whole number is a 401', async () => {
      const tourist = await registerUser(t.app);
      for (const tv of ['0', 0.5, null, [0]]) {
        const token = await sign({ role: 'tourist', tv }, tourist.user._id, inAnHour());
        expectError(await call(t.app, 'GET', '/api/bookings/my-bookings', { token }), 401, MESSAGES.api.invalidToken);
      }
    });
  });

  describe('paging cursors are checked part by part before any SQL', () => {
    const cursor = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const id = '5f0c7c1e-8f8a-4b6e-9a53-0c5d2f1e9b7a';

    it('a timestamp PostgreSQL cannot hold, an impossible day or a bad UUID is a 400 on every paged list', async () => {
      const bad = [
        ['9999-12-31 23:59:59+99', id],
        ['2026-02-30 10:00:00+00', id],
        ['2026-13-01 10:00:00+00', id],
        ['0000-01-01 00:00:00+00', id],
        ['2026-01-01 24:00:00+00', id],
        ['2026-01-01 10:00:00+16', id],
        ['2026-01-01 10:00:00+00', '------------------------------------'],
        ['2026-01-01 10:00:00+00', 'ffffffff-ffff-ffff-ffff-fffffffffffz'],
        ['2026-01-01 10:00:00+00'],
        [12, id],
      ];
      const tourist = await registerUser(t.app);
      const lists = [
        ['/api/vehicles', undefined],
        ['/api/vehicles/available?pickupDate=2031-01-01&returnDate=2031-01-03', undefined],
        ['/api/bookings/my-bookings', tourist.token],
        ['/api/admin/bookings', admin],
        ['/api/admin/users', admin],
        ['/api/admin/outbox', admin],
      ] as const;
      for (const [url, token] of lists) {
        for (const parts of bad) {
          const sep = url.includes('?') ? '&' : '?';
          const res = await call(t.app, 'GET', `${url}${sep}limit=5&cursor=${cursor(parts)}`, token ? { token } : {});
          expect(res.status, `${url} ${JSON.stringify(parts)}`).toBe(400);
          expect(res.body.error).toMatch(/cursor/);
        }
      }
    });

    it('the far ends of what PostgreSQL holds still page normally', async () => {
      await createVehicle(t.app, admin);
      for (const at of ['9999-12-31 23:59:59.999999-15', '0001-01-01 00:00:00+00', '2026-11-23 07:05:25.123456+05:30']) {
        const res = await call(t.app, 'GET', `/api/vehicles?limit=5&cursor=${cursor([at, id])}`);
        expect(res.status, at).toBe(200);
        expect(Array.isArray(res.body.items)).toBe(true);
      }
    });
  });

  describe('one account cannot hold the fleet: horizon, rental length, seats (default rules, clock stopped)', () => {
    let r: TestApp;
    let tourist: { token: string };
    let scooter: { _id: string };
    const NOW = '2027-03-01T10:00:00+05:30';
    const today = '2027-03-01';
    beforeAll(async () => {
      r = await createTestApp(engine, { config: { bookingRules: DEFAULT_BOOKING_RULES } });
      r.clock.set(NOW);
      const adminToken = await loginAs(r.app, ADMIN.email, ADMIN.password);
      scooter = await createVehicle(r.app, adminToken, { type: 'Scooter', seatingCapacity: 2, brand: 'Honda', model: 'Dio' });
      tourist = await registerUser(r.app);
    });
    afterAll(async () => r?.close());
    const post = (extra: Record<string, unknown>) => call(r.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(scooter._id, { numTourists: 1, ...extra }) });

    it('the booking of 2027 to 2999 that emptied the scooter search is refused; the search stays full', async () => {
      const res = await post({ pickupDate: '2027-06-01', returnDate: '2999-12-31' });
      expectValidationMessages(res, B.rentalTooLong(90));
      const search = await call(r.app, 'GET', '/api/vehicles/available?pickupDate=2027-07-01&returnDate=2027-07-03&vehicleType=Scooter');
      expect(search.body.map((v: { _id: string }) => v._id)).toContain(scooter._id);
    });

    it('pickup at most BOOKING_HORIZON_DAYS (730) ahead: the last day books, the day after is refused by name', async () => {
      const last = addDays(today, 730);
      expect(last).toBe('2029-02-28');
      expect((await post({ pickupDate: last, returnDate: addDays(last, 1) })).status).toBe(201);
      const beyond = addDays(last, 1);
      expectValidationMessages(await post({ pickupDate: beyond, returnDate: addDays(beyond, 1) }), B.pickupTooFar(730, last));
    });

    it('a rental lasts at most MAX_RENTAL_DAYS (90): 90 days to the minute book, one minute more does not', async () => {
      expect((await post({ pickupDate: '2027-04-01', pickupTime: '09:00', returnDate: '2027-06-30', returnTime: '09:00' })).status).toBe(201);
      expectValidationMessages(await post({ pickupDate: '2027-07-01', pickupTime: '09:00', returnDate: '2027-09-29', returnTime: '09:01' }), B.rentalTooLong(90));
    });

    it('numTourists at most the vehicle’s seats', async () => {
      expectValidationMessages(await post({ pickupDate: '2027-10-01', returnDate: '2027-10-02', numTourists: 3 }), B.tooManyTourists(2));
      expect((await post({ pickupDate: '2027-10-01', returnDate: '2027-10-02', numTourists: 2 })).status).toBe(201);
    });

    it('a pickup time already passed today is refused like a past date; the current minute still books', async () => {
      expectValidationMessages(await post({ pickupDate: today, pickupTime: '09:59', returnDate: today, returnTime: '18:00' }), B.pickupTimeInPast);
      expectValidationMessages(await post({ pickupDate: '2027-02-28', pickupTime: '23:00', returnDate: today, returnTime: '18:00' }), B.pickupInPast);
      expect((await post({ pickupDate: today, pickupTime: '10:00', returnDate: today, returnTime: '18:00' })).status).toBe(201);
    });

    it('GET /api/booking-rules publishes the limits the server holds bookings to (its configuration)', async () => {
      expect((await call(r.app, 'GET', '/api/booking-rules')).body).toEqual({ maxRentalDays: 90, bookingHorizonDays: 730 });
      const custom = await createTestApp(engine, { config: { bookingRules: { maxRentalDays: 14, bookingHorizonDays: 180 } } });
      try {
        expect((await call(custom.app, 'GET', '/api/booking-rules')).body).toEqual({ maxRentalDays: 14, bookingHorizonDays: 180 });
      } finally {
        await custom.close();
      }
    });
  });

  describe('trips follow the clock (Sri Lanka time)', () => {
    it('picked up from 12 hours before pickup, completed not before pickup; earlier is a 409 that frees nothing', async () => {
      const vehicle = await createVehicle(t.app, admin);
      const driver = await registerUser(t.app, 'driver');
      const tourist = await registerUser(t.app);
      const trip = { pickupDate: '2031-05-10', pickupTime: '09:00', returnDate: '2031-05-14', returnTime: '09:00' };
      const booking = (await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicle._id, trip) })).body;
      expect((await call(t.app, 'PATCH', `/api/admin/bookings/${booking._id}`, { token: admin, body: { status: 'confirmed', driverId: driver.user._id } })).status).toBe(200);
      const move = (status: string) => call(t.app, 'PATCH', `/api/drivers/bookings/${booking._id}/status`, { token: driver.token, body: { status } });
      try {
        // Today (real time, years ahead of the trip): refused, by name of the moment it opens.
        expectError(await move('picked_up'), 409, MESSAGES.api.tripStepTooEarly('picked up', '2031-05-09 21:00'));
        t.clock.set('2031-05-09T20:59:00+05:30');
        expectError(await move('picked_up'), 409, MESSAGES.api.tripStepTooEarly('picked up', '2031-05-09 21:00'));
        t.clock.set('2031-05-09T21:00:00+05:30');
        expect((await move('picked_up')).status).toBe(200);
        t.clock.set('2031-05-10T08:59:00+05:30');
        expectError(await move('completed'), 409, MESSAGES.api.tripStepTooEarly('completed', '2031-05-10 09:00'));
        // While it cannot complete, the vehicle stays taken for its dates.
        t.clock.reset();
        expect((await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicle._id, trip) })).status).toBe(409);
        t.clock.set('2031-05-10T09:00:00+05:30');
        expect((await move('completed')).status).toBe(200);
      } finally {
        t.clock.reset();
      }
    });
  });

  describe('languages come from a fixed list: no free text reaches the public list', () => {
    it('a driver cannot register, be saved or save themselves with a language outside the list', async () => {
      const spam = 'WhatsApp +94770000000 for 50% off';
      const reg = await call(t.app, 'POST', '/api/users', {
        body: { username: 'Spammer', email: `spam.${Date.now()}@example.com`, password: 'secret123', role: 'driver', phone: '1', licenseNumber: 'L', languages: ['English', spam] },
      });
      expect(reg.status).toBe(400);
      expect(reg.body.details).toContain(MESSAGES.languages.unknown);
      const driver = await registerUser(t.app, 'driver');
      expect((await call(t.app, 'PUT', '/api/drivers/profile', { token: driver.token, body: { username: 'D', phone: '1', licenseNumber: 'L', languages: spam } })).status).toBe(400);
      expect((await call(t.app, 'PUT', `/api/admin/drivers/${driver.user._id}`, { token: admin, body: { username: 'D', email: driver.email, phone: '1', licenseNumber: 'L', languages: [spam] } })).status).toBe(400);
      const vehicle = await createVehicle(t.app, admin);
      const booking = await call(t.app, 'POST', '/api/bookings', { token: driver.token, body: bookingBody(vehicle._id, { preferredLanguages: [spam] }) });
      expect(booking.status).toBe(400);
      const listed = await call(t.app, 'GET', '/api/drivers/languages');
      expect(JSON.stringify(listed.body)).not.toContain('WhatsApp');
    });

    it('names and codes in, codes out (in the order given, once each); the public list carries codes with names', async () => {
      const driver = await registerUser(t.app, 'driver', { languages: ' sinhala , TA, Tamil, English' });
      expect(driver.user.languages).toEqual(['si', 'ta', 'en']);
      const listed = await call(t.app, 'GET', '/api/drivers/languages');
      expect(listed.body).toEqual(expect.arrayContaining([{ code: 'si', name: 'Sinhala' }, { code: 'ta', name: 'Tamil' }, { code: 'en', name: 'English' }]));
      for (const language of listed.body as { code: string; name: string }[]) {
        expect(LANGUAGES.some((l) => l.code === language.code && l.name === language.name), JSON.stringify(language)).toBe(true);
      }
      const names = listed.body.map((l: { name: string }) => l.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    });
  });
});
