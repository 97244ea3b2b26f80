import {
  INFO_PAGE_SLUGS,
  MESSAGES,
  UI_LANGUAGE_CODES,
  VEHICLE_TYPES,
  colomboToday,
  formatPriceIn,
  languageName,
  fromCents,
  intlLocaleOf,
  isInfoPageSlug,
  pageLanguageOf,
  toCents,
  type InfoPageSlug,
  type UiLanguage,
  type Vehicle,
  type VehicleType,
} from '@app/shared';
import { SEO_MESSAGES } from '@app/shared/seo-messages';
import type { Database } from '../../db/database';
import { treeIn } from '../../lib/i18n';
import { offeredVehicles, publicVehicle, type AvailabilityIndex } from '../vehicles';
import { listedDrivers, publicDriver } from '../drivers';
import { infoPageFacts } from '../pages';
import { publishedTourHead, publishedTourStamps } from '../tours';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import {
  BACKGROUND_COLOR,
  ICONS,
  SITE_NAME,
  THEME_COLOR,
  absolutePicture,
  addressIn,
  breadcrumbNode,
  businessNode,
  headTags,
  htmlAttribute,
  type HeadFacts,
} from './head';

/** What kind of page a pattern of the web app's routes is. */
type Kind = 'home' | 'results' | 'vehicle' | 'booking' | 'contact' | 'info' | 'drivers' | 'driver' | 'tours' | 'tour' | 'transfers' | 'private';

/**
 * The app's pages the server writes heads for, by the pattern the web app routes them at
 * (apps/web/src/app/routes.tsx). Sign-in, registration and the signed-in areas are `private`:
 * noindex. A pattern of the build's route table not listed here is `private` too, so a new page
 * is listed by search engines only once it has its head here. The booking form (signed in) carries
 * its vehicle's head, whose canonical address is the vehicle page: a shared or crawled booking link
 * counts for the vehicle's page, not as a page of its own (decision 098).
 */
const PAGES: Record<string, Kind> = {
  '/': 'home',
  '/available-vehicles': 'results',
  '/vehicles/:id': 'vehicle',
  '/book-vehicle/:id': 'booking',
  '/contact': 'contact',
  '/drivers': 'drivers',
  '/drivers/:id': 'driver',
  '/tours': 'tours',
  '/tours/:slug': 'tour',
  '/airport-transfers': 'transfers',
  ...Object.fromEntries(INFO_PAGE_SLUGS.map((slug) => [`/${slug}`, 'info'])),
  ...Object.fromEntries(
    [
      '/login',
      '/register',
      '/register/details',
      '/forgot-password',
      '/reset-password',
      '/booking-confirmation',
      '/airport-transfers/book',
      '/account',
      '/manage-bookings',
      '/admin',
      '/admin/*',
      '/driver',
      '/driver/*',
    ].map((pattern) => [pattern, 'private']),
  ),
};

/** A page's head as the web plugin splices it in (apps/api/src/plugins/web.ts, `PageHeads`). */
export interface PageHead {
  lang: UiLanguage;
  status: 200 | 404;
  tags: string;
}

/** The page asked for, as the web plugin matched it. */
export interface PageRequest {
  /** The route pattern it matched (`/vehicles/:id`); undefined when no page of the app did. */
  pattern: string | undefined;
  params: Record<string, string>;
  query: URLSearchParams;
  acceptLanguage: string | undefined;
}

/** Paths robots are asked not to crawl: the API and the signed-in areas (`/driver` exactly, so later public `/drivers/…` pages are not caught). */
const DISALLOWED = ['/api/', '/admin', '/driver$', '/driver/', '/account', '/manage-bookings', '/booking-confirmation'];

/**
 * The public pages' facts (decision 095): each page's head in its language, its status (a real
 * 404 for an unknown path or vehicle), robots.txt, the sitemap and the web app manifest.
 *
 * Cheap per request: vehicles come from the availability index's memory, info page titles from a
 * briefly kept read, and each head is written once per (data, language) and kept: a vehicle's
 * heads hang on its object in the index, which the index replaces when the vehicle changes, so an
 * edit shows at once and a stale head is never answered. The sitemap is rebuilt only when a
 * vehicle, a listed driver, a published tour or a page text changed.
 */
