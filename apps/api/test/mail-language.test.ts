import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_DETAILS, localizeTree, shortReference, type Catalog } from '@app/shared';
import { EMAIL_MESSAGES } from '@app/shared/email-messages';
import { emailMessagesIn } from '../src/lib/i18n';
import { ADMIN, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { resolveDueRequests } from '../src/outbox-worker';

/**
 * Every e-mail goes out in its recipient's language (issue 16). The translators' catalogs are
 * still empty, so these catalogs stand in for them: the checks compare with what the recipient's
 * tree renders and with English, and hold whatever the shipped translations come to say.
 */
const TEST_CATALOGS = vi.hoisted(() => ({
  de: {
    'email.received.subject': 'Wir haben Ihre Buchung {reference} erhalten',
    'email.confirmed.subject': 'Ihre Buchung {reference} ist bestätigt',
    'email.welcome.subject': 'Willkommen bei LankaRide',
    'email.passwordReset.subject': 'Setzen Sie Ihr LankaRide-Passwort zurück',
  },
  si: {
    'email.driverAssigned.subject': '[si] {reference} · {pickupDate} · {pickupPoint}',
    'email.driverAssigned.body':
      '[si] {driver}: {trip} · {guest}, {phone}, {travellers, plural, one {# traveller} other {# travellers}}{hasSpecialRequests, select, yes { · {specialRequests}} other {}}',
  },
}));

vi.mock('../src/lib/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/lib/i18n')>();
  const shared = await import('@app/shared');
  const { EMAIL_MESSAGES: tree } = await import('@app/shared/email-messages');
  const trees = new Map(Object.entries(TEST_CATALOGS).map(([lang, catalog]) => [lang, shared.localizeTree(tree, lang, catalog)]));
  return { ...actual, emailMessagesIn: (lang: string | null | undefined) => (lang && trees.get(lang)) || actual.emailMessagesIn(lang) };
});

const signature = (lang: string) => emailMessagesIn(lang).email.signature(CONTACT_DETAILS.address.join(', '), CONTACT_DETAILS.phone, CONTACT_DETAILS.email);

describe('the e-mail text follows the catalog of its language', () => {
  it('a catalog entry replaces the English sentence, with its placeholders; a missing one falls back to English', () => {
    const de = localizeTree(EMAIL_MESSAGES, 'de', { 'email.received.subject': 'Wir haben Ihre Buchung {reference} erhalten' }).email;
    expect(de.received.subject('ABC123')).toBe('Wir haben Ihre Buchung ABC123 erhalten');
    expect(de.confirmed.subject('ABC123')).toBe('Your booking ABC123 is confirmed');
    const plural = localizeTree(EMAIL_MESSAGES, 'de', { 'email.accountCreatedByStaff.body': '{days, plural, one {# Tag} other {# Tage}}: {link}' }).email;
    expect(plural.accountCreatedByStaff.body(1, 'L')).toBe('1 Tag: L');
    expect(plural.accountCreatedByStaff.body(7, 'L')).toBe('7 Tage: L');
  });

  it("emailMessagesIn reads the language's shipped catalog (English where it has no entry)", async () => {
    const actual = await vi.importActual<typeof import('../src/lib/i18n')>('../src/lib/i18n');
    const require = createRequire(import.meta.url);
    for (const lang of ['de', 'si']) {
      const catalog = JSON.parse(readFileSync(require.resolve(`@app/shared/locales/${lang}.json`), 'utf8')) as Catalog;
      const expected = localizeTree(EMAIL_MESSAGES, lang, catalog).email;
      const email = actual.emailMessagesIn(lang).email;
      expect(email.welcome.subject).toBe(catalog['email.welcome.subject'] ?? EMAIL_MESSAGES.email.welcome.subject);
      expect(email.received.subject('ABC123')).toBe(expected.received.subject('ABC123'));
      expect(email.driverAssigned.subject('ABC123', '2030-05-01', 'Galle')).toBe(expected.driverAssigned.subject('ABC123', '2030-05-01', 'Galle'));
    }
  });
});

