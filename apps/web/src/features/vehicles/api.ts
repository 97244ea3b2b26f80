import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ANY_VEHICLE, VEHICLE_TYPES, isValidDateString, type AvailabilityEvent, type Page, type Vehicle, type VehicleType } from '@app/shared';
import { api } from '../../lib/api';

export const vehicleKeys = {
  all: ['vehicles'] as const,
  available: (query: AvailableQuery) => ['vehicles', 'available', query] as const,
  detail: (id: string) => ['vehicles', 'detail', id] as const,
  availability: (id: string) => ['vehicles', 'availability', id] as const,
};

export interface AvailableQuery {
  pickupDate?: string;
  returnDate?: string;
  vehicleType?: VehicleType;
}

export function isVehicleType(value: string | null | undefined): value is VehicleType {
  return (VEHICLE_TYPES as readonly string[]).includes(value ?? '');
}

/**
 * What the list asks the server (spec section 7): both dates only when both are valid and in
 * order (a same-day rental is in order), the type unless it is Any Vehicle.
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

/** Cards per page of the grid: a multiple of 2, 3 and 4, so every row of every layout is full. */
export const VEHICLE_PAGE_SIZE = 24;

/**
 * The grid, page by page (`limit` + `cursor`), so a fleet of thousands costs one small call per
 * screenful: the vehicles loaded so far, and whether the server holds more.
 */
export function useAvailableVehicles(query: AvailableQuery) {
  const result = useInfiniteQuery({
    queryKey: vehicleKeys.available(query),
    queryFn: ({ pageParam, signal }) =>
      api<Page<Vehicle>>('/api/vehicles/available', { query: { ...query, limit: String(VEHICLE_PAGE_SIZE), cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const vehicles = result.data?.pages.flatMap((page) => page.items);
  return { ...result, vehicles };
}

export function useVehicle(id: string) {
  return useQuery({
    queryKey: vehicleKeys.detail(id),
    queryFn: ({ signal }) => api<Vehicle>(`/api/vehicles/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useVehicleAvailability(id: string) {
  return useQuery({
    queryKey: vehicleKeys.availability(id),
    queryFn: ({ signal }) => api<AvailabilityEvent[]>(`/api/vehicles/${encodeURIComponent(id)}/availability`, { signal }),
  });
}

export const TYPE_PLURALS: Record<VehicleType, string> = {
  Car: 'Cars',
  Van: 'Vans',
  SUV: 'SUVs',
  Bus: 'Buses',
  Scooter: 'Scooters',
};

/** The trip fields a search carries from page to page (list -> detail -> booking form). */
export const TRIP_PARAMS = ['pickupPoint', 'returnPoint', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime'] as const;

export function tripQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of TRIP_PARAMS) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
