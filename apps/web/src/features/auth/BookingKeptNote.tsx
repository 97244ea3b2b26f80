import { Icon } from '../../components/Icon';
import type { LoginState } from '../../lib/navigation';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { useBookingOrigin } from './booking-origin';

/** On the registration pages of a visitor who was booking: the booking waits for them. */
export function BookingKeptNote({ from }: { from: LoginState['from'] }) {
  const m = useMessages();
  const booking = useBookingOrigin(from);
  if (!booking) return null;
  return (
    <p className="mb-5 flex items-start gap-3 rounded-lg bg-teal-50 px-4 py-3 text-sm text-teal-900 ring-1 ring-teal-200" data-testid="booking-kept">
      <Icon name="info" className="mt-0.5 size-5 shrink-0" />
      <span>
        {booking.vehicleName ? m.bookingFlow.registerThenBook(booking.vehicleName) : m.bookingFlow.registerThenContinue}
      </span>
    </p>
  );
}
