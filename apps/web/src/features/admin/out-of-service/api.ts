import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutOfService, OutOfServiceWrite } from '@app/shared';
import { api } from '../../../lib/api';
import { adminKeys } from '../api';

/** A vehicle's out-of-service periods (decision 101): the vehicle page's list, and what a change makes stale. */
export const outOfServiceKey = (vehicleId: string) => ['admin', 'vehicles', 'out-of-service', vehicleId] as const;

const path = (vehicleId: string) => `/api/admin/vehicles/${encodeURIComponent(vehicleId)}/out-of-service`;

/** An API from before out-of-service periods answers something else (the vehicle's page then): there are none. */
const listOnly = (data: unknown) => (Array.isArray(data) ? (data as OutOfService[]) : []);

export function useOutOfService(vehicleId: string) {
  return useQuery({
    queryKey: outOfServiceKey(vehicleId),
    queryFn: ({ signal }) => api<OutOfService[]>(path(vehicleId), { auth: true, signal }),
    select: listOnly,
  });
}

/** A period changes the vehicle's list, the timeline, and what tourists find (their queries refetch on their own). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return (vehicleId: string) => {
    for (const queryKey of [outOfServiceKey(vehicleId), adminKeys.timeline]) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useAddOutOfService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ vehicleId, values }: { vehicleId: string; values: OutOfServiceWrite }) =>
      api<OutOfService>(path(vehicleId), { method: 'POST', auth: true, body: values }),
    onSuccess: (_data, { vehicleId }) => invalidate(vehicleId),
  });
}

export function useRemoveOutOfService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ vehicleId, periodId }: { vehicleId: string; periodId: string }) =>
      api<{ message: string }>(`${path(vehicleId)}/${encodeURIComponent(periodId)}`, { method: 'DELETE', auth: true }),
    onSuccess: (_data, { vehicleId }) => invalidate(vehicleId),
  });
}
