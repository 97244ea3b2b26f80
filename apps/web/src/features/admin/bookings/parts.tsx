import { Link } from 'react-router';
import { languageName, type Booking, shortReference } from '@app/shared';
import { usePageMessages } from '../../../lib/i18n/page-messages';

export function LanguageChips({ languages, label }: { languages: readonly string[]; label?: string }) {
  const m = usePageMessages();
  if (languages.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1 text-xs text-slate-500 max-md:justify-end" data-testid="preferred-languages">
      {label ?? m.staffBookingsUi.shared.prefers}
      {languages.map((language) => (
        <span key={language} className="rounded-md bg-violet-50 px-1.5 py-0.5 font-medium text-violet-800 ring-1 ring-violet-200 ring-inset">
          {languageName(language)}
        </span>
      ))}
    </span>
  );
}

/**
 * A customer without e-mail (decision 083) gets no e-mails about their booking: staff see that,
 * with the number to call instead. `compact` is the tables' one-line mark.
 */
export function NoEmailNotice({ phone, compact = false }: { phone: string; compact?: boolean }) {
  const m = usePageMessages();
  if (compact) {
    return (
      <span className="inline-flex items-center gap-1 rounded-md bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset" title={m.staffUi.noEmailNotice(phone)} data-testid="no-email">
        {m.staffUi.noEmail}
      </span>
    );
  }
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 ring-1 ring-amber-200 ring-inset" role="note" data-testid="no-email-notice">
      {m.staffUi.noEmailNotice(phone)}
    </p>
  );
}

/** The booking reference as the admin tables show it: 6 characters, the full id on hover. */
export function BookingRef({ id }: { id: string }) {
  return (
    <Link to={`/admin/bookings/${id}`} title={id} className="font-mono font-semibold text-teal-800 underline-offset-4 hover:underline" data-testid="booking-ref">
      {shortReference(id)}
    </Link>
  );
}

export function DriverCell({ booking }: { booking: Booking }) {
  const m = usePageMessages();
  return (
    <div>
      {booking.driverOption === 'selfDrive' ? (
        <span className="text-slate-500">{m.staffBookingsUi.shared.selfDrive}</span>
      ) : booking.driverId ? (
        <span className="font-medium text-slate-900">{booking.driverId.username}</span>
      ) : (
        <span className="text-amber-800">{m.staffBookingsUi.shared.notAssigned}</span>
      )}
      {booking.driverOption === 'withDriver' && <LanguageChips languages={booking.preferredLanguages} />}
    </div>
  );
}
