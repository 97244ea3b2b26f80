import {
  colomboToday,
  labeledQuote,
  planItinerary,
  quoteTrip,
  tourDays,
  tourNights,
  tourText,
  tourTrip,
  type AdminTour,
  type Photo,
  type PricingPolicy,
  type TourDto,
  type TourPrice,
  type TourWrite,
  type UiLanguage,
  type Vehicle,
} from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { TOUR_LIMITS } from '@app/shared';
import type { Database, Queryable } from '../../db/database';
import { PG, conflict, notFound, pgConstraint, pgErrorCode } from '../../lib/errors';
import * as media from '../media';
import { checkedItinerary, currentRoadGraph } from '../places';
import { currentPolicy } from '../pricing';
import { offeredVehicles, type AvailabilityIndex } from '../vehicles';
import * as repo from './repo';

const M = PAGE_MESSAGES.toursApi;

function adminTour(row: repo.TourRow): AdminTour {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    stops: row.stops,
    vehicleTypes: row.vehicle_types,
    translations: row.translations,
    published: row.published,
    photos: row.photos,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** GET /api/admin/tours: every template, drafts included. */
export async function listAdminTours(db: Queryable): Promise<AdminTour[]> {
  return (await repo.listTours(db, { publishedOnly: false })).map(adminTour);
}

export async function getAdminTour(db: Queryable, id: string): Promise<AdminTour> {
  const row = await repo.findTour(db, id);
  if (!row) throw notFound(M.tourNotFound);
  return adminTour(row);
}

/**
 * A template's stops are checked as a booking's itinerary is (decision 105): every place known,
 * joined by roads, no day driving longer than the policy allows (its nights are its own).
 */
async function checkStops(db: Queryable, stops: TourWrite['stops']): Promise<void> {
  const { policy } = await currentPolicy(db);
  await checkedItinerary(db, stops, { tripNights: tourNights(stops), maxDrivingMinutesPerDay: policy.maxDrivingMinutesPerDay });
}

/** Another tour with the same address name: 409 in words. */
function slugTakenAs409(error: unknown): never {
  if (pgErrorCode(error) === PG.uniqueViolation && pgConstraint(error) === 'tour_templates_slug_key') throw conflict(M.slugTaken);
  throw error;
}

export async function createTour(db: Database, input: TourWrite, by: string | null): Promise<AdminTour> {
  await checkStops(db, input.stops);
  const id = await db.transaction((tx) => repo.insertTour(tx, input, by)).catch(slugTakenAs409);
  return getAdminTour(db, id);
}

export async function updateTour(db: Database, id: string, input: TourWrite, by: string): Promise<AdminTour> {
  await checkStops(db, input.stops);
  const found = await db.transaction((tx) => repo.updateTour(tx, id, input, by)).catch(slugTakenAs409);
  if (!found) throw notFound(M.tourNotFound);
  return getAdminTour(db, id);
}

/** Templates written in the caller's transaction (the demo data), each checked as staff's would be. */
export async function insertTours(tx: Queryable, tours: readonly TourWrite[], by: string | null): Promise<void> {
  for (const tour of tours) {
    await checkStops(tx, tour.stops);
    await repo.insertTour(tx, tour, by);
  }
}

/** Deletes a template and its photos (bookings made from it keep their own itinerary). */
export async function deleteTour(db: Database, id: string, store: media.MediaStore): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.findTour(tx, id, { lock: true });
    if (!row) throw notFound(M.tourNotFound);
    for (const photo of await media.photosOf(tx, ownerOf(id))) await media.removePhoto(tx, ownerOf(id), photo._id, store);
    await repo.deleteTour(tx, id);
  });
}

/** Photos of a tour (the media module's, as a vehicle's: decision 099), copied onto its row with each change. */
const ownerOf = (id: string): media.Owner => ({ kind: 'tour', id });

async function changePhotos(db: Database, id: string, change: (tx: Queryable) => Promise<void>): Promise<Photo[]> {
  return db.transaction(async (tx) => {
    if (!(await repo.findTour(tx, id, { lock: true }))) throw notFound(M.tourNotFound);
    await change(tx);
    const photos = await media.photosOf(tx, ownerOf(id));
    await repo.setTourPhotos(tx, id, photos);
    return photos;
  });
}

const tooManyPhotos = () => conflict(M.tooManyPhotos(TOUR_LIMITS.photos));

export async function addTourPhoto(db: Database, id: string, bytes: Buffer, alt: string, store: media.MediaStore): Promise<Photo[]> {
  await getAdminTour(db, id);
  if ((await media.countPhotos(db, ownerOf(id))) >= TOUR_LIMITS.photos) throw tooManyPhotos();
  const prepared = await media.preparePhoto(bytes);
  return changePhotos(db, id, async (tx) => {
    if ((await media.countPhotos(tx, ownerOf(id))) >= TOUR_LIMITS.photos) throw tooManyPhotos();
    await media.addPhoto(tx, ownerOf(id), prepared, alt, store);
  });
}

