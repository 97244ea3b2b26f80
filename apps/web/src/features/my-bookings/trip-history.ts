import { bookingStatusLabel, type BookingEvent } from '@app/shared';
import { formatDayTime, formatPrice } from '../../lib/format';
import { describePayment } from '../../lib/payment-event';
import { ENGLISH_PAGE_MESSAGES, type PageMessages } from '../../lib/i18n/page-messages';

/**
 * One step of a booking's history as the tourist reads it: what happened, and who did it when it
 * was not the tourist's own doing. Staff only ever appear as the LankaRide team (the API already
 * hides their names from tourists; this never shows one either).
 */
export function describeTripEvent(event: BookingEvent, viewerId: string | undefined, m: PageMessages = ENGLISH_PAGE_MESSAGES): string {
  const T = m.tripsUi;
  const H = m.accountUi.tripHistory;
  switch (event.kind) {
    case 'driver':
      return event.driver
        ? event.previousDriver
          ? T.driverChangedFrom(event.driver.username, event.previousDriver.username)
          : T.driverChanged(event.driver.username)
        : bookingStatusLabel(event.toStatus, m.statusLabels);
    case 'schedule':
      return T.scheduleChanged;
    case 'correction':
      return T.corrected(bookingStatusLabel(event.toStatus, m.statusLabels));
    case 'odometer':
      return T.odometerCorrected;
    case 'expiry':
      return H.expired;
    case 'payment':
      return event.payment ? describePayment(event.payment, m) : '';
    default:
      break;
  }
  if (event.fromStatus === null) return H.requested;
  switch (event.toStatus) {
    case 'confirmed':
      return event.driver ? H.confirmedWithDriver(event.driver.username) : H.confirmed;
    case 'picked_up':
      return H.pickedUp;
    case 'en_route':
      return H.enRoute;
    case 'completed':
      return H.completed;
    case 'cancelled':
      if (event.actor && event.actor._id === viewerId) return H.cancelledByYou;
      if (!event.actor) return H.cancelled;
      return event.actor.role === 'admin' ? H.cancelledByTeam : H.cancelledBy(event.actor.username);
    default:
      return bookingStatusLabel(event.toStatus, m.statusLabels);
  }
}

/** The lines under a step: a schedule change's trip after and before, and the reason staff gave. */
export function tripEventDetails(event: BookingEvent, m: PageMessages = ENGLISH_PAGE_MESSAGES): string[] {
  const T = m.tripsUi;
  const lines: string[] = [];
  if (event.kind === 'schedule' && event.schedule) {
    const { before, after } = event.schedule;
    const trip = (s: typeof after) => [s.vehicle, formatDayTime(s.pickupDate, s.pickupTime), formatDayTime(s.returnDate, s.returnTime), formatPrice(s.totalPrice)] as const;
    lines.push(T.scheduleNow(...trip(after)), T.scheduleBefore(...trip(before)));
  }
  if (event.kind === 'odometer' && event.odometer) {
    const { pickupKm, returnKm } = event.odometer.after;
    lines.push(T.odometerNow(pickupKm ?? '—', returnKm ?? '—'));
  }
  if (event.reason) lines.push(T.reason(event.reason));
  return lines;
}

