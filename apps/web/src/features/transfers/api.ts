import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, CreateTransferBookingInput, TransferDestination, UiLanguage } from '@app/shared';
import { api } from '../../lib/api';

/** GET /api/transfers?lang=: each destination place with its fixed fares, named in the shown language (decision 111). */
export function useTransferFares(lang: UiLanguage) {
  return useQuery({
    queryKey: ['transfers', 'fares', lang],
    queryFn: ({ signal }) => api<TransferDestination[]>('/api/transfers', { query: { lang }, signal }),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
}

/** POST /api/bookings/transfer: the transfer booked (pending until the office confirms it with a driver). */
export function useBookTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    // The page's Idempotency-Key: a double tap or a retry on a bad network books once (the server answers the first booking).
    mutationFn: ({ body, idempotencyKey }: { body: CreateTransferBookingInput; idempotencyKey: string }) =>
      api<Booking>('/api/bookings/transfer', { method: 'POST', body, auth: true, headers: { 'Idempotency-Key': idempotencyKey } }),
    // My Bookings (its key, 'my-bookings') lists it on the next visit instead of a minute later.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['my-bookings'] }),
  });
}
