import { bookingStatusLabel, type BookingEvent } from '@app/shared';

/**
 * One step of a booking's history as the tourist reads it: what happened, and who did it when it
 * was not the tourist's own doing (the API shows staff as the company).
 */
export function describeTripEvent(event: BookingEvent, viewerId: string | undefined): string {
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
      return event.actor ? `Cancelled by ${event.actor.username}` : 'Cancelled';
    default:
      return bookingStatusLabel(event.toStatus);
  }
}
