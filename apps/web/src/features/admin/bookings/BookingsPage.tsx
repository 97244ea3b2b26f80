import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BOOKING_STATUSES, bookingStatusLabel, isBookingStatus, type Booking } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { ButtonLink } from '../../../components/Button';
import { inputClass } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { StatusBadge } from '../../../components/StatusBadge';
import { useAdminBookings } from '../api';
import { formatDdMmYy } from '../../../lib/format';
import { DataTable, EmptyState, ListStates, LoadMore, StaffPageHeader, useFlashNotice, type Column } from '../../../components/staff';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { BookingRef, DriverCell, NoEmailNotice } from './parts';
import { useBookingActions } from './useBookingActions';

/** /admin/bookings: every booking, newest first, filtered by status and searched by reference or name. */
export function BookingsPage() {
  const m = usePageMessages();
  const L = m.staffBookingsUi.list;
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isBookingStatus(statusParam) ? statusParam : undefined;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const bookings = useAdminBookings({ status, q });
  const actions = useBookingActions();
  // A booking taken by phone comes back here with its reference in this notice.
  const [notice] = useFlashNotice();

  const setStatus = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('status', value);
        else next.delete('status');
        return next;
      },
      { replace: true },
    );

  const columns: Column<Booking>[] = [
    { header: L.columnId, cell: (b) => <BookingRef id={b._id} /> },
    {
      header: L.columnUser,
      cell: (b) => (
        <div className="min-w-0 md:max-w-44">
          <p className="font-medium text-slate-900">{b.userId?.username ?? b.name}</p>
          {b.userId && b.userId.email === null ? (
            <NoEmailNotice phone={b.userId.phone || b.phone} compact />
          ) : (
            <p className="truncate text-xs text-slate-500" title={b.userId?.email ?? b.email ?? undefined}>
              {b.userId?.email ?? b.email}
            </p>
          )}
        </div>
      ),
    },
    {
      header: m.staffUi.vehicle,
      cell: (b) => (
        <span>
          {b.vehicleBrand} {b.vehicleModel}
        </span>
      ),
    },
    {
      header: m.staffUi.dates,
      cell: (b) => (
        <span className="whitespace-nowrap" data-testid="booking-dates">
          {formatDdMmYy(b.pickupDate)} – {formatDdMmYy(b.returnDate)}
        </span>
      ),
    },
    { header: m.bookingFlow.driver, cell: (b) => <DriverCell booking={b} /> },
    { header: m.staffUi.status, cell: (b) => <StatusBadge status={b.bookingStatus} />, className: 'whitespace-nowrap' },
    { header: L.columnActions, phone: 'actions', cell: (b) => actions.buttons(b) },
  ];

  const filtered = Boolean(status || q);
  return (
    <>
      <StaffPageHeader
        title={L.title}
        description={L.description}
        actions={
          <ButtonLink to="/admin/bookings/new">
            <Icon name="plus" className="size-4" />
            {m.staffUi.newBooking}
          </ButtonLink>
        }
      />
      {notice && !actions.message && (
        <Alert tone="success" className="mb-4">
          <span data-testid="booking-created">{notice}</span>
        </Alert>
      )}
      <form role="search" aria-label={L.filterLabel} className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]" onSubmit={(event) => event.preventDefault()}>
        <div className="relative">
          <label htmlFor="booking-search" className="sr-only">
            {L.search}
          </label>
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            id="booking-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={L.search}
            className={`${inputClass} pl-9`}
          />
        </div>
        <div>
          <label htmlFor="booking-status-filter" className="sr-only">
            {m.staffUi.status}
          </label>
          <select id="booking-status-filter" value={status ?? ''} onChange={(event) => setStatus(event.target.value)} className={inputClass}>
            <option value="">{L.allStatuses}</option>
            {BOOKING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {bookingStatusLabel(value, m.statusLabels)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {actions.message}
      <ListStates
        isPending={bookings.isPending}
        error={bookings.error}
        isEmpty={bookings.items.length === 0}
        loadingLabel={L.loading}
        empty={<EmptyState icon="calendar" title={filtered ? L.noMatch : L.empty} />}
      >
        <div className={bookings.isPlaceholderData ? 'opacity-60 transition-opacity' : ''} aria-busy={bookings.isPlaceholderData}>
          <DataTable caption={L.caption} rows={bookings.items} rowKey={(b) => b._id} columns={columns} />
        </div>
        <LoadMore
          shown={bookings.items.length}
          hasNextPage={bookings.hasNextPage}
          isFetchingNextPage={bookings.isFetchingNextPage}
          fetchNextPage={bookings.fetchNextPage}
          noun="bookings"
        />
      </ListStates>
      {actions.dialogs}
    </>
  );
}
