import { bookingStatusLabel, type BookingEvent } from '@app/shared';
import { Loading } from '../../../components/Spinner';
import { useBookingHistory } from '../api';
import { formatInstant } from '../../../lib/staff-format';
import { ListError } from '../../../components/staff';

const DOT: Record<string, string> = {
  pending: 'bg-amber-500',
  confirmed: 'bg-teal-600',
  picked_up: 'bg-sky-600',
  en_route: 'bg-indigo-600',
  completed: 'bg-emerald-600',
  cancelled: 'bg-slate-500',
};

/** One line of the audit trail, in words: what happened, who did it and which driver it concerned. */
export function describeEvent(event: BookingEvent): string {
  const what = event.fromStatus === null ? `Booking received (${bookingStatusLabel(event.toStatus)})` : `${bookingStatusLabel(event.fromStatus)} → ${bookingStatusLabel(event.toStatus)}`;
  const who = event.actor ? ` by ${event.actor.username} (${event.actor.role})` : ' by the system';
  const driver = event.driver ? `, driver ${event.driver.username}` : '';
  return `${what}${who}${driver}`;
}

/** The booking's status history, oldest first, for the admin. */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const history = useBookingHistory(bookingId);
  if (history.isPending) return <Loading label="Loading history…" className="py-6" />;
  if (history.error) return <ListError error={history.error} />;
  if (history.data.length === 0) return <p className="text-sm text-slate-600">No status changes recorded.</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5" aria-label="Status history">
      {history.data.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative">
          <span className={`absolute top-1.5 -left-[1.6rem] size-3 rounded-full ring-4 ring-white ${DOT[event.toStatus] ?? 'bg-slate-400'}`} aria-hidden="true" />
          <p className="text-sm font-medium text-slate-900">{describeEvent(event)}</p>
          <p className="text-xs text-slate-500">
            <time dateTime={event.at}>{formatInstant(event.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
