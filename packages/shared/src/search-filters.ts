import { LIMITS } from './constants';
import { FUEL_TYPES, GEARBOXES, type FuelType, type Gearbox } from './vehicle-facts';
import { VEHICLE_PAGE_SIZE, availableQueryFrom, type AvailableQuery } from './search-query';

/*
 * The search's filters (issue 30) and the API path of a results page. A module of its own: the
 * results page and the server read them, while the trip a URL names (every vehicle page, the
 * booking form) is read by search-query.ts, which the home page's script carries.
 */

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

/** The query of a results URL with its filters: those it cannot read are left out (the page is tolerant like the spec's dates; the API refuses them). */
export function filteredQueryFrom(params: URLSearchParams): AvailableQuery {
  const query = availableQueryFrom(params);
  const minSeats = minSeatsFrom(params.get('minSeats'));
  if (minSeats !== undefined && minSeats > 1) query.minSeats = minSeats;
  const transmission = params.get('transmission');
  if (isGearbox(transmission)) query.transmission = transmission;
  const fuel = params.get('fuel');
  if (isFuelType(fuel)) query.fuel = fuel;
  return query;
}

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
