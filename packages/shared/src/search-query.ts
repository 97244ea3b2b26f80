import { ANY_VEHICLE, FUEL_TYPES, GEARBOXES, LIMITS, VEHICLE_TYPES, type FuelType, type Gearbox, type VehicleType } from './constants';
import { isValidDateString } from './datetime';

/**
 * Orders of the search results (beyond the spec, which shows no sorting): `fleet` is the order
 * vehicles joined the fleet, what the search always answered; the others sort by the price per day
 * or the seats, ties in fleet order.
 */
export const VEHICLE_SORTS = ['fleet', 'price-asc', 'price-desc', 'seats-desc'] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];
export const DEFAULT_VEHICLE_SORT = 'fleet' satisfies VehicleSort;

export function isVehicleSort(value: string | null | undefined): value is VehicleSort {
  return (VEHICLE_SORTS as readonly string[]).includes(value ?? '');
}

/** What the search results page asks the server for (spec section 7, plus an order). */
export interface AvailableQuery {
  pickupDate?: string;
  returnDate?: string;
  vehicleType?: VehicleType;
  /** Absent for the default order, so the default search's URL stays the spec's. */
  sort?: Exclude<VehicleSort, 'fleet'>;
  /** The filters of issue 30: at least this many seats, this gearbox, this fuel. */
  minSeats?: number;
  transmission?: Gearbox;
  fuel?: FuelType;
}

/** The search's filters, in the order the URL and the API path write them. */
export const SEARCH_FILTERS = ['minSeats', 'transmission', 'fuel'] as const;

/** The seat counts the results page offers as "at least" (a URL may name any other). */
export const MIN_SEAT_CHOICES = [2, 4, 5, 7, 10, 15, 25] as const;

/** A URL's minSeats when it is a whole number of seats a vehicle may have, else undefined. */
export function minSeatsFrom(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,3}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= LIMITS.maxSeats ? n : undefined;
}

export function isGearbox(value: string | null | undefined): value is Gearbox {
  return (GEARBOXES as readonly string[]).includes(value ?? '');
}

export function isFuelType(value: string | null | undefined): value is FuelType {
  return (FUEL_TYPES as readonly string[]).includes(value ?? '');
}

export function isVehicleType(value: string | null | undefined): value is VehicleType {
  return (VEHICLE_TYPES as readonly string[]).includes(value ?? '');
}

/**
 * The query of a search results URL (`/available-vehicles?...`): both dates only when both are
 * valid and in order (a same-day rental is in order), the type unless it is Any Vehicle, and the
 * filters it can read (`minSeats` above 1, `transmission`, `fuel`).
 */
export function availableQueryFrom(params: URLSearchParams): AvailableQuery {
  const pickupDate = params.get('pickupDate') ?? '';
  const returnDate = params.get('returnDate') ?? '';
  const type = params.get('vehicleType');
  const query: AvailableQuery = {};
  if (isValidDateString(pickupDate) && isValidDateString(returnDate) && pickupDate <= returnDate) {
    query.pickupDate = pickupDate;
    query.returnDate = returnDate;
  }
  if (type !== ANY_VEHICLE && isVehicleType(type)) query.vehicleType = type;
  const sort = params.get('sort');
  if (isVehicleSort(sort) && sort !== DEFAULT_VEHICLE_SORT) query.sort = sort;
  // A filter the page cannot read is left out (the page is tolerant like the spec's dates; the API refuses it).
  const minSeats = minSeatsFrom(params.get('minSeats'));
  if (minSeats !== undefined && minSeats > 1) query.minSeats = minSeats;
  const transmission = params.get('transmission');
  if (isGearbox(transmission)) query.transmission = transmission;
  const fuel = params.get('fuel');
  if (isFuelType(fuel)) query.fuel = fuel;
  return query;
}

/** Why a search's dates were not used: the spec ignores them unless both are valid and in order. */
export type IgnoredDatesReason = 'returnBeforePickup' | 'invalid' | 'incomplete';

/**
 * Whether the dates of a search results URL were ignored, and why (null: used, or none given).
 * The home form follows the spec and sends any dates; the results page says plainly when they
 * did not count, so nobody takes "all vehicles" for "free on my dates".
 */
export function ignoredDatesReason(params: URLSearchParams): IgnoredDatesReason | null {
  const pickupDate = params.get('pickupDate') ?? '';
  const returnDate = params.get('returnDate') ?? '';
  if (!pickupDate && !returnDate) return null;
  if (!pickupDate || !returnDate) return 'incomplete';
  if (!isValidDateString(pickupDate) || !isValidDateString(returnDate)) return 'invalid';
  return returnDate < pickupDate ? 'returnBeforePickup' : null;
}

/** Cards per page of the search grid: a multiple of 2, 3 and 4, so every row of every layout is full. */
export const VEHICLE_PAGE_SIZE = 24;

/**
 * The API path of one page of search results. The web app fetches exactly this, and the server
 * hints the first page in `index.html`: one function, so the hint always matches the app's request
 * (a preload is used only when the URL is byte for byte the same).
 */
export function availableVehiclesPath(query: AvailableQuery, cursor?: string): string {
  const search = new URLSearchParams();
  if (query.pickupDate && query.returnDate) {
    search.set('pickupDate', query.pickupDate);
    search.set('returnDate', query.returnDate);
  }
  if (query.vehicleType) search.set('vehicleType', query.vehicleType);
  if (query.sort) search.set('sort', query.sort);
  if (query.minSeats !== undefined) search.set('minSeats', String(query.minSeats));
  if (query.transmission) search.set('transmission', query.transmission);
  if (query.fuel) search.set('fuel', query.fuel);
  search.set('limit', String(VEHICLE_PAGE_SIZE));
  if (cursor) search.set('cursor', cursor);
  return `/api/vehicles/available?${search.toString()}`;
}
