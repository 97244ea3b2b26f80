import { useQuery } from '@tanstack/react-query';
import { DAY_END_TIME, DAY_START_TIME, localDateTimeToEpochMs, type AvailabilityEvent } from '@app/shared';
import { api } from './api';
import { formatMoment } from './format';
import type { Messages } from './i18n/catalogs';
import { vehicleKeys } from './vehicles';

/** A trip's pickup and return as instants (epoch ms), as the server stores them. */
export interface TripWindow {
  start: number;
  end: number;
}

export interface TripTimes {
  pickupDate?: string | null;
  pickupTime?: string | null;
  returnDate?: string | null;
  returnTime?: string | null;
}

/**
 * The instants of a trip: Sri Lanka wall-clock dates and times to whole minutes, exactly as the
 * server turns them into pickup_at and return_at. Null while a part is missing or invalid, or
 * when return is not after pickup. `wholeDays` lets missing times default to the day's first
 * and last minute (a search by dates), instead of making the window incomplete.
 */
export function tripWindow(trip: TripTimes, { wholeDays = false }: { wholeDays?: boolean } = {}): TripWindow | null {
  const pickupTime = trip.pickupTime || (wholeDays ? DAY_START_TIME : '');
  const returnTime = trip.returnTime || (wholeDays ? DAY_END_TIME : '');
  const start = localDateTimeToEpochMs(trip.pickupDate ?? '', pickupTime);
  const end = localDateTimeToEpochMs(trip.returnDate ?? '', returnTime);
  if (start === null || end === null || end <= start) return null;
  return { start, end };
}

/**
 * The booked periods a trip overlaps. The server's rule: the vehicle's exclusion constraint on
 * tstzrange(pickup_at, return_at, '[)'), so any overlap clashes and back-to-back does not.
 */
export function clashingPeriods(periods: readonly AvailabilityEvent[], window: TripWindow): AvailabilityEvent[] {
  return periods.filter((period) => Date.parse(period.start) < window.end && window.start < Date.parse(period.end));
}

/** Booked periods named in a clash message; more are counted. */
const CLASHES_NAMED = 2;

/**
 * The sentence for a trip that overlaps booked periods, in Sri Lanka time, in the language shown:
 * `locale` (an `Intl` locale) joins the named periods with that language's "and".
 */
export function clashMessage(m: Messages, clashes: readonly AvailabilityEvent[], locale: string): string {
  const named = clashes.slice(0, CLASHES_NAMED).map((period) => m.bookingFlow.bookedPeriod(formatMoment(period.start), formatMoment(period.end)));
  const periods = new Intl.ListFormat(locale, { type: 'conjunction' }).format(named);
  return m.bookingFlow.bookedDuringYourDates(periods, clashes.length - named.length);
}

/** GET /api/vehicles/:id/availability (public): the periods the vehicle is booked. */
export function useBookedPeriods(vehicleId: string | undefined) {
  return useQuery({
    queryKey: vehicleKeys.availability(vehicleId ?? ''),
    queryFn: ({ signal }) => api<AvailabilityEvent[]>(`/api/vehicles/${encodeURIComponent(vehicleId ?? '')}/availability`, { signal }),
    enabled: Boolean(vehicleId),
  });
}
