import { describe, expect, it } from 'vitest';
import { addDays, bookingSchema, colomboToday, formatDateTimeIn, STAFF_DISPLAY_NAME, contactMessageSchema, rankedDriverSchema, timelineSchema } from '@app/shared';
import { ENGINES, bookingBody, call, createVehicle, registerUser, type TestApp, withAdminApp } from './harness';

describe.each(ENGINES)('beyond the spec (%s)', (engine) => {
  let t: TestApp, admin: string;
  withAdminApp(engine, (app, token) => ([t, admin] = [app, token]));

  describe('tourist cancels their own booking', () => {
    it('pending: cancelled at once, and the vehicle is free again', async () => {
      const vehicle = await createVehicle(t.app, admin);
      const tourist = await registerUser(t.app);
      const body = bookingBody(vehicle._id, { pickupDate: '2031-05-01', returnDate: '2031-05-03' });
      const booking = (await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body })).body;
      const res = await call(t.app, 'PATCH', `/api/bookings/${booking._id}/cancel`, { token: tourist.token });
      expect(res.status).toBe(200);
      expect(bookingSchema.parse(res.body).bookingStatus).toBe('cancelled');
      // Freed: the same dates can be booked again.
      expect((await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body })).status).toBe(201);
      // Already cancelled: 409 naming the status.
      const again = await call(t.app, 'PATCH', `/api/bookings/${booking._id}/cancel`, { token: tourist.token });
      expect(again.status).toBe(409);
      expect(again.body.error).toContain('cancelled');
    });

    it("another user's booking: 403; unknown: 404; no token: 401", async () => {
      const vehicle = await createVehicle(t.app, admin);
      const owner = await registerUser(t.app);
      const other = await registerUser(t.app);
      const booking = (await call(t.app, 'POST', '/api/bookings', { token: owner.token, body: bookingBody(vehicle._id) })).body;
      expect((await call(t.app, 'PATCH', `/api/bookings/${booking._id}/cancel`, { token: other.token })).status).toBe(403);
      expect((await call(t.app, 'PATCH', `/api/bookings/00000000-0000-4000-8000-000000000000/cancel`, { token: owner.token })).status).toBe(404);
      expect((await call(t.app, 'PATCH', `/api/bookings/${booking._id}/cancel`)).status).toBe(401);
    });

    it('confirmed: allowed until 24 hours before pickup, refused after with the limit named', async () => {
      const today = colomboToday();
      const tourist = await registerUser(t.app);
      const driver = await registerUser(t.app, 'driver');
      const farVehicle = await createVehicle(t.app, admin);
      const nearVehicle = await createVehicle(t.app, admin);
      const far = (await call(t.app, 'POST', '/api/bookings', {
        token: tourist.token,
        body: bookingBody(farVehicle._id, { pickupDate: addDays(today, 10), returnDate: addDays(today, 12), driverOption: 'selfDrive' }),
      })).body;
      const near = (await call(t.app, 'POST', '/api/bookings', {
        token: tourist.token,
        body: bookingBody(nearVehicle._id, { pickupDate: addDays(today, 1), pickupTime: '00:00', returnDate: addDays(today, 3), driverOption: 'withDriver' }),
      })).body;
      expect((await call(t.app, 'PATCH', `/api/admin/bookings/${far._id}`, { token: admin, body: { status: 'confirmed' } })).status).toBe(200);
      expect((await call(t.app, 'PATCH', `/api/admin/bookings/${near._id}`, { token: admin, body: { status: 'confirmed', driverId: driver.user._id } })).status).toBe(200);

      expect((await call(t.app, 'PATCH', `/api/bookings/${far._id}/cancel`, { token: tourist.token })).status).toBe(200);
      // Pickup tomorrow at 00:00 is less than 24 hours away (it is after 00:00 today in Colombo).
      const late = await call(t.app, 'PATCH', `/api/bookings/${near._id}/cancel`, { token: tourist.token });
      expect(late.status).toBe(409);
      expect(late.body.error).toContain('24 hours before pickup');
      // The limit in words (decision 082), and as data for clients that write it themselves.
      expect(late.body.error).toContain(formatDateTimeIn(today, '00:00', 'en'));
    });
  });

  describe('preferred driver languages and driver matching', () => {
    it('lists the fleet languages, stores the choice, and ranks speakers first', async () => {
      const german = await registerUser(t.app, 'driver', { languages: 'English, German', experienceYears: 1 });
      const french = await registerUser(t.app, 'driver', { languages: ['French'], experienceYears: 20 });
      const languages = await call(t.app, 'GET', '/api/drivers/languages');
      expect(languages.status).toBe(200);
      expect(languages.body).toEqual(expect.arrayContaining([{ code: 'en', name: 'English' }, { code: 'de', name: 'German' }, { code: 'fr', name: 'French' }]));

      const vehicle = await createVehicle(t.app, admin);
      const tourist = await registerUser(t.app);
      const created = await call(t.app, 'POST', '/api/bookings', {
        token: tourist.token,
        body: bookingBody(vehicle._id, { pickupDate: '2031-08-01', returnDate: '2031-08-04', preferredLanguages: ['German'] }),
      });
      expect(created.status).toBe(201);
      expect(created.body.preferredLanguages).toEqual(['de']);
      const listed = (await call(t.app, 'GET', '/api/admin/bookings', { token: admin })).body.find((b: { _id: string }) => b._id === created.body._id);
      expect(listed.preferredLanguages).toEqual(['de']);

      const ranked = await call(t.app, 'GET', `/api/admin/drivers/available?startDate=2031-08-01&endDate=2031-08-04&bookingId=${created.body._id}`, { token: admin });
      expect(ranked.status).toBe(200);
      const drivers = ranked.body.map((d: unknown) => rankedDriverSchema.parse(d));
      // Every German speaker (other tests register some too) comes before every other driver.
      const matches = drivers.map((d: { matchedLanguages?: string[] }) => (d.matchedLanguages ?? []).length > 0);
      expect(matches.indexOf(false)).toBeGreaterThan(0);
      expect(matches.slice(matches.indexOf(false))).not.toContain(true);
      expect(drivers.find((d: { _id: string }) => d._id === german.user._id)?.matchedLanguages).toEqual(['de']);
      expect(drivers.find((d: { _id: string }) => d._id === french.user._id)?.matchedLanguages).toEqual([]);

      // Once confirmed with that driver, My Bookings shows their name, phone and languages.
      await call(t.app, 'PATCH', `/api/admin/bookings/${created.body._id}`, { token: admin, body: { status: 'confirmed', driverId: german.user._id } });
      const mine = (await call(t.app, 'GET', '/api/bookings/my-bookings', { token: tourist.token })).body[0];
      expect(mine.driverId).toEqual({ _id: german.user._id, username: german.user.username, phone: german.user.phone, languages: ['en', 'de'] });
      const history = await call(t.app, 'GET', `/api/bookings/${created.body._id}/history`, { token: tourist.token });
      expect(history.body.map((e: { toStatus: string }) => e.toStatus)).toEqual(['pending', 'confirmed']);
      // The tourist sees who changed what, staff only as the company; the admin sees the account.
      expect(history.body[0].actor).toMatchObject({ _id: tourist.user._id, role: 'tourist' });
      expect(history.body[1].actor).toEqual({ _id: '', username: STAFF_DISPLAY_NAME, role: 'admin' });
      expect(history.body[1].driver).toEqual({ _id: german.user._id, username: german.user.username });
      const audit = await call(t.app, 'GET', `/api/admin/bookings/${created.body._id}/history`, { token: admin });
      expect(audit.body[1].actor.role).toBe('admin');
      expect(audit.body[1].actor.username).not.toBe(STAFF_DISPLAY_NAME);
      expect(audit.body[1].actor._id).not.toBe('');

      expect((await call(t.app, 'GET', '/api/admin/drivers/available?startDate=2031-08-01&endDate=2031-08-04&bookingId=00000000-0000-4000-8000-000000000000', { token: admin })).status).toBe(404);
    });
  });

  it('refuses a pickup day that is already over in Sri Lanka', async () => {
    const vehicle = await createVehicle(t.app, admin);
    const tourist = await registerUser(t.app);
    const yesterday = addDays(colomboToday(), -1);
    const res = await call(t.app, 'POST', '/api/bookings', {
      token: tourist.token,
      body: bookingBody(vehicle._id, { pickupDate: yesterday, returnDate: addDays(yesterday, 3) }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Pickup date cannot be in the past');
  });

  describe('contact inbox', () => {
    it('lists messages newest first and marks them read and unread', async () => {
      for (const name of ['First', 'Second']) {
        expect((await call(t.app, 'POST', '/api/contact', { body: { name, email: 'a@b.co', message: `hello from ${name}` } })).status).toBe(201);
      }
      const inbox = await call(t.app, 'GET', '/api/admin/messages', { token: admin });
      expect(inbox.status).toBe(200);
      const messages = inbox.body.map((m: unknown) => contactMessageSchema.parse(m));
      expect(messages.slice(0, 2).map((m: { name: string }) => m.name)).toEqual(['Second', 'First']);
      expect(messages[0].read).toBe(false);
      const read = await call(t.app, 'PATCH', `/api/admin/messages/${messages[0]._id}`, { token: admin, body: { read: true } });
      expect(read.body.read).toBe(true);
      const unread = await call(t.app, 'GET', '/api/admin/messages?unread=true', { token: admin });
      expect(unread.body.map((m: { _id: string }) => m._id)).not.toContain(messages[0]._id);
      expect((await call(t.app, 'PATCH', `/api/admin/messages/${messages[0]._id}`, { token: admin, body: { read: 'yes' } })).status).toBe(400);
      const tourist = await registerUser(t.app);
      expect((await call(t.app, 'GET', '/api/admin/messages', { token: tourist.token })).status).toBe(403);
    });
  });

  describe('fleet timeline', () => {
    it('returns vehicles and the bookings overlapping the range, filtered by type and search', async () => {
      const vehicle = await createVehicle(t.app, admin, { type: 'Van', brand: 'Timeline', model: 'Tester' });
      const tourist = await registerUser(t.app);
      const booking = (await call(t.app, 'POST', '/api/bookings', {
        token: tourist.token,
        body: bookingBody(vehicle._id, { pickupDate: '2031-09-10', returnDate: '2031-09-12' }),
      })).body;
      const res = await call(t.app, 'GET', '/api/admin/timeline?from=2031-09-08&to=2031-09-14&type=Van&q=timeline', { token: admin });
      expect(res.status).toBe(200);
      const timeline = timelineSchema.parse(res.body);
      expect(timeline.vehicles.map((v) => v._id)).toEqual([vehicle._id]);
      expect(timeline.bookings).toEqual([
        expect.objectContaining({ _id: booking._id, vehicleId: vehicle._id, status: 'pending', start: '2031-09-10T09:00:00+05:30' }),
      ]);
      const outside = await call(t.app, 'GET', '/api/admin/timeline?from=2031-10-01&to=2031-10-07', { token: admin });
      expect(outside.body.bookings.map((b: { _id: string }) => b._id)).not.toContain(booking._id);
      expect((await call(t.app, 'GET', '/api/admin/timeline?from=2031-10-07&to=2031-10-01', { token: admin })).status).toBe(400);
      expect((await call(t.app, 'GET', '/api/admin/timeline?from=2031-01-01&to=2031-12-31', { token: admin })).status).toBe(400);
    });
  });
});
