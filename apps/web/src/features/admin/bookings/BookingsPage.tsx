import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BOOKING_STATUSES, bookingStatusLabel, isBookingStatus, type Booking } from '@app/shared';
import { ButtonLink } from '../../../components/Button';
import { inputClass } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { StatusBadge } from '../../../components/StatusBadge';
import { useAdminBookings } from '../api';
import { formatDdMmYy, formatPrice } from '../../../lib/format';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState, ListStates } from '../../../components/ListStates';
import { SearchBox } from '../../../components/SearchBox';
import { StaffPageHeader } from '../../../components/StaffPageHeader';
import { useFlashNotice } from '../../../lib/use-flash-notice';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { BookingRef, DriverCell, NoEmailNotice } from './parts';
import { useBookingActions } from './use-booking-actions';

/** /admin/bookings: every booking, newest first, filtered by status and searched by reference or name. */
export function BookingsPage() {
  const m = usePageMessages();
  const L = m.staffBookingsUi.list;
  const P = m.staffBookingsUi.payments;
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

  // A laptop shows a dozen bookings a screen (issue 26): each row keeps to two lines, the status
  // under the reference and the dates under the vehicle, with the money the office chases.
  const money = (usd: number) => <span className="whitespace-nowrap tabular-nums">{formatPrice(usd)}</span>;
  const columns: Column<Booking>[] = [
    {
      header: L.columnId,
      cell: (b) => (
        <div className="flex flex-col items-start gap-1 max-md:items-end">
          <BookingRef id={b._id} />
          <StatusBadge status={b.bookingStatus} />
        </div>
      ),
      className: 'whitespace-nowrap',
    },
    {
      header: L.columnUser,
      cell: (b) => (
        <div className="min-w-0 md:max-w-44">
          <p className="truncate font-medium text-slate-900">{b.userId?.username ?? b.name}</p>
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
        <div>
          <p className="md:max-w-40 md:truncate">
            {b.vehicleBrand} {b.vehicleModel}
          </p>
          <p className="text-xs whitespace-nowrap text-slate-500" data-testid="booking-dates">
            {formatDdMmYy(b.pickupDate)} – {formatDdMmYy(b.returnDate)}
          </p>
        </div>
      ),
    },
    { header: m.bookingFlow.driver, cell: (b) => <DriverCell booking={b} /> },
    { header: P.depositDue, cell: (b) => <span data-testid="deposit-due">{money(b.paymentSummary.depositDue)}</span>, className: 'md:text-right' },
    { header: P.paid, cell: (b) => <span data-testid="paid">{money(b.paymentSummary.paid)}</span>, className: 'md:text-right' },
    { header: L.columnActions, phone: 'actions', cell: (b) => actions.buttons(b, { compact: true }) },
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
        notice={notice && !actions.message && <span data-testid="booking-created">{notice}</span>}
      />
      <form role="search" aria-label={L.filterLabel} className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]" onSubmit={(event) => event.preventDefault()}>
        <div className="relative">
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <SearchBox id="booking-search" label={L.search} placeholder={L.search} value={search} onChange={setSearch} className={`${inputClass} pl-9`} />
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
        rows={bookings}
        noun="bookings"
        loadingLabel={L.loading}
        empty={<EmptyState icon="calendar" title={filtered ? L.noMatch : L.empty} />}
      >
        <div className={bookings.isPlaceholderData ? 'opacity-60 transition-opacity' : ''} aria-busy={bookings.isPlaceholderData}>
          <DataTable dense caption={L.caption} rows={bookings.items} rowKey={(b) => b._id} columns={columns} />
        </div>
      </ListStates>
      {actions.dialogs}
    </>
  );
}
