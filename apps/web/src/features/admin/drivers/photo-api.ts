import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS, type Photo, type DriverPublicProfile } from '@app/shared';
import { ApiError, api } from '../../../lib/api';

/** A driver's one photo (decision 102, "Photo"): read from their public profile, set or removed by staff. */
const photoKey = (driverId: string) => ['drivers', 'photo', driverId] as const;
const photoPath = (driverId: string) => `/api/admin/drivers/${encodeURIComponent(driverId)}/photo`;

export function useDriverPhoto(driverId: string) {
  return useQuery({
    queryKey: photoKey(driverId),
    queryFn: async ({ signal }) => (await api<DriverPublicProfile>(`/api/drivers/${encodeURIComponent(driverId)}/profile?limit=1`, { signal })).photo,
  });
}

/**
 * The photo as multipart/form-data (its boundary set by the browser). Sent here rather than by
 * lib/api, which speaks JSON only: the home page's bundle holds lib/api and stays within budget.
 */
async function upload(driverId: string, file: File): Promise<{ photo: Photo | null }> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const response = await fetch(photoPath(driverId), { method: 'POST', body: form, headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  const body = (await response.json().catch(() => ({}))) as { error?: unknown; code?: unknown; params?: Record<string, string | number> };
  if (!response.ok) {
    const code = typeof body.code === 'string' ? { code: body.code, params: body.params } : undefined;
    throw new ApiError(response.status, response.statusText, typeof body.error === 'string' ? body.error : undefined, undefined, { code });
  }
  return body as { photo: Photo | null };
}

/** Upload (a file) or remove (null) the driver's photo; the driver's public reads refresh after it. */
export function useDriverPhotoChange(driverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) =>
      file ? upload(driverId, file) : api<{ photo: null }>(photoPath(driverId), { method: 'DELETE', auth: true }),
    onSuccess: ({ photo }) => {
      queryClient.setQueryData(photoKey(driverId), photo);
      void queryClient.invalidateQueries({ queryKey: ['drivers'] });
    },
  });
}