export class PublicPages {
  /** Every language a page may be answered in (one `<html lang>` each). */
  readonly languages = UI_LANGUAGE_CODES;
  /** The patterns above: pages of the app even when the build's route table is not at hand. */
  readonly patterns = Object.keys(PAGES);
  private readonly heads = new WeakMap<object, Map<string, string>>();
  private readonly fixed = {};
  private sitemapCache: { key: string; xml: string } | undefined;

  constructor(
    private readonly db: Database,
    /** PUBLIC_URL: where people reach the app (no trailing slash). */
    private readonly origin: string,
    private readonly index?: AvailabilityIndex,
    /** Now, in epoch ms: which licences are still valid (the app's clock; tests set it). */
    private readonly clock: () => number = Date.now,
  ) {}

  private today(): string {
    return colomboToday(new Date(this.clock()));
  }

  /** The head of a page, its language and status. */
  async of(page: PageRequest): Promise<PageHead> {
    const langParam = page.query.get('lang');
    const lang = pageLanguageOf(langParam, page.acceptLanguage);
    const explicit = langParam === lang;
    const kind = page.pattern === undefined ? undefined : (PAGES[page.pattern] ?? 'private');
    const found = (tags: string): PageHead => ({ lang, status: 200, tags });
    switch (kind) {
      case undefined:
        return this.notFound(lang);
      case 'vehicle': {
        const vehicle = await publicVehicle(this.db, page.params.id ?? '', this.index);
        // Retired or never there: a real 404.
        if (!vehicle) return this.notFound(lang);
        // Paused by the office: whoever holds the link (a booking, a shared message) still sees
        // the vehicle, but search engines are asked not to list it (noindex, no offer).
        if (!vehicle.availabilityStatus) return found(this.remember(vehicle, `unlisted:${lang}`, () => this.vehicleHead(vehicle, lang, explicit, false)));
        return found(this.remember(vehicle, `${lang}:${explicit}`, () => this.vehicleHead(vehicle, lang, explicit)));
      }
      case 'booking': {
        // The vehicle's own head (canonical: its page); a vehicle not offered: a signed-in page's.
        const vehicle = await publicVehicle(this.db, page.params.id ?? '', this.index);
        if (!vehicle?.availabilityStatus) return found(this.remember(this.fixed, `private:${lang}:${explicit}`, () => this.plainHead('private', lang, explicit)));
        return found(this.remember(vehicle, `${lang}:${explicit}`, () => this.vehicleHead(vehicle, lang, explicit)));
      }
      case 'info': {
        const slug = page.pattern!.slice(1);
        if (!isInfoPageSlug(slug)) return this.notFound(lang);
        const facts = await infoPageFacts(this.db);
        return found(this.remember(facts, `${slug}:${lang}:${explicit}`, () => this.infoHead(slug, facts.pages.get(slug)?.get(lang)?.title ?? '', lang, explicit)));
      }
      case 'driver': {
        // Any live driver has a page (a booking's driver card links to it); one not listed among
        // our drivers (no verified, valid driving licence) is not offered to search engines.
        const driverPage = await publicDriver(this.db, page.params.id ?? '', this.today());
        if (!driverPage) return this.notFound(lang);
        return found(this.driverHead(driverPage.driver, driverPage.listed, lang, explicit));
      }
      case 'tours':
        return found(this.remember(this.fixed, `tours:${lang}:${explicit}`, () => this.toursHead(lang, explicit)));
      case 'tour': {
        // A draft or no such tour: a real 404.
        const tour = await publishedTourHead(this.db, page.params.slug ?? '', lang);
        if (!tour) return this.notFound(lang);
        return found(this.tourHead(page.params.slug!, tour, lang, explicit));
      }
      case 'transfers':
        return found(this.remember(this.fixed, `transfers:${lang}:${explicit}`, () => this.transfersHead(lang, explicit)));
      case 'drivers':
        return found(this.remember(this.fixed, `drivers:${lang}:${explicit}`, () => this.driversHead(lang, explicit)));
      case 'results': {
        const asked = page.query.get('vehicleType');
        const type = (VEHICLE_TYPES as readonly string[]).includes(asked ?? '') ? (asked as VehicleType) : undefined;
        return found(this.remember(this.fixed, `results:${type}:${lang}:${explicit}`, () => this.resultsHead(type, lang, explicit)));
      }
      default:
        return found(this.remember(this.fixed, `${kind}:${lang}:${explicit}`, () => this.plainHead(kind, lang, explicit)));
    }
  }

