import { ANY_VEHICLE, VEHICLE_TYPES, type VehicleType } from './constants';
import { isValidDateString } from './datetime';

/** What the search results page asks the server for (spec section 7). */
export interface AvailableQuery {
  pickupDate?: string;
  returnDate?: string;
  vehicleType?: VehicleType;
}

export function isVehicleType(value: string | null | undefined): value is VehicleType {
  return (VEHICLE_TYPES as readonly string[]).includes(value ?? '');
}

/**
 * The query of a search results URL (`/available-vehicles?...`): both dates only when both are
 * valid and in order (a same-day rental is in order), the type unless it is Any Vehicle.
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
  return query;
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
  search.set('limit', String(VEHICLE_PAGE_SIZE));
  if (cursor) search.set('cursor', cursor);
  return `/api/vehicles/available?${search.toString()}`;
}
