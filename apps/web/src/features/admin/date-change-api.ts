import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DateChange } from '@app/shared';
import { api } from '../../lib/api';
import { adminKeys } from './api';

/** An API without requests for new dates answers something else: then there are none. */
const listOnly = (data: unknown) => (Array.isArray(data) ? (data as DateChange[]) : []);

/** Tourists' requests for new dates (decision 087): staff's open list, and one booking's. */
const dateChangeKeys = {
  all: ['admin', 'date-changes'] as const,
  open: ['admin', 'date-changes', 'open'] as const,
  ofBooking: (id: string) => ['admin', 'date-changes', 'booking', id] as const,
};

export function useOpenDateChanges() {
  return useQuery({
    queryKey: dateChangeKeys.open,
    queryFn: ({ signal }) => api<DateChange[]>('/api/admin/date-changes', { auth: true, signal, query: { status: 'open' } }),
    select: listOnly,
  });
}

export function useBookingDateChanges(bookingId: string) {
  return useQuery({
    queryKey: dateChangeKeys.ofBooking(bookingId),
    queryFn: ({ signal }) => api<DateChange[]>('/api/admin/date-changes', { auth: true, signal, query: { bookingId } }),
    select: listOnly,
  });
}

/** An answer changes the request, and (approved) the booking, its history, the timeline and the dashboard. */
function useInvalidateAfterAnswer() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [dateChangeKeys.all, adminKeys.bookings, adminKeys.timeline, adminKeys.dashboard, adminKeys.outbox, adminKeys.finance]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

export function useApproveDateChange() {
  const invalidate = useInvalidateAfterAnswer();
  return useMutation({
    mutationFn: (id: string) => api<DateChange>(`/api/admin/date-changes/${encodeURIComponent(id)}/approve`, { method: 'POST', auth: true }),
    onSettled: invalidate,
  });
}

export function useDeclineDateChange() {
  const invalidate = useInvalidateAfterAnswer();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<DateChange>(`/api/admin/date-changes/${encodeURIComponent(id)}/decline`, { method: 'POST', auth: true, body: { reason } }),
    onSettled: invalidate,
  });
}
