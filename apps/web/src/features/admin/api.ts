import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MoneyTasks,
  Booking,
  BookingEvent,
  BookingStatus,
  ContactMessage,
  DriverInput,
  FinanceSummary,
  OdometerInput,
  OutboxMessage,
  Page,
  Payment,
  RankedDriver,
  RecordPayment,
  ScheduleQuoteDto,
  ScheduleQuoteRequest,
  StaffBookingInput,
  Timeline,
  User,
  AdminVehicle,
  Vehicle,
  VehicleInput,
  VehicleType,
} from '@app/shared';
import { colomboToday, paymentsCsvFileName } from '@app/shared';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { adminKeys } from './query-keys';

/** Admin tables load this many rows at a time (the API allows 1-100). */
export const ADMIN_PAGE_SIZE = 20;

export { adminKeys } from './query-keys';

/**
 * One admin table, page by page (`limit` + `cursor`): the rows loaded so far, and whether the
 * server holds more. Changing a filter starts again from the first page.
 */
export function usePagedList<T>(resource: string, path: string, filters: Record<string, string | undefined> = {}) {
  const query = useInfiniteQuery({
    queryKey: adminKeys.list(resource, filters),
    queryFn: ({ pageParam, signal }) =>
      api<Page<T>>(path, { auth: true, signal, query: { ...filters, limit: String(ADMIN_PAGE_SIZE), cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, items };
}

export const useAdminVehicles = () => usePagedList<AdminVehicle>('vehicles', '/api/admin/vehicles');
export const useAdminUsers = () => usePagedList<User>('users', '/api/admin/users');

/** PUT /api/admin/users/:id/email: an account made without an address gets one (and a set-password link). */
export function useAddAccountEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) => api<User>(`/api/admin/users/${encodeURIComponent(id)}/email`, { method: 'PUT', auth: true, body: { email } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      void queryClient.invalidateQueries({ queryKey: adminKeys.outbox });
    },
  });
}
export const useAdminDrivers = () => usePagedList<User>('drivers', '/api/admin/drivers');
export const useAdminOutbox = () => usePagedList<OutboxMessage>('outbox', '/api/admin/outbox');

export function useAdminBookings(filters: { status?: BookingStatus; q?: string }) {
  return usePagedList<Booking>('bookings', '/api/admin/bookings', { status: filters.status, q: filters.q || undefined });
}

export function useAdminMessages(unreadOnly: boolean) {
  return usePagedList<ContactMessage>('messages', '/api/admin/messages', { unread: unreadOnly ? 'true' : undefined });
}

export function useAdminVehicle(id: string) {
  return useQuery({
    queryKey: adminKeys.vehicle(id),
    queryFn: ({ signal }) => api<AdminVehicle>(`/api/admin/vehicles/${encodeURIComponent(id)}`, { auth: true, signal }),
  });
}

export function useAdminDriver(id: string) {
  return useQuery({
    queryKey: adminKeys.driver(id),
    queryFn: ({ signal }) => api<User>(`/api/admin/drivers/${encodeURIComponent(id)}`, { auth: true, signal }),
  });
}

/** There is no GET of one booking for admins: the list's reference search finds it by its full id. */
export function useAdminBooking(id: string) {
  return useQuery({
    queryKey: adminKeys.booking(id),
    queryFn: async ({ signal }) => {
      const page = await api<Page<Booking>>('/api/admin/bookings', { auth: true, signal, query: { q: id, limit: '1' } });
      return page.items.find((booking) => booking._id === id) ?? null;
    },
  });
}

export function useBookingHistory(id: string) {
  return useQuery({
    queryKey: adminKeys.history(id),
    queryFn: ({ signal }) => api<BookingEvent[]>(`/api/admin/bookings/${encodeURIComponent(id)}/history`, { auth: true, signal }),
  });
}

/** Drivers free for the booking's days; with its id, speakers of its preferred languages first. */
export function useAvailableDrivers(booking: { _id: string; pickupDate: string; returnDate: string } | null) {
  return useQuery({
    queryKey: adminKeys.availableDrivers(booking?._id ?? '', booking?.pickupDate ?? '', booking?.returnDate ?? ''),
    queryFn: ({ signal }) =>
      api<RankedDriver[]>('/api/admin/drivers/available', {
        auth: true,
        signal,
        query: { startDate: booking!.pickupDate, endDate: booking!.returnDate, bookingId: booking!._id },
      }),
    enabled: booking !== null,
    staleTime: 0,
  });
}

export interface TimelineRange {
  from: string;
  to: string;
  type?: VehicleType;
  q?: string;
}

export function useTimeline(range: TimelineRange) {
  return useQuery({
    queryKey: [...adminKeys.timeline, range],
    queryFn: ({ signal }) => api<Timeline>('/api/admin/timeline', { auth: true, signal, query: { from: range.from, to: range.to, type: range.type, q: range.q || undefined } }),
    placeholderData: keepPreviousData,
  });
}

/** After a booking changes, every view of bookings, drivers' availability and the timeline is stale. */
function useInvalidateBookings() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
    void queryClient.invalidateQueries({ queryKey: adminKeys.drivers });
    void queryClient.invalidateQueries({ queryKey: adminKeys.timeline });
    void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: adminKeys.outbox });
    void queryClient.invalidateQueries({ queryKey: adminKeys.finance });
  };
}

