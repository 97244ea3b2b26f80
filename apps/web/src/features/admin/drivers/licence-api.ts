import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DriverLicence, ExpiringLicence, User } from '@app/shared';
import { api } from '../../../lib/api';
import { adminKeys } from '../api';

/** GET /api/admin/drivers/licences/expiring: the dashboard's licences to renew (decision 102). */
export function useExpiringLicences() {
  return useQuery({
    queryKey: [...adminKeys.dashboard, 'licences'],
    queryFn: ({ signal }) => api<ExpiringLicence[]>('/api/admin/drivers/licences/expiring', { auth: true, signal }),
  });
}

/** POST /api/admin/drivers/:id/licences/:licence/verify: staff checked the licence; answers the driver. */
export function useVerifyLicence(driverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (licence: DriverLicence) =>
      api<User>(`/api/admin/drivers/${encodeURIComponent(driverId)}/licences/${licence}/verify`, { method: 'POST', auth: true }),
    onSuccess: (driver) => {
      queryClient.setQueryData(adminKeys.driver(driverId), driver);
      void queryClient.invalidateQueries({ queryKey: adminKeys.drivers });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
