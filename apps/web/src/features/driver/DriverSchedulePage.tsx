import { mailtoHref } from '../../lib/mailto';
import { useState, type ReactNode } from 'react';
import { MESSAGES, bookingStatusLabel, tripStepOpensAt, tripStepTooEarly, type Booking, shortReference } from '@app/shared';
import { useNowUntil } from '../../lib/use-now';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon, type IconName } from '../../components/Icon';
import { Loading } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDay } from '../../lib/format';
import { errorText } from '../../lib/staff-format';
import { EmptyState, StaffPageHeader } from '../../components/staff';
import { useDriverBookings, useUpdateTripStatus } from './api';
import { driverActions } from './trip-status';

const FINISHED = ['completed', 'cancelled'];

/** Trips still to drive first, then the finished ones (most recent first). */
export function splitTrips(bookings: readonly Booking[]): { upcoming: Booking[]; past: Booking[] } {
  const upcoming = bookings.filter((b) => !FINISHED.includes(b.bookingStatus));
  const past = bookings.filter((b) => FINISHED.includes(b.bookingStatus)).reverse();
  return { upcoming, past };
}

/** /driver/bookings, My Schedule: the trips assigned to the driver, with the next step of each. */
export function DriverSchedulePage() {
  const bookings = useDriverBookings({ past: true });
  const { upcoming, past } = splitTrips(bookings.data ?? []);
  return (
    <>
      <StaffPageHeader title="My Schedule" description="Trips assigned to you. Update each trip as it happens, so the office and the customer know." />
      {bookings.isPending ? (
        <Loading label="Loading your trips…" />
      ) : bookings.error ? (
        <Alert>{MESSAGES.admin.listError(errorText(bookings.error))}</Alert>
      ) : bookings.data.length === 0 ? (
        <EmptyState icon="calendar" title="No trips assigned yet.">
          When the office confirms a booking with you as the driver, it appears here.
        </EmptyState>
      ) : (
        <div className="space-y-8">
          <section aria-labelledby="upcoming-title">
            <h2 id="upcoming-title" className="mb-3 text-lg font-bold text-slate-900">
              Upcoming and in progress <span className="text-sm font-medium text-slate-500">({upcoming.length})</span>
            </h2>
            {upcoming.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">No trips to drive right now.</p>
            ) : (
              <ul className="space-y-4">
                {upcoming.map((booking) => (
                  <li key={booking._id}>
                    <TripCard booking={booking} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {past.length > 0 && (
            <section aria-labelledby="past-title">
              <h2 id="past-title" className="mb-3 text-lg font-bold text-slate-900">
                Past trips <span className="text-sm font-medium text-slate-500">({past.length})</span>
              </h2>
              <ul className="space-y-4">
                {past.map((booking) => (
                  <li key={booking._id}>
                    <TripCard booking={booking} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </>
  );
}

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

export function TripCard({ booking }: { booking: Booking }) {
  const update = useUpdateTripStatus();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const actions = driverActions(booking.bookingStatus);
  // A step opens by the clock (picked up 12 hours ahead, completed at pickup); the server holds to it too.
  const now = useNowUntil(actions.map((action) => tripStepOpensAt(action.status, booking.pickupDate, booking.pickupTime)));
  const tooEarly = new Map(actions.map((action) => [action.status, tripStepTooEarly(action.status, booking, now)]));
  const waitingNote = actions.map((action) => tooEarly.get(action.status)).find(Boolean);
  const vehicle = `${booking.vehicleBrand} ${booking.vehicleModel}`;

  const move = (status: (typeof actions)[number]['status']) => {
    setOutcome(null);
    update.mutate(
      { id: booking._id, status },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: `Trip marked as ${bookingStatusLabel(status)}.` }),
        onError: (error) => setOutcome({ tone: 'error', text: MESSAGES.driver.updateFailed(errorText(error)) }),
      },
    );
  };

  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-label={`${vehicle}, ${booking.name}, ${formatDay(booking.pickupDate)}`} data-testid="trip-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-slate-900">{vehicle}</h3>
          <p className="text-xs text-slate-500">
            Reference{' '}
            <span className="font-mono" title={booking._id}>
              {shortReference(booking._id)}
            </span>{' '}
            · {booking.numTourists} {booking.numTourists === 1 ? 'tourist' : 'tourists'}
          </p>
        </div>
        <span className="shrink-0 whitespace-nowrap">
          <StatusBadge status={booking.bookingStatus} />
        </span>
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <Detail icon="user" label="Customer">
          <p>{booking.name}</p>
          <p>
            <a href={`tel:${booking.phone.replace(/\s+/g, '')}`} className="font-medium text-teal-800 underline-offset-4 hover:underline">
              {booking.phone}
            </a>
          </p>
          <p>
            <a href={mailtoHref(booking.email)} className="break-all text-teal-800 underline-offset-4 hover:underline">
              {booking.email}
            </a>
          </p>
        </Detail>
        <Detail icon="mapPin" label="Pickup">
          <p>{booking.pickupPoint}</p>
          <p>
            {formatDay(booking.pickupDate)}, {booking.pickupTime}
          </p>
        </Detail>
        <Detail icon="mapPin" label="Return">
          <p>{booking.returnPoint}</p>
          <p>
            {formatDay(booking.returnDate)}, {booking.returnTime}
          </p>
        </Detail>
      </div>

      {booking.specialRequests && (
        <div className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
          <p className="font-semibold">Special requests</p>
          <p className="whitespace-pre-wrap">{booking.specialRequests}</p>
        </div>
      )}

      {outcome && (
        <Alert tone={outcome.tone} className="mt-4">
          {outcome.text}
        </Alert>
      )}

      {actions.length > 0 && (
        <div className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          {actions.map((action, index) => (
            <Button
              key={action.status}
              variant={index === 0 ? 'primary' : 'secondary'}
              onClick={() => move(action.status)}
              disabled={update.isPending || Boolean(tooEarly.get(action.status))}
              aria-describedby={tooEarly.get(action.status) ? `wait-${booking._id}` : undefined}
            >
              {action.label}
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