  /** robots.txt: the API and the signed-in areas are not crawled; the sitemap is named. */
  robots(): string {
    return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${this.origin}/sitemap.xml`, ''].join('\n');
  }

  /**
   * The web app manifest, its words in one language. `driver`: the driver area's own app (decision
   * 113), which opens on the schedule and keeps to /driver/, where its service worker works.
   */
  manifest(lang: UiLanguage, app: 'site' | 'driver' = 'site'): string {
    const m = treeIn(MESSAGES, lang);
    const driverApp = treeIn(PAGE_MESSAGES, lang).driverApp;
    const driver = app === 'driver';
    return JSON.stringify({
      name: driver ? driverApp.name : SITE_NAME,
      short_name: driver ? driverApp.shortName : SITE_NAME,
      description: driver ? driverApp.description : m.site.description,
      lang,
      dir: 'ltr',
      id: driver ? '/driver/' : '/',
      start_url: driver ? '/driver/bookings' : '/',
      scope: driver ? '/driver/' : '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        ...ICONS.any.map((icon) => ({ ...icon, type: 'image/png', purpose: 'any' })),
        { ...ICONS.maskable, type: 'image/png', purpose: 'maskable' },
      ],
    });
  }

  /**
   * Every public page in every language, with its alternates and, where the data says, when it
   * last changed. Rebuilt only when a vehicle, a driver, a tour or a page text changed (the key below), else the
   * text made last time.
   */
  async sitemap(): Promise<string> {
    const [vehicles, facts, drivers, tours] = await Promise.all([offeredVehicles(this.db, this.index), infoPageFacts(this.db), listedDrivers(this.db, this.today()), publishedTourStamps(this.db)]);
    const key = `${facts.stamp}|${vehicles.map((v) => `${v._id}:${v.type}:${v.updatedAt}`).join(',')}|${drivers.map((d) => `${d._id}:${d.updatedAt}`).join(',')}|${tours.map((t) => `${t.slug}:${t.updatedAt}`).join(',')}`;
    if (this.sitemapCache?.key === key) return this.sitemapCache.xml;
    const latest = (list: readonly Vehicle[]) => list.reduce<string | undefined>((max, v) => (max === undefined || v.updatedAt > max ? v.updatedAt : max), undefined);
    const entries: { address: string; lastmod: (lang: UiLanguage | undefined) => string | undefined }[] = [
      { address: '/', lastmod: () => undefined },
      { address: '/available-vehicles', lastmod: () => latest(vehicles) },
    ];
    for (const type of VEHICLE_TYPES) {
      const ofType = vehicles.filter((v) => v.type === type);
      if (ofType.length > 0) entries.push({ address: `/available-vehicles?vehicleType=${type}`, lastmod: () => latest(ofType) });
    }
    for (const v of vehicles) entries.push({ address: `/vehicles/${v._id}`, lastmod: () => v.updatedAt });
    entries.push({ address: '/drivers', lastmod: () => drivers.reduce<string | undefined>((max, d) => (max === undefined || d.updatedAt > max ? d.updatedAt : max), undefined) });
    for (const d of drivers) entries.push({ address: `/drivers/${d._id}`, lastmod: () => d.updatedAt });
    entries.push({ address: '/airport-transfers', lastmod: () => undefined });
    // The round tours (issue 31): the list, changed when any published tour last changed, and each published tour.
    entries.push({ address: '/tours', lastmod: () => tours.reduce<string | undefined>((max, t) => (max === undefined || t.updatedAt > max ? t.updatedAt : max), undefined) });
    for (const t of tours) entries.push({ address: `/tours/${t.slug}`, lastmod: () => t.updatedAt });
    entries.push({ address: '/contact', lastmod: () => undefined });
    for (const slug of INFO_PAGE_SLUGS) {
      const texts = facts.pages.get(slug);
      entries.push({
        address: `/${slug}`,
        lastmod: (lang) => (lang ? texts?.get(lang)?.updatedAt : [...(texts?.values() ?? [])].reduce<string | null>((max, t) => (t.updatedAt && (!max || t.updatedAt > max) ? t.updatedAt : max), null)) ?? undefined,
      });
    }
    const xml = (value: string) => htmlAttribute(value);
    const alternates = (address: string) =>
      [...UI_LANGUAGE_CODES.map((lang) => [lang, addressIn(this.origin, address, lang)]), ['x-default', addressIn(this.origin, address, undefined)]]
        .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href!)}"/>`)
        .join('');
    const urls: string[] = [];
    for (const entry of entries) {
      const links = alternates(entry.address);
      for (const lang of [undefined, ...UI_LANGUAGE_CODES]) {
        const lastmod = entry.lastmod(lang);
        urls.push(`<url><loc>${xml(addressIn(this.origin, entry.address, lang))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`);
      }
    }
    const text = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    this.sitemapCache = { key, xml: text };
    return text;
  }

  /** A head made once for its data (`source`, an object the data's change replaces) and key. */
  private remember(source: object, key: string, make: () => string): string {
    let heads = this.heads.get(source);
    if (!heads) this.heads.set(source, (heads = new Map()));
    let tags = heads.get(key);
    if (tags === undefined) heads.set(key, (tags = make()));
    return tags;
  }

  private notFound(lang: UiLanguage): PageHead {
    const tags = this.remember(this.fixed, `404:${lang}`, () => {
      const m = treeIn(MESSAGES, lang);
      return headTags(this.origin, { lang, title: m.publicUi.notFound.pageTitle, description: m.site.description, explicitLanguage: false, ogType: 'website', structuredData: [] });
    });
    return { lang, status: 404, tags };
  }

  private plainHead(kind: 'home' | 'contact' | 'private', lang: UiLanguage, explicitLanguage: boolean): string {
    const m = treeIn(MESSAGES, lang);
    const business = businessNode(this.origin, lang, m.site.description);
    if (kind === 'home') return headTags(this.origin, { lang, title: m.site.title, description: m.site.description, address: '/', explicitLanguage, ogType: 'website', structuredData: [business] });
    if (kind === 'contact') {
      const description = treeIn(SEO_MESSAGES, lang).seo.contact.description;
      const trail = [{ name: m.publicUi.nav.home, address: '/' }, { name: m.publicUi.nav.contact, address: '/contact' }];
      return headTags(this.origin, { lang, title: m.accountUi.contact.pageTitle, description, address: '/contact', explicitLanguage, ogType: 'website', structuredData: [business, breadcrumbNode(this.origin, lang, trail)] });
    }
    return headTags(this.origin, { lang, title: m.site.title, description: m.site.description, explicitLanguage, ogType: 'website', structuredData: [] });
  }

  private resultsHead(type: VehicleType | undefined, lang: UiLanguage, explicitLanguage: boolean): string {
    const m = treeIn(MESSAGES, lang);
    const seo = treeIn(SEO_MESSAGES, lang).seo.results;
    const all = { name: m.publicUi.nav.allVehicles, address: '/available-vehicles' };
    const trail: { name: string; address: string }[] = [{ name: m.publicUi.nav.home, address: '/' }, all];
    if (type) trail.push({ name: m.vehicleTypesPlural[type], address: `/available-vehicles?vehicleType=${type}` });
    return headTags(this.origin, {
      lang,
      title: type ? seo.typeTitle(m.vehicleTypesPlural[type]) : seo.title,
      description: type ? seo.typeDescription(m.vehicleTypesPlural[type]) : seo.description,
      address: trail.at(-1)!.address,
      explicitLanguage,
      ogType: 'website',
      structuredData: [breadcrumbNode(this.origin, lang, trail)],
    });
  }

  private vehicleHead(vehicle: Vehicle, lang: UiLanguage, explicitLanguage: boolean, listed = true): string {
    const m = treeIn(MESSAGES, lang);
    const name = `${vehicle.brand} ${vehicle.model}`;
    const address = `/vehicles/${vehicle._id}`;
    // The price per day as every price is written: whole cents, in US dollars.
    const cents = toCents(vehicle.pricingDetails.perDay);
    const price = fromCents(cents).toFixed(2);
    const description = treeIn(SEO_MESSAGES, lang).seo.vehicle.description(name, m.vehicleTypes[vehicle.type], vehicle.seatingCapacity, formatPriceIn(fromCents(cents), intlLocaleOf(lang)));
    const image = absolutePicture(this.origin, vehicle.image);
    const url = addressIn(this.origin, address, lang);
    const product = {
      '@type': 'Product',
      '@id': `${this.origin}${address}#product`,
      name,
      description,
      ...(image ? { image: [image] } : {}),
      category: m.vehicleTypes[vehicle.type],
      brand: { '@type': 'Brand', name: vehicle.brand },
      model: vehicle.model,
      offers: {
        '@type': 'Offer',
        url,
        price,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'USD', unitCode: 'DAY', referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' } },
        seller: { '@type': 'AutoRental', '@id': `${this.origin}/#business`, name: SITE_NAME },
      },
      // Published reviews of real trips only (decision 094), summed on the vehicle's row.
      ...(vehicle.rating.count > 0 && vehicle.rating.average !== null
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: vehicle.rating.average, reviewCount: vehicle.rating.count, bestRating: 5, worstRating: 1 } }
        : {}),
    };
    const trail = [
      { name: m.publicUi.nav.home, address: '/' },
      { name: m.publicUi.nav.allVehicles, address: '/available-vehicles' },
      { name: m.vehicleTypesPlural[vehicle.type], address: `/available-vehicles?vehicleType=${vehicle.type}` },
      { name, address },
    ];
    return headTags(this.origin, {
      lang,
      title: treeIn(SEO_MESSAGES, lang).seo.vehicle.title(name),
      description,
      // Unlisted: no address (so noindex, no canonical or alternates) and no offer.
      ...(listed ? { address } : {}),
      explicitLanguage,
      ...(image ? { image } : {}),
      ogType: 'product',
      structuredData: listed ? [product, breadcrumbNode(this.origin, lang, trail)] : [],
    });
  }

  /** /tours (decision 110): the list of round tours with a driver. */
  private toursHead(lang: UiLanguage, explicitLanguage: boolean): string {
    const m = treeIn(MESSAGES, lang);
    const T = treeIn(PAGE_MESSAGES, lang).toursUi.list;
    const trail = [{ name: m.publicUi.nav.home, address: '/' }, { name: T.title, address: '/tours' }];
    return headTags(this.origin, { lang, title: `${T.title} · ${SITE_NAME}`, description: T.intro, address: '/tours', explicitLanguage, ogType: 'website', structuredData: [breadcrumbNode(this.origin, lang, trail)] });
  }

  /** /airport-transfers (decision 111): fixed fares between the airport and the hotel. */
  private transfersHead(lang: UiLanguage, explicitLanguage: boolean): string {
    const m = treeIn(MESSAGES, lang);
    const T = treeIn(PAGE_MESSAGES, lang).transfersPageUi;
    const trail = [{ name: m.publicUi.nav.home, address: '/' }, { name: T.title, address: '/airport-transfers' }];
    return headTags(this.origin, { lang, title: `${T.title} · ${SITE_NAME}`, description: T.intro, address: '/airport-transfers', explicitLanguage, ogType: 'website', structuredData: [breadcrumbNode(this.origin, lang, trail)] });
  }

  /** /tours/:slug: one published tour, its name and description in the page's language, its first photo. */
  private tourHead(slug: string, tour: { name: string; description: string; photo: { url: string } | null }, lang: UiLanguage, explicitLanguage: boolean): string {
    const m = treeIn(MESSAGES, lang);
    const T = treeIn(PAGE_MESSAGES, lang).toursUi.list;
    const address = `/tours/${slug}`;
    const trail = [
      { name: m.publicUi.nav.home, address: '/' },
      { name: T.title, address: '/tours' },
      { name: tour.name, address },
    ];
    const image = tour.photo ? absolutePicture(this.origin, tour.photo.url) : undefined;
    return headTags(this.origin, {
      lang,
      title: `${tour.name} · ${SITE_NAME}`,
      description: tour.description,
      address,
      explicitLanguage,
      ...(image ? { image } : {}),
      ogType: 'website',
      structuredData: [breadcrumbNode(this.origin, lang, trail)],
    });
  }

  private driversHead(lang: UiLanguage, explicitLanguage: boolean): string {
    const m = treeIn(MESSAGES, lang);
    const seo = treeIn(SEO_MESSAGES, lang).seo.drivers;
    const trail = [{ name: m.publicUi.nav.home, address: '/' }, { name: seo.breadcrumb, address: '/drivers' }];
    return headTags(this.origin, { lang, title: seo.title, description: seo.description, address: '/drivers', explicitLanguage, ogType: 'website', structuredData: [breadcrumbNode(this.origin, lang, trail)] });
  }

  /** A driver's page: a `Person` who knows languages, works for the business; listed drivers only are indexed. */
  private driverHead(driver: { _id: string; firstName: string; languages: string[]; experienceYears: number }, listed: boolean, lang: UiLanguage, explicitLanguage: boolean): string {
    const m = treeIn(MESSAGES, lang);
    const seo = treeIn(SEO_MESSAGES, lang).seo;
    const address = `/drivers/${driver._id}`;
    const description = seo.driver.description(driver.firstName, driver.experienceYears, languageNames(driver.languages, lang));
    const person = {
      '@type': 'Person',
      '@id': `${this.origin}${address}#person`,
      name: driver.firstName,
      jobTitle: seo.driver.jobTitle,
      description,
      url: addressIn(this.origin, address, lang),
      knowsLanguage: driver.languages,
      worksFor: { '@type': 'AutoRental', '@id': `${this.origin}/#business`, name: SITE_NAME },
    };
    const trail = [
      { name: m.publicUi.nav.home, address: '/' },
      { name: seo.drivers.breadcrumb, address: '/drivers' },
      { name: driver.firstName, address },
    ];
    return headTags(this.origin, {
      lang,
      title: seo.driver.title(driver.firstName),
      description,
      ...(listed ? { address } : {}),
      explicitLanguage,
      ogType: 'profile',
      structuredData: listed ? [person, breadcrumbNode(this.origin, lang, trail)] : [],
    });
  }

  private infoHead(slug: InfoPageSlug, pageTitle: string, lang: UiLanguage, explicitLanguage: boolean): string {
    const m = treeIn(MESSAGES, lang);
    const seo = treeIn(SEO_MESSAGES, lang).seo.infoPage;
    const address = `/${slug}`;
    const facts: HeadFacts = {
      lang,
      title: seo.title(pageTitle),
      description: seo.descriptions[slug],
      address,
      explicitLanguage,
      ogType: 'website',
      structuredData: [breadcrumbNode(this.origin, lang, [{ name: m.publicUi.nav.home, address: '/' }, { name: pageTitle, address }])],
    };
    return headTags(this.origin, facts);
  }
}

/** Spoken languages by name in the page's language (English names for English), as a list. */
function languageNames(codes: readonly string[], lang: UiLanguage): string {
  const locale = intlLocaleOf(lang);
  let names: string[];
  try {
    const display = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    names = codes.map((code) => (lang === 'en' ? languageName(code) : (display.of(code) ?? languageName(code))));
  } catch {
    names = codes.map((code) => languageName(code));
  }
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}
