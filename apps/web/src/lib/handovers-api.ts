import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@app/shared';
import type { BookingInspections, ChargeDecision, HandoverInput, HandoverKind, VehicleSide } from '@app/shared/handovers';
import { ApiError, api } from './api';

/*
 * A booking's handover and return (decision 112), for the phone form on the driver's trip card and
 * the office's booking page: photos sent one by one first, then the form under one Idempotency-Key.
 */

export const inspectionsKey = (bookingId: string) => ['booking-inspections', bookingId] as const;
const path = (bookingId: string, rest: string) => `/api/bookings/${encodeURIComponent(bookingId)}${rest}`;

export function useInspections(bookingId: string) {
  return useQuery({
    queryKey: inspectionsKey(bookingId),
    queryFn: ({ signal }) => api<BookingInspections>(path(bookingId, '/inspections'), { auth: true, signal }),
    staleTime: 30_000,
    // On the driver's phone without signal the service worker answers what it kept (decision 113).
    networkMode: 'offlineFirst',
  });
}

/** One photo as multipart/form-data (api() speaks JSON only, as the documents' upload says); answers its id. */
export async function uploadInspectionPhoto(bookingId: string, file: Blob, name = file instanceof File ? file.name : 'photo'): Promise<string> {
  const form = new FormData();
  form.append('file', file, name);
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const response = await fetch(path(bookingId, '/inspection-photos'), {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json().catch(() => ({}))) as { _id?: string; error?: unknown; code?: unknown; params?: Record<string, string | number> };
  if (!response.ok || typeof body._id !== 'string') {
    const code = typeof body.code === 'string' ? { code: body.code, params: body.params } : undefined;
    throw new ApiError(response.status, response.statusText, typeof body.error === 'string' ? body.error : undefined, undefined, { code });
  }
  return body._id;
}

/** A photo taken without signal, kept on the phone until the form is sent (decision 113): its bytes, type and file name. */
export interface KeptPhoto {
  bytes: ArrayBuffer;
  type: string;
  name: string;
}

/** The form as the driver's phone keeps it: each side's photo by its id once uploaded, else the picture itself. */
export interface HandoverRequest {
  bookingId: string;
  kind: HandoverKind;
  /** The Idempotency-Key made when the form opened. */
  key: string;
  form: Omit<HandoverInput, 'photos' | 'idempotencyKey'>;
  photos: Record<VehicleSide, string | KeptPhoto>;
}

/**
 * Sends a form whose photos may still be on the phone (uploading them first), or keeps it on the
 * phone for later: answers the recorded state, or null when it was kept. The driver's area passes
 * its offline queue (decision 113); the office's form sends directly.
 */
export type HandoverSender = (request: HandoverRequest) => Promise<BookingInspections | null>;

/** The form, sent with the key made once for it: a retry after a lost answer records nothing twice. */
export function useRecordInspection(bookingId: string, kind: HandoverKind, opts: { onRecorded?: () => void; onKept?: () => void; send?: HandoverSender } = {}) {
  const queryClient = useQueryClient();
  const { onRecorded, onKept, send } = opts;
  return useMutation({
    mutationFn: (request: HandoverRequest) => {
      if (send) return send(request);
      const photos = request.photos as Record<VehicleSide, string>;
      return api<BookingInspections>(path(bookingId, `/${kind}`), { method: 'POST', auth: true, body: { ...request.form, photos }, headers: { 'Idempotency-Key': request.key } });
    },
    // The queue keeps what gets no answer: TanStack Query's pause (in memory) must not hold it instead.
    networkMode: send ? 'always' : 'online',
    onSuccess: (saved) => {
      if (!saved) return onKept?.();
      // Before the answer replaces the form (which unmounts it): the page knows it was sent from here.
      onRecorded?.();
      queryClient.setQueryData(inspectionsKey(bookingId), saved);
      // The step moved the trip: the trip lists and the booking's page read it again.
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void queryClient.invalidateQueries({ queryKey: ['driver'] });
    },
  });
}

export function useDecideCharge(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chargeId, decision }: { chargeId: string; decision: ChargeDecision }) =>
      api<BookingInspections>(`/api/admin/bookings/${encodeURIComponent(bookingId)}/handover-charges/${encodeURIComponent(chargeId)}`, { method: 'PATCH', auth: true, body: decision }),
    onSuccess: (saved) => {
      queryClient.setQueryData(inspectionsKey(bookingId), saved);
      // The balance and the payments panel now count the confirmed charge.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'bookings', 'detail', bookingId] });
    },
  });
}
