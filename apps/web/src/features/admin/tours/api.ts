import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS, type AdminTour, type TourInput } from '@app/shared';
import type { PhotoList } from '@app/shared/media';
import { ApiError, api } from '../../../lib/api';

const toursKey = ['admin', 'tours'] as const;

/** Every tour template, drafts included (decision 110). */
export function useAdminTours() {
  return useQuery({ queryKey: toursKey, queryFn: ({ signal }) => api<AdminTour[]>('/api/admin/tours', { auth: true, signal }) });
}

/** Creates a template (no id) or replaces one; the public tours follow on their next load. */
export function useSaveTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TourInput }) => api<AdminTour>(id ? `/api/admin/tours/${id}` : '/api/admin/tours', { method: id ? 'PUT' : 'POST', auth: true, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: toursKey });
      void queryClient.invalidateQueries({ queryKey: ['tours'] });
    },
  });
}

export function useDeleteTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>(`/api/admin/tours/${id}`, { method: 'DELETE', auth: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: toursKey });
      void queryClient.invalidateQueries({ queryKey: ['tours'] });
    },
  });
}

/** A photo as multipart/form-data (lib/api speaks JSON only, as the vehicle photos' upload says). */
async function upload(tourId: string, file: File): Promise<PhotoList> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const response = await fetch(`/api/admin/tours/${encodeURIComponent(tourId)}/photos`, {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json().catch(() => ({}))) as { error?: unknown; code?: unknown; params?: Record<string, string | number> };
  if (!response.ok) {
    const code = typeof body.code === 'string' ? { code: body.code, params: body.params } : undefined;
    throw new ApiError(response.status, response.statusText, typeof body.error === 'string' ? body.error : undefined, undefined, { code });
  }
  return body as PhotoList;
}

export function useTourPhotos(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: 'upload'; file: File } | { kind: 'delete'; photoId: string }) =>
      change.kind === 'upload'
        ? upload(tourId, change.file)
        : api<PhotoList>(`/api/admin/tours/${encodeURIComponent(tourId)}/photos/${encodeURIComponent(change.photoId)}`, { method: 'DELETE', auth: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: toursKey });
      void queryClient.invalidateQueries({ queryKey: ['tours'] });
    },
  });
}
