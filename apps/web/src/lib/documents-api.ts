import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@app/shared';
import type { BookingDocuments, DocumentKind, DocumentReviewInput } from '@app/shared/documents';
import { ApiError, api } from './api';

/*
 * A self-drive booking's documents (decision 107), for My Bookings (the booker) and the staff's
 * booking page: the same answer on both sides. The files' addresses work for a few minutes, so
 * the answer is read again before they lapse.
 */

export const documentsKey = (bookingId: string) => ['booking-documents', bookingId] as const;
const path = (bookingId: string, rest = '') => `/api/bookings/${encodeURIComponent(bookingId)}/documents${rest}`;
/** The file links last DOCUMENT_LIMITS.linkMinutes (10): read again well before. */
const REFRESH_MS = 5 * 60_000;

export function useBookingDocuments(bookingId: string, enabled = true) {
  return useQuery({
    queryKey: documentsKey(bookingId),
    queryFn: ({ signal }) => api<BookingDocuments>(path(bookingId), { auth: true, signal }),
    enabled,
    staleTime: 60_000,
    refetchInterval: REFRESH_MS,
  });
}

/**
 * A document as multipart/form-data (its boundary set by the browser). Sent here rather than by
 * api(), which speaks JSON only (as the photos' upload does).
 */
async function upload(bookingId: string, kind: DocumentKind, file: File): Promise<BookingDocuments> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const response = await fetch(path(bookingId), { method: 'POST', body: form, headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  const body = (await response.json().catch(() => ({}))) as { error?: unknown; code?: unknown; params?: Record<string, string | number> };
  if (!response.ok) {
    const code = typeof body.code === 'string' ? { code: body.code, params: body.params } : undefined;
    throw new ApiError(response.status, response.statusText, typeof body.error === 'string' ? body.error : undefined, undefined, { code });
  }
  return body as BookingDocuments;
}

function useDocumentsChange<V>(bookingId: string, send: (vars: V) => Promise<BookingDocuments>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => queryClient.setQueryData(documentsKey(bookingId), saved),
  });
}

export function useUploadDocument(bookingId: string) {
  return useDocumentsChange(bookingId, ({ kind, file }: { kind: DocumentKind; file: File }) => upload(bookingId, kind, file));
}

export function useSetPermitAtCounter(bookingId: string) {
  return useDocumentsChange(bookingId, (atCounter: boolean) => api<BookingDocuments>(path(bookingId, '/permit-at-counter'), { method: 'PUT', auth: true, body: { atCounter } }));
}

export function useReviewDocument(bookingId: string) {
  return useDocumentsChange(bookingId, ({ documentId, body }: { documentId: string; body: DocumentReviewInput }) =>
    api<BookingDocuments>(`/api/admin/bookings/${encodeURIComponent(bookingId)}/documents/${encodeURIComponent(documentId)}`, { method: 'PATCH', auth: true, body }),
  );
}
