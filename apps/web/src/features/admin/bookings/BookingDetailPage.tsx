import { mailtoHref } from '../../../lib/mailto';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { type Booking, shortReference } from '@app/shared';
import { FlightDetails } from '../../../components/FlightDetails';
import { Loading } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import { VehicleImage } from '../../../components/VehicleImage';
import { useAdminBooking } from '../api';
import { formatDdMmYy, formatInstant, formatPrice } from '../../../lib/format';
import { EmptyState, ListError } from '../../../components/ListStates';
import { Panel } from '../../../components/Panel';
import { BackLink, StaffPageHeader } from '../../../components/StaffPageHeader';
import { PointMapLinks } from '../../../components/PointMapLinks';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { BookingHistory } from './BookingHistory';
import { DateChangeRequestPanel } from './DateChangeRequestPanel';
import { DocumentsReviewPanel } from './DocumentsReviewPanel';
import { HandoverPanel } from './HandoverPanel';
import { OdometerPanel } from './OdometerPanel';
import { TransferPanel } from './TransferPanel';
import { PaymentsPanel } from './PaymentsPanel';
import { LanguageChips, NoEmailNotice } from './parts';
import { useBookingActions } from './use-booking-actions';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3 py-2 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function BookingsBackLink() {
  const m = usePageMessages();
  return <BackLink to="/admin/bookings">{m.staffUi.allBookings}</BackLink>;
}

/** /admin/bookings/{id}: one booking in full, its actions and its status history. */
export function BookingDetailPage() {
  const m = usePageMessages();
  const { id = '' } = useParams();
  const booking = useAdminBooking(id);
  if (booking.isPending) return <Loading label={m.staffBookingsUi.detail.loading} />;
  if (booking.error || !booking.data) {
    return (
      <>
        <StaffPageHeader title={m.staffBookingsUi.detail.titleUnknown} actions={<BookingsBackLink />} />
        {booking.error ? <ListError error={booking.error} /> : <EmptyState icon="calendar" title={m.api.bookingNotFound} />}
      </>
    );
  }
  return <BookingDetail booking={booking.data} />;
}

function BookingDetail({ booking }: { booking: Booking }) {
  const m = usePageMessages();
  const D = m.staffBookingsUi.detail;
  const actions = useBookingActions();
  const buttons = actions.buttons(booking);
  return (
    <>
      <StaffPageHeader
        title={D.title(shortReference(booking._id))}
        description={
          <span className="font-mono text-xs break-all" title={D.fullReference}>
            {booking._id}
          </span>
        }
        actions={<BookingsBackLink />}
      />
      {actions.message}
      {/* minmax(0, 1fr): a wide payments table scrolls within its panel, never the page (issue 26). */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <DateChangeRequestPanel booking={booking} />
          <Panel>
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="flex items-center gap-4">
                <VehicleImage src={booking.vehicleId?.image} alt="" className="h-16 w-24 rounded-xl bg-gradient-to-br from-teal-50 to-amber-50 object-contain p-2" />
                <div>
                  <h2 className="text-lg font-bold text-slate-900">
                    {booking.vehicleBrand} {booking.vehicleModel}
                  </h2>
                  <p className="text-sm text-slate-600">{booking.vehicleId?.type && m.vehicleTypes[booking.vehicleId.type]}</p>
                </div>
              </div>
              <div className="flex flex-col items-end gap-3">
                <StatusBadge status={booking.bookingStatus} />
                {buttons}
              </div>
            </div>
            <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
              <Row label={m.bookingFlow.pickup}>
                {formatDdMmYy(booking.pickupDate)} {booking.pickupTime} · {booking.pickupPoint}
                <PointMapLinks point={booking.pickupPoint} geo={booking.pickupGeo} which="pickup" className="mt-1" />
              </Row>
              <Row label={m.bookingFlow.return}>
                {formatDdMmYy(booking.returnDate)} {booking.returnTime} · {booking.returnPoint}
                <PointMapLinks point={booking.returnPoint} geo={booking.returnGeo} which="return" className="mt-1" />
              </Row>
              <Row label={D.tourists}>{booking.numTourists}</Row>
              <Row label={m.bookingFlow.driver}>
                {booking.driverOption === 'selfDrive'
                  ? m.staffBookingsUi.shared.selfDrive
                  : booking.driverId
                    ? `${booking.driverId.username}${booking.driverId.phone ? ` · ${booking.driverId.phone}` : ''}`
                    : D.driverNotAssigned}
              </Row>
              {booking.driverOption === 'withDriver' && (
                <Row label={D.preferredLanguages}>
                  {booking.preferredLanguages.length ? <LanguageChips languages={booking.preferredLanguages} label="" /> : m.staffBookingsUi.shared.noPreference}
                </Row>
              )}
              {booking.flightNumber && (
                <Row label={m.fields.flightNumber}>
                  <FlightDetails booking={booking} />
                </Row>
              )}
              <Row label={m.fields.specialRequests}>{booking.specialRequests || <span className="font-normal text-slate-500">{D.none}</span>}</Row>
              <Row label={D.total}>{formatPrice(booking.totalPrice)}</Row>
              {booking.cancelReason && <Row label={m.staffUi.cancelReasonRow}>{booking.cancelReason}</Row>}
              {booking.expiredAt && <Row label={m.staffUi.cancelReasonRow}>{m.accountUi.tripHistory.expired}</Row>}
              {booking.bookingStatus === 'pending' && booking.depositDeadline && <Row label={D.depositDeadline}>{formatInstant(booking.depositDeadline)}</Row>}
              <Row label={D.requested}>{formatInstant(booking.createdAt)}</Row>
            </dl>
          </Panel>
          {booking.driverOption === 'selfDrive' && <DocumentsReviewPanel booking={booking} />}
          <TransferPanel booking={booking} />
          <HandoverPanel booking={booking} />
          <PaymentsPanel booking={booking} />
          <OdometerPanel key={`${booking._id}-${booking.odometer?.pickupKm}-${booking.odometer?.returnKm}`} booking={booking} />
          <Panel>
            <h2 className="text-base font-bold text-slate-900">{m.staffUi.customer}</h2>
            <dl className="mt-2 divide-y divide-slate-100">
              <Row label={m.fields.name}>{booking.name}</Row>
              {booking.email && (
                <Row label={m.fields.email}>
                  <a href={mailtoHref(booking.email)} className="text-teal-800 underline-offset-4 hover:underline">
                    {booking.email}
                  </a>
                </Row>
              )}
              <Row label={m.fields.phone}>
                <a href={`tel:${booking.phone.replace(/\s+/g, '')}`} className="text-teal-800 underline-offset-4 hover:underline">
                  {booking.phone}
                </a>
              </Row>
              <Row label={D.account}>
                {booking.userId?.username}
                {booking.userId?.email ? ` (${booking.userId.email})` : ''}
              </Row>
            </dl>
            {booking.userId && booking.userId.email === null && <NoEmailNotice phone={booking.userId.phone || booking.phone} />}
          </Panel>
        </div>
        <Panel className="min-w-0 self-start">
          <h2 className="mb-4 text-base font-bold text-slate-900">{D.historyTitle}</h2>
          <BookingHistory bookingId={booking._id} />
        </Panel>
      </div>
      {actions.dialogs}
    </>
  );
}
