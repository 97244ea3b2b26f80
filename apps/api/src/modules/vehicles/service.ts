import {
  DEFAULT_VEHICLE_SORT,
  MESSAGES,
  type Photo,
  TYPICAL_FACTS,
  featuresWithFacts,
  wholeDays,
  type AdminVehicle,
  type AvailabilityEvent,
  type AvailableVehiclesQuery,
  type Page,
  type Vehicle,
  type VehicleSort,
  type VehicleWrite,
} from '@app/shared';
import type { Database, Queryable } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { isStorableTimestamp, listResult, pageRequest, type Listed, type PageRequest } from '../../lib/paging';
import * as repo from './repo';
import { listPeriodTimes } from './out-of-service-repo';
import type { AvailabilityIndex } from './availability-index-service';
import * as media from '../media';
import { MEDIA_MESSAGES, PHOTO_LIMITS } from '@app/shared/media';

const V = MESSAGES.validation;

/**
 * Vehicles free over the searched days (whole days, see wholeDays), or all bookable ones without
 * dates, in the asked order: the spec's plain list without `limit`, else `{ items, nextCursor }`.
 */
export async function searchAvailableVehicles(
  db: Database,
  q: Omit<AvailableVehiclesQuery, 'sort'> & { sort?: VehicleSort },
  paging: { limit?: number; cursor?: string } = {},
  index?: AvailabilityIndex,
): Promise<Vehicle[] | Page<Vehicle>> {
  const filter: repo.SearchFilter = {
    ...(q.pickupDate && q.returnDate ? wholeDays(q.pickupDate, q.returnDate) : {}),
    type: q.vehicleType,
    ...(q.minSeats !== undefined ? { minSeats: q.minSeats } : {}),
    ...(q.transmission ? { transmission: q.transmission } : {}),
    ...(q.fuel ? { fuel: q.fuel } : {}),
  };
  const sort = q.sort ?? DEFAULT_VEHICLE_SORT;
  // The in-memory index answers when it can (loaded, and a cursor it can place); else the database.
  if (sort === 'fleet') {
    const page = pageRequest(paging);
    return listResult(index?.findAvailable(filter, page) ?? (await repo.findAvailableVehicles(db, filter, page)), page);
  }
  const page = sortedPageRequest(sort, paging);
  const rows = index?.findAvailableSorted(filter, sort, page) ?? (await repo.findAvailableVehiclesSorted(db, filter, sort, page));
  if (!page) return rows.map((r) => r.item);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return { items: items.map((r) => r.item), nextCursor: rows.length > page.limit && last ? encodeSortedCursor(sort, last.cursor) : null };
}

/** The sort keys a cursor may carry: a price as numeric(12, 2) writes it, a seat count that fits an integer. */
const SORT_KEY_RE: Record<repo.SortedBy, RegExp> = {
  'price-asc': /^\d{1,10}(?:\.\d{1,2})?$/,
  'price-desc': /^\d{1,10}(?:\.\d{1,2})?$/,
  'seats-desc': /^\d{1,9}$/,
};

/** A sorted page's cursor names its order, so a cursor of one order cannot continue another. */
function encodeSortedCursor(sort: repo.SortedBy, c: repo.SortedCursor): string {
  return Buffer.from(JSON.stringify([sort, c.key, c.at, c.id])).toString('base64url');
}

