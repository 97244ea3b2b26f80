import { ANY_VEHICLE, VEHICLE_TYPES, type VehicleType } from './constants';
import { type FuelType, type Gearbox } from './vehicle-facts';
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

export function isVehicleType(value: string | null | undefined): value is VehicleType {
  return (VEHICLE_TYPES as readonly string[]).includes(value ?? '');
}

/**
 * The query of a search results URL (`/available-vehicles?...`): both dates only when both are
 * valid and in order (a same-day rental is in order), the type unless it is Any Vehicle. The
 * filters of issue 30 are read by `filteredQueryFrom` (search-filters.ts), which only the results
 * page and the server need: the pages that read the trip from a URL do not carry that code.
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
