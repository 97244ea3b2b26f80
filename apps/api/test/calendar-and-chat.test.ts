import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { shortReference } from '@app/shared';
import { emailMessagesIn } from '../src/lib/i18n';
import { buildApp } from '../src/app';
import { redactPathSecrets } from '../src/lib/log-safety';
import { OUTBOX_REACTIONS } from '../src/outbox-worker';
import { ENGINES, JWT_SECRET, bookingBody, call, createVehicle, registerUser, whileAt, withAdminApp, type Account, type TestApp } from './harness';
import { adminPatch, book } from './api-helpers';

/** The VEVENTs of an iCalendar text, read by a real parser (ical.js). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: String(v.getFirstPropertyValue('status')),
      location: event.location,
      summary: event.summary,
      description: event.description,
    };
  });
}

describe.each(ENGINES)('calendars and chat links (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let vehicleId: string;
  let tourist: Account;
  let driver: Account;
  withAdminApp(engine, async (app, token) => {
    [t, admin] = [app, token];
    vehicleId = (await createVehicle(t.app, admin))._id;
    tourist = await registerUser(t.app, 'tourist', { username: 'Anna Schmidt' });
    driver = await registerUser(t.app, 'driver', { username: 'Sunil Perera', phone: '077 123 4567' });
  });

  /** A trip of the tourist's, confirmed with the driver. */
  async function confirmedTrip(dates: { pickupDate: string; returnDate: string }, extra: Record<string, unknown> = {}) {
    const booking = await book(t.app, tourist.token, bookingBody(vehicleId, { ...dates, name: 'Anna Schmidt', phone: '+49 151 2345 6789', pickupPoint: 'Bandaranaike Airport', ...extra }));
    expect((await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);
    return booking._id as string;
  }

  async function feedUrl(token: string) {
    const res = await call(t.app, 'GET', '/api/drivers/calendar', { token });
    expect(res.status).toBe(200);
    return new URL(res.body.url as string);
  }

  async function feedEvents(url: URL) {
    const res = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    return eventsOf(res.body);
  }

  it("the driver's feed: one event per trip, stable UID, SEQUENCE rising with each change, CANCELLED after cancelling, times right", async () => {
    const url = await feedUrl(driver.token);
    expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // Asking again answers the same address.
    expect((await feedUrl(driver.token)).href).toBe(url.href);

    const id = await confirmedTrip({ pickupDate: '2031-03-10', returnDate: '2031-03-12' });
    const [first] = (await feedEvents(url)).filter((e) => e.uid === `booking-${id}@lankaride`);
    // 09:00 Sri Lanka time is 03:30 UTC.
    expect(first).toMatchObject({ start: '2031-03-10T03:30:00.000Z', end: '2031-03-12T03:30:00.000Z', status: 'CONFIRMED', location: 'Bandaranaike Airport' });
    // The traveller's first name only, and the short reference.
    expect(first!.summary).toMatch(new RegExp(`^Trip with Anna · .+ · #${shortReference(id)}$`));
    expect(first!.summary).not.toContain('Schmidt');
    expect(first!.description).toContain('Pickup: ');
    expect(first!.description).toContain('Bandaranaike Airport');

    // Staff move the trip: same UID, a higher SEQUENCE, the new times.
    const moved = await call(t.app, 'PUT', `/api/admin/bookings/${id}/schedule`, {
      token: admin,
      body: { pickupDate: '2031-03-11', pickupTime: '14:00', returnDate: '2031-03-13', returnTime: '10:00', reason: 'New flight' },
    });
    expect(moved.status).toBe(200);
    const [second] = (await feedEvents(url)).filter((e) => e.uid === first!.uid);
    expect(second!.sequence).toBeGreaterThan(first!.sequence);
    expect([second!.start, second!.end]).toEqual(['2031-03-11T08:30:00.000Z', '2031-03-13T04:30:00.000Z']);

    // Cancelled: still there, marked CANCELLED, with a higher SEQUENCE again.
    expect((await call(t.app, 'PATCH', `/api/bookings/${id}/cancel`, { token: tourist.token })).status).toBe(200);
    const [third] = (await feedEvents(url)).filter((e) => e.uid === first!.uid);
    expect(third!.status).toBe('CANCELLED');
    expect(third!.sequence).toBeGreaterThan(second!.sequence);
  });

  it('renewing the address kills the old one at once; unknown and malformed secrets are 404; the log never holds a secret', async () => {
    const old = await feedUrl(driver.token);
    const renewed = await call(t.app, 'POST', '/api/drivers/calendar/renew', { token: driver.token });
    expect(renewed.status).toBe(200);
    const fresh = new URL(renewed.body.url);
    expect(fresh.href).not.toBe(old.href);
    expect((await t.app.inject({ method: 'GET', url: old.pathname })).statusCode).toBe(404);
    expect((await feedUrl(driver.token)).href).toBe(fresh.href);
    await feedEvents(fresh);
    for (const path of ['/api/calendar/short.ics', `/api/calendar/${'x'.repeat(43)}.ics`]) {
      const res = await call(t.app, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('tripLinksApi.feedNotFound');
    }
    expect(redactPathSecrets('/api/drivers/calendar')).toBe('/api/drivers/calendar');

    // The request log of a feed read (an app with a logger on the same database) names the path without its key.
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const logged = await buildApp({ db: t.db, config: { ...t.config, logLevel: 'info' }, jwtSecret: JWT_SECRET, logger: { stream } });
    try {
      expect((await logged.inject({ method: 'GET', url: `${fresh.pathname}?x=1` })).statusCode).toBe(200);
      expect((await logged.inject({ method: 'GET', url: old.pathname })).statusCode).toBe(404);
    } finally {
      await logged.close();
    }
    const secrets = [fresh.pathname, old.pathname].map((p) => p.split('/').pop()!.replace('.ics', ''));
    expect(lines.some((l) => l.includes('/api/calendar/[redacted]'))).toBe(true);
    for (const secret of secrets) expect(lines.filter((l) => l.includes(secret))).toEqual([]);
  });

  it("a booking's .ics for its booker (in the language asked for) and staff, attached to the confirmation e-mail", async () => {
    const id = await confirmedTrip({ pickupDate: '2031-04-10', returnDate: '2031-04-12' }, { flightNumber: 'UL 504', flightTime: '23:40' });
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/calendar.ics?lang=de`, headers: { authorization: `Bearer ${tourist.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.ics');
    const [event] = eventsOf(res.body);
    expect(event).toMatchObject({ uid: `booking-${id}@lankaride`, start: '2031-04-10T03:30:00.000Z', status: 'CONFIRMED', location: 'Bandaranaike Airport' });
    expect(event!.description).toContain(emailMessagesIn('de').tripLinks.eventTimes);
    // The flight (decision 106) in the event's notes.
    expect(event!.description).toContain(emailMessagesIn('de').tripLinks.eventFlight('UL504 23:40'));
    expect((await call(t.app, 'GET', `/api/bookings/${id}/calendar.ics`, { token: admin })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/bookings/${id}/calendar.ics`, { token: driver.token })).status).toBe(403);

    const attachments = await OUTBOX_REACTIONS.attachmentsOf(t.db, { kind: 'booking_confirmed', booking_id: id });
    expect(attachments.map((a) => a.contentType)).toEqual(['text/calendar; charset=utf-8; method=PUBLISH']);
    expect(eventsOf(attachments[0]!.content.toString('utf8'))[0]!.uid).toBe(`booking-${id}@lankaride`);
    expect(await OUTBOX_REACTIONS.attachmentsOf(t.db, { kind: 'booking_received', booking_id: id })).toEqual([]);
  });

  it('chat links: the office once set, tourist and driver only once confirmed and until a week after the trip, nobody else', async () => {
    const pending = await book(t.app, tourist.token, bookingBody(vehicleId, { pickupDate: '2031-05-10', returnDate: '2031-05-12', name: 'Anna Schmidt', phone: '+49 151 2345 6789' }));
    // No office number yet, no driver: nothing to open.
    expect((await call(t.app, 'GET', `/api/bookings/${pending._id}/chat`, { token: tourist.token })).body).toEqual({ office: null, driver: null, tourist: null });

    expect((await call(t.app, 'PUT', '/api/admin/chat-settings', { token: admin, body: { officeWhatsApp: 'not a number' } })).status).toBe(400);
    const saved = await call(t.app, 'PUT', '/api/admin/chat-settings', { token: admin, body: { officeWhatsApp: '+94 77 999 8888' } });
    expect(saved.body.officeWhatsApp).toBe('+94779998888');
    const ref = shortReference(pending._id);
    const asTourist = (await call(t.app, 'GET', `/api/bookings/${pending._id}/chat?lang=de`, { token: tourist.token })).body;
    expect(asTourist.office).toBe(`https://wa.me/94779998888?text=${encodeURIComponent(emailMessagesIn('de').tripLinks.toOffice('Anna', ref))}`);
    expect(asTourist.driver).toBeNull();

    const id = await confirmedTrip({ pickupDate: '2031-05-20', returnDate: '2031-05-22' });
    const tourists = (await call(t.app, 'GET', `/api/bookings/${id}/chat`, { token: tourist.token })).body;
    expect(tourists.driver).toBe(`https://wa.me/94771234567?text=${encodeURIComponent(emailMessagesIn('en').tripLinks.toDriver('Sunil', 'Anna', shortReference(id)))}`);
    expect(tourists.tourist).toBeNull();
    const drivers = (await call(t.app, 'GET', `/api/bookings/${id}/chat`, { token: driver.token })).body;
    expect(drivers).toMatchObject({ office: null, driver: null });
    expect(drivers.tourist).toMatch(/^https:\/\/wa\.me\/4915123456789\?text=/);

    // Another driver, another tourist and staff are not the booking's parties.
    const other = await registerUser(t.app, 'driver');
    for (const token of [other.token, (await registerUser(t.app)).token, admin]) {
      expect((await call(t.app, 'GET', `/api/bookings/${id}/chat`, { token })).status).toBe(403);
    }
    // Six days after the return the chat is open; eight days after, closed.
    await whileAt(t.clock, '2031-05-28T08:00:00+05:30', async () => {
      expect((await call(t.app, 'GET', `/api/bookings/${id}/chat`, { token: tourist.token })).body.driver).not.toBeNull();
    });
    await whileAt(t.clock, '2031-05-30T10:00:00+05:30', async () => {
      const late = (await call(t.app, 'GET', `/api/bookings/${id}/chat`, { token: driver.token })).body;
      expect(late.tourist).toBeNull();
    });
    // Cancelled: no chat with the driver.
    expect((await call(t.app, 'PATCH', `/api/bookings/${id}/cancel`, { token: tourist.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/bookings/${id}/chat`, { token: tourist.token })).body.driver).toBeNull();
  });

  it('the OpenAPI document has the seven routes, the files as text/calendar', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).body;
    const expected: [string, string][] = [
      ['/api/drivers/calendar', 'get'],
      ['/api/drivers/calendar/renew', 'post'],
      ['/api/calendar/{secret}.ics', 'get'],
      ['/api/bookings/{id}/calendar.ics', 'get'],
      ['/api/bookings/{id}/chat', 'get'],
      ['/api/admin/chat-settings', 'get'],
      ['/api/admin/chat-settings', 'put'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    expect(Object.keys(doc.paths['/api/calendar/{secret}.ics'].get.responses['200'].content)).toEqual(['text/calendar']);
    expect(doc.paths['/api/calendar/{secret}.ics'].get.security).toBeUndefined();
    expect(doc.paths['/api/bookings/{id}/chat'].get.security).toEqual([{ bearer: [] }]);
  });
});
