import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  addDays,
  bookingSchema,
  colomboToday,
  driverPublicProfileSchema,
  expiringLicenceSchema,
  publicDriverSchema,
  rankedDriverSchema,
  userSchema,
} from '@app/shared';
import { ENGINES, bookingBody, call, createVehicle, loginAs, registerUser, tripSlots, uniqueEmail, withAdminApp, type Account, type TestApp } from './harness';
import { UNKNOWN_ID, adminPatch, book, expectError, expectValidation } from './api-helpers';

const A = MESSAGES.api;

/** Drivers a tourist can trust (issue 30, decision 102). */
describe.each(ENGINES)('driver profiles (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: Account;
  withAdminApp(engine, async (app, token) => ([t, admin, tourist] = [app, token, await registerUser(app.app)]));
  const nextSlot = tripSlots('2031-01-01', 5);

  let serial = 0;
  /** A driver made by staff, with a phone, an e-mail and licence numbers travellers must never read. */
  const createDriver = async (extra: Record<string, unknown> = {}) => {
    serial += 1;
    const email = uniqueEmail(`driver${serial}`);
    const res = await call(t.app, 'POST', '/api/admin/drivers', {
      token: admin,
      body: {
        username: `Sunil${serial} Perera`,
        email,
        phone: '+94 77 111 2233',
        licenseNumber: `B-SECRET-${serial}`,
        licenseExpiry: '2032-12-31',
        experienceYears: 9,
        languages: ['en', 'de'],
        password: 'driver123',
        ...extra,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...userSchema.parse(res.body), password: 'driver123' };
  };
  const verify = (id: string, licence: 'driving' | 'touristBoard') => call(t.app, 'POST', `/api/admin/drivers/${id}/licences/${licence}/verify`, { token: admin });
  const edit = (driver: { _id: string; username: string; email: string | null }, body: Record<string, unknown>) =>
    call(t.app, 'PUT', `/api/admin/drivers/${driver._id}`, { token: admin, body: { username: driver.username, email: driver.email, licenseNumber: 'B-SECRET-X', ...body } });
  const publicIds = async () => ((await call(t.app, 'GET', '/api/drivers')).body as unknown[]).map((d) => publicDriverSchema.parse(d)._id);
  const driverEvents = (driverId: string) =>
    t.db.query<{ type: string; actor_id: string | null; payload: Record<string, unknown> }>(
      `SELECT type, actor_id, payload FROM domain_events WHERE type LIKE 'driver.%' AND payload->>'driverId' = $1 ORDER BY id`,
      [driverId],
    );

  it('the public profile shows the introduction, regions and verified badges, never phone, e-mail or licence numbers', async () => {
    const driver = await createDriver({
      introduction: 'I grew up in Kandy and love the hill country.',
      introductionLanguage: 'en',
      regions: ['kandy', 'hillCountry', 'kandy'],
      touristLicense: { kind: 'chauffeurTouristGuide', number: 'SLTDA-SECRET-77', expiry: '2031-06-30' },
    });
    expect(driver).toMatchObject({ regions: ['kandy', 'hillCountry'], licenseVerification: null, touristLicense: { kind: 'chauffeurTouristGuide', number: 'SLTDA-SECRET-77', verification: null } });
    const before = await call(t.app, 'GET', `/api/drivers/${driver._id}/profile`);
    expect(before.status).toBe(200);
    expect(driverPublicProfileSchema.parse(before.body)).toMatchObject({ firstName: `Sunil${serial}`, photo: null, badges: [], regions: ['kandy', 'hillCountry'] });
    expect(await publicIds()).not.toContain(driver._id);

    expect((await verify(driver._id, 'driving')).status).toBe(200);
    expect((await verify(driver._id, 'touristBoard')).status).toBe(200);
    const res = await call(t.app, 'GET', `/api/drivers/${driver._id}/profile?lang=de`);
    const profile = driverPublicProfileSchema.parse(res.body);
    expect(profile.badges).toEqual([
      { kind: 'driving', verified: true, validUntil: '2032-12' },
      { kind: 'chauffeurTouristGuide', verified: true, validUntil: '2031-06' },
    ]);
    expect(profile.introduction).toEqual({ text: 'I grew up in Kandy and love the hill country.', language: 'en', translated: false });
    const text = JSON.stringify(res.body) + JSON.stringify((await call(t.app, 'GET', '/api/drivers')).body);
    for (const secret of ['+94 77 111 2233', '771112233', driver.email!, 'B-SECRET', 'SLTDA-SECRET', 'Perera']) expect(text).not.toContain(secret);
    expect(await publicIds()).toContain(driver._id);
    expectError(await call(t.app, 'GET', `/api/drivers/${UNKNOWN_ID}/profile`), 404, A.driverNotFound);
    expectError(await call(t.app, 'GET', '/api/drivers?lang=xx'), 400);
  });

  it('the introduction comes in the language asked for, else in English, else as the driver wrote it', async () => {
    const driver = await createDriver({
      introduction: 'මම ගාල්ලේ ඉපදුණා.',
      introductionLanguage: 'si',
      introductionTranslations: { de: 'Ich bin in Galle geboren.', en: 'I was born in Galle.', fr: '' },
    });
    expect(driver.introductionTranslations).toEqual({ de: 'Ich bin in Galle geboren.', en: 'I was born in Galle.' });
    const intro = async (query: string) => driverPublicProfileSchema.parse((await call(t.app, 'GET', `/api/drivers/${driver._id}/profile${query}`)).body).introduction;
    expect(await intro('?lang=de')).toEqual({ text: 'Ich bin in Galle geboren.', language: 'de', translated: true });
    expect(await intro('?lang=fr')).toEqual({ text: 'I was born in Galle.', language: 'en', translated: true });
    expect(await intro('?lang=si')).toEqual({ text: 'මම ගාල්ලේ ඉපදුණා.', language: 'si', translated: false });
    expect(await intro('')).toEqual({ text: 'මම ගාල්ලේ ඉපදුණා.', language: 'si', translated: false });
    // Travellers read it: contact details are refused, and a text needs its language.
    expectValidation(await edit(driver, { introduction: 'Call me on +94 77 123 4567', introductionLanguage: 'en' }));
    expectValidation(await edit(driver, { introduction: 'Hello', introductionLanguage: '' }));
    expectValidation(await edit(driver, { regions: ['atlantis'] }), MESSAGES.validation.chooseFromList);
    expectValidation(await edit(driver, { touristLicense: { kind: 'touristDriver', number: '', expiry: '2031-01-01' } }), A.licenceIncomplete);
    // A write that names none of the profile keeps it (clients of the spec's API send none).
    const kept = userSchema.parse((await edit(driver, {})).body);
    expect(kept).toMatchObject({ introduction: 'මම ගාල්ලේ ඉපදුණා.', introductionLanguage: 'si', introductionTranslations: { de: 'Ich bin in Galle geboren.', en: 'I was born in Galle.' } });
  });

  it('staff verify a licence (who and when, in the log); a new number or expiry clears it, by staff or the driver', async () => {
    const driver = await createDriver({ touristLicense: { kind: 'touristDriver', number: 'T-1', expiry: '2031-05-31' } });
    const noTourist = await createDriver();
    expectError(await verify(noTourist._id, 'touristBoard'), 409, A.licenceIncomplete);
    const noExpiry = await createDriver({ licenseExpiry: '' });
    expectError(await verify(noExpiry._id, 'driving'), 409, A.licenceIncomplete);
    expectError(await verify(UNKNOWN_ID, 'driving'), 404, A.driverNotFound);
    expectError(await call(t.app, 'POST', `/api/admin/drivers/${driver._id}/licences/passport/verify`, { token: admin }), 400);

    const verified = userSchema.parse((await verify(driver._id, 'driving')).body);
    const adminId = (await call(t.app, 'GET', '/api/users/me', { token: admin })).body._id as string;
    expect(verified.licenseVerification).toMatchObject({ by: { _id: adminId } });
    expect(Date.now() - Date.parse(verified.licenseVerification!.at)).toBeLessThan(60_000);
    await verify(driver._id, 'touristBoard');

    // The same number and expiry: still verified.
    const same = userSchema.parse((await edit(driver, { licenseNumber: driver.licenseNumber, licenseExpiry: '2032-12-31', experienceYears: 10 })).body);
    expect(same.licenseVerification).not.toBeNull();
    expect(same.touristLicense?.verification).not.toBeNull();
    // A new expiry of the driving licence: that verification goes, the tourist-board one stays.
    const renewed = userSchema.parse((await edit(driver, { licenseNumber: driver.licenseNumber, licenseExpiry: '2034-12-31' })).body);
    expect(renewed.licenseVerification).toBeNull();
    expect(renewed.touristLicense?.verification).not.toBeNull();
    // The driver changes the tourist licence? They cannot: only staff edit it; the driver's own new licence number clears theirs.
    await verify(driver._id, 'driving');
    const token = await loginAs(t.app, driver.email!, driver.password);
    const own = await call(t.app, 'PUT', '/api/drivers/profile', {
      token,
      body: { username: driver.username, licenseNumber: 'B-NEW-1', licenseExpiry: '2034-12-31', introduction: 'Ayubowan!', introductionLanguage: 'si', regions: ['jaffna'], touristLicense: null },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(userSchema.parse(own.body)).toMatchObject({ licenseVerification: null, introduction: 'Ayubowan!', regions: ['jaffna'], touristLicense: { kind: 'touristDriver' } });
    // Staff change the tourist-board licence's number: its verification goes.
    const changed = userSchema.parse((await edit(driver, { licenseNumber: 'B-NEW-1', licenseExpiry: '2034-12-31', touristLicense: { kind: 'touristDriver', number: 'T-2', expiry: '2031-05-31' } })).body);
    expect(changed.touristLicense?.verification).toBeNull();

    const log = await driverEvents(driver._id);
    expect(log.map((e) => [e.type, e.payload.licence, e.actor_id])).toEqual([
      ['driver.licenceVerified', 'driving', adminId],
      ['driver.licenceVerified', 'touristBoard', adminId],
      ['driver.licenceVerificationCleared', 'driving', adminId],
      ['driver.licenceVerified', 'driving', adminId],
      ['driver.licenceVerificationCleared', 'driving', driver._id],
      ['driver.licenceVerificationCleared', 'touristBoard', adminId],
    ]);
    expect(log[0]!.payload.expiry).toBe('2032-12-31');
  });

  it('licences expiring within 30 days, or expired, are flagged for staff, soonest first', async () => {
    const today = colomboToday();
    const soon = await createDriver({ licenseExpiry: addDays(today, 20) });
    const gone = await createDriver({ licenseExpiry: addDays(today, -3), touristLicense: { kind: 'nationalTouristGuide', number: 'N-1', expiry: addDays(today, 29) } });
    const fine = await createDriver({ licenseExpiry: addDays(today, 31) });
    const res = await call(t.app, 'GET', '/api/admin/drivers/licences/expiring', { token: admin });
    expect(res.status).toBe(200);
    const list = (res.body as unknown[]).map((item) => expiringLicenceSchema.parse(item));
    const mine = list.filter((item) => [soon._id, gone._id, fine._id].includes(item.driver._id));
    expect(mine.map((item) => [item.driver._id, item.licence, item.expired])).toEqual([
      [gone._id, 'driving', true],
      [soon._id, 'driving', false],
      [gone._id, 'nationalTouristGuide', false],
    ]);
    expectError(await call(t.app, 'GET', '/api/admin/drivers/licences/expiring', { token: tourist.token }), 403);
  });

  it('a driver whose licence lapses before the trip ends is not offered, and assigning them answers 409', async () => {
    const slot = nextSlot();
    const lapsing = await createDriver({ licenseExpiry: addDays(slot.returnDate, -1) });
    const lastDay = await createDriver({ licenseExpiry: slot.returnDate });
    const touristBoardLapsing = await createDriver({ touristLicense: { kind: 'touristDriver', number: 'T-9', expiry: slot.pickupDate } });
    const touristBoardUnverified = await createDriver({ touristLicense: { kind: 'touristDriver', number: 'T-8', expiry: slot.pickupDate } });
    await verify(touristBoardLapsing._id, 'touristBoard');
    const vehicle = await createVehicle(t.app, admin);
    const booking = bookingSchema.parse(await book(t.app, tourist.token, bookingBody(vehicle._id, slot)));

    const ranked = ((await call(t.app, 'GET', `/api/admin/drivers/available?startDate=${booking.pickupDate}&endDate=${booking.returnDate}&bookingId=${booking._id}`, { token: admin })).body as unknown[]).map((d) => rankedDriverSchema.parse(d)._id);
    expect(ranked).not.toContain(lapsing._id);
    expect(ranked).not.toContain(touristBoardLapsing._id);
    expect(ranked).toContain(lastDay._id);
    expect(ranked).toContain(touristBoardUnverified._id);
    const byDays = ((await call(t.app, 'GET', `/api/admin/drivers/available?startDate=${slot.pickupDate}&endDate=${slot.returnDate}`, { token: admin })).body as { _id: string }[]).map((d) => d._id);
    expect(byDays).not.toContain(lapsing._id);
    expect(byDays).toContain(lastDay._id);

    expectError(await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: lapsing._id }), 409, A.driverLicenceLapses);
    expectError(await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: touristBoardLapsing._id }), 409, A.driverLicenceLapses);
    expect((await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: lastDay._id })).status).toBe(200);
    // Another driver for the confirmed trip, and new dates past the kept driver's licence: 409 too.
    expectError(await call(t.app, 'PUT', `/api/admin/bookings/${booking._id}/driver`, { token: admin, body: { driverId: lapsing._id } }), 409, A.driverLicenceLapses);
    const later = { pickupDate: slot.pickupDate, pickupTime: '09:00', returnDate: addDays(slot.returnDate, 1), returnTime: '09:00' };
    expectError(await call(t.app, 'PUT', `/api/admin/bookings/${booking._id}/schedule`, { token: admin, body: later }), 409, A.driverLicenceLapses);
  });

  it('a tourist may ask for a listed driver: stored on the booking, listed first and marked for staff', async () => {
    const wished = await createDriver({ experienceYears: 1 });
    await verify(wished._id, 'driving');
    const unlisted = await createDriver();
    const vehicle = await createVehicle(t.app, admin);

    const slot = nextSlot();
    const res = await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicle._id, { ...slot, preferredDriverId: wished._id }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = bookingSchema.parse(res.body);
    expect(booking.preferredDriver).toEqual({ _id: wished._id, firstName: wished.username.split(' ')[0] });
    const mine = (await call(t.app, 'GET', '/api/bookings/my-bookings', { token: tourist.token })).body;
    expect(JSON.stringify(mine)).toContain(wished._id);

    const ranked = ((await call(t.app, 'GET', `/api/admin/drivers/available?startDate=${booking.pickupDate}&endDate=${booking.returnDate}&bookingId=${booking._id}`, { token: admin })).body as unknown[]).map((d) => rankedDriverSchema.parse(d));
    expect(ranked[0]).toMatchObject({ _id: wished._id, requested: true });
    expect(ranked.slice(1).every((d) => d.requested === false)).toBe(true);

    // Without a wish, as the spec's clients book: nobody asked for.
    const plain = bookingSchema.parse(await book(t.app, tourist.token, bookingBody(vehicle._id, { ...nextSlot(), preferredDriverId: '' })));
    expect(plain.preferredDriver).toBeNull();
    // Only a listed driver, only with a driver.
    for (const body of [
      bookingBody(vehicle._id, { ...nextSlot(), preferredDriverId: unlisted._id }),
      bookingBody(vehicle._id, { ...nextSlot(), preferredDriverId: UNKNOWN_ID }),
      bookingBody(vehicle._id, { ...nextSlot(), preferredDriverId: wished._id, driverOption: 'selfDrive' }),
    ]) {
      expectError(await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body }), 400, A.preferredDriverUnavailable);
    }
    expectValidation(await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicle._id, { ...nextSlot(), preferredDriverId: 'sunil' }) }));
  });
});
