import { MESSAGES, STAFF_DISPLAY_NAME, bookingStatusLabel, formatPrice, type BookingEvent } from '@app/shared';
import { formatDayTime } from '../../lib/format';

const T = MESSAGES.tripsUi;

/**
 * One step of a booking's history as the tourist reads it: what happened, and who did it when it
 * was not the tourist's own doing. Staff only ever appear as the LankaRide team (the API already
 * hides their names from tourists; this never shows one either).
 */
export function describeTripEvent(event: BookingEvent, viewerId: string | undefined): string {
  switch (event.kind) {
    case 'driver':
      return event.driver
        ? event.previousDriver
          ? T.driverChangedFrom(event.driver.username, event.previousDriver.username)
          : T.driverChanged(event.driver.username)
        : bookingStatusLabel(event.toStatus);
    case 'schedule':
      return T.scheduleChanged;
    case 'correction':
      return T.corrected(bookingStatusLabel(event.toStatus));
    default:
      break;
  }
  if (event.fromStatus === null) return 'Booking request received';
  switch (event.toStatus) {
    case 'confirmed':
      return event.driver ? `Confirmed, your driver is ${event.driver.username}` : 'Confirmed';
    case 'picked_up':
      return 'Vehicle picked up';
    case 'en_route':
      return 'On the road';
    case 'completed':
      return 'Trip completed';
    case 'cancelled':
      if (event.actor && event.actor._id === viewerId) return 'Cancelled by you';
      if (!event.actor) return 'Cancelled';
      return `Cancelled by ${event.actor.role === 'admin' ? STAFF_DISPLAY_NAME : event.actor.username}`;
    default:
      return bookingStatusLabel(event.toStatus);
  }
}

/** The lines under a step: a schedule change's trip after and before, and the reason staff gave. */
export function tripEventDetails(event: BookingEvent): string[] {
  const lines: string[] = [];
  if (event.kind === 'schedule' && event.schedule) {
    const { before, after } = event.schedule;
    const trip = (s: typeof after) => [s.vehicle, formatDayTime(s.pickupDate, s.pickupTime), formatDayTime(s.returnDate, s.returnTime), formatPrice(s.totalPrice)] as const;
    lines.push(T.scheduleNow(...trip(after)), T.scheduleBefore(...trip(before)));
  }
  if (event.reason) lines.push(T.reason(event.reason));
  return lines;
}
