import { MESSAGES } from '@app/shared';
import { Icon } from '../../components/Icon';
import type { LoginState } from '../../lib/navigation';
import { useBookingOrigin } from './booking-origin';

/** On the registration pages of a visitor who was booking: the booking waits for them. */
export function BookingKeptNote({ from }: { from: LoginState['from'] }) {
  const booking = useBookingOrigin(from);
  if (!booking) return null;
  return (
    <p className="mb-5 flex items-start gap-3 rounded-lg bg-teal-50 px-4 py-3 text-sm text-teal-900 ring-1 ring-teal-200" data-testid="booking-kept">
      <Icon name="info" className="mt-0.5 size-5 shrink-0" />
      <span>
        {booking.vehicleName ? MESSAGES.bookingFlow.registerThenBook(booking.vehicleName) : MESSAGES.bookingFlow.registerThenContinue}
      </span>
    </p>
  );
}
