import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING_POLICY,
  adminTourSchema,
  bookingSchema,
  drivingByDay,
  quoteAnswerSchema,
  tourSchema,
  tourTrip,
  type TourDto,
} from '@app/shared';
import { ADMIN, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { expectError } from './api-helpers';
import { photoForm, plainJpeg } from './photo-files';

/** Tour templates (issue 31, second half, decision 110): staff's CRUD, the public tours, their prices. */
describe.each(ENGINES)('tour templates (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true });
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    tourist = (await registerUser(t.app)).token;
  });
  afterAll(async () => t?.close());

  const stops = (...s: [string, number][]) => s.map(([placeId, nights]) => ({ placeId, nights }));
  const draft = (extra: Record<string, unknown> = {}) => ({
    slug: 'kandy-weekend',
    name: 'A weekend in Kandy',
    description: 'Two nights by the lake, the Temple of the Tooth and the botanical gardens.',
    stops: stops(['cmb', 0], ['kandy', 2], ['cmb', 0]),
    vehicleTypes: ['Car'],
    translations: { de: { name: 'Ein Wochenende in Kandy', description: '' }, si: { name: '', description: '' } },
    published: false,
    ...extra,
  });
  const cheapest = (tour: TourDto) => Math.min(...tour.vehicles.map((v) => v.perDay));

  it('the demo data publishes three realistic tours: days and nights, legs within a day of driving, priced from the cheapest suitable vehicle with a driver', async () => {
    const res = await call(t.app, 'GET', '/api/tours');
    expect(res.status).toBe(200);
    const tours = (res.body as unknown[]).map((x) => tourSchema.parse(x));
    expect(tours.map((x) => [x.slug, x.days, x.nights]).sort()).toEqual([
      ['cultural-triangle-hill-country-7-days', 7, 6],
      ['island-loop-10-days', 10, 9],
      ['south-coast-yala-5-days', 5, 4],
    ]);
    for (const tour of tours) {
      for (const minutes of drivingByDay(tour.itinerary).values()) expect(minutes).toBeLessThanOrEqual(DEFAULT_PRICING_POLICY.maxDrivingMinutesPerDay);
      expect(tour.itinerary.legs.length).toBe(tour.itinerary.stops.length - 1);
      expect(tour.itinerary.stops[0]!.placeId).toBe('cmb');
      expect(tour.price).not.toBeNull();
      expect(tour.vehicles.every((v) => tour.vehicleTypes.includes(v.type))).toBe(true);
      expect(tour.price!.vehicle.perDay).toBe(cheapest(tour));
      expect(tour.price!.quote.days).toBe(tour.days);
      const codes = tour.price!.quote.lines.map((l) => l.code);
      expect(codes).toEqual(expect.arrayContaining(['vehicle', 'driver', 'driverNights']));
      expect(tour.price!.quote.lines.find((l) => l.code === 'driverNights')!.quantity).toBe(tour.nights);
    }
    // The island loop: Anuradhapura to the south coast, about a thousand kilometres.
    const loop = tours.find((x) => x.slug === 'island-loop-10-days')!;
    expect(loop.itinerary.totalKm).toBeGreaterThan(850);
    expect(loop.itinerary.totalKm).toBeLessThan(1100);
  });

  it('texts in the asked language where staff gave them, else English; a draft or an unknown slug is a 404', async () => {
    const de = await call(t.app, 'GET', '/api/tours/cultural-triangle-hill-country-7-days?lang=de');
    expect(de.body.name).toBe('Kulturdreieck und Hochland, 7 Tage');
    expect(de.body.description).toMatch(/^Vom Flughafen/);
    const ru = await call(t.app, 'GET', '/api/tours/cultural-triangle-hill-country-7-days', { headers: { 'accept-language': 'ru' } });
    expect(ru.body.name).toBe('Культурный треугольник и горы, 7 дней');
    expect(ru.body.description).toMatch(/^From the airport/);
    expectError(await call(t.app, 'GET', '/api/tours/no-such-tour'), 404);
    expectError(await call(t.app, 'GET', '/api/tours/%E2%80%AE..'), 404);
    expectError(await call(t.app, 'GET', '/api/tours?lang=xx'), 400);
  });

  it('staff create a draft (not public), publish it, change it and delete it; translations left empty are dropped', async () => {
    const created = await call(t.app, 'POST', '/api/admin/tours', { token: admin, body: draft() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const tour = adminTourSchema.parse(created.body);
    expect(tour.translations).toEqual({ de: { name: 'Ein Wochenende in Kandy' } });
    expectError(await call(t.app, 'GET', '/api/tours/kandy-weekend'), 404);
    expect((await call(t.app, 'GET', '/api/tours')).body.map((x: TourDto) => x.slug)).not.toContain('kandy-weekend');

    expectError(await call(t.app, 'POST', '/api/admin/tours', { token: admin, body: draft() }), 409);
    const published = await call(t.app, 'PUT', `/api/admin/tours/${tour._id}`, { token: admin, body: draft({ published: true, stops: stops(['cmb', 0], ['kandy', 3], ['cmb', 0]) }) });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const page = await call(t.app, 'GET', '/api/tours/kandy-weekend?lang=de');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ name: 'Ein Wochenende in Kandy', days: 4, nights: 3 });
    expect(page.body.vehicles.every((v: { type: string }) => v.type === 'Car')).toBe(true);

    const list = await call(t.app, 'GET', '/api/admin/tours', { token: admin });
    expect(list.body.map((x: { slug: string }) => x.slug)).toContain('kandy-weekend');
    expect((await call(t.app, 'DELETE', `/api/admin/tours/${tour._id}`, { token: admin })).status).toBe(200);
    expectError(await call(t.app, 'GET', '/api/tours/kandy-weekend'), 404);
    expectError(await call(t.app, 'GET', `/api/admin/tours/${tour._id}`, { token: admin }), 404);
    expectError(await call(t.app, 'DELETE', `/api/admin/tours/${tour._id}`, { token: admin }), 404);
    expectError(await call(t.app, 'PUT', '/api/admin/tours/not-an-id', { token: admin, body: draft() }), 404);
  });

  it("a template's stops are checked as an itinerary: unknown places, a day beyond the policy's driving, bad slugs and types are 400s in words", async () => {
    const post = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/admin/tours', { token: admin, body: draft(body) });
    const unknown = await post({ slug: 'to-atlantis', stops: stops(['cmb', 0], ['atlantis', 1]) });
    expectError(unknown, 400);
    expect(unknown.body.code).toBe('itineraryApi.unknownPlace');
    const far = await post({ slug: 'galle-jaffna', stops: stops(['galle', 0], ['jaffna', 1]) });
    expectError(far, 400);
    expect(far.body.code).toBe('itineraryApi.dayTooLong');
    const slug = await post({ slug: 'Kandy Weekend!' });
    expectError(slug, 400);
    expect(slug.body.code).toBe('toursApi.slugInvalid');
    expect((await post({ slug: 'no-types', vehicleTypes: [] })).body.code).toBe('toursApi.vehicleTypesRequired');
    expect((await post({ slug: 'rocket', vehicleTypes: ['Rocket'] })).body.code).toBe('toursApi.vehicleTypeUnknown');
    expectError(await post({ slug: 'klingon', translations: { tlh: { name: 'x' } } }), 400);
  });

  it('photos: uploaded by staff, answered by the public tour with absolute addresses, deleted with the tour', async () => {
    const created = await call(t.app, 'POST', '/api/admin/tours', { token: admin, body: draft({ slug: 'with-photos', published: true }) });
    const id = created.body._id as string;
    const upload = async (alt?: string) => {
      const form = photoForm(await plainJpeg(), alt ? { fields: { alt } } : {});
      return call(t.app, 'POST', `/api/admin/tours/${id}/photos`, { token: admin, body: form.payload, headers: { 'content-type': form.contentType } });
    };
    const up = await upload('Kandy lake at dusk');
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.photos).toHaveLength(1);
    const page = await call(t.app, 'GET', '/api/tours/with-photos');
    expect(page.body.photos[0].alt).toBe('Kandy lake at dusk');
    expect(page.body.photos[0].url).toMatch(/^https?:\/\/.+\/media\//);
    const gone = await call(t.app, 'DELETE', `/api/admin/tours/${id}/photos/${up.body.photos[0]._id}`, { token: admin });
    expect(gone.body.photos).toEqual([]);
    expect((await upload()).status).toBe(201);
    expect((await call(t.app, 'DELETE', `/api/admin/tours/${id}`, { token: admin })).status).toBe(200);
    const [left] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM media_photos WHERE owner_kind = 'tour' AND owner_id = $1`, [id]);
    expect(left!.n).toBe(0);
  });

  it("one price: the tour page's lines for a chosen vehicle are the quote's and the booking's stored lines (the e-mail and receipt read the booking's)", async () => {
    const van = (await createVehicle(t.app, admin, { type: 'Van', seatingCapacity: 8, pricingDetails: { perDay: 77, perHour: 9 } }))._id as string;
    const slug = 'south-coast-yala-5-days';
    const page = await call(t.app, 'GET', `/api/tours/${slug}?vehicleId=${van}`);
    expect(page.status).toBe(200);
    expect(page.body.price.vehicle._id).toBe(van);
    const tour = tourSchema.parse(page.body);
    // The page prices the tour's days from any start; the booking below starts on a day of its own.
    const trip = tourTrip('2031-05-04', tour.itinerary.stops);
    const itinerary = { stops: tour.itinerary.stops };
    const quote = await call(t.app, 'POST', '/api/bookings/quote', { body: { vehicleId: van, ...trip, driverOption: 'withDriver', itinerary } });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const quoted = quoteAnswerSchema.parse(quote.body);
    expect(quoted.lines).toEqual(tour.price!.quote.lines);
    expect(quoted.total).toBe(tour.price!.quote.total);
    expect(quoted.itinerary!.legs).toEqual(tour.itinerary.legs);

    const booked = await call(t.app, 'POST', '/api/bookings', { token: tourist, body: bookingBody(van, { ...trip, pickupPoint: 'CMB', returnPoint: 'CMB', itinerary }) });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const booking = bookingSchema.parse(booked.body);
    expect(booking.quote.lines.map(({ code, quantity, unitAmount, amount }) => ({ code, quantity, unitAmount, amount }))).toEqual(
      tour.price!.quote.lines.map(({ code, quantity, unitAmount, amount }) => ({ code, quantity, unitAmount, amount })),
    );
    expect(booking.quote.total).toBe(tour.price!.quote.total);
    expect(booking.itinerary!.legs).toEqual(tour.itinerary.legs);
    // A vehicle that does not suit the tour (a scooter) prices it with the cheapest suitable one.
    const scooter = (await createVehicle(t.app, admin, { type: 'Scooter', seatingCapacity: 2, pricingDetails: { perDay: 5, perHour: 1 } }))._id as string;
    const other = await call(t.app, 'GET', `/api/tours/${slug}?vehicleId=${scooter}`);
    expect(other.body.price.vehicle.type).not.toBe('Scooter');
  });

  it('staff only: a tourist may not write or read the templates', async () => {
    expectError(await call(t.app, 'GET', '/api/admin/tours', { token: tourist }), 403);
    expectError(await call(t.app, 'POST', '/api/admin/tours', { token: tourist, body: draft({ slug: 'sneaky' }) }), 403);
    expectError(await call(t.app, 'POST', '/api/admin/tours', { body: draft({ slug: 'sneaky' }) }), 401);
  });
});
