import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES, formatPrice, ownerCanCancel, type Booking } from '@app/shared';
import { Container, PageHeader } from '../../components/Container';
import { Alert } from '../../components/Alert';
import { Button, ButtonLink } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Icon } from '../../components/Icon';
import { Loading } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { isApiError } from '../../lib/api';
import { formatDay } from '../../lib/format';
import { VehicleImage } from '../../components/VehicleImage';
import { useCancelMyBooking, useMyBookings } from './api';
import { DriverCard } from './DriverCard';
import { TripHistory } from './TripHistory';

/** Spec section 8: 401 asks to log in again; other failures say what the server said. */
export function myBookingsErrorMessage(error: Error): string {
  if (isApiError(error)) {
    if (error.status === 401) return MESSAGES.myBookings.unauthorized;
    return error.serverMessage ?? MESSAGES.myBookings.failed(error.statusText);
  }
  return MESSAGES.myBookings.failed(error.message);
}

/** /manage-bookings: the signed-in user's own bookings, newest first. */
export function MyBookingsPage() {
  const { data, error, isPending } = useMyBookings();
  const cancel = useCancelMyBooking();
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel._id, {
      onSuccess: () => setNotice({ tone: 'success', text: MESSAGES.myBookingsExtra.cancelled }),
      onError: (failure) =>
        setNotice({ tone: 'error', text: MESSAGES.myBookingsExtra.cancelFailed(isApiError(failure) ? (failure.serverMessage ?? failure.statusText) : failure.message) }),
      onSettled: () => setToCancel(null),
    });
  };

  return (
    <>
      <title>My Bookings · LankaRide</title>
      <PageHeader eyebrow="Your trips" title="My Bookings">
        <p>Every booking request you have made, with its latest status.</p>
      </PageHeader>
      <Container className="max-w-5xl py-8 sm:py-10">
        {notice && (
          <Alert tone={notice.tone} className="mb-6">
            {notice.text}
          </Alert>
        )}
        {isPending ? (
          <Loading label="Loading your bookings…" />
        ) : error ? (
          <Alert>
            <p>{myBookingsErrorMessage(error)}</p>
            {isApiError(error) && error.status === 401 && (
              <Link to="/login" className="mt-1 inline-block font-semibold underline">
                Login Again
              </Link>
            )}
          </Alert>
        ) : data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
            <Icon name="calendar" className="mx-auto size-10 text-slate-400" />
            <p className="mt-4 text-lg font-semibold text-slate-900">You have no bookings yet.</p>
            <p className="mt-1 text-slate-600">Find a vehicle for your trip and it will show up here.</p>
            <ButtonLink to="/available-vehicles" className="mt-6">
              Browse available vehicles
            </ButtonLink>
          </div>
        ) : (
          <ul className="space-y-4" aria-label="Bookings">
            {data.map((booking) => (
              <li key={booking._id}>
                <BookingCard booking={booking} onCancel={() => setToCancel(booking)} />
              </li>
            ))}
          </ul>
        )}
      </Container>
      <ConfirmDialog
        open={toCancel !== null}
        title="Cancel this booking?"
        confirmLabel={cancel.isPending ? 'Cancelling…' : 'Cancel booking'}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
      >
        {MESSAGES.myBookingsExtra.confirmCancel}
      </ConfirmDialog>
    </>
  );
}

function BookingCard({ booking, onCancel }: { booking: Booking; onCancel: () => void }) {
  const name = `${booking.vehicleBrand} ${booking.vehicleModel}`;
  const detail = 'flex items-start gap-2 text-sm text-slate-700';
  return (
    <article
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-6 sm:p-6"
      aria-label={`${name}, ${formatDay(booking.pickupDate)}`}
    >
      <div className="self-start overflow-hidden rounded-xl bg-slate-100 sm:row-span-3">
        <VehicleImage src={booking.vehicleId?.image} alt="" className="aspect-[16/10] w-full object-cover" />
      </div>
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-slate-900">{name}</h2>
          <p className="text-xs text-slate-500">
            Reference <span className="font-mono break-all">{booking._id}</span>
          </p>
        </div>
        <StatusBadge status={booking.bookingStatus} />
      </div>
      <div className="col-span-2 grid gap-2 sm:col-span-1 sm:grid-cols-2">
        <p className={detail}>
          <Icon name="calendar" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          <span>
            <span className="block font-medium text-slate-900">Pickup</span>
            {formatDay(booking.pickupDate)}, {booking.pickupTime} · {booking.pickupPoint}
          </span>
        </p>
        <p className={detail}>
          <Icon name="calendar" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          <span>
            <span className="block font-medium text-slate-900">Return</span>
            {formatDay(booking.returnDate)}, {booking.returnTime} · {booking.returnPoint}
          </span>
        </p>
        <p className={detail}>
          <Icon name="users" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          {booking.numTourists} {booking.numTourists === 1 ? 'tourist' : 'tourists'}
        </p>
        <p className={detail}>
          <Icon name="steering" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          {booking.driverOption === 'withDriver' ? `With a driver${booking.driverId ? `: ${booking.driverId.username}` : ''}` : 'Self drive'}
        </p>
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4 sm:col-span-1">
        <p className="text-sm text-slate-600">
          Total <span className="text-lg font-bold text-teal-800">{formatPrice(booking.totalPrice)}</span>
        </p>
        {ownerCanCancel(booking) && (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel booking
          </Button>
        )}
      </div>
      <div className="col-span-2 space-y-4 border-t border-slate-100 pt-4">
        {booking.driverId && booking.bookingStatus !== 'cancelled' && <DriverCard driver={booking.driverId} />}
        <TripHistory bookingId={booking._id} bookerId={booking.userId?._id} />
      </div>
    </article>
  );
}
