import { useQuery } from '@tanstack/react-query';
import type { AvailableQuery, Vehicle } from '@app/shared';
import { api } from './api';

/** Query keys of vehicle reads: one vehicle is read by the vehicle page and the booking form alike. */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  available: (query: AvailableQuery) => ['vehicles', 'available', query] as const,
  detail: (id: string) => ['vehicles', 'detail', id] as const,
  availability: (id: string) => ['vehicles', 'availability', id] as const,
};

export function useVehicle(id: string) {
  return useQuery({
    queryKey: vehicleKeys.detail(id),
    queryFn: ({ signal }) => api<Vehicle>(`/api/vehicles/${encodeURIComponent(id)}`, { signal }),
  });
}

/**
 * A picture as the admin's form edits it: the API answers pictures on this site as absolute URLs
 * (decision 076), and the form keeps them as the path they were entered as (a plain-http address
 * of this site would not pass the picture rule, and the stored path does not depend on the host).
 */
export function editablePicture(image: string, origin = globalThis.location?.origin): string {
  if (!origin || !image.startsWith(`${origin}/`)) return image;
  return image.slice(origin.length);
}
