import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { DEFAULT_PRICING_POLICY, MAX_ITINERARY_STOPS, PLACES, formatDateIn, itineraryDayLines, adminRoadsSchema, bookingSchema, placeSchema, quoteAnswerSchema } from '@app/shared';
import { ADMIN, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { expectError } from './api-helpers';
import { extractText, getDocumentProxy } from 'unpdf';

const M = PAGE_MESSAGES.itineraryApi;

/** Places, roads and itineraries in quotes and bookings (issue 31, decision 105). */
describe.each(ENGINES)('places, roads and itineraries (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: string;
  let vehicleId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    tourist = (await registerUser(t.app)).token;
    vehicleId = (await createVehicle(t.app, admin, { pricingDetails: { perDay: 40, perHour: 5 } }))._id;
  });
  afterAll(async () => t?.close());

  // Three nights: 2031-02-01 09:00 to 2031-02-04 18:00 (four days).
  const trip = { pickupDate: '2031-02-01', pickupTime: '09:00', returnDate: '2031-02-04', returnTime: '18:00', driverOption: 'withDriver' };
  const stops = (...s: [string, number][]) => ({ stops: s.map(([placeId, nights]) => ({ placeId, nights })) });
  const quote = (extra: Record<string, unknown> = {}) => call(t.app, 'POST', '/api/bookings/quote', { body: { vehicleId, ...trip, ...extra } });
  /** The leg of a two-stop itinerary over the roads in force. */
  async function leg(from: string, to: string) {
    const res = await quote({ itinerary: stops([from, 0], [to, 3]) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.itinerary.legs[0] as { from: string; to: string; via: string[]; km: number; minutes: number; day: number };
  }

  it('GET /api/places: every place, named in the asked language (else the browser’s, else English); a language we do not speak is a 400', async () => {
    const en = await call(t.app, 'GET', '/api/places');
    expect(en.status).toBe(200);
    expect(en.body.length).toBeGreaterThanOrEqual(40);
    for (const p of en.body) placeSchema.parse(p);
    expect(en.body.find((p: { id: string }) => p.id === 'cmb')).toMatchObject({ name: 'Bandaranaike International Airport (CMB)', kind: 'airport', region: 'western' });
    const si = await call(t.app, 'GET', '/api/places?lang=si');
    expect(si.body.find((p: { id: string }) => p.id === 'kandy').name).toBe('මහනුවර');
    const ta = await call(t.app, 'GET', '/api/places', { headers: { 'accept-language': 'ta-LK,ta;q=0.9,en;q=0.5' } });
    expect(ta.body.find((p: { id: string }) => p.id === 'jaffna').name).toBe('யாழ்ப்பாணம்');
    const de = await call(t.app, 'GET', '/api/places?lang=de');
    expect(de.body.find((p: { id: string }) => p.id === 'galle').name).toBe('Galle');
    expectError(await call(t.app, 'GET', '/api/places?lang=xx'), 400);
  });

  it('well-known legs over the API have their real road distances and drive times', async () => {
    const colomboKandy = await leg('colombo', 'kandy');
    expect(colomboKandy.km).toBeGreaterThanOrEqual(105);
    expect(colomboKandy.km).toBeLessThanOrEqual(125);
    expect(colomboKandy.minutes).toBeGreaterThanOrEqual(150);
    expect(colomboKandy.minutes).toBeLessThanOrEqual(210);
    const kandyElla = await leg('kandy', 'ella');
    expect(kandyElla.km).toBeGreaterThanOrEqual(125);
    expect(kandyElla.km).toBeLessThanOrEqual(145);
    expect(kandyElla.minutes).toBeGreaterThanOrEqual(210);
    expect(kandyElla.via).toContain('nuwara-eliya');
    const cmbSigiriya = await leg('cmb', 'sigiriya');
    expect(cmbSigiriya.via).toEqual(['kurunegala', 'dambulla']);
    expect(cmbSigiriya.km).toBeGreaterThanOrEqual(150);
    expect(cmbSigiriya.km).toBeLessThanOrEqual(180);
    expect((await leg('cmb', 'negombo')).km).toBe(10);
    const colomboGalle = await leg('colombo', 'galle');
    expect(colomboGalle.km).toBeGreaterThanOrEqual(115);
    expect(colomboGalle.minutes).toBeLessThanOrEqual(120);
  });

  it('a quote with an itinerary: legs by day, driver nights at the round-trip allowance, the route beyond the allowance as extraKm; without one, the same quote as before', async () => {
    const plain = await quote();
    expect(plain.status).toBe(200);
    expect(plain.body.itinerary).toBeUndefined();
    expect(plain.body.lines.map((l: { code: string }) => l.code)).toEqual(['vehicle', 'driver']);
    expect(plain.body.total).toBe(4 * 40 + 4 * DEFAULT_PRICING_POLICY.driverPerDay);

    const res = await quote({ itinerary: stops(['cmb', 0], ['sigiriya', 1], ['kandy', 1], ['ella', 1], ['colombo', 0]) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = quoteAnswerSchema.parse(res.body);
    expect(body.itinerary!.legs.map((l) => [l.from, l.to, l.day])).toEqual([
      ['cmb', 'sigiriya', 1],
      ['sigiriya', 'kandy', 2],
      ['kandy', 'ella', 3],
      ['ella', 'colombo', 4],
    ]);
    expect(body.itinerary!.nights).toBe(3);
    const totalKm = body.itinerary!.totalKm;
    expect(totalKm).toBe(body.itinerary!.legs.reduce((s, l) => s + l.km, 0));
    const extra = totalKm - 400;
    expect(extra).toBeGreaterThan(0);
    expect(body.lines.map((l) => [l.code, l.quantity, l.amount])).toEqual([
      ['vehicle', 4, 160],
      ['driver', 4, 4 * DEFAULT_PRICING_POLICY.driverPerDay],
      ['driverNights', 3, 21],
      ['extraKm', extra, extra * 0.25],
    ]);
    expect(body.total).toBe(plain.body.total + 21 + extra * 0.25);
    expect(body.includedKm).toBe(totalKm);
  });

  it('refusals, each with its code: an unknown place, nights that are not the trip’s, a day of too much driving, too many or too few stops', async () => {
    const unknown = await quote({ itinerary: stops(['cmb', 0], ['atlantis', 3]) });
    expectError(unknown, 400, M.unknownPlace('atlantis'));
    expect(unknown.body.code).toBe('itineraryApi.unknownPlace');
    const odd = await quote({ itinerary: stops(['cmb', 0], ['Kandy!', 3]) });
    expectError(odd, 400);
    expect(odd.body.code).toBe('itineraryApi.unknownPlace');

    const nights = await quote({ itinerary: stops(['cmb', 1], ['kandy', 1]) });
    expectError(nights, 400, M.nightsMismatch(2, 3));
    expect(nights.body).toMatchObject({ code: 'itineraryApi.nightsMismatch', params: { given: 2, nights: 3 } });

    const far = await quote({ itinerary: stops(['galle', 0], ['jaffna', 3]) });
    expectError(far, 400);
    expect(far.body.code).toBe('itineraryApi.dayTooLong');
    expect(far.body.params).toMatchObject({ day: 1, max: 8 });

    const many = Array.from({ length: MAX_ITINERARY_STOPS + 1 }, (_, i) => [i % 2 ? 'galle' : 'unawatuna', 0] as [string, number]);
    many[0]![1] = 3;
    const tooMany = await quote({ itinerary: stops(...many) });
    expectError(tooMany, 400, M.tooManyStops(MAX_ITINERARY_STOPS));
    expect(tooMany.body.code).toBe('itineraryApi.tooManyStops');

    const one = await quote({ itinerary: stops(['kandy', 3]) });
    expectError(one, 400, M.tooFewStops(2));
    expect(one.body.code).toBe('itineraryApi.tooFewStops');

    for (const bad of [{ stops: 'kandy' }, { stops: [{ placeId: 'kandy', nights: -1 }, { placeId: 'ella', nights: 4 }] }, { stops: [{ placeId: 'kandy', nights: 1.5 }, { placeId: 'ella', nights: 1.5 }] }, 'x']) {
      expectError(await quote({ itinerary: bad }), 400);
    }
  });

  it('the booking keeps its itinerary, priced as quoted; its answer and My Bookings return it', async () => {
    const itinerary = stops(['cmb', 0], ['sigiriya', 2], ['kandy', 1], ['cmb', 0]);
    const quoted = await quote({ itinerary });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const res = await call(t.app, 'POST', '/api/bookings', { token: tourist, body: bookingBody(vehicleId, { ...trip, itinerary, totalPrice: quoted.body.total }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = bookingSchema.parse(res.body);
    expect(booking.totalPrice).toBe(quoted.body.total);
    expect(booking.itinerary).toEqual(quoted.body.itinerary);
    expect(booking.quote.lines.map((l) => l.code)).toEqual(quoted.body.lines.map((l: { code: string }) => l.code));
    const again = await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: tourist });
    expect(again.body.itinerary).toEqual(quoted.body.itinerary);
    const mine = await call(t.app, 'GET', '/api/bookings/my-bookings', { token: tourist });
    expect(mine.body.find((b: { _id: string }) => b._id === booking._id).itinerary.legs).toHaveLength(3);

    const refused = await call(t.app, 'POST', '/api/bookings', { token: tourist, body: bookingBody(vehicleId, { ...trip, pickupDate: '2031-03-01', returnDate: '2031-03-04', itinerary: stops(['cmb', 0], ['kandy', 1]) }) });
    expectError(refused, 400, M.nightsMismatch(1, 3));
    const plain = await call(t.app, 'POST', '/api/bookings', { token: tourist, body: bookingBody(vehicleId, { ...trip, pickupDate: '2031-04-01', returnDate: '2031-04-04' }) });
    expect(plain.status).toBe(201);
    expect(plain.body.itinerary).toBeNull();
  });

  it('the route day by day is in the booking e-mails and the receipt PDF, the same lines the pages draw', async () => {
    const itinerary = stops(['cmb', 0], ['sigiriya', 2], ['kandy', 1], ['cmb', 0]);
    const dates = { ...trip, pickupDate: '2031-05-01', returnDate: '2031-05-04' };
    const quoted = await quote({ ...dates, itinerary });
    const res = await call(t.app, 'POST', '/api/bookings', { token: tourist, body: bookingBody(vehicleId, { ...dates, itinerary, totalPrice: quoted.body.total }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = bookingSchema.parse(res.body);
    const lines = itineraryDayLines(booking.itinerary!, booking.pickupDate, PAGE_MESSAGES.itineraryUi, 'en', (d) => formatDateIn(d, 'en', 'short'));
    expect(lines, lines.join('\n')).toHaveLength(4);
    expect(lines[0]).toMatch(/^Day 1 · .+: Bandaranaike International Airport \(CMB\) to Sigiriya, \d+ km, about \d+ h \d+ min driving · Tonight: Sigiriya$/);
    expect(lines[1]).toMatch(/^Day 2 · .+: No driving: a day at Sigiriya · Tonight: Sigiriya$/);
    expect(lines[2]).toMatch(/Sigiriya to Kandy, 89 km, about 2 h 20 min driving · Tonight: Kandy$/);
    expect(lines[3]).toMatch(/ · The trip ends$/);

    const mails = await t.db.query<{ kind: string; body: string }>('SELECT kind, body FROM outbox WHERE booking_id = $1', [booking._id]);
    const received = mails.find((m) => m.kind === 'booking_received')?.body ?? '';
    expect(received).toContain(`Day by day (${booking.itinerary!.totalKm} km in all, 3 nights)\n${lines.join('\n')}`);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/bookings/${booking._id}/receipt.pdf`, headers: { authorization: `Bearer ${tourist}` } });
    expect(pdf.statusCode).toBe(200);
    const doc = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const text = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Day by day');
    for (const line of lines) expect(text).toContain(line.replace(/\s+/g, ' '));
  });

  it('staff change a booked route with a reason: re-planned, re-priced, kept in the history, e-mailed; a route that cannot be driven is refused', async () => {
    const dates = { pickupDate: '2031-06-01', pickupTime: '09:00', returnDate: '2031-06-04', returnTime: '18:00' };
    const booked = stops(['cmb', 0], ['sigiriya', 2], ['kandy', 1], ['cmb', 0]);
    const quoted = await quote({ ...dates, itinerary: booked });
    const res = await call(t.app, 'POST', '/api/bookings', { token: tourist, body: bookingBody(vehicleId, { ...trip, ...dates, itinerary: booked, totalPrice: quoted.body.total }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body._id as string;
    const url = `/api/admin/bookings/${id}/schedule`;
    const longer = stops(['cmb', 0], ['sigiriya', 1], ['kandy', 1], ['galle', 1], ['cmb', 0]);

    // The preview names the new route and its price; nothing is written.
    const preview = await call(t.app, 'POST', `${url}/quote`, { token: admin, body: { ...dates, itinerary: longer } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.itinerary.legs.map((l: { to: string }) => l.to)).toEqual(['sigiriya', 'kandy', 'galle', 'cmb']);
    expect(preview.body.currentTotal).toBe(quoted.body.total);
    const priced = await quote({ ...dates, itinerary: longer });
    expect(preview.body.total).toBe(priced.body.total);

    // A new route needs a reason; a day beyond the driving limit and nights that are not the trip's are refused.
    expectError(await call(t.app, 'PUT', url, { token: admin, body: { ...dates, itinerary: longer } }), 400);
    expectError(await call(t.app, 'PUT', url, { token: admin, body: { ...dates, reason: 'North', itinerary: stops(['galle', 0], ['jaffna', 3]) } }), 400);
    expectError(await call(t.app, 'PUT', url, { token: admin, body: { ...dates, reason: 'Short', itinerary: stops(['cmb', 0], ['kandy', 1]) } }), 400, M.nightsMismatch(1, 3));
    expectError(await call(t.app, 'PUT', url, { token: tourist, body: { ...dates, reason: 'Mine', itinerary: longer } }), 403);
    expect((await call(t.app, 'GET', `/api/bookings/${id}`, { token: tourist })).body.totalPrice).toBe(quoted.body.total);

    const changed = await call(t.app, 'PUT', url, { token: admin, body: { ...dates, reason: 'The guests want a night at the beach', itinerary: longer } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const booking = bookingSchema.parse(changed.body);
    expect(booking.itinerary!.stops.map((st) => st.placeId)).toEqual(['cmb', 'sigiriya', 'kandy', 'galle', 'cmb']);
    expect(booking.totalPrice).toBe(priced.body.total);
    expect(booking.quote.lines).toEqual(priced.body.lines);

    const history = await call(t.app, 'GET', `/api/admin/bookings/${id}/history`, { token: admin });
    const entry = history.body.find((e: { kind: string }) => e.kind === 'schedule');
    expect(entry.reason).toBe('The guests want a night at the beach');
    expect(entry.schedule.before.stops.map((st: { placeId: string }) => st.placeId)).toEqual(['cmb', 'sigiriya', 'kandy', 'cmb']);
    expect(entry.schedule.after.stops.map((st: { placeId: string }) => st.placeId)).toEqual(['cmb', 'sigiriya', 'kandy', 'galle', 'cmb']);
    expect(entry.schedule.after.totalPrice).toBe(priced.body.total);

    // A change of dates alone keeps the route.
    const moved = await call(t.app, 'PUT', url, { token: admin, body: { ...dates, pickupTime: '10:00' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.itinerary.stops).toEqual(booking.itinerary!.stops);

    const mails = await t.db.query<{ kind: string; body: string }>("SELECT kind, body FROM outbox WHERE booking_id = $1 AND kind = 'booking_changed' ORDER BY id", [id]);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]!.body).toContain('Galle');
    expect(mails[0]!.body).toContain('Day by day');
  });

  it('the admin corrects a road (who, when, why kept; the next quote uses it); others may not; unknown places and non-neighbours are 404', async () => {
    const before = await leg('trincomalee', 'nilaveli');
    expect(before.km).toBe(16);
    const body = { km: 18, minutes: 30, note: 'Measured by hand on OpenStreetMap, 2026: the coast road through Uppuveli' };
    expect((await call(t.app, 'PUT', '/api/admin/roads/nilaveli/trincomalee', { body })).status).toBe(401);
    expect((await call(t.app, 'PUT', '/api/admin/roads/nilaveli/trincomalee', { token: tourist, body })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/roads', { token: tourist })).status).toBe(403);

    const res = await call(t.app, 'PUT', '/api/admin/roads/nilaveli/trincomalee', { token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const roads = adminRoadsSchema.parse(res.body);
    const road = roads.roads.find((r) => r.from === 'trincomalee' && r.to === 'nilaveli')!;
    expect(road).toMatchObject({ km: 18, minutes: 30, shipped: { km: 16, minutes: 25 }, source: 'operators' });
    expect(road.correction).toMatchObject({ note: body.note, correctedBy: { username: expect.any(String) } });
    expect(roads.history[0]).toMatchObject({ from: 'nilaveli', to: 'trincomalee', km: 18 });
    expect(Date.parse(roads.history[0]!.correctedAt)).not.toBeNaN();
    expect(Object.keys(roads.sources)).toContain(road.source);
    expect(await leg('trincomalee', 'nilaveli')).toMatchObject({ km: 18, minutes: 30 });

    // A second correction is in force; both stay in the history.
    await call(t.app, 'PUT', '/api/admin/roads/trincomalee/nilaveli', { token: admin, body: { ...body, km: 17 } });
    const listed = await call(t.app, 'GET', '/api/admin/roads', { token: admin });
    expect(listed.body.history.map((c: { km: number }) => c.km)).toEqual([17, 18]);
    expect(listed.body.roads.length).toBeGreaterThan(PLACES.length);

    expectError(await call(t.app, 'PUT', '/api/admin/roads/atlantis/trincomalee', { token: admin, body }), 404, M.placeNotFound);
    expectError(await call(t.app, 'PUT', '/api/admin/roads/jaffna/galle', { token: admin, body }), 404, M.noRoad);
    expectError(await call(t.app, 'PUT', '/api/admin/roads/nilaveli/trincomalee', { token: admin, body: { ...body, km: 0 } }), 400, M.kmRange(1, 1000));
    expectError(await call(t.app, 'PUT', '/api/admin/roads/nilaveli/trincomalee', { token: admin, body: { ...body, note: ' ' } }), 400, M.noteRequired(500));
  });
});
