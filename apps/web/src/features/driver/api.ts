import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, CalendarFeed, DriverProfileInput, Payment, PaymentCurrency, User } from '@app/shared';
import { api } from '../../lib/api';
import { isKept, sendOrKeep, withWaiting, type Kept } from './offline/queue';
import { useDriverQueue } from './offline/use-queue';
import { driverKeys } from './query-keys';

export { driverKeys } from './query-keys';

/**
 * The trips assigned to the signed-in driver, by pickup time: those still to drive, or with
 * `past` the completed and cancelled ones too (the schedule's "Past trips"); `anyList`: see
 * placeholderData.
 */
export function useDriverBookings(opts: { past?: boolean; anyList?: boolean } = {}) {
  const { items } = useDriverQueue();
  const queryClient = useQueryClient();
  return useQuery({
    // A page about one trip (the handover form) opened without signal: the list the driver came
    // from (with or without past trips) shows it until this one answers.
    placeholderData: opts.anyList ? () => queryClient.getQueriesData<Booking[]>({ queryKey: driverKeys.bookings }).find(([, data]) => data)?.[1] : undefined,
    // Changes kept on the phone (decision 113) show as made until they are sent.
    select: (bookings: Booking[]) => withWaiting(bookings, items),
    queryKey: [...driverKeys.bookings, opts.past ? 'with-past' : 'active'],
    queryFn: ({ signal }) => api<Booking[]>(`/api/drivers/my-bookings${opts.past ? '?include=past' : ''}`, { auth: true, signal }),
    // Offline the service worker answers from what it kept (decision 113): ask it, not wait for a network.
    networkMode: 'offlineFirst',
  });
}

/** Who is signed in, as the offline queue names its changes' owner. */
function useDriverId(): string {
  return useDriverQueue().userId;
}

/**
 * A trip step, sent now or kept on the phone while it is offline (decision 113: `Kept` then, and
 * the card shows the step at once). Mutations here run offline too (`networkMode: 'always'`):
 * paused ones would wait in memory, where a reload loses them.
 */
export function useUpdateTripStatus() {
  const queryClient = useQueryClient();
  const driverId = useDriverId();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, status }: { id: string; status: 'picked_up' | 'en_route' | 'completed' }) =>
      sendOrKeep<Booking>(driverId, id, { kind: 'status', status }),
    onSuccess: (saved) => {
      // Kept on the phone: the trips show it from the queue (withWaiting).
      if (isKept(saved)) return;
      // The moved trip shows its new status at once (the page can then keep it in view), before the refetch.
      queryClient.setQueriesData<Booking[]>({ queryKey: driverKeys.bookings }, (old) => old?.map((b) => (b._id === saved._id ? saved : b)));
      void queryClient.invalidateQueries({ queryKey: driverKeys.bookings });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void queryClient.invalidateQueries({ queryKey: ['my-bookings'] });
    },
  });
}

export function useDriverProfile() {
  return useQuery({
    queryKey: driverKeys.profile,
    queryFn: ({ signal }) => api<User>('/api/drivers/profile', { auth: true, signal }),
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DriverProfileInput) => api<User>('/api/drivers/profile', { method: 'PUT', auth: true, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(driverKeys.profile, saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'drivers'] });
    },
  });
}

/** After a change to a trip's money: the schedule, the admin's views and the tourist's bookings follow. */
function useRefreshTrips() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: driverKeys.bookings });
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
    void queryClient.invalidateQueries({ queryKey: ['my-bookings'] });
  };
}

/** The odometer at pickup and/or return (the extra kilometres are charged once the trip is completed). */
export function useRecordOdometer() {
  const refresh = useRefreshTrips();
  const driverId = useDriverId();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, body }: { id: string; body: { pickupKm?: number; returnKm?: number } }): Promise<Booking | Kept> =>
      sendOrKeep<Booking>(driverId, id, { kind: 'odometer', readings: body }),
    onSuccess: (saved) => {
      if (!isKept(saved)) refresh();
    },
  });
}

/** The balance collected in cash. */
export function useRecordCash() {
  const refresh = useRefreshTrips();
  const driverId = useDriverId();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, body }: { id: string; body: { amount: number; currency: PaymentCurrency } }): Promise<Payment | Kept> =>
      sendOrKeep<Payment>(driverId, id, { kind: 'cash', ...body }),
    onSuccess: (saved) => {
      if (!isKept(saved)) refresh();
    },
  });
}

/** The driver's private calendar feed address (decision 108), made by the server on first asking. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: driverKeys.calendar,
    queryFn: ({ signal }) => api<CalendarFeed>('/api/drivers/calendar', { auth: true, signal }),
    staleTime: Infinity,
  });
}

/** A new feed address: the old one stops working at once. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CalendarFeed>('/api/drivers/calendar/renew', { method: 'POST', auth: true }),
    onSuccess: (feed) => queryClient.setQueryData(driverKeys.calendar, feed),
  });
}

/** A transfer's step before the pickup (decision 111): at the pickup point, or a no-show with a note. */
export function useTransferStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, what, note }: { id: string; what: 'at-pickup-point' | 'no-show'; note: string }) =>
      api<Booking>(`/api/drivers/bookings/${encodeURIComponent(id)}/${what}`, { method: 'POST', auth: true, ...(what === 'no-show' ? { body: { note } } : {}) }),
    onSuccess: (saved) => {
      queryClient.setQueriesData<Booking[]>({ queryKey: driverKeys.bookings }, (old) => old?.map((b) => (b._id === saved._id ? saved : b)));
      void queryClient.invalidateQueries({ queryKey: driverKeys.bookings });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
