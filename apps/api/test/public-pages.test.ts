import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { SaxesParser } from 'saxes';
import { INFO_PAGE_SLUGS, MESSAGES, UI_LANGUAGE_CODES, formatPriceIn, intlLocaleOf, type UiLanguage } from '@app/shared';
import { INFO_PAGE_MESSAGES } from '@app/shared/info-page-messages';
import { SEO_MESSAGES } from '@app/shared/seo-messages';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { treeIn } from '../src/lib/i18n';
import { AFTER_PAINT_LOADER_CSP } from '../src/plugins/after-paint';
import { ADMIN, ENGINES, call, createTestApp, createVehicle, loginAs, type TestApp } from './harness';
import { MALFORMED_ID, UNKNOWN_ID } from './api-helpers';
import { createWebDist } from './web-dist';

/**
 * The public pages' heads, robots.txt, the sitemap and the manifest (decision 095), read the way a
 * crawler reads them: the HTML through a real parser (parse5), the sitemap through a real XML
 * parser (saxes), for every page type in every language.
 */

type Element = DefaultTreeAdapterMap['element'];
type Parent = DefaultTreeAdapterMap['parentNode'];

const ORIGIN = 'https://rent.example.lk';
const publicDir = path.resolve(import.meta.dirname, '../../web/public');

function elementsIn(node: Parent, out: Element[] = []): Element[] {
  for (const child of node.childNodes) {
    if ('tagName' in child) {
      out.push(child);
      elementsIn(child, out);
    }
  }
  return out;
}
const attrOf = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const textOf = (el: Element) => el.childNodes.map((c) => ('value' in c ? c.value : '')).join('');

/** What a crawler reads in a page's head. */
function readHead(html: string) {
  const all = elementsIn(parse(html));
  const head = all.find((e) => e.tagName === 'head')!;
  const inHead = elementsIn(head);
  const metas = inHead.filter((e) => e.tagName === 'meta');
  const meta = (key: string) => metas.filter((m) => attrOf(m, 'name') === key || attrOf(m, 'property') === key).map((m) => attrOf(m, 'content'));
  const links = inHead.filter((e) => e.tagName === 'link');
  const graphs = inHead.filter((e) => e.tagName === 'script' && attrOf(e, 'type') === 'application/ld+json').map((e) => JSON.parse(textOf(e)) as { '@context': string; '@graph': Record<string, any>[] });
  return {
    lang: attrOf(all.find((e) => e.tagName === 'html')!, 'lang'),
    titles: inHead.filter((e) => e.tagName === 'title').map(textOf),
    /** Titles outside the head would be a page that crawlers read wrong. */
    bodyTitles: all.filter((e) => e.tagName === 'title').length - inHead.filter((e) => e.tagName === 'title').length,
    meta,
    canonical: links.filter((l) => attrOf(l, 'rel') === 'canonical').map((l) => attrOf(l, 'href')),
    alternates: Object.fromEntries(links.filter((l) => attrOf(l, 'rel') === 'alternate').map((l) => [attrOf(l, 'hreflang'), attrOf(l, 'href')])) as Record<string, string>,
    alternateCount: links.filter((l) => attrOf(l, 'rel') === 'alternate').length,
    graph: graphs.flatMap((g) => {
      expect(g['@context']).toBe('https://schema.org');
      return g['@graph'];
    }),
    graphCount: graphs.length,
  };
}

