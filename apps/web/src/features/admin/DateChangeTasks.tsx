import { Link } from 'react-router';
import { priceDifference, shortReference } from '@app/shared';
import { Icon } from '../../components/Icon';
import { Loading } from '../../components/Spinner';
import { ListError } from '../../components/ListStates';
import { Panel } from '../../components/Panel';
import { formatDdMmYy, formatPrice } from '../../lib/format';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { useOpenDateChanges } from './date-change-api';

/**
 * The dashboard's list of tourists waiting for an answer about new dates (decision 087), oldest
 * first: who, which booking, the dates asked for and what they would cost; each opens its booking.
 */
export function DateChangeTasks() {
  const T = usePageMessages().dateChangeUi;
  const requests = useOpenDateChanges();
  return (
    <Panel className="mt-6">
      <h2 className="mb-2 text-base font-bold text-slate-900">{T.dashboardTitle}</h2>
      {requests.isPending ? (
        <Loading className="py-8" label={T.loading} />
      ) : requests.error ? (
        <ListError error={requests.error} />
      ) : requests.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">{T.dashboardEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="date-change-tasks">
          {requests.data.slice(0, 8).map((r) => {
            const difference = priceDifference(r.booking.totalPrice, r.quotedTotal);
            return (
              <li key={r._id}>
                <Link to={`/admin/bookings/${r.bookingId}`} className="-mx-2 flex items-center justify-between gap-3 rounded-lg px-2 py-3 hover:bg-slate-50">
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold text-slate-900">
                      {r.booking.name} · {r.booking.vehicle}
                    </span>
                    <span className="block text-xs text-slate-500">
                      <span className="font-mono">{shortReference(r.bookingId)}</span> · {formatDdMmYy(r.booking.pickupDate)} – {formatDdMmYy(r.booking.returnDate)} →{' '}
                      {formatDdMmYy(r.pickupDate)} – {formatDdMmYy(r.returnDate)}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2 text-sm font-semibold whitespace-nowrap text-teal-800">
                    {T.differenceAmount(difference.direction, formatPrice(difference.amount))}
                    <Icon name="chevronRight" className="size-4 text-slate-400" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
