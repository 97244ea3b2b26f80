import type { Booking } from '@app/shared';
import { usePageMessages } from '../lib/i18n/page-messages';
import { Icon } from './Icon';

/**
 * The flight of a booking as everyone who meets it reads it (issue 32): the flight and its time,
 * where the driver waits and the name on his sign (the booker's unless another was given). The
 * driver's trip card, My Bookings, the confirmation page and the office show this one block.
 */
export function FlightDetails({ booking, className = '' }: { booking: Pick<Booking, 'flightNumber' | 'flightTime' | 'signName' | 'name'>; className?: string }) {
  const T = usePageMessages().flightsUi;
  if (!booking.flightNumber) return null;
  return (
    <div className={`flex items-start gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200 ring-inset ${className}`} data-testid="flight-details">
      <Icon name="plane" className="mt-0.5 size-4 shrink-0 text-sky-700" />
      <div className="grid min-w-0 gap-1 wrap-anywhere">
        <p className="font-semibold">{booking.flightTime ? T.flightAt(booking.flightNumber, booking.flightTime) : T.flight(booking.flightNumber)}</p>
        <dl className="grid gap-1">
          <div className="flex flex-wrap gap-x-1">
            <dt>{T.meetingPointLabel}:</dt>
            <dd>{T.meetingPoint}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt>{T.signLabel}:</dt>
            <dd className="font-medium">{booking.signName ?? booking.name}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
