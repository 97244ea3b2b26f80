import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoAltInput, PhotoList } from '@app/shared';
import { api } from '../../../lib/api';
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

function send(vehicleId: string, change: PhotoChange): Promise<PhotoList> {
  switch (change.kind) {
    case 'upload': {
      const form = new FormData();
      form.append('photo', change.file, change.file.name);
      return api<PhotoList>(photosPath(vehicleId), { method: 'POST', auth: true, body: form });
    }
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
