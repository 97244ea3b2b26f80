import { BRANCH_DETAILS, CONTACT_DETAILS, UI_LANGUAGE_CODES, intlLocaleOf, isHttpsUrl, isSameSitePath, type UiLanguage } from '@app/shared';

/**
 * A public page's head as text (decision 095): title, description, canonical address and its
 * languages, Open Graph and Twitter card tags, and JSON-LD. Pure: the service gives it the facts.
 */

/** The business's name: a brand, the same in every language. */
export const SITE_NAME = 'LankaRide';
/** The app's palette (apps/web/src/index.css): the brand's teal, and the pages' background. */
export const THEME_COLOR = '#0f766e';
export const BACKGROUND_COLOR = '#fafaf9';
/** The picture a link preview shows for a page without one of its own (apps/web/public). */
export const DEFAULT_IMAGE = { path: '/images/og/lankaride.jpg', width: 1200, height: 630 } as const;
/** The app's icons (apps/web/public/icons), made from favicon.svg. */
export const ICONS = {
  any: [
    { src: '/icons/icon-192.png', sizes: '192x192' },
    { src: '/icons/icon-512.png', sizes: '512x512' },
  ],
  maskable: { src: '/icons/icon-maskable-512.png', sizes: '512x512' },
} as const;

/** What a page's head states; every text already in the page's language. */
export interface HeadFacts {
  lang: UiLanguage;
  title: string;
  description: string;
  /**
   * The page's address without its language (`/vehicles/…`, `/available-vehicles?vehicleType=Van`)
   * when search engines may list it; undefined: `noindex`, and no canonical or alternates.
   */
  address?: string;
  /** The address asked for named its language (`?lang=`): the canonical address does too. */
  explicitLanguage: boolean;
  /** The picture of the page (absolute), when it has its own. */
  image?: string;
  ogType: 'website' | 'product' | 'profile';
  /** schema.org nodes, written as one `@graph`. */
  structuredData: readonly object[];
}

/** An address of the site in a language (`?lang=de`), or the bare address (`x-default`). */
export function addressIn(origin: string, address: string, lang: UiLanguage | undefined): string {
  if (!lang) return `${origin}${address}`;
  return `${origin}${address}${address.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** The Open Graph form of a language's locale (`de_DE`). */
export function ogLocaleOf(lang: UiLanguage): string {
  return intlLocaleOf(lang).replace('-', '_');
}

/** A picture as an absolute URL: this site's path under `origin`, an https URL as it is; anything else none. */
export function absolutePicture(origin: string, stored: string): string | undefined {
  if (isSameSitePath(stored)) return `${origin}${stored}`;
  return isHttpsUrl(stored) ? stored : undefined;
}

/** An attribute value: every character with a meaning in HTML is escaped. */
export const htmlAttribute = (value: string) =>
  value.replace(/[&"'<>]/g, (ch) => ({ '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' })[ch]!);

/** Text content of an element such as `<title>`. */
const htmlText = (value: string) => value.replace(/[&<>]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[ch]!);

/**
 * JSON inside `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes, so no text
 * (a vehicle's name, a staff title) can close the script or open a comment; the line and paragraph
 * separators too, which some parsers take for line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The business with its branches (schema.org `AutoRental`), in a language. */
export function businessNode(origin: string, lang: UiLanguage, description: string): object {
  const [head] = BRANCH_DETAILS;
  const address = (branch: (typeof BRANCH_DETAILS)[number]) => ({
    '@type': 'PostalAddress',
    streetAddress: branch.street,
    addressLocality: branch.locality,
    addressCountry: 'LK',
  });
  return {
    '@type': 'AutoRental',
    '@id': `${origin}/#business`,
    name: SITE_NAME,
    url: addressIn(origin, '/', lang),
    logo: `${origin}${ICONS.any[1].src}`,
    image: `${origin}${DEFAULT_IMAGE.path}`,
    description,
    telephone: CONTACT_DETAILS.phone,
    email: CONTACT_DETAILS.email,
    address: address(head),
    currenciesAccepted: 'USD',
    areaServed: { '@type': 'Country', name: 'Sri Lanka' },
    department: BRANCH_DETAILS.map((branch) => ({
      '@type': 'AutoRental',
      name: `${SITE_NAME} ${branch.name}`,
      address: address(branch),
      telephone: branch.phone,
      openingHours: branch.opens,
    })),
  };
}

/** A trail of pages to this one (schema.org `BreadcrumbList`): names and addresses in the page's language. */
export function breadcrumbNode(origin: string, lang: UiLanguage, trail: readonly { name: string; address: string }[]): object {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: addressIn(origin, step.address, lang) })),
  };
}

/** The head's tags, in the order a crawler reads best: title and description first. */
export function headTags(origin: string, facts: HeadFacts): string {
  const { lang, title, description, address } = facts;
  const tags = [`<title>${htmlText(title)}</title>`, meta('name', 'description', description)];
  if (address === undefined) {
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    const canonical = addressIn(origin, address, facts.explicitLanguage ? lang : undefined);
    tags.push(link('canonical', canonical));
    for (const other of UI_LANGUAGE_CODES) tags.push(`<link rel="alternate" hreflang="${other}" href="${htmlAttribute(addressIn(origin, address, other))}">`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${htmlAttribute(addressIn(origin, address, undefined))}">`);
    tags.push(meta('property', 'og:url', canonical));
  }
  const image = facts.image ?? `${origin}${DEFAULT_IMAGE.path}`;
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', facts.ogType),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
    ...(facts.image ? [] : [meta('property', 'og:image:width', String(DEFAULT_IMAGE.width)), meta('property', 'og:image:height', String(DEFAULT_IMAGE.height))]),
    meta('property', 'og:locale', ogLocaleOf(lang)),
    ...UI_LANGUAGE_CODES.filter((other) => other !== lang).map((other) => meta('property', 'og:locale:alternate', ogLocaleOf(other))),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  );
  if (facts.structuredData.length > 0) {
    tags.push(`<script type="application/ld+json">${jsonForScript({ '@context': 'https://schema.org', '@graph': facts.structuredData })}</script>`);
  }
  return tags.join('');
}

function meta(kind: 'name' | 'property', key: string, content: string): string {
  return `<meta ${kind}="${key}" content="${htmlAttribute(content)}">`;
}

function link(rel: string, href: string): string {
  return `<link rel="${rel}" href="${htmlAttribute(href)}">`;
}
