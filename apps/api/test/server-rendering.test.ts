import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { formatPriceIn, intlLocaleOf, localizeTree, type Catalog, type UiLanguage, type Vehicle } from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { buildApp } from '../src/app';
import { ADMIN, ENGINES, JWT_SECRET, bookingBody, call, createSecondInstance, createTestApp, loginAs, registerUser, type TestApp } from './harness';

const WEB = path.resolve(import.meta.dirname, '../../web');

/**
 * The server rendering of the public pages (decision 096), on the real server bundle: it is built
 * here (`vite build --ssr`, beside a small index.html standing in for the browser build), so the
 * test needs no build to have run and always renders today's components.
 */
function buildWebWithServerBundle(): { dist: string; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lankaride-ssr-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>LankaRide</title><!-- page hints --><script type="module" src="/assets/index-3f9a1c.js"></script><style>.p{margin:0}</style></head><body><div id="root"><div class="frame">LankaRide</div></div></body></html>',
  );
  execFileSync(path.resolve(WEB, '../../node_modules/.bin/vite'), ['build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(root, 'dist-server'), '--logLevel', 'error'], { cwd: WEB, stdio: 'pipe' });
  return { dist, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

const catalogs: Partial<Record<UiLanguage, Catalog>> = {};
function pageMessages(lang: UiLanguage) {
  if (lang !== 'en') catalogs[lang] ??= JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../packages/shared/locales/${lang}.json`), 'utf8')) as Catalog;
  return localizeTree(PAGE_MESSAGES, lang, catalogs[lang]);
}

/** What the page's `#root` holds, and the data it carries for the browser. */
function rootOf(html: string): { root: string; state: { lang: string; queries: { queries: { queryKey: unknown[] }[] } } | undefined } {
  const start = html.indexOf('<div id="root">');
  const scriptAt = html.indexOf('<script type="application/json" id="server-state">');
  const end = scriptAt === -1 ? html.lastIndexOf('</body>') : scriptAt;
  const json = scriptAt === -1 ? undefined : html.slice(scriptAt, html.indexOf('</script>', scriptAt)).replace(/^<script[^>]*>/, '');
  return { root: html.slice(start, end), state: json ? JSON.parse(json) : undefined };
}

const web = buildWebWithServerBundle();
afterAll(() => web.remove());

describe.each(ENGINES)('server-rendered public pages (%s)', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  let vehicle: Vehicle;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true });
    app = await buildApp({ db: t.db, config: { ...t.config, webDist: web.dist }, jwtSecret: JWT_SECRET, logger: false, clock: t.clock.now });
    await app.ready();
    const [row] = await t.db.query<{ id: string }>("SELECT id FROM vehicles WHERE availability_status ORDER BY brand, model LIMIT 1");
    vehicle = (await call<Vehicle>(app, 'GET', `/api/vehicles/${row!.id}`)).body;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const page = async (url: string, headers: Record<string, string> = {}, status = 200) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    expect(res.statusCode, url).toBe(status);
    return res;
  };

  it.each(['en', 'de', 'si'] as const)('renders a vehicle page in %s: name, price per day, seats, features, reviews heading', async (lang) => {
    const res = await page(`/vehicles/${vehicle._id}?lang=${lang}`);
    const { root, state } = rootOf(res.body);
    const m = pageMessages(lang);
    expect(root).toContain(`${vehicle.brand} ${vehicle.model}`);
    expect(root).toContain(formatPriceIn(vehicle.pricingDetails.perDay, intlLocaleOf(lang)));
    expect(root).toContain(m.bookingUi.common.seats(vehicle.seatingCapacity));
    expect(root).toContain(m.reviewUi.title);
    expect(state?.lang).toBe(lang);
    // The browser hydrates from the same answers: the vehicle is among them.
    expect(JSON.stringify(state?.queries)).toContain(vehicle._id);
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language');
  });

  it('speaks the first language of Accept-Language the product speaks, and ?lang= before it', async () => {
    const de = rootOf((await page(`/vehicles/${vehicle._id}`, { 'accept-language': 'nl;q=1, de-CH;q=0.8, en;q=0.5' })).body);
    expect(de.state?.lang).toBe('de');
    expect(de.root).toContain((pageMessages('de')).bookingUi.common.seats(vehicle.seatingCapacity));
    expect(rootOf((await page(`/vehicles/${vehicle._id}?lang=ta`, { 'accept-language': 'de' })).body).state?.lang).toBe('ta');
    expect(rootOf((await page(`/vehicles/${vehicle._id}`, { 'accept-language': 'nl, pt' })).body).state?.lang).toBe('en');
  });

  it('renders the home page, the results by type, the contact page and the info pages', async () => {
    const home = rootOf((await page('/')).body);
    expect(home.root).toContain('<h1');
    expect(home.root).toContain('id="main"');
    const results = rootOf((await page(`/available-vehicles?vehicleType=${vehicle.type}`)).body);
    expect(results.root).toContain(`${vehicle.brand} ${vehicle.model}`);
    expect(results.root).toContain(formatPriceIn(vehicle.pricingDetails.perDay, 'en-US'));
    const contact = rootOf((await page('/contact?lang=de')).body);
    expect(contact.root).toContain('Colombo 03');
    expect(contact.root).toContain('id="contact-email"');
    expect(contact.state?.lang).toBe('de');
    for (const slug of ['terms', 'privacy', 'cancellation', 'licence', 'faq']) {
      for (const lang of ['en', 'si'] as const) {
        const { title } = (await call<{ title: string }>(app, 'GET', `/api/pages/${slug}?lang=${lang}`)).body;
        const info = rootOf((await page(`/${slug}?lang=${lang}`)).body);
        expect(info.root, `${slug} ${lang}`).toContain(title);
        expect(info.state?.lang).toBe(lang);
      }
    }
  });

  it('renders the tours, a tour day by day and the airport transfer page; a tour changed behind the API\'s back shows at once', async () => {
    const tours = (await call<{ slug: string; name: string }[]>(app, 'GET', '/api/tours')).body;
    expect(tours.length).toBeGreaterThan(0);
    const tour = tours[0]!;
    const list = rootOf((await page('/tours')).body);
    expect(list.state).toBeDefined();
    for (const t of tours) expect(list.root).toContain(t.name);
    const one = rootOf((await page(`/tours/${tour.slug}?lang=de`)).body);
    expect(one.state?.lang).toBe('de');
    expect(one.root).toContain('<h1');
    const transfers = rootOf((await page('/airport-transfers')).body);
    expect(transfers.state).toBeDefined();
    expect(transfers.root).toContain(pageMessages('en').transfersPageUi.title);
    expect(transfers.root).toContain('Kandy');
    // A link that fills the form (the return transfer) goes as the static frame: the rendering keeps none of its parameters.
    const prefilled = rootOf((await page('/airport-transfers?direction=departing&placeId=kandy')).body);
    expect(prefilled.state).toBeUndefined();
    // Written in the database behind the API's back (another process): the tours' notification names the change.
    await t.db.query('UPDATE tour_templates SET name = $2 WHERE slug = $1', [tour.slug, 'Renamed behind the back']);
    try {
      const deadline = Date.now() + 5000;
      while (!rootOf((await page('/tours')).body).root.includes('Renamed behind the back')) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await t.db.query('UPDATE tour_templates SET name = $2 WHERE slug = $1', [tour.slug, tour.name]);
    }
  });

  it('keeps signed-in areas, a vehicle priced for a trip and unknown vehicles (a 404, decision 095) as the static frame', async () => {
    const unknown = '/vehicles/00000000-0000-4000-8000-000000000000';
    for (const url of ['/manage-bookings', `/book-vehicle/${vehicle._id}`, `/vehicles/${vehicle._id}?pickupDate=2031-01-01&returnDate=2031-01-04`, unknown]) {
      const { root, state } = rootOf((await page(url, {}, url === unknown ? 404 : 200)).body);
      expect(root, url).toContain('<div class="frame">LankaRide</div>');
      expect(state, url).toBeUndefined();
    }
  });

  it('renders a dated search with the vehicles free on those days, and drops one at once when it is booked (decision 117)', async () => {
    const trip = { pickupDate: '2031-02-10', pickupTime: '09:00', returnDate: '2031-02-13', returnTime: '09:00' };
    const url = `/available-vehicles?${new URLSearchParams({ ...trip, pickupPoint: 'Colombo', returnPoint: 'Kandy', vehicleType: vehicle.type })}`;
    const before = rootOf((await page(url)).body);
    expect(before.state, 'the search answer travels with the page').toBeDefined();
    expect(JSON.stringify(before.state!.queries.queries.map((q) => q.queryKey))).toContain(trip.pickupDate);
    expect(before.root).toContain(`${vehicle.brand} ${vehicle.model}`);
    expect(before.root).toContain(`/vehicles/${vehicle._id}`);
    expect(before.root).not.toContain('<div class="frame">LankaRide</div>');

    const tourist = await registerUser(app);
    const booked = await call(app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicle._id, trip) });
    expect(booked.status).toBe(201);
    const after = rootOf((await page(url)).body);
    expect(after.root).not.toContain(`/vehicles/${vehicle._id}`);
  });

  it('asks for the code of a rendered page after its first paint, and of the static frame at once (issue 28)', async () => {
    const codeInHead = (html: string) => /<head>(?:(?!<\/head>)[\s\S])*<script type="module"/.test(html.replace(/<template data-after-paint>[\s\S]*?<\/template>/g, ''));
    const home = await page('/');
    // The module script is inert in a template until the loader (allowed by the policy's hash) moves it.
    expect(codeInHead(home.body)).toBe(false);
    expect(home.body).toMatch(/<template data-after-paint><script type="module" src="\/assets\/index-3f9a1c\.js"><\/script><\/template><script>\(function\(\)\{/);
    const loader = /<script>([^<]+)<\/script>/.exec(home.body)![1]!;
    const hash = createHash('sha256').update(loader).digest('base64');
    expect(home.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    const frame = await page('/manage-bookings');
    expect(codeInHead(frame.body)).toBe(true);
    expect(frame.body).not.toContain('data-after-paint');
  });

  it('serves a kept page byte for byte as a fresh rendering, and a changed vehicle at once', async () => {
    const url = `/vehicles/${vehicle._id}?lang=fr`;
    const first = await page(url, { 'accept-encoding': 'gzip' });
    const again = await page(url, { 'accept-encoding': 'gzip' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const fresh = await buildApp({ db: t.db, config: { ...t.config, webDist: web.dist }, jwtSecret: JWT_SECRET, logger: false, clock: t.clock.now });
    try {
      await fresh.ready();
      const freshPage = await fresh.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
      expect(zlib.gunzipSync(freshPage.rawPayload).toString()).toBe(zlib.gunzipSync(first.rawPayload).toString());
    } finally {
      await fresh.close();
    }
    // An edit through the API: the next view shows the new name and price.
    const token = await loginAs(app, ADMIN.email, ADMIN.password);
    const edited = await call(app, 'PUT', `/api/admin/vehicles/${vehicle._id}`, {
      token,
      body: { ...editable(vehicle), model: 'Renamed Model', pricingDetails: { ...vehicle.pricingDetails, perDay: vehicle.pricingDetails.perDay + 7 } },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = rootOf(zlib.gunzipSync((await page(url, { 'accept-encoding': 'gzip' })).rawPayload).toString());
    expect(after.root).toContain(`${vehicle.brand} Renamed Model`);
    expect(after.root).toContain(formatPriceIn(vehicle.pricingDetails.perDay + 7, intlLocaleOf('fr')));
    expect(after.root).not.toContain(`${vehicle.brand} ${vehicle.model}<`);
  });

  it('renders one page at a time: pages asked for at once while it renders go as the static frame, then render', async () => {
    const ids = (await t.db.query<{ id: string }>('SELECT id FROM vehicles WHERE availability_status ORDER BY id LIMIT 4')).map((r) => r.id);
    const urls = ids.map((id) => `/vehicles/${id}?lang=ru`);
    const together = await Promise.all(urls.map((url) => page(url)));
    const rendered = together.filter((res) => rootOf(res.body).state !== undefined);
    expect(rendered.length).toBeLessThanOrEqual(1);
    for (const res of together.filter((r) => rootOf(r.body).state === undefined)) expect(rootOf(res.body).root).toContain('<div class="frame">LankaRide</div>');
    // One at a time, each is rendered (and kept).
    for (const url of urls) expect(rootOf((await page(url)).body).state, url).toBeDefined();
  });

  it('renders the home page with real reviews once five are published (a lazily loaded part of the page), and drops them when they go', async () => {
    const bookings = await t.db.query<{ id: string; user_id: string; vehicle_id: string }>('SELECT id, user_id, vehicle_id FROM bookings ORDER BY id LIMIT 5');
    expect(bookings).toHaveLength(5);
    for (const [i, b] of bookings.entries()) {
      await t.db.query('INSERT INTO reviews (booking_id, user_id, vehicle_id, vehicle_rating, comment, language) VALUES ($1, $2, $3, 5, $4, $5)', [b.id, b.user_id, b.vehicle_id, `Real review number ${i + 1}`, 'en']);
    }
    try {
      // Written in the database behind the API's back: the reviews' notification names the change.
      const deadline = Date.now() + 5000;
      let home = rootOf((await page('/?lang=en')).body);
      while (!home.root.includes('Real review number 5')) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 20));
        home = rootOf((await page('/?lang=en')).body);
      }
      expect(home.state).toBeDefined();
    } finally {
      await t.db.query('DELETE FROM reviews WHERE booking_id = ANY($1)', [bookings.map((b) => b.id)]);
    }
    const deadline = Date.now() + 5000;
    while (rootOf((await page('/?lang=en')).body).root.includes('Real review number')) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it.runIf(engine === 'postgres')('sees a change made through another process once its notification arrives', async () => {
    const other = await createSecondInstance(t);
    try {
      const url = `/vehicles/${vehicle._id}?lang=en`;
      expect(rootOf((await page(url)).body).root).toContain('Renamed Model');
      const token = await loginAs(other, ADMIN.email, ADMIN.password);
      const current = (await call<Vehicle>(other, 'GET', `/api/vehicles/${vehicle._id}`)).body;
      expect((await call(other, 'PUT', `/api/admin/vehicles/${vehicle._id}`, { token, body: { ...editable(current), model: 'From Elsewhere' } })).status).toBe(200);
      const deadline = Date.now() + 5000;
      while (!rootOf((await page(url)).body).root.includes('From Elsewhere')) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await other.close();
    }
  });
});

/** The fields of a vehicle an edit sends back. */
function editable(v: Vehicle) {
  const { _id, createdAt: _created, updatedAt: _updated, rating: _rating, ...write } = v;
  return write;
}
