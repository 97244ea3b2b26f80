import {
  PLACES,
  TRANSFER_AIRPORT_ID,
  TRANSFER_VEHICLE_TYPES,
  findPlace,
  fromCents,
  placeName,
  seededTransferFareCents,
  shortestRoute,
  toCents,
  type AdminTransferFare,
  type TransferDestination,
  type TransferFaresInput,
  type TransferVehicleType,
  type UiLanguage,
} from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import type { Database, Queryable } from '../../db/database';
import { notFound } from '../../lib/errors';
import { currentRoadGraph } from '../places';
import * as repo from './repo';

const M = PAGE_MESSAGES.transfersApi;

type Cents = Record<TransferVehicleType, number>;

/** A destination of the fare table: a place the roads join to the airport, with its fares in force. */
export interface TransferFare {
  placeId: string;
  km: number;
  minutes: number;
  seededCents: Cents;
  cents: Cents;
  setAt: Date | null;
}

/**
 * The fare table in force: every place but the airport that a road joins to it, with the fare of
 * each type staff set, else the seeded one (the quickest road's kilometres in force times the
 * type's rate, with its minimum; decision 111).
 */
export async function fareTable(db: Queryable): Promise<TransferFare[]> {
  const [graph, rows] = await Promise.all([currentRoadGraph(db), repo.listFares(db)]);
  const set = new Map<string, repo.FareRow[]>();
  for (const row of rows) set.set(row.place_id, [...(set.get(row.place_id) ?? []), row]);
  return PLACES.flatMap((place) => {
    if (place.id === TRANSFER_AIRPORT_ID) return [];
    const route = shortestRoute(graph, TRANSFER_AIRPORT_ID, place.id);
    if (!route) return [];
    const own = set.get(place.id) ?? [];
    const seededCents = Object.fromEntries(TRANSFER_VEHICLE_TYPES.map((t) => [t, seededTransferFareCents(t, route.km)])) as Cents;
    const cents = Object.fromEntries(TRANSFER_VEHICLE_TYPES.map((t) => [t, own.find((r) => r.vehicle_type === t)?.fare_cents ?? seededCents[t]])) as Cents;
    const setAt = own.length > 0 ? new Date(Math.max(...own.map((r) => new Date(r.set_at).getTime()))) : null;
    return [{ placeId: place.id, km: route.km, minutes: route.minutes, seededCents, cents, setAt }];
  });
}

/** One destination's fares in force, or 404 when no transfer goes there. */
export async function transferFareOf(db: Queryable, placeId: string): Promise<TransferFare> {
  const fare = (await fareTable(db)).find((f) => f.placeId === placeId);
  if (!fare) throw notFound(M.placeNotFound);
  return fare;
}

const dollars = (c: Cents) => Object.fromEntries(TRANSFER_VEHICLE_TYPES.map((t) => [t, fromCents(c[t])])) as Record<TransferVehicleType, number>;

/** GET /api/transfers: each destination's fares, its name in `lang`. */
export async function listTransfers(db: Queryable, lang: UiLanguage): Promise<TransferDestination[]> {
  return (await fareTable(db)).map((f) => ({ placeId: f.placeId, placeName: placeName(findPlace(f.placeId)!, lang), fares: dollars(f.cents) }));
}

/** GET /api/admin/transfers: the table with kilometres, seeded fares and when staff set each place's. */
export async function adminTransfers(db: Queryable, lang: UiLanguage): Promise<AdminTransferFare[]> {
  return (await fareTable(db)).map((f) => ({
    placeId: f.placeId,
    placeName: placeName(findPlace(f.placeId)!, lang),
    fares: dollars(f.cents),
    km: f.km,
    minutes: f.minutes,
    seeded: dollars(f.seededCents),
    setAt: f.setAt ? f.setAt.toISOString() : null,
  }));
}

/**
 * PUT /api/admin/transfers/:placeId: staff's fares for a destination, in force for the next
 * booking (booked transfers keep their quote). A place with no transfer: 404.
 */
export async function setFares(db: Database, placeId: string, input: TransferFaresInput, adminId: string, lang: UiLanguage): Promise<AdminTransferFare> {
  return db.transaction(async (tx) => {
    await transferFareOf(tx, placeId);
    for (const type of TRANSFER_VEHICLE_TYPES) await repo.upsertFare(tx, { placeId, type, cents: toCents(input.fares[type]), setBy: adminId });
    return (await adminTransfers(tx, lang)).find((f) => f.placeId === placeId)!;
  });
}
