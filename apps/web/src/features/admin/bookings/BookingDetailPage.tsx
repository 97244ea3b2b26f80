import { mailtoHref } from '../../../lib/mailto';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { MESSAGES, formatPrice, type Booking, shortReference } from '@app/shared';
import { Icon } from '../../../components/Icon';
import { Loading } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import { VehicleImage } from '../../../components/VehicleImage';
import { useAdminBooking } from '../api';
import { formatDdMmYy, formatInstant } from '../../../lib/format';
import { EmptyState, ListError, Panel, StaffPageHeader } from '../../../components/staff';
import { BookingHistory } from './BookingHistory';
import { LanguageChips } from './parts';
import { useBookingActions } from './useBookingActions';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3 py-2 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

const back = (
  <Link to="/admin/bookings" className="inline-flex items-center gap-1 text-sm font-semibold text-teal-800 hover:underline">
    <Icon name="arrowLeft" className="size-4" />
    All bookings
  </Link>
);

/** /admin/bookings/{id}: one booking in full, its actions and its status history. */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  const booking = useAdminBooking(id);
  if (booking.isPending) return <Loading label="Loading booking…" />;
  if (booking.error || !booking.data) {
    return (
      <>
        <StaffPageHeader title="Booking" actions={back} />
        {booking.error ? <ListError error={booking.error} /> : <EmptyState icon="calendar" title="Booking not found" />}
      </>
    );
  }
  return <BookingDetail booking={booking.data} />;
}

function BookingDetail({ booking }: { booking: Booking }) {
  const actions = useBookingActions();
  const buttons = actions.buttons(booking);
  return (
    <>
      <StaffPageHeader
        title={`Booking ${shortReference(booking._id)}`}
        description={
          <span className="font-mono text-xs break-all" title="Full reference">
            {booking._id}
          </span>
        }
        actions={back}
      />
      {actions.message}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <Panel>
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="flex items-center gap-4">
                <VehicleImage src={booking.vehicleId?.image} alt="" className="h-16 w-24 rounded-xl bg-gradient-to-br from-teal-50 to-amber-50 object-contain p-2" />
                <div>
                  <h2 className="text-lg font-bold text-slate-900">
                    {booking.vehicleBrand} {booking.vehicleModel}
                  </h2>
                  <p className="text-sm text-slate-600">{booking.vehicleId?.type}</p>
                </div>
              </div>
              <div className="flex flex-col items-end gap-3">
                <StatusBadge status={booking.bookingStatus} />
                {buttons}
              </div>
            </div>
            <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
              <Row label="Pickup">
                {formatDdMmYy(booking.pickupDate)} {booking.pickupTime} · {booking.pickupPoint}
              </Row>
              <Row label="Return">
                {formatDdMmYy(booking.returnDate)} {booking.returnTime} · {booking.returnPoint}
              </Row>
              <Row label="Tourists">{booking.numTourists}</Row>
              <Row label="Driver">
                {booking.driverOption === 'selfDrive'
                  ? 'Self-drive'
                  : booking.driverId
                    ? `${booking.driverId.username}${booking.driverId.phone ? ` · ${booking.driverId.phone}` : ''}`
                    : 'With a driver, not assigned yet'}
              </Row>
              {booking.driverOption === 'withDriver' && (
                <Row label="Preferred languages">
                  {booking.preferredLanguages.length ? <LanguageChips languages={booking.preferredLanguages} label="" /> : 'No preference'}
                </Row>
              )}
              <Row label="Special requests">{booking.specialRequests || <span className="font-normal text-slate-500">None</span>}</Row>
              <Row label="Total">{formatPrice(booking.totalPrice)}</Row>
              {booking.cancelReason && <Row label={MESSAGES.staffUi.cancelReasonRow}>{booking.cancelReason}</Row>}
              <Row label="Requested">{formatInstant(booking.createdAt)}</Row>
            </dl>
          </Panel>
          <Panel>
            <h2 className="text-base font-bold text-slate-900">Customer</h2>
            <dl className="mt-2 divide-y divide-slate-100">
              <Row label="Name">{booking.name}</Row>
              <Row label="Email">
                <a href={mailtoHref(booking.email)} className="text-teal-800 underline-offset-4 hover:underline">
                  {booking.email}
                </a>
              </Row>
              <Row label="Phone">
                <a href={`tel:${booking.phone.replace(/\s+/g, '')}`} className="text-teal-800 underline-offset-4 hover:underline">
                  {booking.phone}
                </a>
              </Row>
              <Row label="Account">
                {booking.userId?.username} ({booking.userId?.email})
              </Row>
            </dl>
          </Panel>
        </div>
        <Panel className="self-start">
          <h2 className="mb-4 text-base font-bold text-slate-900">Status history</h2>
          <BookingHistory bookingId={booking._id} />
        </Panel>
      </div>
      {actions.dialogs}
    </>
  );
}