export function deleteTourPhoto(db: Database, id: string, photoId: string, store: media.MediaStore): Promise<Photo[]> {
  return changePhotos(db, id, (tx) => media.removePhoto(tx, ownerOf(id), photoId, store));
}

/** What every public tour of one request is priced with: the policy, the roads in force and the fleet offered. */
interface PricingContext {
  policy: PricingPolicy;
  graph: Awaited<ReturnType<typeof currentRoadGraph>>;
  fleet: Vehicle[];
  startDate: string;
}

async function pricingContext(db: Database, availability: AvailabilityIndex | undefined): Promise<PricingContext> {
  const [{ policy }, graph, fleet] = await Promise.all([currentPolicy(db), currentRoadGraph(db), offeredVehicles(db, availability)]);
  return { policy, graph, fleet, startDate: colomboToday() };
}

/**
 * A published tour as anyone reads it: its texts in `lang` (English where staff gave none), its legs
 * over the roads in force (`planItinerary`), and its price with a driver for the asked vehicle when it
 * suits, else the cheapest suitable one offered: the one quote function (`quoteTrip`) over the tour's
 * days (`tourTrip`), the lines POST /api/bookings/quote and the booking give for the same trip.
 */
function publicTour(row: repo.TourRow, lang: UiLanguage, vehicleId: string | undefined, ctx: PricingContext): TourDto {
  const plan = planItinerary(row.stops, ctx.graph);
  const suitable = ctx.fleet
    .filter((v) => row.vehicle_types.includes(v.type))
    .sort((a, b) => a.pricingDetails.perDay - b.pricingDetails.perDay || a._id.localeCompare(b._id));
  const vehicles = suitable.map((v) => ({ _id: v._id, brand: v.brand, model: v.model, type: v.type, seatingCapacity: v.seatingCapacity, perDay: v.pricingDetails.perDay }));
  const chosen = vehicles.find((v) => v._id === vehicleId?.toLowerCase()) ?? vehicles[0];
  const price: TourPrice | null = chosen
    ? {
        vehicle: chosen,
        quote: labeledQuote(quoteTrip({ ...tourTrip(ctx.startDate, row.stops), perDay: chosen.perDay, driverOption: 'withDriver' }, ctx.policy, [], plan)),
      }
    : null;
  return {
    slug: row.slug,
    ...tourText({ name: row.name, description: row.description, translations: row.translations }, lang),
    days: tourDays(row.stops),
    nights: tourNights(row.stops),
    itinerary: plan,
    vehicleTypes: row.vehicle_types,
    photos: row.photos,
    price,
    vehicles,
  };
}

/** GET /api/tours: the published tours, each priced from the cheapest suitable vehicle (or the asked one where it suits). */
export async function listPublishedTours(db: Database, lang: UiLanguage, vehicleId: string | undefined, availability?: AvailabilityIndex): Promise<TourDto[]> {
  const [rows, ctx] = await Promise.all([repo.listTours(db, { publishedOnly: true }), pricingContext(db, availability)]);
  return rows.map((row) => publicTour(row, lang, vehicleId, ctx));
}

/** GET /api/tours/:slug: one published tour (404 for a draft or an unknown one). */
export async function publishedTour(db: Database, slug: string, lang: UiLanguage, vehicleId: string | undefined, availability?: AvailabilityIndex): Promise<TourDto> {
  const row = /^[a-z0-9-]{1,80}$/.test(slug) ? await repo.findPublishedTourBySlug(db, slug) : undefined;
  if (!row) throw notFound(M.tourNotFound);
  return publicTour(row, lang, vehicleId, await pricingContext(db, availability));
}

/** What a tour page's head says (public pages, decision 110): its texts in `lang` and its first photo; null for a draft or no tour. */
export async function publishedTourHead(db: Queryable, slug: string, lang: UiLanguage): Promise<{ name: string; description: string; days: number; photo: Photo | null } | null> {
  const row = /^[a-z0-9-]{1,80}$/.test(slug) ? await repo.findPublishedTourBySlug(db, slug) : undefined;
  if (!row) return null;
  return { ...tourText({ name: row.name, description: row.description, translations: row.translations }, lang), days: tourDays(row.stops), photo: row.photos[0] ?? null };
}

/** The published tours for the sitemap (public pages, issue 31): each slug and when it last changed (ISO). */
export async function publishedTourStamps(db: Queryable): Promise<{ slug: string; updatedAt: string }[]> {
  return (await repo.listPublishedTourStamps(db)).map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at).toISOString() }));
}
