import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@app/shared';
import type { PhotoAltInput, PhotoList } from '@app/shared/media';
import { ApiError, api } from '../../../lib/api';
import { adminKeys } from '../api';

/** The photo routes of one vehicle (decision 099); every answer is its photos in order. */
function photosPath(vehicleId: string, rest = ''): string {
  return `/api/admin/vehicles/${encodeURIComponent(vehicleId)}/photos${rest}`;
}

export type PhotoChange =
  | { kind: 'upload'; file: File }
  | { kind: 'order'; ids: string[] }
  | { kind: 'alt'; photoId: string; body: PhotoAltInput }
  | { kind: 'delete'; photoId: string };

/**
 * A photo as multipart/form-data (its boundary set by the browser). Sent here rather than by
 * lib/api, which speaks JSON only: the home page's bundle holds lib/api and stays within budget.
 */
async function upload(vehicleId: string, file: File): Promise<PhotoList> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const response = await fetch(photosPath(vehicleId), { method: 'POST', body: form, headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  const body = (await response.json().catch(() => ({}))) as { error?: unknown; code?: unknown; params?: Record<string, string | number> };
  if (!response.ok) {
    const code = typeof body.code === 'string' ? { code: body.code, params: body.params } : undefined;
    throw new ApiError(response.status, response.statusText, typeof body.error === 'string' ? body.error : undefined, undefined, { code });
  }
  return body as PhotoList;
}

function send(vehicleId: string, change: PhotoChange): Promise<PhotoList> {
  switch (change.kind) {
    case 'upload':
      return upload(vehicleId, change.file);
    case 'order':
      return api<PhotoList>(photosPath(vehicleId, '/order'), { method: 'PUT', auth: true, body: { ids: change.ids } });
    case 'alt':
      return api<PhotoList>(photosPath(vehicleId, `/${encodeURIComponent(change.photoId)}`), { method: 'PATCH', auth: true, body: change.body });
    case 'delete':
      return api<PhotoList>(photosPath(vehicleId, `/${encodeURIComponent(change.photoId)}`), { method: 'DELETE', auth: true });
  }
}

/** One change of a vehicle's photos; the vehicle's reads (the office's and the public pages') refresh after it. */
export function usePhotoChange(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PhotoChange) => send(vehicleId, change),
    onSuccess: () => {
      for (const queryKey of [adminKeys.vehicles, adminKeys.timeline, ['vehicles']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
