import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { shortReference, type Booking } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { formatAmountIn } from '../../../lib/format';
import { usePageMessages, type PageMessages } from '../../../lib/i18n/page-messages';
import { discardChange, drainQueue, failureError, loadQueue, type QueuedChange } from './queue';
import { refusalText } from './refusal';
import { useDriverQueue, useOnline } from './use-queue';

/**
 * Sends the driver's waiting changes when the area opens and whenever the network returns, then
 * reads the trips again (the office may have changed them meanwhile). Mounted once, by the layout.
 */
export function useQueueSender() {
  const queryClient = useQueryClient();
  const { userId } = useDriverQueue();
  const online = useOnline();
  useEffect(() => {
    if (!userId || !online) return;
    let cancelled = false;
    void loadQueue()
      .then(() => drainQueue(userId))
      .then((sent) => {
        if (!cancelled && sent > 0) {
          void queryClient.invalidateQueries({ queryKey: ['driver'] });
          void queryClient.invalidateQueries({ queryKey: ['admin'] });
          void queryClient.invalidateQueries({ queryKey: ['booking-inspections'] });
        }
      })
      .catch(() => undefined); // no IndexedDB (a private window in some browsers): nothing was kept
    return () => {
      cancelled = true;
    };
  }, [userId, online, queryClient]);
}

function changeName(item: QueuedChange, m: PageMessages): string {
  const T = m.driverOfflineUi;
  const { change } = item;
  if (change.kind === 'status') return T.stepChange(m.staffAreaUi.trip.stepNames[change.status]);
  if (change.kind === 'odometer') return T.odometerChange;
  if (change.kind === 'handover') return change.form === 'handover' ? m.handoverUi.openHandover : m.handoverUi.openReturn;
  return T.cashChange(formatAmountIn(change.amount, change.currency));
}

/**
 * The driver's offline line above the trips: "Offline: 2 changes waiting" (or that the trips are
 * as last loaded), "Sending…" once back online, and each change the server refused with its
 * reason in words (refusalText: "The office cancelled this trip") and a button to discard it.
 * `trips`, the page's trips as last read (after the queue was sent), say what the office did to a
 * refused change's trip when the refusal alone does not.
 */
export function OfflineQueue({ trips }: { trips?: readonly Booking[] }) {
  const m = usePageMessages();
  const T = m.driverOfflineUi;
  const online = useOnline();
  const { items } = useDriverQueue();
  const waiting = items.filter((item) => !item.failure).length;
  const failed = items.filter((item) => item.failure);
  const line = waiting > 0 ? (online ? T.sending(waiting) : T.waiting(waiting)) : online ? null : T.offline;
  if (!line && failed.length === 0) return null;
  return (
    <div className="mb-4 space-y-3" data-testid="offline-queue">
      {line && (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 ring-1 ring-amber-200 ring-inset">
          {line}
        </p>
      )}
      {failed.length > 0 && (
        <Alert>
          <p className="font-semibold">{T.failedTitle}</p>
          <ul className="mt-1 space-y-2">
            {failed.map((item) => {
              const ref = shortReference(item.bookingId);
              const change = changeName(item, m);
              return (
                <li key={item.seq} className="flex flex-wrap items-center justify-between gap-2" data-testid="failed-change">
                  <span>{T.failedItem(change, ref, refusalText(failureError(item.failure!), m, trips?.find((trip) => trip._id === item.bookingId)?.bookingStatus))}</span>
                  <Button variant="secondary" className="min-h-11" onClick={() => void discardChange(item.seq)} aria-label={T.discardLabel(change, ref)}>
                    {T.discard}
                  </Button>
                </li>
              );
            })}
          </ul>
        </Alert>
      )}
    </div>
  );
}