describe.each(ENGINES)("e-mails in the recipient's language (%s)", (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { config: { publicUrl: 'https://rent.example.lk' } });
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => t?.close());

  // Account requests (welcome, reset) become e-mails when the worker resolves them (decision 074).
  const mailsTo = async (email: string) => {
    while ((await resolveDueRequests(t.db)) > 0);
    return t.db.query<{ kind: string; subject: string; body: string }>('SELECT kind, subject, body FROM outbox WHERE recipient = $1 AND job IS NULL ORDER BY created_at', [email]);
  };
  const mailOf = async (email: string, kind: string) => {
    const mail = (await mailsTo(email)).find((m) => m.kind === kind);
    if (!mail) throw new Error(`no ${kind} e-mail to ${email}`);
    return mail;
  };

  it("a tourist registered in German gets the welcome, the booking's e-mails and a reset link in German; an English one in English", async () => {
    const german = await registerUser(t.app, 'tourist', { preferredLanguage: 'de' });
    const english = await registerUser(t.app);
    const de = emailMessagesIn('de').email;
    const en = EMAIL_MESSAGES.email;
    expect(de.received.subject('X')).not.toBe(en.received.subject('X')); // the test catalog is in use

    expect((await mailOf(german.email, 'welcome')).subject).toBe(de.welcome.subject);
    expect((await mailOf(english.email, 'welcome')).subject).toBe('Welcome to LankaRide');

    const vehicle = await createVehicle(t.app, admin);
    const driver = await registerUser(t.app, 'driver'); // speaks English and German
    const bookings: Record<string, string> = {};
    for (const [who, tourist, dates] of [
      ['german', german, { pickupDate: '2030-06-01', returnDate: '2030-06-03' }],
      ['english', english, { pickupDate: '2030-06-10', returnDate: '2030-06-12' }],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicle._id, dates) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      bookings[who] = res.body._id;
      const confirmed = await call(t.app, 'PATCH', `/api/admin/bookings/${res.body._id}`, { token: admin, body: { status: 'confirmed', driverId: driver.user._id } });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    }
    const germanRef = shortReference(bookings.german!);
    const englishRef = shortReference(bookings.english!);

    expect((await mailOf(german.email, 'booking_received')).subject).toBe(de.received.subject(germanRef));
    expect((await mailOf(english.email, 'booking_received')).subject).toBe(`We received your booking ${englishRef}`);
    // The travellers' pages (decision 085), in the reader's language; the licence page only for self drive.
    const site = 'https://rent.example.lk';
    const germanReceived = (await mailOf(german.email, 'booking_received')).body;
    expect(germanReceived).toContain(`\n\n${de.readBefore(`${site}/terms?lang=de`, `${site}/cancellation?lang=de`, 'no', `${site}/licence?lang=de`, `${site}/faq?lang=de`)}\n\n`);
    expect(germanReceived).not.toContain('/licence');
    const englishReceived = (await mailOf(english.email, 'booking_received')).body;
    expect(englishReceived).toContain(
      'Before you travel, please read:\nTerms of rental: https://rent.example.lk/terms\nCancellation policy: https://rent.example.lk/cancellation\nQuestions travellers ask: https://rent.example.lk/faq\n\n',
    );
    expect((await mailOf(german.email, 'booking_confirmed')).body).toContain(`${site}/cancellation?lang=de`);
    const selfDrive = await call(t.app, 'POST', '/api/bookings', { token: english.token, body: bookingBody(vehicle._id, { pickupDate: '2030-06-20', returnDate: '2030-06-21', driverOption: 'selfDrive' }) });
    expect(selfDrive.status, JSON.stringify(selfDrive.body)).toBe(201);
    const selfDriveReceived = (await mailsTo(english.email)).filter((m) => m.kind === 'booking_received').find((m) => m.subject.includes(shortReference(selfDrive.body._id)));
    expect(selfDriveReceived?.body).toContain('\nLicence requirements for self-drive: https://rent.example.lk/licence\nQuestions travellers ask:');
    const germanConfirmed = await mailOf(german.email, 'booking_confirmed');
    expect(germanConfirmed.subject).toBe(de.confirmed.subject(germanRef));
    expect(germanConfirmed.body.endsWith(`\n\n${signature('de')}`)).toBe(true);
    // The driver's languages are named in the reader's language, as its list.
    expect(germanConfirmed.body).toContain('Englisch und Deutsch');
    const englishConfirmed = await mailOf(english.email, 'booking_confirmed');
    expect(englishConfirmed.subject).toBe(`Your booking ${englishRef} is confirmed`);
    expect(englishConfirmed.body).toContain('; speaks English, German).');

    // Account e-mails follow the account's own row.
    expect((await call(t.app, 'POST', '/api/users/password-reset', { body: { email: german.email } })).status).toBe(202);
    expect((await mailOf(german.email, 'password_reset')).subject).toBe(de.passwordReset.subject);
  });

  it('a driver who chose Sinhala gets the trip assignment in Sinhala', async () => {
    const driver = await registerUser(t.app, 'driver');
    const changed = await call(t.app, 'PUT', '/api/users/me/language', { token: driver.token, body: { preferredLanguage: 'si' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.preferredLanguage).toBe('si');
    const tourist = await registerUser(t.app);
    const vehicle = await createVehicle(t.app, admin);
    const body = bookingBody(vehicle._id, { pickupDate: '2030-07-01', returnDate: '2030-07-03', numTourists: 1, specialRequests: 'Child seat' });
    const made = await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const confirmed = await call(t.app, 'PATCH', `/api/admin/bookings/${made.body._id}`, { token: admin, body: { status: 'confirmed', driverId: driver.user._id } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    const si = emailMessagesIn('si').email;
    const ref = shortReference(made.body._id);
    const mail = await mailOf(driver.email, 'driver_assigned');
    expect(mail.subject).toBe(si.driverAssigned.subject(ref, body.pickupDate, body.pickupPoint));
    expect(mail.subject).not.toBe(EMAIL_MESSAGES.email.driverAssigned.subject(ref, body.pickupDate, body.pickupPoint));
    const trip = si.trip('Toyota Prius', body.pickupDate, body.pickupTime, body.pickupPoint, body.returnDate, body.returnTime, body.returnPoint);
    expect(mail.body).toBe(`${si.driverAssigned.body(driver.user.username, trip, body.name, body.phone, 1, 'yes', 'Child seat')}\n\n${signature('si')}`);
    expect(mail.body).toContain('1 traveller · Child seat');
    // The tourist, who kept English, reads English.
    expect((await mailOf(tourist.email, 'booking_confirmed')).subject).toBe(`Your booking ${ref} is confirmed`);
  });

  it("an account the office made has no language: its e-mails follow the browser it signs in from, then its person's choice (decision 081)", async () => {
    const email = `office-made-${Date.now()}@example.com`;
    const made = await call(t.app, 'POST', '/api/admin/drivers', {
      token: admin,
      body: { username: 'Chaminda Silva', email, password: 'secret123', licenseNumber: 'S-81', phone: '+94 77 222 3333' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.preferredLanguage).toBeNull();
    // His phone speaks Sinhala: signing in says so, and the account still has no language of its own.
    const login = await call(t.app, 'POST', '/api/users/login', { body: { email, password: 'secret123', browserLanguage: 'si' } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.user.preferredLanguage).toBeNull();
    expect((await call(t.app, 'GET', '/api/users/me', { token: login.body.token })).body.preferredLanguage).toBeNull();

    const si = emailMessagesIn('si').email;
    const de = emailMessagesIn('de').email;
    const vehicle = await createVehicle(t.app, admin);
    // A tourist registered from a German browser without choosing: no language, e-mails in German.
    const tourist = await registerUser(t.app, 'tourist', { browserLanguage: 'de' });
    expect(tourist.user.preferredLanguage).toBeNull();
    expect((await mailOf(tourist.email, 'welcome')).subject).toBe(de.welcome.subject);
    const assign = async (pickupDate: string, returnDate: string) => {
      const booked = await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicle._id, { pickupDate, returnDate }) });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const confirmed = await call(t.app, 'PATCH', `/api/admin/bookings/${booked.body._id}`, { token: admin, body: { status: 'confirmed', driverId: made.body._id } });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      return { ref: shortReference(booked.body._id), pickupDate };
    };
    const first = await assign('2030-08-01', '2030-08-03');
    expect((await mailsTo(email)).find((m) => m.kind === 'driver_assigned')!.subject).toBe(si.driverAssigned.subject(first.ref, first.pickupDate, 'Colombo'));
    expect((await mailOf(tourist.email, 'booking_confirmed')).subject).toBe(de.confirmed.subject(first.ref));

    // He chooses English on the site: it is the account's, and his e-mails follow it.
    const chose = await call(t.app, 'PUT', '/api/users/me/language', { token: login.body.token, body: { preferredLanguage: 'en' } });
    expect([chose.status, chose.body.preferredLanguage]).toEqual([200, 'en']);
    const second = await assign('2030-08-05', '2030-08-07');
    const assigned = (await mailsTo(email)).filter((m) => m.kind === 'driver_assigned');
    expect(assigned.at(-1)!.subject).toBe(EMAIL_MESSAGES.email.driverAssigned.subject(second.ref, second.pickupDate, 'Colombo'));
  });
});