/** A sitemap as an XML parser reads it: each `<url>`'s address, lastmod and alternates (fails on XML that is not well-formed). */
function readSitemap(xml: string) {
  const parser = new SaxesParser({ xmlns: true });
  const urls: { loc: string; lastmod?: string; alternates: Record<string, string> }[] = [];
  let current: (typeof urls)[number] | undefined;
  let field: 'loc' | 'lastmod' | undefined;
  let root: { name: string; uri: string } | undefined;
  parser.on('opentag', (tag) => {
    root ??= { name: tag.local, uri: tag.uri };
    if (tag.uri === 'http://www.sitemaps.org/schemas/sitemap/0.9' && tag.local === 'url') current = { loc: '', alternates: {} };
    if (tag.local === 'loc' || tag.local === 'lastmod') field = tag.local;
    if (tag.uri === 'http://www.w3.org/1999/xhtml' && tag.local === 'link' && current) {
      expect(tag.attributes.rel?.value).toBe('alternate');
      current.alternates[tag.attributes.hreflang!.value] = tag.attributes.href!.value;
    }
  });
  parser.on('text', (text) => {
    if (current && field) current[field] = (current[field] ?? '') + text;
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'url' && current) urls.push(current);
    if (tag.local === 'url') current = undefined;
    field = undefined;
  });
  parser.write(xml).close();
  expect(root).toEqual({ name: 'urlset', uri: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
  return urls;
}

const withLang = (address: string, lang: string) => `${address}${address.includes('?') ? '&' : '?'}lang=${lang}`;

describe.each(ENGINES)('public pages: heads, robots, sitemap, manifest (%s)', (engine) => {
  let t: TestApp;
  let dist: ReturnType<typeof createWebDist>;
  let admin: string;
  let van: { _id: string; image: string };
  let car: { _id: string };
  let hidden: { _id: string };

  beforeAll(async () => {
    dist = createWebDist();
    // The real icons and preview picture, as the build copies them from apps/web/public.
    for (const file of ['icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png', 'icons/apple-touch-icon.png', 'images/og/lankaride.jpg']) {
      fs.mkdirSync(path.dirname(path.join(dist.dir, file)), { recursive: true });
      fs.copyFileSync(path.join(publicDir, file), path.join(dist.dir, file));
    }
    t = await createTestApp(engine, { config: { webDist: dist.dir, publicUrl: ORIGIN } });
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    van = await createVehicle(t.app, admin, { type: 'Van', brand: 'Toyota', model: 'HiAce', seatingCapacity: 9, pricingDetails: { perDay: 45, perHour: 8 }, image: '/images/vehicles/van-hiace.svg' });
    car = await createVehicle(t.app, admin, { type: 'Car', brand: 'Suzuki', model: 'Alto', seatingCapacity: 1, pricingDetails: { perDay: 19.5, perHour: 4 }, image: 'https://cdn.example.com/alto.jpg' });
    hidden = await createVehicle(t.app, admin, { type: 'SUV', brand: 'Land Rover', model: 'Defender', availabilityStatus: false });
    // Two published reviews of the car, summed on its row as the reviews' trigger sums them (migration 026).
    await t.db.query('UPDATE vehicles SET rating_sum = 9, rating_count = 2 WHERE id = $1', [car._id]);
    await caughtUp();
  });
  afterAll(async () => {
    await t?.close();
    dist?.remove();
  });

  /** This process's search index holds every change committed so far: a write answered waits for it (decision 068). */
  const caughtUp = async () => expect((await t.app.inject({ method: 'DELETE', url: '/api/no-such-thing' })).statusCode).toBe(404);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  /** The public pages, each with what its head must say in a language. */
  const publicPages = () => {
    const of = (lang: UiLanguage) => ({ m: treeIn(MESSAGES, lang), seo: treeIn(SEO_MESSAGES, lang).seo });
    return [
      { address: '/', type: 'AutoRental', title: (lang: UiLanguage) => of(lang).m.site.title, description: (lang: UiLanguage) => of(lang).m.site.description },
      { address: '/available-vehicles', type: 'BreadcrumbList', title: (lang: UiLanguage) => of(lang).seo.results.title, description: (lang: UiLanguage) => of(lang).seo.results.description },
      {
        address: '/available-vehicles?vehicleType=Van',
        type: 'BreadcrumbList',
        title: (lang: UiLanguage) => of(lang).seo.results.typeTitle(of(lang).m.vehicleTypesPlural.Van),
        description: (lang: UiLanguage) => of(lang).seo.results.typeDescription(of(lang).m.vehicleTypesPlural.Van),
      },
      {
        address: `/vehicles/${van._id}`,
        type: 'Product',
        title: (lang: UiLanguage) => of(lang).seo.vehicle.title('Toyota HiAce'),
        description: (lang: UiLanguage) => of(lang).seo.vehicle.description('Toyota HiAce', of(lang).m.vehicleTypes.Van, 9, formatPriceIn(45, intlLocaleOf(lang))),
      },
      { address: '/contact', type: 'AutoRental', title: (lang: UiLanguage) => of(lang).m.accountUi.contact.pageTitle, description: (lang: UiLanguage) => of(lang).seo.contact.description },
      { address: '/drivers', type: 'BreadcrumbList', title: (lang: UiLanguage) => of(lang).seo.drivers.title, description: (lang: UiLanguage) => of(lang).seo.drivers.description },
      // Airport transfers (decision 111): the public page with its fixed fares.
      {
        address: '/airport-transfers',
        type: 'BreadcrumbList',
        title: (lang: UiLanguage) => `${treeIn(PAGE_MESSAGES, lang).transfersPageUi.title} · LankaRide`,
        description: (lang: UiLanguage) => treeIn(PAGE_MESSAGES, lang).transfersPageUi.intro,
      },
      ...INFO_PAGE_SLUGS.map((slug) => ({
        address: `/${slug}`,
        type: 'BreadcrumbList',
        title: (lang: UiLanguage) => of(lang).seo.infoPage.title(treeIn(INFO_PAGE_MESSAGES, lang).infoPages[slug].title),
        description: (lang: UiLanguage) => of(lang).seo.infoPage.descriptions[slug],
      })),
    ];
  };

  it('answers every public page in every language with its own head: title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD, <html lang>', async () => {
    for (const page of publicPages()) {
      const english = new Set<string>();
      for (const lang of UI_LANGUAGE_CODES) {
        const url = withLang(page.address, lang);
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(String(res.headers.vary), url).toMatch(/Accept-Encoding, Accept-Language/);
        const head = readHead(res.body);
        expect(head.lang, url).toBe(lang);
        expect(head.bodyTitles, url).toBe(0);
        expect(head.titles, url).toEqual([page.title(lang)]);
        expect(head.meta('description'), url).toEqual([page.description(lang)]);
        expect(head.meta('robots'), url).toEqual([]);
        // Its own address in its language is the canonical one; all seven and the bare address are its alternates.
        expect(head.canonical, url).toEqual([`${ORIGIN}${url}`]);
        expect(head.alternateCount, url).toBe(8);
        for (const other of UI_LANGUAGE_CODES) expect(head.alternates[other], url).toBe(`${ORIGIN}${withLang(page.address, other)}`);
        expect(head.alternates['x-default'], url).toBe(`${ORIGIN}${page.address}`);
        expect(head.meta('og:title'), url).toEqual([page.title(lang)]);
        expect(head.meta('og:description'), url).toEqual([page.description(lang)]);
        expect(head.meta('og:url'), url).toEqual([`${ORIGIN}${url}`]);
        expect(head.meta('og:site_name'), url).toEqual(['LankaRide']);
        expect(head.meta('og:locale'), url).toEqual([intlLocaleOf(lang).replace('-', '_')]);
        expect(head.meta('og:type'), url).toEqual([page.type === 'Product' ? 'product' : 'website']);
        const [image] = head.meta('og:image');
        expect(image, url).toMatch(new RegExp(`^${ORIGIN}/`));
        expect(new URL(image!).origin, url).toBe(ORIGIN);
        expect(head.meta('twitter:card'), url).toEqual(['summary_large_image']);
        expect(head.meta('twitter:image'), url).toEqual([image]);
        expect(head.graphCount, url).toBe(1);
        expect(head.graph.map((node) => node['@type']), url).toContain(page.type);
        if (page.address !== '/') expect(head.graph.map((node) => node['@type']), url).toContain('BreadcrumbList');
        if (lang === 'en') english.add(head.titles[0]!).add(head.meta('description')[0]!);
        else expect(english.has(head.meta('description')[0]!), `${url}: a translation, not English`).toBe(false);
      }
    }
  });

  it('tours (decision 110): the list and a published tour have their heads, in the tour’s translation where staff gave one; a draft is a 404', async () => {
    const body = {
      slug: 'head-tour',
      name: 'Kandy weekend',
      description: 'Two nights by the lake in Kandy.',
      stops: [{ placeId: 'cmb', nights: 0 }, { placeId: 'kandy', nights: 2 }, { placeId: 'cmb', nights: 0 }],
      vehicleTypes: ['Van'],
      translations: { de: { name: 'Wochenende in Kandy' } },
      published: true,
    };
    expect((await call(t.app, 'POST', '/api/admin/tours', { token: admin, body })).status).toBe(201);
    expect((await call(t.app, 'POST', '/api/admin/tours', { token: admin, body: { ...body, slug: 'head-draft', published: false } })).status).toBe(201);
    const list = await get('/tours?lang=de');
    expect(list.statusCode).toBe(200);
    expect(readHead(list.body).titles).toEqual([`${treeIn(PAGE_MESSAGES, 'de').toursUi.list.title} · LankaRide`]);
    const page = await get('/tours/head-tour?lang=de');
    expect(page.statusCode).toBe(200);
    const head = readHead(page.body);
    expect(head.titles).toEqual(['Wochenende in Kandy · LankaRide']);
    expect(head.meta('description')).toEqual(['Two nights by the lake in Kandy.']);
    expect(head.meta('og:title')[0]).toContain('Wochenende in Kandy');
    expect(head.canonical).toEqual([`${ORIGIN}/tours/head-tour?lang=de`]);
    expect((await get('/tours/head-draft')).statusCode).toBe(404);
    expect((await get('/tours/no-such-tour')).statusCode).toBe(404);
  });

  it('sitemap (issue 31): /tours and each published tour in every language with alternates and lastmod; a draft only once published, and gone when unpublished', async () => {
    const body = {
      slug: 'map-tour',
      name: 'Galle day',
      description: 'A day at the fort.',
      stops: [{ placeId: 'cmb', nights: 1 }, { placeId: 'galle', nights: 0 }],
      vehicleTypes: ['Van'],
      translations: {},
      published: true,
    };
    const published = await call(t.app, 'POST', '/api/admin/tours', { token: admin, body });
    expect(published.status).toBe(201);
    const draft = await call(t.app, 'POST', '/api/admin/tours', { token: admin, body: { ...body, slug: 'map-draft', published: false } });
    expect(draft.status).toBe(201);
    const urls = readSitemap((await get('/sitemap.xml')).body);
    for (const page of ['/tours', '/tours/map-tour']) {
      for (const lang of [undefined, ...UI_LANGUAGE_CODES]) {
        const loc = `${ORIGIN}${lang ? withLang(page, lang) : page}`;
        const entry = urls.find((u) => u.loc === loc);
        expect(entry, loc).toBeDefined();
        expect(Object.keys(entry!.alternates).sort(), loc).toEqual([...UI_LANGUAGE_CODES, 'x-default'].sort());
        expect(entry!.lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }
    }
    const stamp = urls.find((u) => u.loc === `${ORIGIN}/tours/map-tour?lang=si`)!.lastmod!;
    expect(Date.parse(stamp)).toBeGreaterThan(Date.now() - 60_000);
    // The list changed when its newest tour did.
    expect(urls.find((u) => u.loc === `${ORIGIN}/tours`)!.lastmod! >= stamp).toBe(true);
    expect(urls.some((u) => u.loc.includes('map-draft'))).toBe(false);

    // Published: listed at once; unpublished: gone at once (the sitemap is not kept past a change).
    const draftId = (draft.body as { _id: string })._id;
    expect((await call(t.app, 'PUT', `/api/admin/tours/${draftId}`, { token: admin, body: { ...body, slug: 'map-draft', published: true } })).status).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(`${ORIGIN}/tours/map-draft?lang=ta`);
    expect((await call(t.app, 'PUT', `/api/admin/tours/${draftId}`, { token: admin, body: { ...body, slug: 'map-draft', published: false } })).status).toBe(200);
    expect((await get('/sitemap.xml')).body).not.toContain('map-draft');
    const publishedId = (published.body as { _id: string })._id;
    expect((await call(t.app, 'DELETE', `/api/admin/tours/${publishedId}`, { token: admin })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/admin/tours/${draftId}`, { token: admin })).status).toBe(200);
    expect((await get('/sitemap.xml')).body).not.toContain('map-tour');
  });

  it('states the words a reader expects, in their language', async () => {
    const vanPage = readHead((await get(`/vehicles/${van._id}?lang=de`)).body);
    expect(vanPage.titles).toEqual(['Toyota HiAce mieten in Sri Lanka · LankaRide']);
    expect(vanPage.meta('description')).toEqual(['Toyota HiAce (Van) in Sri Lanka mieten: 9 Sitzplätze, 45,00\u00a0$ pro Tag, mit oder ohne Fahrer.']);
    const vans = readHead((await get('/available-vehicles?vehicleType=Van&pickupDate=2030-01-01')).body);
    expect(vans.titles).toEqual(['Vans for rent in Sri Lanka · LankaRide']);
    // A search's dates are not another page: its canonical address is the type's listing.
    expect(vans.canonical).toEqual([`${ORIGIN}/available-vehicles?vehicleType=Van`]);
    const english = readHead((await get(`/vehicles/${van._id}`)).body);
    expect(english.meta('description')).toEqual(['Rent the Toyota HiAce (Van) in Sri Lanka: 9 seats, $45.00 per day, with or without a driver.']);
    expect(english.meta('og:image')).toEqual([`${ORIGIN}/images/vehicles/van-hiace.svg`]);
    const one = readHead((await get(`/vehicles/${car._id}?lang=ru`)).body);
    expect(one.meta('description')[0]).toContain('1 место');
    // A picture on another origin's CDN is named as it is.
    expect(one.meta('og:image')).toEqual(['https://cdn.example.com/alto.jpg']);
  });

  it('JSON-LD: the business with its three branches; a vehicle as a Product with its offer per day in USD and its rating; breadcrumbs', async () => {
    const home = readHead((await get('/')).body);
    const business = home.graph.find((node) => node['@type'] === 'AutoRental')!;
    expect(business).toMatchObject({ name: 'LankaRide', url: `${ORIGIN}/?lang=en`, telephone: '+94 11 234 5678', address: { '@type': 'PostalAddress', addressCountry: 'LK' } });
    expect(business.department.map((b: { name: string }) => b.name)).toEqual(['LankaRide Colombo', 'LankaRide Kandy', 'LankaRide Negombo']);
    for (const branch of business.department) expect(branch).toMatchObject({ '@type': 'AutoRental', telephone: expect.stringMatching(/^\+94 /), openingHours: expect.stringMatching(/^Mo-Su /) });

    const vanGraph = readHead((await get(`/vehicles/${van._id}?lang=fr`)).body).graph;
    const product = vanGraph.find((node) => node['@type'] === 'Product')!;
    expect(product).toMatchObject({ name: 'Toyota HiAce', image: [`${ORIGIN}/images/vehicles/van-hiace.svg`], brand: { name: 'Toyota' } });
    expect(product.offers).toMatchObject({ '@type': 'Offer', price: '45.00', priceCurrency: 'USD', url: `${ORIGIN}/vehicles/${van._id}?lang=fr` });
    expect(product.offers.priceSpecification).toMatchObject({ price: '45.00', priceCurrency: 'USD', unitCode: 'DAY' });
    expect(product.aggregateRating).toBeUndefined();
    const crumbs = vanGraph.find((node) => node['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Accueil', 'Tous les véhicules', 'Vans', 'Toyota HiAce']);
    expect(crumbs.itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2, 3, 4]);
    expect(crumbs.itemListElement[2].item).toBe(`${ORIGIN}/available-vehicles?vehicleType=Van&lang=fr`);

    const carProduct = readHead((await get(`/vehicles/${car._id}`)).body).graph.find((node) => node['@type'] === 'Product')!;
    expect(carProduct.offers).toMatchObject({ price: '19.50', priceCurrency: 'USD' });
    expect(carProduct.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
  });

  it('reads the language from the address, else Accept-Language, never a cookie; the bare address is canonical for itself (x-default)', async () => {
    const german = await get(`/vehicles/${van._id}`, { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    const head = readHead(german.body);
    expect(head.lang).toBe('de');
    expect(head.titles).toEqual(['Toyota HiAce mieten in Sri Lanka · LankaRide']);
    expect(head.canonical).toEqual([`${ORIGIN}/vehicles/${van._id}`]);
    expect(german.headers['set-cookie']).toBeUndefined();
    expect(readHead((await get('/?lang=fr', { 'accept-language': 'de' })).body).lang).toBe('fr');
    expect(readHead((await get('/?lang=xx', { 'accept-language': 'ja, zh-TW;q=0.9, ta;q=0.8' })).body).lang).toBe('ta');
    expect(readHead((await get('/', { 'accept-language': 'ja' })).body).lang).toBe('en');
    expect(readHead((await get('/contact', { cookie: 'lang=de' })).body).lang).toBe('en');
  });

  it('the booking form carries its vehicle’s head, canonical to the vehicle page, listed (decision 098)', async () => {
    const form = readHead((await get(`/book-vehicle/${van._id}?pickupDate=2031-01-10&returnDate=2031-01-12&lang=de`)).body);
    const page = readHead((await get(`/vehicles/${van._id}?lang=de`)).body);
    expect(form.titles).toEqual(page.titles);
    expect(form.canonical).toEqual([`${ORIGIN}/vehicles/${van._id}?lang=de`]);
    expect(form.meta('robots')).toEqual([]);
    expect(form.alternateCount).toBe(page.alternateCount);
  });

  it('signing in, registering and the signed-in areas answer a generic head with noindex', async () => {
    for (const url of ['/login', '/register', '/register/details', '/forgot-password', `/book-vehicle/${MALFORMED_ID}`, '/booking-confirmation', '/account', '/manage-bookings', '/admin', '/admin/vehicles', '/driver', '/driver/trips']) {
      const res = await get(`${url}?lang=si`);
      expect(res.statusCode, url).toBe(200);
      const head = readHead(res.body);
      expect(head.lang, url).toBe('si');
      expect(head.meta('robots'), url).toEqual(['noindex']);
      expect(head.titles, url).toEqual([treeIn(MESSAGES, 'si').site.title]);
      expect(head.canonical, url).toEqual([]);
      expect(head.alternateCount, url).toBe(0);
    }
  });

  it('answers a real 404 with the app’s page and noindex for an unknown path or vehicle; one not offered is a page nobody lists', async () => {
    for (const url of ['/nope', '/driver-s', `/drivers/${UNKNOWN_ID}`, `/drivers/${MALFORMED_ID}`, '/vehicles', `/vehicles/${MALFORMED_ID}`, `/vehicles/${UNKNOWN_ID}`, '/vehicles/a/b', '/terms/more']) {
      const res = await get(`${url}?lang=ta`, { 'accept-encoding': 'gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      const html = (await get(`${url}?lang=ta`)).body;
      // The app itself, which shows its not-found page.
      expect(html, url).toContain('/assets/index-3f9a1c.js');
      const head = readHead(html);
      expect(head.lang, url).toBe('ta');
      expect(head.meta('robots'), url).toEqual(['noindex']);
      expect(head.titles, url).toEqual([treeIn(MESSAGES, 'ta').publicUi.notFound.pageTitle]);
      expect(head.canonical, url).toEqual([]);
    }
    // Paused by the office: a link someone holds still opens the vehicle (200), but it is not to be
    // listed: noindex, no canonical, no offer.
    const paused = await get(`/vehicles/${hidden._id}?lang=ta`);
    expect(paused.statusCode).toBe(200);
    const pausedHead = readHead(paused.body);
    expect(pausedHead.meta('robots')).toEqual(['noindex']);
    expect(pausedHead.titles[0]).toContain('Land Rover Defender');
    expect(pausedHead.canonical).toEqual([]);
    expect(pausedHead.graph).toEqual([]);
    // Known routes stay pages, and missing files stay plain 404s.
    for (const url of ['/', '/contact/', '/available-vehicles?vehicleType=Nope', '/faq']) expect((await get(url)).statusCode, url).toBe(200);
    expect((await get('/nope.js')).headers['content-type']).toMatch(/^text\/plain/);
  });

  it('writes no text into the head that could end its element or script: names are escaped, JSON-LD uses \\u003c', async () => {
    const name = '</script><script>alert(1)</script><!--';
    await t.db.query('UPDATE vehicles SET model = $2 WHERE id = $1', [van._id, name]);
    await caughtUp();
    try {
      const html = (await get(`/vehicles/${van._id}`)).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).toContain('\\u003c/script\\u003e');
      const head = readHead(html);
      expect(head.titles).toEqual([`Toyota ${name} for rent in Sri Lanka · LankaRide`]);
      expect(head.graph.find((node) => node['@type'] === 'Product')!.name).toBe(`Toyota ${name}`);
      expect(head.meta('og:title')).toEqual([`Toyota ${name} for rent in Sri Lanka · LankaRide`]);
      // JSON-LD is data, never run: scripts stay 'self' and the one constant loader of decision 103.
      const scriptSrc = /script-src ([^;]*)/.exec(String((await get(`/vehicles/${van._id}`)).headers['content-security-policy']))![1];
      expect(scriptSrc).toBe(`'self' ${AFTER_PAINT_LOADER_CSP}`);
    } finally {
      await t.db.query('UPDATE vehicles SET model = $2 WHERE id = $1', [van._id, 'HiAce']);
      await caughtUp();
    }
  });

  it('a vehicle edit changes its head at once: no stale name or price; taking it off offer unlists it', async () => {
    const before = readHead((await get(`/vehicles/${van._id}?lang=zh`)).body);
    expect(before.titles[0]).toContain('Toyota HiAce');
    const edit = (extra: Record<string, unknown>) =>
      call(t.app, 'PUT', `/api/admin/vehicles/${van._id}`, {
        token: admin,
        body: { type: 'Van', brand: 'Toyota', model: 'HiAce', seatingCapacity: 9, features: [], pricingDetails: { perDay: 45, perHour: 8 }, image: '/images/vehicles/van-hiace.svg', availabilityStatus: true, ...extra },
      });
    try {
      expect((await edit({ model: 'Commuter', pricingDetails: { perDay: 52.25, perHour: 8 } })).status).toBe(200);
      for (const lang of ['zh', 'en'] as const) {
        const html = (await get(`/vehicles/${van._id}?lang=${lang}`)).body;
        const head = readHead(html);
        expect(head.titles[0]).toContain('Toyota Commuter');
        expect(html).not.toContain('HiAce');
        expect(head.graph.find((node) => node['@type'] === 'Product')!.offers.price).toBe('52.25');
        expect(head.meta('description')[0]).toContain(lang === 'en' ? '$52.25' : 'US$52.25');
      }
      expect((await edit({ availabilityStatus: false })).status).toBe(200);
      const unlisted = await get(`/vehicles/${van._id}`);
      expect(unlisted.statusCode).toBe(200);
      expect(readHead(unlisted.body).meta('robots')).toEqual(['noindex']);
    } finally {
      expect((await edit({})).status).toBe(200);
    }
    expect(readHead((await get(`/vehicles/${van._id}?lang=zh`)).body).titles).toEqual(before.titles);
  });

  it('a driver’s page (decision 102): a Person who knows languages, with breadcrumbs; listed once the licence is verified; never a phone, e-mail or licence number', async () => {
    const created = await call(t.app, 'POST', '/api/admin/drivers', {
      token: admin,
      body: {
        username: 'Chaminda Silva',
        email: 'chaminda@example.lk',
        phone: '+94 77 999 8888',
        password: 'driver123',
        licenseNumber: 'B-HIDDEN-1',
        licenseExpiry: '2033-03-31',
        experienceYears: 12,
        languages: ['en', 'de', 'si'],
        introduction: 'I know the south coast.',
        introductionLanguage: 'en',
        touristLicense: { kind: 'touristDriver', number: 'SLTDA-HIDDEN-2', expiry: '2032-01-31' },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    const address = `/drivers/${id}`;
    const secrets = ['+94 77 999 8888', 'chaminda@example.lk', 'B-HIDDEN-1', 'SLTDA-HIDDEN-2', 'Silva'];
    // Not verified yet: the page opens for whoever holds its link, but nobody lists it.
    const unlisted = await get(`${address}?lang=de`);
    expect(unlisted.statusCode).toBe(200);
    expect(readHead(unlisted.body).meta('robots')).toEqual(['noindex']);
    expect(readHead(unlisted.body).canonical).toEqual([]);
    expect((await get('/sitemap.xml')).body).not.toContain(id);

    expect((await call(t.app, 'POST', `/api/admin/drivers/${id}/licences/driving/verify`, { token: admin })).status).toBe(200);
    for (const lang of UI_LANGUAGE_CODES) {
      const url = withLang(address, lang);
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const head = readHead(res.body);
      const seo = treeIn(SEO_MESSAGES, lang).seo;
      expect(head.lang, url).toBe(lang);
      expect(head.titles, url).toEqual([seo.driver.title('Chaminda')]);
      expect(head.meta('description')[0], url).toMatch(/^Chaminda/);
      expect(head.meta('description')[0], url).toContain('12');
      expect(head.meta('robots'), url).toEqual([]);
      expect(head.canonical, url).toEqual([`${ORIGIN}${url}`]);
      expect(head.alternateCount, url).toBe(8);
      expect(head.alternates['x-default'], url).toBe(`${ORIGIN}${address}`);
      expect(head.meta('og:type'), url).toEqual(['profile']);
      const person = head.graph.find((node) => node['@type'] === 'Person')!;
      expect(person, url).toMatchObject({ name: 'Chaminda', knowsLanguage: ['en', 'de', 'si'], jobTitle: seo.driver.jobTitle, worksFor: { '@type': 'AutoRental' } });
      const crumbs = head.graph.find((node) => node['@type'] === 'BreadcrumbList')!;
      expect(crumbs.itemListElement.map((item: { name: string }) => item.name), url).toEqual([treeIn(MESSAGES, lang).publicUi.nav.home, seo.drivers.breadcrumb, 'Chaminda']);
      for (const secret of secrets) expect(res.body, url).not.toContain(secret);
    }
    expect(readHead((await get(`${address}?lang=de`)).body).meta('description')).toEqual(['Chaminda fährt Reisende für LankaRide durch Sri Lanka: 12 Jahre Erfahrung, spricht Englisch, Deutsch und Singhalesisch.']);
    const sitemap = readSitemap((await get('/sitemap.xml')).body);
    for (const lang of [undefined, ...UI_LANGUAGE_CODES]) expect(sitemap.find((u) => u.loc === `${ORIGIN}${lang ? withLang(address, lang) : address}`), String(lang)).toBeDefined();
    // Retired: a real 404, and gone from the sitemap.
    expect((await call(t.app, 'DELETE', `/api/admin/drivers/${id}`, { token: admin })).status).toBe(200);
    expect((await get(address)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(id);
  });

  it('GET /robots.txt keeps crawlers out of the API and the signed-in areas and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/admin', '/driver$', '/driver/', '/account', '/manage-bookings', '/booking-confirmation']) expect(lines).toContain(`Disallow: ${path}`);
    // The booking form carries its vehicle's head, canonical to the vehicle page (decision 098).
    expect(lines).not.toContain('Disallow: /book-vehicle');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('GET /sitemap.xml lists every public page in every language with its alternates and lastmod, and follows the data', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = readSitemap(res.body);
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const vehicles = (await call(t.app, 'GET', '/api/vehicles/available')).body as { _id: string; type: string; updatedAt: string }[];
    expect(vehicles.map((v) => v._id).sort()).toEqual([van._id, car._id].sort());
    const tours = (await call(t.app, 'GET', '/api/tours')).body as { slug: string }[];
    const pages = ['/', '/available-vehicles', '/available-vehicles?vehicleType=Van', '/available-vehicles?vehicleType=Car', ...vehicles.map((v) => `/vehicles/${v._id}`), '/drivers', '/tours', ...tours.map((tour) => `/tours/${tour.slug}`), '/airport-transfers', '/contact', ...INFO_PAGE_SLUGS.map((s) => `/${s}`)];
    for (const page of pages) {
      for (const lang of [undefined, ...UI_LANGUAGE_CODES]) {
        const loc = `${ORIGIN}${lang ? withLang(page, lang) : page}`;
        const entry = urls.find((u) => u.loc === loc);
        expect(entry, loc).toBeDefined();
        expect(Object.keys(entry!.alternates).sort(), loc).toEqual([...UI_LANGUAGE_CODES, 'x-default'].sort());
        expect(entry!.alternates['x-default'], loc).toBe(`${ORIGIN}${page}`);
      }
    }
    expect(urls).toHaveLength(pages.length * 8);
    // No vehicle that is not offered, no search of a type nobody offers, no signed-in page.
    expect(res.body).not.toContain(hidden._id);
    expect(res.body).not.toContain('vehicleType=SUV');
    expect(res.body).not.toMatch(/\/(login|admin|account|manage-bookings)/);
    for (const v of vehicles) expect(urls.find((u) => u.loc === `${ORIGIN}/vehicles/${v._id}?lang=de`)!.lastmod).toBe(v.updatedAt);

    // Asked again with nothing changed: the same text. A page text saved, or a vehicle edited: at once.
    expect((await get('/sitemap.xml')).body).toBe(res.body);
    const saved = await call(t.app, 'PUT', '/api/admin/pages/faq', { token: admin, body: { texts: [{ lang: 'de', title: 'Häufige Fragen', body: 'Neu.' }] } });
    expect(saved.status).toBe(200);
    const faq = readSitemap((await get('/sitemap.xml')).body).find((u) => u.loc === `${ORIGIN}/faq?lang=de`)!;
    expect(faq.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(readHead((await get('/faq?lang=de')).body).titles).toEqual(['Häufige Fragen · LankaRide']);
    const edited = await call(t.app, 'PUT', `/api/admin/vehicles/${car._id}`, {
      token: admin,
      body: { type: 'Car', brand: 'Suzuki', model: 'Alto', seatingCapacity: 1, features: [], pricingDetails: { perDay: 19.5, perHour: 4 }, image: 'https://cdn.example.com/alto.jpg', availabilityStatus: false },
    });
    expect(edited.status).toBe(200);
    const after = (await get('/sitemap.xml')).body;
    expect(after).not.toContain(car._id);
    expect(after).not.toContain('vehicleType=Car');
    await call(t.app, 'PUT', `/api/admin/vehicles/${car._id}`, { token: admin, body: { ...edited.body, availabilityStatus: true, image: 'https://cdn.example.com/alto.jpg' } });
  });

  it('GET /manifest.webmanifest: name, start URL, standalone, the palette, and icons served as PNGs of their sizes', async () => {
    const res = await get('/manifest.webmanifest', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
    const manifest = JSON.parse(res.body) as { icons: { src: string; sizes: string; type: string; purpose: string }[]; [key: string]: unknown };
    expect(manifest).toMatchObject({ name: 'LankaRide', short_name: 'LankaRide', start_url: '/', display: 'standalone', theme_color: '#0f766e', background_color: '#fafaf9', lang: 'fr' });
    expect(manifest.description).toBe(treeIn(MESSAGES, 'fr').site.description);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const icons = [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }];
    for (const icon of icons) {
      expect(icon.src).toMatch(/^\/[^/]/);
      const png = await get(icon.src);
      expect(png.statusCode, icon.src).toBe(200);
      expect(png.headers['content-type'], icon.src).toBe('image/png');
      const bytes = png.rawPayload;
      expect(bytes.subarray(0, 8).toString('hex'), icon.src).toBe('89504e470d0a1a0a');
      // The IHDR chunk's width and height.
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    const preview = await get('/images/og/lankaride.jpg');
    expect(preview.headers['content-type']).toBe('image/jpeg');
    // The app's page links them (apps/web/index.html, kept in the first half of every page).
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), 'utf8');
    expect(source).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(source).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(source).toContain('<meta name="theme-color" content="#0f766e" />');
  });

  it('GET /driver/manifest.webmanifest: the driver area as an app of its own, opening on the schedule, kept to /driver/ (decision 113)', async () => {
    const res = await get('/driver/manifest.webmanifest', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = JSON.parse(res.body) as { icons: { sizes: string; purpose: string }[]; [key: string]: unknown };
    const de = treeIn(PAGE_MESSAGES, 'de').driverApp;
    expect(manifest).toMatchObject({ name: de.name, short_name: de.shortName, description: de.description, id: '/driver/', start_url: '/driver/bookings', scope: '/driver/', display: 'standalone', lang: 'de' });
    expect(manifest.name).not.toBe(PAGE_MESSAGES.driverApp.name);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });
});
