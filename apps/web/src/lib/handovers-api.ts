import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@app/shared';
import type { BookingInspections, ChargeDecision, HandoverInput, HandoverKind } from '@app/shared/handovers';
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
  });
}

/** One photo as multipart/form-data (api() speaks JSON only, as the documents' upload says); answers its id. */
export async function uploadInspectionPhoto(bookingId: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
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

/** The form, sent with the key made once for it: a retry after a lost answer records nothing twice. */
export function useRecordInspection(bookingId: string, kind: HandoverKind, onRecorded?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, key }: { form: HandoverInput; key: string }) =>
      api<BookingInspections>(path(bookingId, `/${kind}`), { method: 'POST', auth: true, body: form, headers: { 'Idempotency-Key': key } }),
    onSuccess: (saved) => {
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