export function useUpdateBookingStatus() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: { status: 'confirmed' | 'cancelled'; driverId?: string | null; reason?: string } }) =>
      api<Booking>(`/api/admin/bookings/${encodeURIComponent(id)}`, { method: 'PATCH', auth: true, body }),
    onSuccess: invalidate,
  });
}

/** PUT /api/admin/bookings/:id/schedule as the admin's dialog sends it. */
export interface ScheduleChangeBody {
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  vehicleId?: string;
  reason?: string;
}

const bookingPath = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`;

/** Another driver takes a confirmed trip. */
export function useChangeDriver() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: { driverId: string; reason?: string } }) => api<Booking>(`${bookingPath(id)}/driver`, { method: 'PUT', auth: true, body }),
    onSuccess: invalidate,
  });
}

/** New dates and times, and optionally another vehicle. */
export function useChangeSchedule() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ScheduleChangeBody }) => api<Booking>(`${bookingPath(id)}/schedule`, { method: 'PUT', auth: true, body }),
    onSuccess: invalidate,
  });
}

/**
 * The server's price for a schedule change before it is made (POST .../schedule/quote, decision
 * 091): the quote the change would write, under the booking's own policy and extras, and its
 * total now; a refusal is the change's own (rules, vehicle, status). Nothing is asked while `body`
 * is null. Kept per change under the booking's keys, so a saved change asks again.
 */
export function useScheduleQuote(id: string, body: ScheduleQuoteRequest | null) {
  return useQuery({
    queryKey: [...adminKeys.bookings, 'schedule-quote', id, body],
    queryFn: ({ signal }) => api<ScheduleQuoteDto>(`${bookingPath(id)}/schedule/quote`, { method: 'POST', auth: true, body, signal }),
    enabled: body !== null,
    staleTime: 30_000,
    retry: false,
  });
}

/** A status set by mistake goes back one step. */
export function useCorrectStatus() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => api<Booking>(`${bookingPath(id)}/correction`, { method: 'POST', auth: true, body: { reason } }),
    onSuccess: invalidate,
  });
}

/** A booking taken by phone for a customer (an existing account or a new one). */
export function useStaffBooking() {
  const invalidate = useInvalidateBookings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffBookingInput) => api<Booking & { accountCreated: boolean }>('/api/admin/bookings', { method: 'POST', auth: true, body }),
    onSuccess: () => {
      invalidate();
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}

/** Every vehicle (the plain list: at most 1,000), for choosing one in a form. */
export function useAllVehicles() {
  return useQuery({
    queryKey: [...adminKeys.vehicles, 'all'],
    queryFn: ({ signal }) => api<Vehicle[]>('/api/admin/vehicles', { auth: true, signal }),
    staleTime: 60_000,
  });
}

/** Tourist accounts whose name, e-mail or phone contains `q` (nothing asked while `q` is null). */
export function useCustomerSearch(q: string | null) {
  return useQuery({
    queryKey: [...adminKeys.users, 'search', q],
    queryFn: ({ signal }) => api<Page<User>>('/api/admin/users', { auth: true, signal, query: { role: 'tourist', q: q ?? '', limit: '8' } }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}

export { useBookingRules, useDriverLanguages } from '../../lib/booking-queries';

function useInvalidate(...keys: (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}

/** Create (POST to `base`) or, with an id, update (PUT to `base/id`) a record; the lists showing it refresh. */
function useSaveRecord<Body, Saved>(base: string, id: string | undefined, keys: (readonly unknown[])[]) {
  const invalidate = useInvalidate(...keys);
  return useMutation({
    mutationFn: (body: Body) =>
      id ? api<Saved>(`${base}/${encodeURIComponent(id)}`, { method: 'PUT', auth: true, body }) : api<Saved>(base, { method: 'POST', auth: true, body }),
    onSuccess: invalidate,
  });
}

/** Delete the record `base/id`; the lists showing it refresh. */
function useDeleteRecord(base: string, keys: (readonly unknown[])[]) {
  const invalidate = useInvalidate(...keys);
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),
    onSuccess: invalidate,
  });
}

const VEHICLE_LISTS = [adminKeys.vehicles, adminKeys.timeline, adminKeys.dashboard, ['vehicles']];
const DRIVER_LISTS = [adminKeys.drivers, adminKeys.users, ['driver-languages']];

export const useSaveVehicle = (id: string | undefined) => useSaveRecord<VehicleInput, AdminVehicle>('/api/admin/vehicles', id, VEHICLE_LISTS);
export const useDeleteVehicle = () => useDeleteRecord('/api/admin/vehicles', VEHICLE_LISTS);
export const useSaveDriver = (id: string | undefined) => useSaveRecord<DriverInput, User>('/api/admin/drivers', id, DRIVER_LISTS);
export const useDeleteDriver = () => useDeleteRecord('/api/admin/drivers', DRIVER_LISTS);

export function useMarkMessage() {
  const invalidate = useInvalidate(adminKeys.messages, adminKeys.dashboard);
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      api<ContactMessage>(`/api/admin/messages/${encodeURIComponent(id)}`, { method: 'PATCH', auth: true, body: { read } }),
    onSuccess: invalidate,
  });
}

/** The dashboard counts up to this many; beyond it shows "100+". */
export const DASHBOARD_COUNT_LIMIT = 100;

/** The admin dashboard's reads: pending bookings, today's trips, unread messages. */
export function useDashboard() {
  const today = colomboToday();
  const pending = useQuery({
    queryKey: [...adminKeys.dashboard, 'pending'],
    queryFn: ({ signal }) => api<Page<Booking>>('/api/admin/bookings', { auth: true, signal, query: { status: 'pending', limit: String(DASHBOARD_COUNT_LIMIT) } }),
  });
  const todayView = useQuery({
    queryKey: [...adminKeys.dashboard, 'today', today],
    queryFn: ({ signal }) => api<Timeline>('/api/admin/timeline', { auth: true, signal, query: { from: today, to: today } }),
  });
  const unread = useQuery({
    queryKey: [...adminKeys.dashboard, 'unread'],
    queryFn: ({ signal }) => api<Page<ContactMessage>>('/api/admin/messages', { auth: true, signal, query: { unread: 'true', limit: String(DASHBOARD_COUNT_LIMIT) } }),
  });
  const money = useQuery({
    queryKey: [...adminKeys.dashboard, 'money'],
    queryFn: ({ signal }) => api<MoneyTasks>('/api/admin/money-tasks', { auth: true, signal }),
  });
  return { pending, todayView, unread, money };
}

/** A booking's payments ledger, oldest first. */
export function useBookingPayments(id: string) {
  return useQuery({
    queryKey: [...adminKeys.booking(id), 'payments'],
    queryFn: async ({ signal }) => {
      const answer = await api<unknown>(`${bookingPath(id)}/payments`, { auth: true, signal });
      if (!Array.isArray(answer)) throw new Error('not a list of payments');
      return answer as Payment[];
    },
  });
}

/** Records a payment or refund on a booking; the booking's summary and its ledger follow. */
export function useRecordPayment() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RecordPayment }) => api<Payment>(`${bookingPath(id)}/payments`, { method: 'POST', auth: true, body }),
    onSuccess: invalidate,
  });
}

/** Staff set or correct a trip's odometer readings (a completed trip's with a reason, kept in its history). */
export function useCorrectOdometer() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OdometerInput }) => api<Booking>(`/api/drivers/bookings/${encodeURIComponent(id)}/odometer`, { method: 'PUT', auth: true, body }),
    onSuccess: invalidate,
  });
}

/** Takes a row of a booking's ledger back (a reversing row is added); the summary and the ledger follow. */
export function useReversePayment() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: ({ bookingId, paymentId, reason }: { bookingId: string; paymentId: string; reason: string }) =>
      api<Payment>(`${bookingPath(bookingId)}/payments/${encodeURIComponent(paymentId)}/reverse`, { method: 'POST', auth: true, body: { reason } }),
    onSuccess: invalidate,
  });
}

/** Days of the finance page, both included (YYYY-MM-DD, Sri Lanka time). */
export interface FinancePeriod {
  from: string;
  to: string;
}

/** The finance page's figures for a period (and the deposits and refunds open today). */
export function useFinance(period: FinancePeriod) {
  return useQuery({
    queryKey: [...adminKeys.finance, period],
    queryFn: ({ signal }) => api<FinanceSummary>('/api/admin/finance', { auth: true, signal, query: { from: period.from, to: period.to } }),
    placeholderData: keepPreviousData,
  });
}

/** Saves the payments ledger of a period as a CSV file (fetched with the session's token). */
export function downloadPaymentsCsv(period: FinancePeriod): Promise<void> {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  return downloadFile(`/api/admin/payments.csv?${query.toString()}`, paymentsCsvFileName(period.from, period.to));
}
