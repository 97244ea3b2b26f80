import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { ADMIN, ENGINES, JWT_SECRET, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { expectValidation } from './api-helpers';
import { answeredPicture, storedPicture } from '../src/lib/picture-urls';
import { pictureAnswers } from '../src/plugins/public-pictures';
import { isRemembered, rememberJson, serializeJson } from '../src/lib/json';

/**
 * Issue 25, item 14 (decision 076): every API answer carrying a vehicle picture gives a picture
 * stored as a path on this site as an absolute URL under PUBLIC_URL, so a front end on another
 * origin can draw it; stored values stay as sent (our own absolute URL goes back to its path).
 */
const PUBLIC_URL = 'https://www.lankaride.example';
const PATH = '/images/vehicles/car-prius.svg';
const CDN = 'https://cdn.example.com/fleet/axio.jpg';

describe('picture URLs', () => {
  it('answer a path on this site under PUBLIC_URL, anything else as stored', () => {
    expect(answeredPicture(PUBLIC_URL, PATH)).toBe(`${PUBLIC_URL}${PATH}`);
    for (const stored of [CDN, '', '//evil.example/x.svg', '/\\evil.example/x.svg', 'javascript:alert(1)']) expect(answeredPicture(PUBLIC_URL, stored), stored).toBe(stored);
  });

  it('store our own absolute URL as its path, anything else as sent', () => {
    expect(storedPicture(PUBLIC_URL, `${PUBLIC_URL}${PATH}`)).toBe(PATH);
    expect(storedPicture(PUBLIC_URL, PATH)).toBe(PATH);
    for (const sent of [CDN, '', `${PUBLIC_URL}.evil.com${PATH}`, `${PUBLIC_URL}//evil.example/x.svg`, PUBLIC_URL]) expect(storedPicture(PUBLIC_URL, sent), sent).toBe(sent);
  });

  it('change a copy of an answer, never the answer; a remembered value gets a remembered copy, made once', () => {
    const withPictures = pictureAnswers(PUBLIC_URL);
    const plain = { _id: 'b1', vehicleId: { _id: 'v1', image: PATH }, features: ['GPS'] };
    const answered = withPictures([plain]) as (typeof plain)[];
    expect(answered[0]!.vehicleId.image).toBe(`${PUBLIC_URL}${PATH}`);
    expect(plain.vehicleId.image).toBe(PATH);
    expect(answered[0]!.features).toBe(plain.features);

    const unchanged = [{ _id: 'v2', image: CDN }];
    expect(withPictures(unchanged)).toBe(unchanged);

    const cached = rememberJson(Object.freeze({ _id: 'v3', image: PATH }));
    const page = { items: [cached], nextCursor: null };
    const first = withPictures(page) as typeof page;
    expect(first.items[0]).not.toBe(cached);
    expect(isRemembered(first.items[0]!)).toBe(true);
    expect((withPictures(page) as typeof page).items[0]).toBe(first.items[0]);
    expect(serializeJson(first)).toBe(JSON.stringify({ items: [{ _id: 'v3', image: `${PUBLIC_URL}${PATH}` }], nextCursor: null }));
  });
});

describe.each(ENGINES)('vehicle pictures in answers (%s)', (engine) => {
  let t: TestApp;
  /** The same database searched by SQL only, to hold the in-memory index's answers against. */
  let sqlApp: FastifyInstance;
  let admin: string;
  let pathVehicle: { _id: string };
  let cdnVehicle: { _id: string };
  const storedImage = async (id: string) => (await t.db.query<{ image: string }>('SELECT image FROM vehicles WHERE id = $1', [id]))[0]!.image;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, config: { publicUrl: PUBLIC_URL, searchIndex: 'memory' } });
    expect(await t.app.availabilityLoaded).toBe(true);
    sqlApp = await buildApp({ db: t.db, config: { ...t.config, searchIndex: 'sql' }, jwtSecret: JWT_SECRET, logger: false, clock: t.clock.now });
    await sqlApp.ready();
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    pathVehicle = await createVehicle(t.app, admin, { brand: 'Pictured', model: 'ByPath', image: PATH });
    cdnVehicle = await createVehicle(t.app, admin, { brand: 'Pictured', model: 'ByCdn', image: CDN });
  });
  afterAll(async () => {
    await sqlApp?.close();
    await t?.close();
  });

  it('a path sent in is stored as sent and answered as an absolute URL by every vehicle answer', async () => {
    expect(await storedImage(pathVehicle._id)).toBe(PATH);
    const absolute = `${PUBLIC_URL}${PATH}`;
    const one = (body: { _id: string; image: string }[]) => body.find((v) => v._id === pathVehicle._id)?.image;
    expect((await call(t.app, 'GET', `/api/vehicles/${pathVehicle._id}`)).body.image).toBe(absolute);
    expect((await call(t.app, 'GET', `/api/admin/vehicles/${pathVehicle._id}`, { token: admin })).body.image).toBe(absolute);
    expect(one((await call(t.app, 'GET', '/api/vehicles')).body)).toBe(absolute);
    expect(one((await call(t.app, 'GET', '/api/vehicles?limit=100')).body.items)).toBe(absolute);
    expect(one((await call(t.app, 'GET', '/api/admin/vehicles', { token: admin })).body)).toBe(absolute);
    expect(one((await call(t.app, 'GET', '/api/vehicles/available')).body)).toBe(absolute);
    expect(one((await call(t.app, 'GET', '/api/vehicles/available?sort=price-asc&limit=100')).body.items)).toBe(absolute);
  });

  it('an absolute URL sent in is stored and answered as sent; no answer carries a path', async () => {
    expect(await storedImage(cdnVehicle._id)).toBe(CDN);
    expect((await call(t.app, 'GET', `/api/vehicles/${cdnVehicle._id}`)).body.image).toBe(CDN);
    const all = (await call(t.app, 'GET', '/api/vehicles')).body as { _id: string; image: string }[];
    expect(all.find((v) => v._id === cdnVehicle._id)?.image).toBe(CDN);
    // The demo fleet's pictures are paths in the database; none goes out as one.
    expect(all.length).toBeGreaterThan(5);
    for (const v of all) expect(v.image, v._id).toMatch(/^https:\/\//);
  });

  it('our own absolute URL sent back (an edit form saving what it read) is stored as its path; other input is checked as before', async () => {
    const read = (await call(t.app, 'GET', `/api/admin/vehicles/${pathVehicle._id}`, { token: admin })).body;
    const saved = await call(t.app, 'PUT', `/api/admin/vehicles/${pathVehicle._id}`, { token: admin, body: { ...read, image: ` ${PUBLIC_URL}/images/vehicles/van-hiace.svg ` } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.image).toBe(`${PUBLIC_URL}/images/vehicles/van-hiace.svg`);
    expect(await storedImage(pathVehicle._id)).toBe('/images/vehicles/van-hiace.svg');
    // The way back to a path is only for our own address: other plain-http pictures are refused.
    expectValidation(await call(t.app, 'PUT', `/api/admin/vehicles/${pathVehicle._id}`, { token: admin, body: { ...read, image: 'http://www.lankaride.example.evil.com/x.svg' } }));
    expectValidation(await call(t.app, 'POST', '/api/admin/vehicles', { token: admin, body: { ...read, image: 42 } }));
    // Put back as the other tests expect it.
    expect((await call(t.app, 'PUT', `/api/admin/vehicles/${pathVehicle._id}`, { token: admin, body: { ...read, image: PATH } })).status).toBe(200);
  });

  it('on a plain-http PUBLIC_URL too: answered under it, and sent back it is stored as the path (an http URL alone would be refused)', async () => {
    const plain = 'http://localhost:3999';
    const httpApp = await buildApp({ db: t.db, config: { ...t.config, publicUrl: plain, searchIndex: 'sql' }, jwtSecret: JWT_SECRET, logger: false, clock: t.clock.now });
    try {
      await httpApp.ready();
      const read = (await call(httpApp, 'GET', `/api/admin/vehicles/${pathVehicle._id}`, { token: admin })).body;
      expect(read.image).toBe(`${plain}${PATH}`);
      const saved = await call(httpApp, 'PUT', `/api/admin/vehicles/${pathVehicle._id}`, { token: admin, body: read });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(await storedImage(pathVehicle._id)).toBe(PATH);
      // Its pages allow pictures from that address.
      const page = await httpApp.inject({ method: 'GET', url: '/api/health' });
      expect(String(page.headers['content-security-policy'])).toMatch(/img-src 'self' http:\/\/localhost:3999 /);
    } finally {
      await httpApp.close();
    }
    // Saved again through the app with the index: its barrier brings the index up to the change
    // made through the other app (which reaches it by notification, a moment later).
    const read = (await call(t.app, 'GET', `/api/admin/vehicles/${pathVehicle._id}`, { token: admin })).body;
    expect((await call(t.app, 'PUT', `/api/admin/vehicles/${pathVehicle._id}`, { token: admin, body: read })).status).toBe(200);
  });

  it('searches answered from the in-memory index are byte for byte the SQL answers, before and after a picture changes', async () => {
    const queries = [
      '/api/vehicles/available',
      '/api/vehicles/available?pickupDate=2031-05-01&returnDate=2031-05-04',
      '/api/vehicles/available?pickupDate=2031-05-01&returnDate=2031-05-04&vehicleType=Car&limit=3',
      '/api/vehicles/available?sort=price-desc&limit=4',
      '/api/vehicles/available?sort=seats-desc',
    ];
    const compare = async () => {
      for (const url of queries) {
        const memory = await t.app.inject({ method: 'GET', url });
        const sql = await sqlApp.inject({ method: 'GET', url });
        expect(memory.statusCode, url).toBe(200);
        expect(memory.body, url).toBe(sql.body);
        expect(memory.body, url).not.toContain('"image":"/');
        // Answered again from memory: the same (its picture made absolute once, then remembered).
        expect((await t.app.inject({ method: 'GET', url })).body, url).toBe(memory.body);
      }
    };
    await compare();
    const read = (await call(t.app, 'GET', `/api/admin/vehicles/${pathVehicle._id}`, { token: admin })).body;
    expect((await call(t.app, 'PUT', `/api/admin/vehicles/${pathVehicle._id}`, { token: admin, body: { ...read, image: '/images/vehicles/car-axio.svg' } })).status).toBe(200);
    const searched = (await call(t.app, 'GET', '/api/vehicles/available')).body as { _id: string; image: string }[];
    expect(searched.find((v) => v._id === pathVehicle._id)?.image).toBe(`${PUBLIC_URL}/images/vehicles/car-axio.svg`);
    await compare();
    expect((await call(t.app, 'PUT', `/api/admin/vehicles/${pathVehicle._id}`, { token: admin, body: { ...read, image: PATH } })).status).toBe(200);
  });

  it('bookings embedding their vehicle, and the admin timeline, answer the picture absolute', async () => {
    const tourist = await registerUser(t.app);
    const absolute = `${PUBLIC_URL}${PATH}`;
    const made = await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(pathVehicle._id, { pickupDate: '2031-06-01', returnDate: '2031-06-03' }) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.vehicleId.image).toBe(absolute);
    expect((await call(t.app, 'GET', `/api/bookings/${made.body._id}`, { token: tourist.token })).body.vehicleId.image).toBe(absolute);
    const mine = (await call(t.app, 'GET', '/api/bookings/my-bookings', { token: tourist.token })).body as { _id: string; vehicleId: { image: string } }[];
    expect(mine.find((b) => b._id === made.body._id)?.vehicleId.image).toBe(absolute);
    const staff = (await call(t.app, 'GET', '/api/admin/bookings?limit=100', { token: admin })).body.items as { _id: string; vehicleId: { image: string } }[];
    expect(staff.find((b) => b._id === made.body._id)?.vehicleId.image).toBe(absolute);
    const timeline = await call(t.app, 'GET', '/api/admin/timeline?from=2031-06-01&to=2031-06-05', { token: admin });
    expect(timeline.status).toBe(200);
    expect((timeline.body.vehicles as { _id: string; image: string }[]).find((v) => v._id === pathVehicle._id)?.image).toBe(absolute);
    expect(JSON.stringify(timeline.body)).not.toContain('"image":"/');
  });
});