/** Like pageRequest, with the cursor checked part by part (order, key, time, id) before any SQL. */
function sortedPageRequest(sort: repo.SortedBy, paging: { limit?: number; cursor?: string }): repo.SortedPageRequest | undefined {
  const page = pageRequest({ limit: paging.limit });
  if (!page) {
    if (paging.cursor !== undefined) throw badRequest(V.cursorNeedsLimit, [V.cursorNeedsLimit]);
    return undefined;
  }
  if (paging.cursor === undefined) return { limit: page.limit };
  try {
    const parts = JSON.parse(Buffer.from(paging.cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(parts) && parts.length === 4) {
      const [cursorSort, key, at, id] = parts as unknown[];
      if (cursorSort === sort && typeof key === 'string' && SORT_KEY_RE[sort].test(key) && typeof at === 'string' && isStorableTimestamp(at) && isId(id)) {
        return { limit: page.limit, after: { key, at, id } };
      }
    }
  } catch {
    /* fall through */
  }
  throw badRequest(V.cursorInvalid, [V.cursorInvalid]);
}

/**
 * A vehicle as its public page shows it (the page's head, decision 095): from the index's memory
 * when it has it (kept current by the database's notifications), else one indexed read; undefined
 * for no such vehicle, or an id that cannot be one.
 */
export async function publicVehicle(db: Database, id: string, index?: AvailabilityIndex): Promise<Vehicle | undefined> {
  if (!isId(id)) return undefined;
  const key = id.toLowerCase();
  return index?.vehicle(key) ?? (await repo.findVehicle(db, key));
}

/** Every vehicle offered for booking, in fleet order (at most VEHICLE_LIST_MAX): the sitemap's. */
export async function offeredVehicles(db: Database, index?: AvailabilityIndex): Promise<Vehicle[]> {
  return (index?.findAvailable({}) ?? (await repo.findAvailableVehicles(db, {}))).map((listed) => listed.item);
}

export function listVehicles(db: Database, type: string | undefined, page?: PageRequest): Promise<Listed<Vehicle>[]> {
  return repo.listVehicles(db, type, page);
}

/** Staff's list: with plates. */
export function listAdminVehicles(db: Database, page?: PageRequest): Promise<Listed<AdminVehicle>[]> {
  return repo.listAdminVehicles(db, page);
}

/** The spec's fields of a write, with the gearbox and air conditioning folded into the features (decision 100). */
function specFields(input: VehicleWrite) {
  return {
    type: input.type,
    brand: input.brand,
    model: input.model,
    seatingCapacity: input.seatingCapacity,
    features: featuresWithFacts(input.features, { transmission: input.transmission, airConditioning: input.airConditioning }),
    pricingDetails: input.pricingDetails,
    image: input.image,
    availabilityStatus: input.availabilityStatus,
  };
}

/** A new vehicle; the facts a request leaves out are its type's usual fuel and luggage, no year, no plate. */
export function createVehicle(db: Database, input: VehicleWrite): Promise<AdminVehicle> {
  const typical = TYPICAL_FACTS[input.type];
  return repo.insertVehicle(db, {
    ...specFields(input),
    fuel: input.fuel ?? typical.fuel,
    luggage: input.luggage ?? typical.luggage,
    year: input.year ?? null,
    plateNumber: input.plateNumber ?? null,
  });
}

export async function getVehicle(db: Database, id: string): Promise<Vehicle> {
  const vehicle = await repo.findVehicle(db, id);
  if (!vehicle) throw notFound(MESSAGES.api.vehicleNotFound);
  return vehicle;
}

export async function getAdminVehicle(db: Database, id: string): Promise<AdminVehicle> {
  const vehicle = await repo.findAdminVehicle(db, id);
  if (!vehicle) throw notFound(MESSAGES.api.vehicleNotFound);
  return vehicle;
}

/**
 * Booked periods only: no names or contact details of whoever booked. Out-of-service periods are
 * booked days to tourists too, without their reason (decision 101).
 */
export async function getVehicleAvailability(db: Database, id: string): Promise<AvailabilityEvent[]> {
  await getVehicle(db, id);
  const [booked, outOfService] = await Promise.all([repo.listVehicleBookedPeriods(db, id), listPeriodTimes(db, id)]);
  const periods = outOfService.length === 0 ? booked : [...booked, ...outOfService].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return periods.map((p) => ({ start: p.start, end: p.end, title: 'Booked' as const }));
}

/** Saves a vehicle; facts the request leaves out (the spec's client sends none) keep their stored values. */
export async function updateVehicle(db: Database, id: string, input: VehicleWrite): Promise<AdminVehicle> {
  const vehicle = await repo.updateVehicle(db, id, {
    ...specFields(input),
    fuel: input.fuel,
    luggage: input.luggage === null ? undefined : input.luggage,
    year: input.year,
    plateNumber: input.plateNumber,
  });
  if (!vehicle) throw notFound(MESSAGES.api.vehicleNotFound);
  return vehicle;
}

/** Refuses while active bookings exist; the row lock keeps a booking from slipping in meanwhile. */
export async function deleteVehicle(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const vehicle = await repo.findVehicle(tx, id, { lock: 'update' });
    if (!vehicle) throw notFound(MESSAGES.api.vehicleNotFound);
    if (await repo.hasActiveBookingsOfVehicle(tx, id)) throw conflict(MESSAGES.api.vehicleHasActiveBookings);
    await repo.retireVehicle(tx, id);
  });
}

/**
 * Photos of a vehicle (issue 30, decision 099): the media module checks, makes and keeps them;
 * the vehicle's row keeps a copy of what its answers carry, written in the same transaction, so
 * every read of a vehicle (searches from memory included) has them without another query, and the
 * row's update tells every process's caches (the search index, rendered pages) that it changed.
 */
const ownerOf = (id: string): media.Owner => ({ kind: 'vehicle', id });

/** Locks the vehicle (404 when there is none), runs the change, then copies the photos onto its row. */
async function changePhotos(db: Database, id: string, change: (tx: Queryable) => Promise<void>): Promise<Photo[]> {
  return db.transaction(async (tx) => {
    if (!(await repo.findVehicle(tx, id, { lock: 'update' }))) throw notFound(MESSAGES.api.vehicleNotFound);
    await change(tx);
    const photos = await media.photosOf(tx, ownerOf(id));
    await repo.setVehiclePhotos(tx, id, photos);
    return photos;
  });
}

const tooManyPhotos = () => conflict(MEDIA_MESSAGES.tooManyPhotos(PHOTO_LIMITS.perVehicle));

/** A sent file as the vehicle's last photo: 404, 409 (full) before any picture work, then 400 for what is not a picture. */
export async function addVehiclePhoto(db: Database, id: string, bytes: Buffer, alt: string, store: media.MediaStore): Promise<Photo[]> {
  await getVehicle(db, id);
  if ((await media.countPhotos(db, ownerOf(id))) >= PHOTO_LIMITS.perVehicle) throw tooManyPhotos();
  const prepared = await media.preparePhoto(bytes);
  return changePhotos(db, id, async (tx) => {
    if ((await media.countPhotos(tx, ownerOf(id))) >= PHOTO_LIMITS.perVehicle) throw tooManyPhotos();
    await media.addPhoto(tx, ownerOf(id), prepared, alt, store);
  });
}

export function deleteVehiclePhoto(db: Database, id: string, photoId: string, store: media.MediaStore): Promise<Photo[]> {
  return changePhotos(db, id, (tx) => media.removePhoto(tx, ownerOf(id), photoId, store));
}

export function orderVehiclePhotos(db: Database, id: string, ids: readonly string[]): Promise<Photo[]> {
  return changePhotos(db, id, (tx) => media.orderPhotos(tx, ownerOf(id), ids));
}

export function setVehiclePhotoAlt(db: Database, id: string, photoId: string, alt: string, translations: Record<string, string>): Promise<Photo[]> {
  return changePhotos(db, id, (tx) => media.setPhotoAlt(tx, ownerOf(id), photoId, alt, translations));
}
