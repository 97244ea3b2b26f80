import { describe, expect, it } from 'vitest';
import { MESSAGES, addDays, bookingSchema, estimatePrice, shortReference } from '@app/shared';
import { AFTER_TEST_TRIPS, ENGINES, bookingBody, call, createVehicle, registerUser, uniqueEmail, whileAt, type TestApp, tripSlots } from './harness';
import { expectError, expectValidation } from './api-helpers';
import { bodyOf } from './smtp';
import { staffReads, withStaffEnv, type Smtp } from './staff-env';

const S = MESSAGES.staff;

/**
 * What staff do to fix a booking (issue 15): cancel with a reason, give a trip another driver,
 * change its dates or vehicle, move a status back one step, take a booking by phone. Every
 * change lands in the history with who and why, and the people concerned are e-mailed.
 */
describe.each(ENGINES)('staff fix bookings (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let smtp: Smtp;
  const nextSlot = tripSlots('2032-01-01', 4);

  withStaffEnv(engine, (env) => ({ t, admin, smtp } = env));

  const { deliver, mailsTo, history } = staffReads(() => ({ t, admin, smtp }));

  async function booking(opts: { tourist?: Awaited<ReturnType<typeof registerUser>>; extra?: Record<string, unknown>; vehicleId?: string } = {}) {
    const tourist = opts.tourist ?? (await registerUser(t.app));
    const vehicleId = opts.vehicleId ?? (await createVehicle(t.app, admin))._id;
    const res = await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicleId, { ...nextSlot(), ...opts.extra }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { booking: bookingSchema.parse(res.body), vehicleId, tourist };
  }
  async function confirmedWith(driverId: string, opts: Parameters<typeof booking>[0] = {}) {
    const made = await booking(opts);
    const res = await call(t.app, 'PATCH', `/api/admin/bookings/${made.booking._id}`, { token: admin, body: { status: 'confirmed', driverId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { ...made, booking: bookingSchema.parse(res.body) };
  }

  describe('cancel with a reason', () => {
    it('the reason reaches the tourist: in My Bookings, in the e-mail, and in the history', async () => {
      const tourist = await registerUser(t.app);
      const { booking: b } = await booking({ tourist });
      const res = await call(t.app, 'PATCH', `/api/admin/bookings/${b._id}`, { token: admin, body: { status: 'cancelled', reason: 'The vehicle failed its safety check.' } });
      expect(res.status).toBe(200);
      expect(res.body.cancelReason).toBe('The vehicle failed its safety check.');
      const mine = (await call(t.app, 'GET', '/api/bookings/my-bookings', { token: tourist.token })).body.find((x: { _id: string }) => x._id === b._id);
      expect(mine.cancelReason).toBe('The vehicle failed its safety check.');
      const events = await history(b._id);
      expect(events.at(-1)).toMatchObject({ kind: 'status', fromStatus: 'pending', toStatus: 'cancelled', reason: 'The vehicle failed its safety check.' });
      await deliver();
      const mail = mailsTo(tourist.email).find((m) => m.subject === `Your booking ${shortReference(b._id)} was cancelled`);
      expect(bodyOf(mail!.raw)).toContain('Reason: The vehicle failed its safety check.');
    });

    it('without a reason nothing is made up; the tourist cancelling their own keeps none', async () => {
      const { booking: b } = await booking();
      expect((await call(t.app, 'PATCH', `/api/admin/bookings/${b._id}`, { token: admin, body: { status: 'cancelled' } })).body.cancelReason).toBeNull();
    });
  });

  describe('another driver for a confirmed trip', () => {
    it('the new driver takes it; history says who had it and why; tourist and both drivers are e-mailed', async () => {
      const first = await registerUser(t.app, 'driver');
      const second = await registerUser(t.app, 'driver');
      const { booking: b, tourist } = await confirmedWith(first.user._id);
      const res = await call(t.app, 'PUT', `/api/admin/bookings/${b._id}/driver`, { token: admin, body: { driverId: second.user._id, reason: 'Sunil is ill' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.driverId._id).toBe(second.user._id);
      expect(res.body.bookingStatus).toBe('confirmed');
      expect((await history(b._id)).at(-1)).toMatchObject({
        kind: 'driver',
        fromStatus: 'confirmed',
        toStatus: 'confirmed',
        reason: 'Sunil is ill',
        driver: { _id: second.user._id },
        previousDriver: { _id: first.user._id, username: first.user.username },
      });
      // The trip moved from one schedule to the other.
      const ids = async (token: string) => (await call(t.app, 'GET', '/api/drivers/my-bookings', { token })).body.map((x: { _id: string }) => x._id);
      expect(await ids(second.token)).toContain(b._id);
      expect(await ids(first.token)).not.toContain(b._id);
      await deliver();
      const ref = shortReference(b._id);
      expect(mailsTo(tourist.email).map((m) => m.subject)).toContain(`Your driver for booking ${ref} has changed`);
      expect(mailsTo(first.email).map((m) => m.subject)).toContain(`Trip ${ref} went to another driver`);
      expect(mailsTo(second.email).map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringContaining(`New trip ${ref}`)]));
    });

    it('a busy driver, the same driver, a pending or self-drive booking, or a tourist as driver is refused; nothing changes', async () => {
      const driver = await registerUser(t.app, 'driver');
      const busy = await registerUser(t.app, 'driver');
      const { booking: b } = await confirmedWith(driver.user._id);
      // The busy driver already drives a trip of the same days.
      await confirmedWith(busy.user._id, { extra: { pickupDate: b.pickupDate, returnDate: b.returnDate } });
      expectError(await call(t.app, 'PUT', `/api/admin/bookings/${b._id}/driver`, { token: admin, body: { driverId: busy.user._id } }), 409, MESSAGES.api.driverUnavailable);
      expectError(await call(t.app, 'PUT', `/api/admin/bookings/${b._id}/driver`, { token: admin, body: { driverId: driver.user._id } }), 409, S.sameDriver);
      const tourist = await registerUser(t.app);
      expectError(await call(t.app, 'PUT', `/api/admin/bookings/${b._id}/driver`, { token: admin, body: { driverId: tourist.user._id } }), 400, MESSAGES.api.driverNotFound);
      const { booking: pending } = await booking();
      expectError(await call(t.app, 'PUT', `/api/admin/bookings/${pending._id}/driver`, { token: admin, body: { driverId: busy.user._id } }), 409, S.driverChangeOnlyConfirmed);
      const selfDrive = await booking({ extra: { driverOption: 'selfDrive' } });
      await call(t.app, 'PATCH', `/api/admin/bookings/${selfDrive.booking._id}`, { token: admin, body: { status: 'confirmed' } });
      expectError(await call(t.app, 'PUT', `/api/admin/bookings/${selfDrive.booking._id}/driver`, { token: admin, body: { driverId: busy.user._id } }), 409, S.driverChangeOnlyConfirmed);
      const after = (await call(t.app, 'GET', `/api/admin/bookings?q=${b._id.slice(0, 8)}`, { token: admin })).body[0];
      expect(after.driverId._id).toBe(driver.user._id);
    });
  });

  describe('new dates or another vehicle', () => {
    it('re-priced with the vehicle of the booking, recorded before and after, and e-mailed to the tourist', async () => {
      const cheap = await createVehicle(t.app, admin, { brand: 'Suzuki', model: 'Alto', pricingDetails: { perDay: 20, perHour: 3 } });
      const { booking: b, tourist } = await booking({ vehicleId: cheap._id });
      const dates = { pickupDate: addDays(b.pickupDate, 30), pickupTime: '08:00', returnDate: addDays(b.pickupDate, 35), returnTime: '18:00' };
      const bigger = await createVehicle(t.app, admin, { type: 'Van', brand: 'Toyota', model: 'HiAce', seatingCapacity: 10, pricingDetails: { perDay: 75, perHour: 12 } });
      const res = await call(t.app, 'PUT', `/api/admin/bookings/${b._id}/schedule`, { token: admin, body: { ...dates, vehicleId: bigger._id, reason: 'Two more friends join' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const expected = estimatePrice({ ...dates, perDay: 75, driverOption: 'withDriver' }).total;
      expect(res.body).toMatchObject({ ...dates, vehicleBrand: 'Toyota', vehicleModel: 'HiAce', totalPrice: expected, vehicleId: { _id: bigger._id } });
      const event = (await history(b._id)).at(-1)!;
      expect(event).toMatchObject({ kind: 'schedule', reason: 'Two more friends join' });
      expect(event.schedule).toEqual({
        before: { pickupDate: b.pickupDate, pickupTime: b.pickupTime, returnDate: b.returnDate, returnTime: b.returnTime, vehicle: 'Suzuki Alto', totalPrice: b.totalPrice },
        after: { ...dates, vehicle: 'Toyota HiAce', totalPrice: expected },
      });
      // The old slot of the old vehicle is free again; the new vehicle's new slot is taken.
      const free = (await call(t.app, 'GET', `/api/vehicles/available?pickupDate=${b.pickupDate}&returnDate=${b.returnDate}`)).body.map((v: { _id: string }) => v._id);
      expect(free).toContain(cheap._id);
      await deliver();
      const mail = mailsTo(tourist.email).find((m) => m.subject === `Your booking ${shortReference(b._id)} was changed`);
      expect(bodyOf(mail!.raw)).toContain('Toyota HiAce');
      expect(bodyOf(mail!.raw)).toContain(`$${expected.toFixed(2)}`);
    });

    it('refuses what the rules refuse: an overlap, a busy driver, too few seats, a finished booking', async () => {
      const vehicle = await createVehicle(t.app, admin);
      const { booking: a } = await booking({ vehicleId: vehicle._id });
      const { booking: b } = await booking({ vehicleId: vehicle._id });
      // b onto a's dates of the same vehicle: the vehicle is taken.
      expectError(await call(t.app, 'PUT', `/api/admin/bookings/${b._id}/schedule`, { token: admin, body: { pickupDate: a.pickupDate, pickupTime: '09:00', returnDate: a.returnDate, returnTime: '09:00' } }), 409, MESSAGES.booking.conflict);
      // A confirmed trip whose driver is busy on the new dates.
      const driver = await registerUser(t.app, 'driver');
      const { booking: c } = await confirmedWith(driver.user._id);
      const { booking: d } = await confirmedWith(driver.user._id);
      expectError(await call(t.app, 'PUT', `/api/admin/bookings/${c._id}/schedule`, { token: admin, body: { pickupDate: d.pickupDate, pickupTime: '09:00', returnDate: d.returnDate, returnTime: '09:00' } }), 409, S.driverNotFreeForNewDates);
      // Two tourists do not fit a scooter.
      const scooter = await createVehicle(t.app, admin, { type: 'Scooter', seatingCapacity: 1 });
      expectValidation(await call(t.app, 'PUT', `/api/admin/bookings/${a._id}/schedule`, { token: admin, body: { ...nextSlot(), pickupTime: '09:00', returnTime: '09:00', vehicleId: scooter._id } }), MESSAGES.booking.tooManyTourists(1));
      // Return before pickup, as everywhere.
      expectValidation(await call(t.app, 'PUT', `/api/admin/bookings/${a._id}/schedule`, { token: admin, body: { pickupDate: '2032-05-05', pickupTime: '09:00', returnDate: '2032-05-04', returnTime: '09:00' } }), MESSAGES.booking.returnAfterPickup);
      await call(t.app, 'PATCH', `/api/admin/bookings/${a._id}`, { token: admin, body: { status: 'cancelled' } });
      expectError(await call(t.app, 'PUT', `/api/admin/bookings/${a._id}/schedule`, { token: admin, body: { ...nextSlot(), pickupTime: '09:00', returnTime: '09:00' } }), 409, S.scheduleOnlyOpen);
    });
  });

  describe('a status set by mistake goes back one step', () => {
    it('completed early goes back to the step it came from, with the reason; the trip can then run again', async () => {
      const driver = await registerUser(t.app, 'driver');
      const { booking: b } = await confirmedWith(driver.user._id);
      const move = (status: string) => call(t.app, 'PATCH', `/api/drivers/bookings/${b._id}/status`, { token: driver.token, body: { status } });
      await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
        expect((await move('picked_up')).status).toBe(200);
        expect((await move('completed')).status).toBe(200);
      });
      expectValidation(await call(t.app, 'POST', `/api/admin/bookings/${b._id}/correction`, { token: admin, body: { reason: ' ' } }), S.reasonRequired);
      const res = await call(t.app, 'POST', `/api/admin/bookings/${b._id}/correction`, { token: admin, body: { reason: 'Tapped completed by mistake on day one' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.bookingStatus).toBe('picked_up'); // it came from picked_up, not en_route
      expect((await history(b._id)).at(-1)).toMatchObject({ kind: 'correction', fromStatus: 'completed', toStatus: 'picked_up', reason: 'Tapped completed by mistake on day one' });
      expect((await call(t.app, 'POST', `/api/admin/bookings/${b._id}/correction`, { token: admin, body: { reason: 'Once more' } })).body.bookingStatus).toBe('confirmed');
      expectError(await call(t.app, 'POST', `/api/admin/bookings/${b._id}/correction`, { token: admin, body: { reason: 'Too far' } }), 409, S.nothingToCorrect('Confirmed'));
    });

    it('a completed trip whose vehicle was booked again cannot come back (409), and stays completed', async () => {
      const driver = await registerUser(t.app, 'driver');
      const { booking: b, vehicleId } = await confirmedWith(driver.user._id);
      await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
        for (const status of ['picked_up', 'completed']) expect((await call(t.app, 'PATCH', `/api/drivers/bookings/${b._id}/status`, { token: driver.token, body: { status } })).status).toBe(200);
      });
      const tourist = await registerUser(t.app);
      expect((await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicleId, { pickupDate: b.pickupDate, returnDate: b.returnDate }) })).status).toBe(201);
      expectError(await call(t.app, 'POST', `/api/admin/bookings/${b._id}/correction`, { token: admin, body: { reason: 'Oops' } }), 409, MESSAGES.booking.conflict);
      expect((await call(t.app, 'GET', `/api/admin/bookings?q=${b._id.slice(0, 8)}`, { token: admin })).body[0].bookingStatus).toBe('completed');
    });
  });

  describe('a booking taken by phone for a customer', () => {
    it('for an existing account: theirs in My Bookings; the history says staff made it', async () => {
      const tourist = await registerUser(t.app);
      const vehicle = await createVehicle(t.app, admin);
      const res = await call(t.app, 'POST', '/api/admin/bookings', { token: admin, body: { ...bookingBody(vehicle._id, nextSlot()), customerId: tourist.user._id } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.accountCreated).toBe(false);
      expect(res.body.userId._id).toBe(tourist.user._id);
      const mine = (await call(t.app, 'GET', '/api/bookings/my-bookings', { token: tourist.token })).body.map((x: { _id: string }) => x._id);
      expect(mine).toContain(res.body._id);
      const [created] = await history(res.body._id);
      expect(created).toMatchObject({ fromStatus: null, toStatus: 'pending', actor: { role: 'admin' } });
      // The form's e-mail of an existing account finds it too: no second account.
      const again = await call(t.app, 'POST', '/api/admin/bookings', { token: admin, body: bookingBody(vehicle._id, { ...nextSlot(), email: tourist.email.toUpperCase() }) });
      expect(again.body).toMatchObject({ accountCreated: false, userId: { _id: tourist.user._id } });
    });

    it('for a new customer: an account from name, e-mail and phone, e-mailed a link that sets its password', async () => {
      const vehicle = await createVehicle(t.app, admin);
      const email = uniqueEmail('walkin');
      const res = await call(t.app, 'POST', '/api/admin/bookings', {
        token: admin,
        body: bookingBody(vehicle._id, { ...nextSlot(), name: 'Hans Müller', email, phone: '+49 170 1234567' }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.accountCreated).toBe(true);
      expect(res.body.userId).toMatchObject({ username: 'Hans Müller', email, phone: '+49 170 1234567' });
      await deliver();
      const subjects = mailsTo(email).map((m) => m.subject);
      expect(subjects).toEqual(expect.arrayContaining(['Your LankaRide account is ready', `We received your booking ${shortReference(res.body._id)}`]));
      const link = /https:\/\/rent\.example\.lk\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(bodyOf(mailsTo(email).find((m) => m.subject === 'Your LankaRide account is ready')!.raw));
      expect(link).not.toBeNull();
      // The outbox never shows the link.
      expect(JSON.stringify((await call(t.app, 'GET', '/api/admin/outbox', { token: admin })).body)).not.toContain(link![1]!);
      expect((await call(t.app, 'POST', '/api/users/password-reset/confirm', { body: { token: link![1], password: 'my-own-pass' } })).status).toBe(200);
      const login = await call(t.app, 'POST', '/api/users/login', { body: { email, password: 'my-own-pass' } });
      expect(login.status).toBe(200);
      expect(login.body.user.role).toBe('tourist');
      const mine = (await call(t.app, 'GET', '/api/bookings/my-bookings', { token: login.body.token })).body.map((x: { _id: string }) => x._id);
      expect(mine).toEqual([res.body._id]);
    });

    it('refuses an unknown account or a staff account as the customer, and holds the booking rules', async () => {
      const vehicle = await createVehicle(t.app, admin, { seatingCapacity: 2 });
      expectError(await call(t.app, 'POST', '/api/admin/bookings', { token: admin, body: { ...bookingBody(vehicle._id, nextSlot()), customerId: '00000000-0000-4000-8000-000000000000' } }), 404, S.customerNotFound);
      const adminId = (await call(t.app, 'GET', '/api/users/me', { token: admin })).body._id;
      expectError(await call(t.app, 'POST', '/api/admin/bookings', { token: admin, body: { ...bookingBody(vehicle._id, nextSlot()), customerId: adminId } }), 400, S.cannotBookForStaff);
      expectValidation(await call(t.app, 'POST', '/api/admin/bookings', { token: admin, body: { ...bookingBody(vehicle._id, nextSlot()), email: uniqueEmail('seats'), numTourists: 3 } }), MESSAGES.booking.tooManyTourists(2));
    });
  });
});
