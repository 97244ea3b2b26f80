import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingEvent } from '@app/shared';
import { api } from '../../lib/api';

export const myBookingsKey = ['my-bookings'] as const;

export function useMyBookings() {
  return useQuery({
    queryKey: myBookingsKey,
    queryFn: ({ signal }) => api<Booking[]>('/api/bookings/my-bookings', { auth: true, signal }),
  });
}

export function useCancelMyBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Booking>(`/api/bookings/${encodeURIComponent(id)}/cancel`, { method: 'PATCH', auth: true }),
    onSuccess: (saved) => {
      // The list shows the cancellation at once (the page keeps the moved card in view), before the refetch.
      queryClient.setQueryData<Booking[]>(myBookingsKey, (old) => old?.map((b) => (b._id === saved._id ? saved : b)));
      void queryClient.invalidateQueries({ queryKey: myBookingsKey });
      void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
    },
  });
}

/** A booking's status history; fetched only once the tourist opens it. */
export function useMyBookingHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...myBookingsKey, 'history', id],
    queryFn: ({ signal }) => api<BookingEvent[]>(`/api/bookings/${encodeURIComponent(id)}/history`, { auth: true, signal }),
    enabled,
  });
}
