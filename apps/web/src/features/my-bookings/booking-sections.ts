import { localDateTimeToEpochMs, type Booking } from '@app/shared';

const IN_PROGRESS: readonly string[] = ['picked_up', 'en_route'];
const FINISHED: readonly string[] = ['completed', 'cancelled'];

export interface BookingSections {
  /** Under way: picked up or en route, or its pickup time has come and it is not finished. */
  current: Booking[];
  /** Still to come, soonest pickup first. */
  upcoming: Booking[];
  /** Completed and cancelled, most recent pickup first. */
  past: Booking[];
}

export const pickupMoment = (b: Pick<Booking, 'pickupDate' | 'pickupTime'>): number => localDateTimeToEpochMs(b.pickupDate, b.pickupTime) ?? 0;

/** My Bookings' order: the trip under way at the top, then what is to come by pickup, then the rest. */
export function bookingSections(bookings: readonly Booking[], now: number): BookingSections {
  const byPickup = [...bookings].sort((a, b) => pickupMoment(a) - pickupMoment(b) || a._id.localeCompare(b._id));
  const sections: BookingSections = { current: [], upcoming: [], past: [] };
  for (const booking of byPickup) {
    if (FINISHED.includes(booking.bookingStatus)) sections.past.push(booking);
    else if (IN_PROGRESS.includes(booking.bookingStatus) || pickupMoment(booking) <= now) sections.current.push(booking);
    else sections.upcoming.push(booking);
  }
  sections.past.reverse();
  return sections;
}
