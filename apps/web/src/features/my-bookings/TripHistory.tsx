import { useId, useState } from 'react';
import { Alert } from '../../components/Alert';
import { Icon } from '../../components/Icon';
import { Loading } from '../../components/Spinner';
import { isApiError } from '../../lib/api';
import { formatMoment } from '../../lib/format';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { useMyBookingHistory } from './api';
import { describeTripEvent, tripEventDetails } from './trip-history';

/** "Booking history" behind a toggle, loaded on first open so the list itself stays one call. */
export function TripHistory({ bookingId, bookerId }: { bookingId: string; bookerId: string | undefined }) {
  const m = usePageMessages();
  const T = m.accountUi.tripHistory;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const history = useMyBookingHistory(bookingId, open);
  return (
    <div>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="clock" className="size-4" />
        {open ? T.hide : T.show}
      </button>
      {open && (
        <div id={panelId} className="mt-3">
          {history.isPending ? (
            <Loading label={T.loading} className="py-3" />
          ) : history.error ? (
            <Alert>{T.failed(isApiError(history.error) ? (history.error.serverMessage ?? history.error.statusText) : history.error.message)}</Alert>
          ) : history.data.length === 0 ? (
            <p className="text-sm text-slate-600">{T.empty}</p>
          ) : (
            <ol className="space-y-3 border-l-2 border-teal-100 pl-4" aria-label={T.label}>
              {history.data.map((event, index) => (
                <li key={`${event.at}-${index}`}>
                  <p className="text-sm font-medium text-slate-900">{describeTripEvent(event, bookerId, m)}</p>
                  {tripEventDetails(event, m).map((line) => (
                    <p key={line} className="text-sm break-words text-slate-700">
                      {line}
                    </p>
                  ))}
                  <p className="text-xs text-slate-500">
                    <time dateTime={event.at}>{formatMoment(event.at)}</time>
                  </p>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
