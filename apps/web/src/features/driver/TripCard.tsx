import type { ReactNode } from 'react';
import { formatColomboDateTime, shortReference, tripStepOpensAt, type Booking } from '@app/shared';
import { Alert } from '../../components/Alert';
import { Button, ButtonLink } from '../../components/Button';
import { FlightDetails } from '../../components/FlightDetails';
import { Icon, type IconName } from '../../components/Icon';
import { ItineraryDays } from '../../components/ItineraryDays';
import { StatusBadge } from '../../components/StatusBadge';
import { TripLinks } from '../../components/TripLinks';
import { PointMapLinks } from '../../components/PointMapLinks';
import { formatDay, formatDayTime } from '../../lib/format';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { mailtoHref } from '../../lib/mailto';
import { useNowUntil } from '../../lib/use-now';
import { driverActions, type DriverStep } from './trip-status';
import { tripNoticeId, type TripNotice } from './use-trip-moves';
import { TripMoney } from './TripMoney';
import { TransferSteps } from './TransferSteps';

/** A trip on which the driver records readings and cash: confirmed, under way or just completed. */
const MONEY_STATUSES = new Set<Booking['bookingStatus']>(['confirmed', 'picked_up', 'en_route', 'completed']);

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2 text-sm">
      <Icon name={icon} className="mt-0.5 size-4 shrink-0 text-teal-700" />
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{label}</p>
        <div className="text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** What a trip step did, on its card: focused after the step, so it is read out and stays in view. */
export function TripNoticeMessage({ notice, className = '' }: { notice: TripNotice; className?: string }) {
  return (
    <div id={tripNoticeId(notice.id)} tabIndex={-1} className={`rounded-lg outline-offset-2 focus:outline-2 focus:outline-teal-700 ${className}`} data-testid="trip-notice">
      <Alert tone={notice.tone}>{notice.text}</Alert>
    </div>
  );
}

/**
 * A trip assigned to the driver: customer, places and times, requests, and the next steps. The
 * steps sit apart (the next one first and filled, completing outlined with a check) so a tap on a
 * phone cannot hit the other one; completing asks first anyway.
 */
export function TripCard({
  booking,
  notice = null,
  busy = false,
  onMove,
}: {
  booking: Booking;
  notice?: TripNotice | null;
  busy?: boolean;
  onMove: (status: DriverStep) => void;
}) {
  const m = usePageMessages();
  const T = m.staffAreaUi.trip;
  const actions = driverActions(booking.bookingStatus);
  // A step opens by the clock (picked up 12 hours ahead, completed at pickup); the server holds to it too.
  const opening = actions.map(({ status }) => ({ status, at: tripStepOpensAt(status, booking.pickupDate, booking.pickupTime) }));
  const now = useNowUntil(opening.map(({ at }) => at));
  const tooEarly = new Map(
    opening.map(({ status, at }) => [status, at !== null && now < at ? m.api.tripStepTooEarly(T.stepNames[status], formatColomboDateTime(at)) : null]),
  );
  const waitingNote = actions.map((action) => tooEarly.get(action.status)).find(Boolean);
  const vehicle = `${booking.vehicleBrand} ${booking.vehicleModel}`;
  // The guided form (decision 112): the handover of a confirmed trip, the return of one under way.
  const formKind = booking.bookingStatus === 'confirmed' ? 'handover' : booking.bookingStatus === 'picked_up' || booking.bookingStatus === 'en_route' ? 'return' : null;

  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-label={T.label(vehicle, booking.name, formatDay(booking.pickupDate))} data-testid="trip-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-slate-900">{vehicle}</h3>
          <p className="text-xs text-slate-500">
            {m.tripsUi.reference}{' '}
            <span className="font-mono" title={booking._id}>
              {shortReference(booking._id)}
            </span>{' '}
            · {T.tourists(booking.numTourists)}
          </p>
        </div>
        <span className="shrink-0 whitespace-nowrap">
          <StatusBadge status={booking.bookingStatus} />
        </span>
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <Detail icon="user" label={T.customer}>
          <p>{booking.name}</p>
          <p>
            <a href={`tel:${booking.phone.replace(/\s+/g, '')}`} className="font-medium text-teal-800 underline-offset-4 hover:underline">
              {booking.phone}
            </a>
          </p>
          {MONEY_STATUSES.has(booking.bookingStatus) && (
            <div className="mt-2">
              <TripLinks bookingId={booking._id} calendar={false} />
            </div>
          )}
          {booking.email && (
            <p>
              <a href={mailtoHref(booking.email)} className="break-all text-teal-800 underline-offset-4 hover:underline">
                {booking.email}
              </a>
            </p>
          )}
        </Detail>
        <Detail icon="mapPin" label={T.pickup}>
          <p>{booking.pickupPoint}</p>
          <p>{formatDayTime(booking.pickupDate, booking.pickupTime)}</p>
          <PointMapLinks point={booking.pickupPoint} geo={booking.pickupGeo} which="pickup" className="mt-1" />
        </Detail>
        <Detail icon="mapPin" label={T.return}>
          <p>{booking.returnPoint}</p>
          <p>{formatDayTime(booking.returnDate, booking.returnTime)}</p>
          <PointMapLinks point={booking.returnPoint} geo={booking.returnGeo} which="return" className="mt-1" />
        </Detail>
      </div>

      <FlightDetails booking={booking} className="mt-4" />
      {booking.transfer && <TransferSteps booking={booking} />}

      {booking.specialRequests && (
        <div className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
          <p className="font-semibold">{m.fields.specialRequests}</p>
          <p className="whitespace-pre-wrap">{booking.specialRequests}</p>
        </div>
      )}

      {booking.itinerary && <ItineraryDays itinerary={booking.itinerary} pickupDate={booking.pickupDate} />}

      {MONEY_STATUSES.has(booking.bookingStatus) && <TripMoney booking={booking} />}

      {notice && <TripNoticeMessage notice={notice} className="mt-4" />}

      {actions.length > 0 && (
        <div className="mt-4 flex flex-col gap-4 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end sm:gap-6">
          {formKind && (
            <ButtonLink to={`/driver/trips/${encodeURIComponent(booking._id)}/${formKind}`} variant="accent" className="min-h-11" data-testid="handover-form-link">
              {formKind === 'handover' ? m.handoverUi.openHandover : m.handoverUi.openReturn}
            </ButtonLink>
          )}
          {actions.map((action, index) => (
            <Button
              key={action.status}
              variant={index === 0 ? 'primary' : 'secondary'}
              className="min-h-11"
              onClick={() => onMove(action.status)}
              disabled={busy || Boolean(tooEarly.get(action.status))}
              aria-describedby={tooEarly.get(action.status) ? `wait-${booking._id}` : undefined}
            >
              <Icon name={action.status === 'completed' ? 'check' : 'arrowRight'} className="size-4" />
              {T.actions[action.status]}
            </Button>
          ))}
        </div>
      )}
      {waitingNote && (
        <p id={`wait-${booking._id}`} className="mt-2 text-sm text-slate-600 sm:text-right">
          {waitingNote}
        </p>
      )}
    </article>
  );
}
