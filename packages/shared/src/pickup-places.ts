import { BRANCH_DETAILS, BRANCHES } from './constants';
import { PLACES, placeName, type Place } from './places/places';
import type { UiLanguage } from './i18n/locales';

/**
 * Places a driver can find (issue 32, decision 116): a booking's pickup and return points stay
 * the strings they always were (a branch, the airport, a place of the shipped list, or a hotel or
 * address in the tourist's words), and may carry coordinates the tourist pasted (a map link or
 * "lat, lng"). From either, the driver's card and the office open the point in the phone's map app.
 */

/** A point on the earth, WGS 84 degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * Sri Lanka with its coastal waters (the island spans 5.92-9.84 N, 79.65-81.88 E): a pickup
 * outside is a typing mistake (latitude and longitude swapped, a sign lost), never a trip of ours.
 */
export const SRI_LANKA_BOUNDS = { south: 5.7, north: 10.1, west: 79.4, east: 82.1 } as const;

export function isInSriLanka(p: GeoPoint): boolean {
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) && p.lat >= SRI_LANKA_BOUNDS.south && p.lat <= SRI_LANKA_BOUNDS.north && p.lng >= SRI_LANKA_BOUNDS.west && p.lng <= SRI_LANKA_BOUNDS.east;
}

/** Coordinates kept to five decimals (about a metre): what a phone's map shows and a link needs. */
export function roundedGeo(p: GeoPoint): GeoPoint {
  return { lat: Math.round(p.lat * 1e5) / 1e5, lng: Math.round(p.lng * 1e5) / 1e5 };
}

/** Why pasted text gave no point: nothing that reads as coordinates (a short link, a name), or a point not in Sri Lanka. */
export type MapLocationProblem = 'noCoordinates' | 'outsideSriLanka';

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
/**
 * Where the coordinates stand in what people paste, most specific first: Google Maps' place data
 * (`!3d7.29!4d80.63`), OpenStreetMap's marker (`mlat=…&mlon=…`) and view (`#map=16/7.29/80.63`),
 * a `geo:` URI, the query or view of Google, Apple and Bing links (`q=`, `query=`, `ll=`, `sll=`,
 * `cp=7.29~80.63`, `@7.29,80.63,15z`), and last a bare "7.2906, 80.6337" (or with a space only).
 */
const PATTERNS: RegExp[] = [
  new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`),
  new RegExp(String.raw`[?&]mlat=(${NUMBER})&mlon=(${NUMBER})`),
  new RegExp(String.raw`#map=\d{1,2}/(${NUMBER})/(${NUMBER})`),
  new RegExp(String.raw`^geo:(${NUMBER}),(${NUMBER})`, 'i'),
  new RegExp(String.raw`[?&](?:q|query|ll|sll|daddr|destination|center)=(?:loc:)?(${NUMBER}),\s*(${NUMBER})`),
  new RegExp(String.raw`[?&]cp=(${NUMBER})~(${NUMBER})`),
  new RegExp(String.raw`@(${NUMBER}),(${NUMBER})`),
  new RegExp(String.raw`^(${NUMBER})°?\s*N?\s*[,;\s]\s*(${NUMBER})°?\s*E?$`, 'i'),
];

/**
 * The point in a map link or coordinates the tourist pasted, or why there is none. A short link
 * (`maps.app.goo.gl/…`) names no coordinates until it is opened, and the server does not open
 * links for anyone: the tourist is asked for the full link or the coordinates.
 */
export function parseMapLocation(text: string): { ok: true; point: GeoPoint } | { ok: false; problem: MapLocationProblem } {
  let input = text.trim();
  try {
    input = decodeURIComponent(input);
  } catch {
    // Not percent-encoded: read as it is.
  }
  for (const pattern of PATTERNS) {
    const match = pattern.exec(input);
    if (!match) continue;
    const point = { lat: Number(match[1]), lng: Number(match[2]) };
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) continue;
    return isInSriLanka(point) ? { ok: true, point: roundedGeo(point) } : { ok: false, problem: 'outsideSriLanka' };
  }
  return { ok: false, problem: 'noCoordinates' };
}

