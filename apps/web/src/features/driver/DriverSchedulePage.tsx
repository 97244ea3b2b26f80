import type { Booking } from '@app/shared';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Spinner';
import { errorText } from '../../lib/error-text';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { EmptyState } from '../../components/ListStates';
import { StaffPageHeader } from '../../components/StaffPageHeader';
import { useDriverBookings } from './api';
import { TripCard } from './TripCard';
import { useTripMoves } from './use-trip-moves';
import { OfflineQueue } from './offline/OfflineQueue';
import { useTripWakeLock } from './offline/use-wake-lock';

const FINISHED = ['completed', 'cancelled'];

/** Trips still to drive first, then the finished ones (most recent first). */
export function splitTrips(bookings: readonly Booking[]): { upcoming: Booking[]; past: Booking[] } {
  const upcoming = bookings.filter((b) => !FINISHED.includes(b.bookingStatus));
  const past = bookings.filter((b) => FINISHED.includes(b.bookingStatus)).reverse();
  return { upcoming, past };
}

/** /driver/bookings, My Schedule: the trips assigned to the driver, with the next step of each. */
export function DriverSchedulePage() {
  const m = usePageMessages();
  const T = m.staffAreaUi.schedule;
  const bookings = useDriverBookings({ past: true });
  const { upcoming, past } = splitTrips(bookings.data ?? []);
  const trips = useTripMoves(bookings.data, { completedText: m.tripsUi.completedToPast });
  useTripWakeLock(bookings.data);
  const card = (booking: Booking) => (
    <li key={booking._id}>
      <TripCard booking={booking} notice={trips.notice?.id === booking._id ? trips.notice : null} busy={trips.busy} onMove={(status) => trips.move(booking, status)} />
    </li>
  );
  return (
    <>
      <StaffPageHeader title={m.staffAreaUi.driverNav.schedule} description={T.description} />
      <OfflineQueue trips={bookings.data} />
      {bookings.isPending ? (
        <Loading label={T.loading} />
      ) : bookings.error ? (
        <Alert>{m.admin.listError(errorText(bookings.error))}</Alert>
      ) : bookings.data.length === 0 ? (
        <EmptyState icon="calendar" title={T.empty}>
          {T.emptyHint}
        </EmptyState>
      ) : (
        <div className="space-y-8">
          <section aria-labelledby="upcoming-title">
            <h2 id="upcoming-title" className="mb-3 text-lg font-bold text-slate-900">
              {T.upcoming} <span className="text-sm font-medium text-slate-500">({upcoming.length})</span>
            </h2>
            {upcoming.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">{T.noUpcoming}</p>
            ) : (
              <ul className="space-y-4">{upcoming.map(card)}</ul>
            )}
          </section>
          {past.length > 0 && (
            <section aria-labelledby="past-title">
              <h2 id="past-title" className="mb-3 text-lg font-bold text-slate-900">
                {T.past} <span className="text-sm font-medium text-slate-500">({past.length})</span>
              </h2>
              <ul className="space-y-4">{past.map(card)}</ul>
            </section>
          )}
        </div>
      )}
      {trips.dialog}
    </>
  );
}
