import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingEvent, DateChange, DateChangeRequestInput, Review, ReviewRequestInput } from '@app/shared';
import { api } from '../../lib/api';
import { myBookingsKey } from './query-keys';

export { myBookingsKey } from './query-keys';

/** The first minute after a return from the payment page, the list is re-read often; then less often. */
const PAYMENT_FAST_MS = 60_000;
const PAYMENT_POLL_MS = 4_000;
const PAYMENT_SLOW_POLL_MS = 15_000;

/**
 * The tourist's bookings. Back from the payment page (`paidBookingId`), the list is re-read until
 * PayHere's notification is in: while the booking says a payment awaits confirmation (decision
 * 080), every few seconds for a minute and every 15 s after; a return without an order (an older
 * checkout) waits for a payment to show, for a minute.
 */
export function useMyBookings(paidBookingId: string | null = null) {
  const since = useRef(Date.now());
  return useQuery({
    queryKey: myBookingsKey,
    queryFn: ({ signal }) => api<Booking[]>('/api/bookings/my-bookings', { auth: true, signal }),
    refetchInterval: (query) => {
      if (!paidBookingId) return false;
      const booking = query.state.data?.find((b) => b._id === paidBookingId);
      const fast = Date.now() - since.current <= PAYMENT_FAST_MS;
      if (booking?.payhereAwaitingUntil) return fast ? PAYMENT_POLL_MS : PAYMENT_SLOW_POLL_MS;
      if (!fast) return false;
      return (booking?.paymentSummary?.paid ?? 0) > 0 ? false : PAYMENT_POLL_MS;
    },
  });
}

/**
 * Back from PayHere's page with an order (its `return_url`): tells the server, once, so the
 * booking awaits the notification and offers no second checkout meanwhile; the list then shows it.
 */
export function usePayhereReturn(bookingId: string | null, orderId: string | null) {
  const queryClient = useQueryClient();
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!bookingId || !orderId || told.current === orderId) return;
    told.current = orderId;
    api<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}/payhere-return`, { method: 'POST', auth: true, body: { orderId } })
      .then((saved) => queryClient.setQueryData<Booking[]>(myBookingsKey, (old) => old?.map((b) => (b._id === saved._id ? saved : b))))
      .catch(() => {
        // Not told (offline, an order that is not this booking's): the page still waits for the payment.
      })
      .finally(() => void queryClient.invalidateQueries({ queryKey: myBookingsKey }));
  }, [bookingId, orderId, queryClient]);
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

export const myDateChangesKey = ['my-date-changes'] as const;

/** The tourist's requests for new dates (decision 087), newest first: each card shows its booking's latest. */
export function useMyDateChanges() {
  return useQuery({
    queryKey: myDateChangesKey,
    queryFn: ({ signal }) => api<DateChange[]>('/api/date-changes/mine', { auth: true, signal }),
    // An API without requests for new dates answers something else (or nothing): then there are none.
    select: (data: unknown) => (Array.isArray(data) ? (data as DateChange[]) : []),
  });
}

export function useAskDateChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DateChangeRequestInput }) =>
      api<DateChange>(`/api/bookings/${encodeURIComponent(id)}/date-changes`, { method: 'POST', auth: true, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myDateChangesKey }),
  });
}

export function useWithdrawDateChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<DateChange>(`/api/date-changes/${encodeURIComponent(id)}/withdraw`, { method: 'POST', auth: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myDateChangesKey }),
  });
}

export const myReviewsKey = ['my-reviews'] as const;

/** The tourist's reviews (decision 094): a completed trip shows its own, or offers to rate it. */
export function useMyReviews() {
  return useQuery({
    queryKey: myReviewsKey,
    queryFn: ({ signal }) => api<Review[]>('/api/reviews/mine', { auth: true, signal }),
    // An API without reviews answers something else (or nothing): then there are none.
    select: (data: unknown) => (Array.isArray(data) ? (data as Review[]) : []),
  });
}

export function useSendReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewRequestInput }) => api<Review>(`/api/bookings/${encodeURIComponent(id)}/review`, { method: 'POST', auth: true, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Review[]>(myReviewsKey, (old) => [saved, ...(old ?? [])]);
      void queryClient.invalidateQueries({ queryKey: myReviewsKey });
      void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
    },
  });
}
