import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NO_SHOW_OUTCOMES, formatColomboDateTime, fromCents, toCents, type Booking, type NoShowOutcome, type WaitingDecision } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Panel } from '../../../components/Panel';
import { api } from '../../../lib/api';
import { saveErrorText } from '../../../lib/error-text';
import { formatDayTime, formatPrice } from '../../../lib/format';
import { usePageMessages } from '../../../lib/i18n/page-messages';

const dayTime = (iso: string) => {
  const [date, time] = formatColomboDateTime(Date.parse(iso)).split(' ') as [string, string];
  return formatDayTime(date, time);
};

/**
 * An airport transfer on the office's booking page (decision 111): direction, party, the driver's
 * stamps, and a reported no-show to review (the finding cancels it; the refund follows the finding).
 */
export function TransferPanel({ booking }: { booking: Booking }) {
  const T = usePageMessages().transfersUi;
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<NoShowOutcome>('touristNoShow');
  const [error, setError] = useState<string | null>(null);
  const review = useMutation({
    mutationFn: (body: { outcome: NoShowOutcome }) => api<Booking>(`/api/admin/bookings/${encodeURIComponent(booking._id)}/no-show-review`, { method: 'POST', auth: true, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const decideWaiting = useMutation({
    mutationFn: (status: WaitingDecision) =>
      api<Booking>(`/api/admin/bookings/${encodeURIComponent(booking._id)}/transfer-waiting`, { method: 'PATCH', auth: true, body: { status } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const transfer = booking.transfer;
  if (!transfer) return null;
  const noShow = transfer.noShow;
  const waiting = transfer.waiting;

  return (
    <Panel>
      <section aria-label={T.title} data-testid="transfer-panel">
        <h2 className="text-base font-bold text-slate-900">
          {T.title} · {transfer.direction === 'arriving' ? T.arriving : T.departing}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{T.party(transfer.passengers, transfer.bags)}</p>
        {transfer.atPickupPointAt && <p className="text-sm text-slate-700">{T.atPickupPointSince(dayTime(transfer.atPickupPointAt))}</p>}
        {waiting && (
          <div className="mt-2 text-sm text-slate-800" data-testid="transfer-waiting">
            <p className="font-medium text-slate-900">
              {T.waitingProposed(waiting.minutes, transfer.freeWaitingMinutes, waiting.hours, formatPrice(fromCents(waiting.hours * toCents(waiting.unitAmount))))}
            </p>
            {waiting.status === 'proposed' && booking.bookingStatus !== 'cancelled' ? (
              <>
                <p className="text-xs text-slate-600">{T.waitingHint}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {(['confirmed', 'waived'] as const).map((status) => (
                    <Button
                      key={status}
                      type="button"
                      variant={status === 'confirmed' ? 'primary' : 'secondary'}
                      size="sm"
                      className="min-h-11"
                      disabled={decideWaiting.isPending}
                      onClick={() => {
                        setError(null);
                        decideWaiting.mutateAsync(status).catch((err: unknown) => setError(saveErrorText(err)));
                      }}
                    >
                      {status === 'confirmed' ? T.waitingCharge : T.waitingWaive}
                    </Button>
                  ))}
                </div>
              </>
            ) : (
              <p className="text-slate-700">{waiting.status === 'confirmed' ? T.waitingCharged : T.waitingWaived}</p>
            )}
          </div>
        )}
        {error && !noShow && <Alert tone="error">{error}</Alert>}
        {noShow && <p className="mt-2 text-sm font-medium text-slate-900">{T.noShowReported(dayTime(noShow.at), noShow.note || '—')}</p>}
        {noShow?.review && <p className="text-sm text-slate-700">{T.reviewed(dayTime(noShow.review.at), T[noShow.review.outcome])}</p>}
        {noShow && !noShow.review && booking.bookingStatus === 'confirmed' && (
          <form
            className="mt-3 space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              setError(null);
              review.mutateAsync({ outcome }).catch((err: unknown) => setError(saveErrorText(err)));
            }}
          >
            <fieldset>
              <legend className="text-sm font-semibold text-slate-900">{T.reviewTitle}</legend>
              <p className="text-xs text-slate-600">{T.reviewHint}</p>
              {NO_SHOW_OUTCOMES.map((o) => (
                <label key={o} className="mt-2 flex items-center gap-2 text-sm text-slate-800">
                  <input type="radio" name="no-show-outcome" value={o} checked={outcome === o} onChange={() => setOutcome(o)} className="size-4 accent-teal-700" />
                  {T[o]}
                </label>
              ))}
            </fieldset>
            {error && <Alert tone="error">{error}</Alert>}
            <Button type="submit" disabled={review.isPending}>
              {T.reviewTitle}
            </Button>
          </form>
        )}
      </section>
    </Panel>
  );
}
