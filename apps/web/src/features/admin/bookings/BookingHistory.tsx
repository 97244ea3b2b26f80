import { MESSAGES, bookingStatusLabel, formatPrice, type BookingEvent } from '@app/shared';
import { Loading } from '../../../components/Spinner';
import { useBookingHistory } from '../api';
import { formatDdMmYy, formatInstant } from '../../../lib/format';
import { ListError } from '../../../components/staff';

const T = MESSAGES.staffUi;

const DOT: Record<string, string> = {
  pending: 'bg-amber-500',
  confirmed: 'bg-teal-600',
  picked_up: 'bg-sky-600',
  en_route: 'bg-indigo-600',
  completed: 'bg-emerald-600',
  cancelled: 'bg-slate-500',
};

/** Staff changes that are not a status moving on get a ring in the colour of where they left the booking. */
const KIND_RING: Record<BookingEvent['kind'], string> = {
  status: 'ring-white',
  driver: 'ring-teal-100',
  schedule: 'ring-amber-100',
  correction: 'ring-red-100',
};

function who(event: BookingEvent): string {
  return event.actor ? T.historyBy(event.actor.username, event.actor.role) : T.historyBySystem;
}

/** One line of the audit trail, in words: what happened, who did it and which driver it concerned. */
export function describeEvent(event: BookingEvent): string {
  switch (event.kind) {
    case 'driver': {
      const to = event.driver?.username ?? '—';
      const what = event.previousDriver ? T.historyDriverChanged(event.previousDriver.username, to) : T.historyDriverSet(to);
      return `${what} ${who(event)}`;
    }
    case 'schedule':
      return `${T.historyScheduleChanged} ${who(event)}`;
    case 'correction':
      return `${T.historyCorrected(bookingStatusLabel(event.fromStatus), bookingStatusLabel(event.toStatus))} ${who(event)}`;
    default: {
      const what =
        event.fromStatus === null ? `Booking received (${bookingStatusLabel(event.toStatus)})` : `${bookingStatusLabel(event.fromStatus)} → ${bookingStatusLabel(event.toStatus)}`;
      const by = event.actor ? ` by ${event.actor.username} (${event.actor.role})` : ' by the system';
      const driver = event.driver ? `, driver ${event.driver.username}` : '';
      return `${what}${by}${driver}`;
    }
  }
}

/** What a change changed, one line each (old -> new), and why, when staff said. */
export function eventDetails(event: BookingEvent): string[] {
  const lines: string[] = [];
  const schedule = event.kind === 'schedule' ? event.schedule : null;
  if (schedule) {
    const { before, after } = schedule;
    const moment = (date: string, time: string) => `${formatDdMmYy(date)} ${time}`;
    const pairs: [string, string, string][] = [
      [T.historyPickup, moment(before.pickupDate, before.pickupTime), moment(after.pickupDate, after.pickupTime)],
      [T.historyReturn, moment(before.returnDate, before.returnTime), moment(after.returnDate, after.returnTime)],
      [T.historyVehicle, before.vehicle, after.vehicle],
      [T.historyTotal, formatPrice(before.totalPrice), formatPrice(after.totalPrice)],
    ];
    for (const [what, old, now] of pairs) if (old !== now) lines.push(T.historyChange(what, old, now));
  }
  if (event.reason) lines.push(T.historyReason(event.reason));
  return lines;
}

/** The booking's history, oldest first, for the admin. */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const history = useBookingHistory(bookingId);
  if (history.isPending) return <Loading label="Loading history…" className="py-6" />;
  if (history.error) return <ListError error={history.error} />;
  if (history.data.length === 0) return <p className="text-sm text-slate-600">No status changes recorded.</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5" aria-label="Status history">
      {history.data.map((event, index) => {
        const details = eventDetails(event);
        return (
          <li key={`${event.at}-${index}`} className="relative" data-kind={event.kind}>
            <span
              className={`absolute top-1.5 -left-[1.6rem] size-3 rounded-full ring-4 ${KIND_RING[event.kind] ?? 'ring-white'} ${DOT[event.toStatus] ?? 'bg-slate-400'}`}
              aria-hidden="true"
            />
            <p className="text-sm font-medium text-slate-900">{describeEvent(event)}</p>
            {details.length > 0 && (
              <div className="mt-1 space-y-0.5 text-sm break-words text-slate-700" data-testid="event-details">
                {details.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
            )}
            <p className="text-xs text-slate-500">
              <time dateTime={event.at}>{formatInstant(event.at)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
