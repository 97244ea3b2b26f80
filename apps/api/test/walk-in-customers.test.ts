import { describe, expect, it } from 'vitest';
import { MESSAGES, UI_LANGUAGE_CODES, bookingSchema, shortReference, userSchema } from '@app/shared';
import { ENGINES, bookingBody, call, createVehicle, loginAs, registerUser, uniqueEmail, type TestApp, tripSlots } from './harness';
import { expectValidation } from './api-helpers';
import { emailMessagesIn } from '../src/lib/i18n';
import { resolveDueRequests } from '../src/outbox-worker';
import { deliverOutbox } from './smtp';
import { withStaffEnv, type Smtp } from './staff-env';

/**
 * Walk-in and phone customers (issue 26, decision 083): staff set the customer's language, which
 * becomes the account's and the e-mails'; a customer without e-mail can be booked for, gets no
 * e-mails, and the booking says so.
 */
describe.each(ENGINES)('phone bookings: the customer’s language, and customers without e-mail (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let smtp: Smtp;
  const nextSlot = tripSlots('2033-02-01', 4);

  withStaffEnv(engine, (env) => ({ t, admin, smtp } = env));

  const outboxCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0]!.n;
  const mailsTo = async (email: string) => {
    while ((await resolveDueRequests(t.db)) > 0);
    return t.db.query<{ kind: string; subject: string; body: string }>('SELECT kind, subject, body FROM outbox WHERE recipient = $1 AND job IS NULL ORDER BY created_at', [email]);
  };
  const accountOf = async (id: string, q: string) => {
    const users = (await call(t.app, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}`, { token: admin })).body as unknown[];
    return users.map((u) => userSchema.parse(u)).find((u) => u._id === id)!;
  };

  it('a customer without e-mail: booked, an account without address, no e-mail written, the booking says so', async () => {
    const vehicle = await createVehicle(t.app, admin);
    const before = await outboxCount();
    const res = await call(t.app, 'POST', '/api/admin/bookings', {
      token: admin,
      body: bookingBody(vehicle._id, { ...nextSlot(), name: 'Nimal Perera', email: '', phone: '+94 77 123 4567', driverOption: 'selfDrive' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.accountCreated).toBe(true);
    const booking = bookingSchema.parse(res.body);
    expect(booking.userId).toMatchObject({ username: 'Nimal Perera', email: null, phone: '+94 77 123 4567' });
    expect(booking.email).toBeNull();
    // Neither the set-password link nor the booking's own e-mail: nothing to send them to.
    expect(await outboxCount()).toBe(before);

    // The lists answer the same: staff see there is no address.
    const listed = (await call(t.app, 'GET', `/api/admin/bookings?q=${booking._id.slice(0, 8)}`, { token: admin })).body;
    expect(listed[0]).toMatchObject({ _id: booking._id, email: null, userId: { email: null } });
    expect((await accountOf(booking.userId._id, '123 4567')).email).toBeNull();

    // Confirming it writes no e-mail to the customer either.
    const confirmed = await call(t.app, 'PATCH', `/api/admin/bookings/${booking._id}`, { token: admin, body: { status: 'confirmed' } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await outboxCount()).toBe(before);
    await deliverOutbox(t.db, smtp.url);

    // A second such customer is another account: accounts without an address do not collide.
    const second = await call(t.app, 'POST', '/api/admin/bookings', {
      token: admin,
      body: bookingBody(vehicle._id, { ...nextSlot(), name: 'Kamala Silva', email: undefined, phone: '+94 71 765 4321', driverOption: 'selfDrive' }),
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body).toMatchObject({ accountCreated: true, userId: { email: null } });
    expect(second.body.userId._id).not.toBe(booking.userId._id);
  });

  it('an account without e-mail gets one from a later phone booking, with the link to set its password', async () => {
    const vehicle = await createVehicle(t.app, admin);
    const first = await call(t.app, 'POST', '/api/admin/bookings', {
      token: admin,
      body: bookingBody(vehicle._id, { ...nextSlot(), name: 'Sunil Fernando', email: '', phone: '+94 76 555 0101', customerLanguage: 'si' }),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const customerId = first.body.userId._id as string;
    const email = uniqueEmail('later');
    const second = await call(t.app, 'POST', '/api/admin/bookings', {
      token: admin,
      body: bookingBody(vehicle._id, { ...nextSlot(), customerId, name: 'Sunil Fernando', email: email.toUpperCase(), phone: '+94 76 555 0101' }),
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body).toMatchObject({ accountCreated: false, userId: { _id: customerId, email } });
    const mails = await mailsTo(email);
    // In the language staff chose at the first booking (Sinhala), as every e-mail of the account.
    const si = emailMessagesIn('si').email;
    expect(mails.map((m) => m.subject)).toEqual([si.accountCreatedByStaff.subject, si.received.subject(shortReference(second.body._id))]);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.body)![1];
    expect((await call(t.app, 'POST', '/api/users/password-reset/confirm', { body: { token, password: 'sunil-pass-1' } })).status).toBe(200);
    expect((await loginAs(t.app, email, 'sunil-pass-1')).length).toBeGreaterThan(0);

    // An address another account already has is not given to it: the booking is made, the address stays that account's.
    const other = await registerUser(t.app);
    const third = await call(t.app, 'POST', '/api/admin/bookings', {
      token: admin,
      body: bookingBody(vehicle._id, { ...nextSlot(), name: 'No Mail', email: '', phone: '+94 70 000 0002' }),
    });
    const fourth = await call(t.app, 'POST', '/api/admin/bookings', {
      token: admin,
      body: bookingBody(vehicle._id, { ...nextSlot(), customerId: third.body.userId._id, name: 'No Mail', email: other.email, phone: '+94 70 000 0002' }),
    });
    expect(fourth.status, JSON.stringify(fourth.body)).toBe(201);
    expect(fourth.body.userId).toMatchObject({ _id: third.body.userId._id, email: null });
  });

  it('staff add an e-mail to an account without one on the users page: the set-password link goes; 409 and 404 where it cannot', async () => {
    const vehicle = await createVehicle(t.app, admin);
    const booked = await call(t.app, 'POST', '/api/admin/bookings', {
      token: admin,
      body: bookingBody(vehicle._id, { ...nextSlot(), name: 'Ruwan Jayasuriya', email: '', phone: '+94 77 900 1100', customerLanguage: 'ta', driverOption: 'selfDrive' }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.userId._id as string;
    const email = uniqueEmail('added');
    const put = (userId: string, body: unknown, token = admin) => call(t.app, 'PUT', `/api/admin/users/${userId}/email`, { token, body });

    expectValidation(await put(id, { email: 'not-an-address' }), MESSAGES.contact.emailInvalid);
    const taken = await registerUser(t.app);
    const refused = await put(id, { email: taken.email.toUpperCase() });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(MESSAGES.api.emailTaken);
    expect((await put(id, { email }, taken.token)).status).toBe(403);

    const added = await put(id, { email: ` ${email.toUpperCase()} ` });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(userSchema.parse(added.body)).toMatchObject({ _id: id, email });
    // The link in the account's language (Tamil, chosen at the phone booking).
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([emailMessagesIn('ta').email.accountCreatedByStaff.subject]);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.body)![1];
    expect((await call(t.app, 'POST', '/api/users/password-reset/confirm', { body: { token, password: 'ruwan-pass-1' } })).status).toBe(200);
    expect((await loginAs(t.app, email, 'ruwan-pass-1')).length).toBeGreaterThan(0);

    const again = await put(id, { email: uniqueEmail('again') });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MESSAGES.api.accountHasEmail);
    expect((await put('00000000-0000-4000-8000-000000000000', { email: uniqueEmail('nobody') })).status).toBe(404);
  });

  it('a new customer in French: the account reads French and its e-mails are French', async () => {
    const vehicle = await createVehicle(t.app, admin);
    const email = uniqueEmail('amelie');
    const res = await call(t.app, 'POST', '/api/admin/bookings', {
      token: admin,
      body: bookingBody(vehicle._id, { ...nextSlot(), name: 'Amélie Durand', email, phone: '+33 6 12 34 56 78', customerLanguage: 'fr' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await accountOf(res.body.userId._id, email)).preferredLanguage).toBe('fr');
    const fr = emailMessagesIn('fr').email;
    const ref = shortReference(res.body._id);
    const subjects = (await mailsTo(email)).map((m) => m.subject);
    expect(subjects).toEqual([fr.accountCreatedByStaff.subject, fr.received.subject(ref)]);
    expect(fr.received.subject(ref)).toBe(`Nous avons bien reçu votre réservation ${ref}`);
    // Delivered over SMTP to that address.
    await deliverOutbox(t.db, smtp.url);
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(2);
  });

  it('an existing account: the language staff choose becomes its language, for this booking’s e-mails too', async () => {
    const tourist = await registerUser(t.app);
    const vehicle = await createVehicle(t.app, admin);
    const res = await call(t.app, 'POST', '/api/admin/bookings', {
      token: admin,
      body: { ...bookingBody(vehicle._id, nextSlot()), customerId: tourist.user._id, email: tourist.email, customerLanguage: 'de' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await call(t.app, 'GET', '/api/users/me', { token: tourist.token })).body.preferredLanguage).toBe('de');
    const received = (await mailsTo(tourist.email)).filter((m) => m.kind === 'booking_received');
    expect(received.map((m) => m.subject)).toEqual([emailMessagesIn('de').email.received.subject(shortReference(res.body._id))]);

    // Without a language the account keeps its own.
    const again = await call(t.app, 'POST', '/api/admin/bookings', { token: admin, body: { ...bookingBody(vehicle._id, nextSlot()), customerId: tourist.user._id, customerLanguage: '' } });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((await call(t.app, 'GET', '/api/users/me', { token: tourist.token })).body.preferredLanguage).toBe('de');
  });

  it('refuses a language the product does not speak and an address that is not one: 400', async () => {
    const vehicle = await createVehicle(t.app, admin);
    expectValidation(
      await call(t.app, 'POST', '/api/admin/bookings', { token: admin, body: bookingBody(vehicle._id, { ...nextSlot(), email: '', customerLanguage: 'xx' }) }),
      MESSAGES.validation.uiLanguage(UI_LANGUAGE_CODES),
    );
    expectValidation(await call(t.app, 'POST', '/api/admin/bookings', { token: admin, body: bookingBody(vehicle._id, { ...nextSlot(), email: 'not-an-address' }) }), MESSAGES.booking.emailInvalid);
    // A tourist's own booking still needs an e-mail.
    const tourist = await registerUser(t.app);
    expectValidation(await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicle._id, { ...nextSlot(), email: '' }) }), MESSAGES.booking.emailRequired);
  });
});
