import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { firstNameOf, formatInstantIn, shortReference, type BookingStatus, type UiLanguage } from '@app/shared';
import type { EMAIL_MESSAGES } from '@app/shared/email-messages';

/** A booking as its calendar event shows it (decision 108); the bookings module's `CalendarTrip` fits. */
export interface TripForCalendar {
  id: string;
  status: BookingStatus;
  pickupAt: Date;
  returnAt: Date;
  pickupPoint: string;
  returnPoint: string;
  name: string;
  vehicle: string;
  numTourists: number;
  updatedAt: Date;
  sequence: number;
  /** The flight and its time (`UL504 23:40`, decision 106), or none. */
  flight?: string | null;
}

/** Whose calendar it is: the driver's event names the traveller, the traveller's names the company. */
export type Reader = 'driver' | 'tourist';

type Texts = (typeof EMAIL_MESSAGES)['tripLinks'];

/** The event's UID: the booking's id, so every version of a trip is one event in every calendar. */
export function eventUid(bookingId: string): string {
  return `booking-${bookingId}@lankaride`;
}

const STATUS: Record<BookingStatus, ICalEventStatus> = {
  pending: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  picked_up: ICalEventStatus.CONFIRMED,
  en_route: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
};

/**
 * An iCalendar document (RFC 5545) of trips: times as UTC instants (`...Z`), which every calendar
 * shows in its own zone, and in words in Sri Lanka time in the description (decision 108).
 * `method: 'publish'` for a file handed over once (a download, an e-mail attachment).
 */
export function tripsCalendar(
  trips: readonly TripForCalendar[],
  opts: { reader: Reader; lang: UiLanguage; texts: Texts; now: Date; method?: 'publish' },
): string {
  const { texts: t, lang } = opts;
  const calendar = ical({ name: t.calendarName, prodId: { company: 'LankaRide', product: 'Trips', language: 'EN' } });
  if (opts.method === 'publish') calendar.method(ICalCalendarMethod.PUBLISH);
  for (const trip of trips) {
    const reference = shortReference(trip.id);
    const when = (at: Date) => formatInstantIn(at.getTime(), lang, true);
    const lines = [
      t.eventPickup(when(trip.pickupAt), trip.pickupPoint),
      t.eventReturn(when(trip.returnAt), trip.returnPoint),
      t.eventTravellers(trip.numTourists),
      ...(trip.flight ? [t.eventFlight(trip.flight)] : []),
      t.eventTimes,
      ...(trip.status === 'cancelled' ? [t.eventCancelled] : []),
    ];
    calendar.createEvent({
      id: eventUid(trip.id),
      sequence: trip.sequence,
      stamp: opts.now,
      lastModified: trip.updatedAt,
      start: trip.pickupAt,
      end: trip.returnAt,
      summary: opts.reader === 'driver' ? t.driverEventTitle(firstNameOf(trip.name), trip.vehicle, reference) : t.touristEventTitle(trip.vehicle, reference),
      location: trip.pickupPoint,
      description: lines.join('\n'),
      status: STATUS[trip.status],
    });
  }
  return calendar.toString();
}
