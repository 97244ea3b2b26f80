import { bookingStatusLabel, isBookingStatus, type BookingStatus } from '@app/shared';
import { useMessages } from '../lib/i18n/I18nProvider';

const TONES: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-teal-100 text-teal-900 ring-teal-300',
  picked_up: 'bg-sky-100 text-sky-900 ring-sky-300',
  en_route: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  completed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** A booking's status in words (unknown values read Unknown), colour-coded. */
export function StatusBadge({ status }: { status: unknown }) {
  const m = useMessages();
  const tone = isBookingStatus(status) ? TONES[status] : 'bg-slate-100 text-slate-700 ring-slate-300';
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`} data-testid="booking-status">
      {bookingStatusLabel(status, m.statusLabels)}
    </span>
  );
}
