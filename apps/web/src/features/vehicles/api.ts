import { useInfiniteQuery } from '@tanstack/react-query';
import { availableVehiclesPath, type AvailableQuery, type Page, type Vehicle } from '@app/shared';
import { api } from '../../lib/api';
import { vehicleKeys } from '../../lib/vehicles';



// The search query and its API path are shared with the server, which hints the first page.
export { VEHICLE_PAGE_SIZE, availableQueryFrom, filteredQueryFrom, isVehicleType, type AvailableQuery } from '@app/shared';

/**
 * The grid, page by page (`limit` + `cursor`), so a fleet of thousands costs one small call per
 * screenful: the vehicles loaded so far, and whether the server holds more.
 */
export function useAvailableVehicles(query: AvailableQuery) {
  const result = useInfiniteQuery({
    queryKey: vehicleKeys.available(query),
    queryFn: ({ pageParam, signal }) =>
      api<Page<Vehicle>>(availableVehiclesPath(query, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const vehicles = result.data?.pages.flatMap((page) => page.items);
  return { ...result, vehicles };
}

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