/** The same words without case, accents, brackets or repeated spaces: how a typed point is matched to a known one. */
function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[()[\],.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A point the product knows by its name: one of our branches (its street address) or a place of the shipped list (its coordinates). */
export type KnownPoint = { kind: 'branch'; name: (typeof BRANCHES)[number]; address: string } | { kind: 'place'; place: Place };

let known: Map<string, KnownPoint> | undefined;

/**
 * The branch or place a point's text names, in any of the ways the forms write it: a branch's name
 * (`Colombo`: the branch, not the city), the airport as the suggestions and transfers write it
 * (`Bandaranaike International Airport`, `CMB`), a place's English, Sinhala or Tamil name, with or
 * without the bracket (`Adam's Peak`), or its id. Undefined for a hotel, an address or anything else.
 */
export function knownPoint(text: string): KnownPoint | undefined {
  if (!known) {
    known = new Map();
    for (const place of PLACES) {
      for (const name of [place.id, place.names.en, place.names.en.replace(/\s*\(.*\)$/, ''), place.names.si, place.names.ta]) known.set(normalized(name), { kind: 'place', place });
    }
    for (const branch of BRANCH_DETAILS) known.set(normalized(branch.name), { kind: 'branch', name: branch.name, address: `${branch.street}, ${branch.locality}, Sri Lanka` });
  }
  return known.get(normalized(text));
}

/** The pickup and return suggestions: the branches first, then the airport, then every place of the list by name in the page's language. */
export function pointSuggestions(lang: UiLanguage): { value: string; kind: 'branch' | 'airport' | 'place' }[] {
  const branchNames = new Set<string>(BRANCHES);
  const places = PLACES.filter((p) => !branchNames.has(p.names.en))
    .map((p) => ({ value: placeName(p, lang).replace(/\s*\(CMB\)$/, ''), kind: p.kind === 'airport' ? ('airport' as const) : ('place' as const) }))
    .sort((a, b) => Number(b.kind === 'airport') - Number(a.kind === 'airport') || a.value.localeCompare(b.value, lang));
  return [...BRANCHES.map((value) => ({ value, kind: 'branch' as const })), ...places];
}

/** Where a point opens on a map: pasted coordinates first, then a known place's, else a search for the words (a branch: its street address). */
export function pointLocation(point: string, geo: GeoPoint | null | undefined): { geo: GeoPoint } | { query: string } {
  if (geo) return { geo };
  const found = knownPoint(point);
  if (found?.kind === 'place') return { geo: { lat: found.place.lat, lng: found.place.lng } };
  if (found?.kind === 'branch') return { query: `LankaRide, ${found.address}` };
  return { query: `${point.trim()}, Sri Lanka` };
}

/**
 * The two links that open a point (decision 116): a `geo:` URI (RFC 5870, with the `q=` Android's
 * map apps read for a pin and its label), which a phone hands to its map app, and Google Maps' own
 * address (`https://www.google.com/maps/search/?api=1&query=…`), which opens the app or the web
 * on any device, the fallback where `geo:` does nothing (a desktop, iOS Safari).
 */
export function mapLinks(point: string, geo?: GeoPoint | null): { geo: string; web: string } {
  const where = pointLocation(point, geo);
  if ('geo' in where) {
    const at = `${where.geo.lat},${where.geo.lng}`;
    const label = point.trim().replace(/[()]/g, '');
    return { geo: `geo:${at}?q=${at}${label ? encodeURIComponent(`(${label})`) : ''}`, web: `https://www.google.com/maps/search/?api=1&query=${at}` };
  }
  const query = encodeURIComponent(where.query);
  return { geo: `geo:0,0?q=${query}`, web: `https://www.google.com/maps/search/?api=1&query=${query}` };
}
