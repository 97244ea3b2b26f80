import { Link } from 'react-router';
import { DRIVER_ACTIVE_STATUSES, type Booking } from '@app/shared';
import { Alert } from '../../components/Alert';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { useAuth } from '../../lib/auth/auth-context';
import { errorText } from '../../lib/error-text';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { Panel } from '../../components/Panel';
import { StaffPageHeader } from '../../components/StaffPageHeader';
import { useDriverBookings } from './api';
import { TripCard, TripNoticeMessage } from './TripCard';
import { useTripMoves } from './use-trip-moves';
import { OfflineQueue } from './offline/OfflineQueue';
import { useTripWakeLock } from './offline/use-wake-lock';

/** The trips the dashboard counts as active (spec section 4): confirmed, picked up, en route. */
export function activeTrips(bookings: readonly Booking[]): Booking[] {
  return bookings.filter((b) => (DRIVER_ACTIVE_STATUSES as readonly string[]).includes(b.bookingStatus));
}

/**
 * /driver/dashboard: how many trips are active, the current (or next) one with its next step, and
 * the way to the schedule and profile.
 */
export function DriverDashboardPage() {
  const m = usePageMessages();
  const T = m.staffAreaUi.driverDashboard;
  const { user } = useAuth();
  const bookings = useDriverBookings();
  const trips = useTripMoves(bookings.data);
  useTripWakeLock(bookings.data);
  const active = activeTrips(bookings.data ?? []);
  const current = active.find((b) => b.bookingStatus !== 'confirmed');
  const next = current ?? active[0];
  // A completed trip leaves the dashboard: its message stays, above the trip that comes next.
  const looseNotice = trips.notice && trips.notice.id !== next?._id ? trips.notice : null;

  return (
    <>
      <StaffPageHeader title={T.title} description={user ? T.welcome(user.username) : undefined} />
      <OfflineQueue trips={bookings.data} />
      {bookings.error && <Alert className="mb-4">{m.admin.listError(errorText(bookings.error))}</Alert>}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[16rem_1fr]">
        <Panel className="flex flex-col">
          <p className="text-sm font-medium text-slate-600">{T.activeBookings}</p>
          <p className="mt-1 text-5xl font-bold tracking-tight text-teal-800" data-testid="active-count" aria-live="polite">
            {bookings.isPending ? '…' : active.length}
          </p>
          <p className="mt-1 text-xs text-slate-500">{T.activeHint}</p>
          <ButtonLink to="/driver/bookings" className="mt-4">
            <Icon name="calendar" className="size-4" />
            {m.staffAreaUi.driverNav.schedule}
          </ButtonLink>
        </Panel>
        <section aria-labelledby="trip-title" className="min-w-0">
          <h2 id="trip-title" className="mb-3 text-base font-bold text-slate-900">
            {current ? T.currentTrip : T.nextTrip}
          </h2>
          {looseNotice && <TripNoticeMessage notice={looseNotice} className="mb-3" />}
          {bookings.isPending ? (
            <p className="text-sm text-slate-600">{T.loading}</p>
          ) : next ? (
            <TripCard booking={next} notice={trips.notice?.id === next._id ? trips.notice : null} busy={trips.busy} onMove={(status) => trips.move(next, status)} />
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-6 text-sm text-slate-600">{T.noActive}</p>
          )}
        </section>
      </div>
      <nav aria-label={T.pagesLabel} className="mt-4 grid gap-3 sm:grid-cols-2">
        <Link to="/driver/bookings" className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-slate-800 shadow-sm hover:border-teal-500">
          <Icon name="calendar" className="size-5 text-teal-700" />
          {T.viewSchedule}
          <Icon name="arrowRight" className="ml-auto size-4 text-slate-400" />
        </Link>
        <Link to="/driver/profile" className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-slate-800 shadow-sm hover:border-teal-500">
          <Icon name="user" className="size-5 text-teal-700" />
          {T.viewProfile}
          <Icon name="arrowRight" className="ml-auto size-4 text-slate-400" />
        </Link>
      </nav>
      {trips.dialog}
    </>
  );
}
