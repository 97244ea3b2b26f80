import { useState } from 'react';
import { formatColomboDateTime, noShowOpensAt, type Booking } from '@app/shared';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { inputClass } from '../../components/Field';
import { saveErrorText } from '../../lib/error-text';
import { formatDayTime } from '../../lib/format';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { useNowUntil } from '../../lib/use-now';
import { useTransferStep } from './api';

/** An instant (ISO or epoch ms) as its Sri Lanka day and time, as the trip card writes times. */
export function colomboDayTime(at: string | number): string {
  const [date, time] = formatColomboDateTime(typeof at === 'number' ? at : Date.parse(at)).split(' ') as [string, string];
  return formatDayTime(date, time);
}

/**
 * A transfer's steps before the pickup (decision 111): "At the pickup point", stamped by the
 * server, then once the free waiting after the pickup time is over "No show" with a note, which
 * the office reviews. The free minutes are the booking's own policy's.
 */
export function TransferSteps({ booking }: { booking: Booking }) {
  const T = usePageMessages().transfersUi;
  const step = useTransferStep();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const transfer = booking.transfer;
  const pickupAt = Date.parse(`${booking.pickupDate}T${booking.pickupTime}:00+05:30`);
  const opensAt = noShowOpensAt(pickupAt, transfer?.freeWaitingMinutes ?? 0);
  const now = useNowUntil([opensAt]);
  if (!transfer) return null;
  const run = async (what: 'at-pickup-point' | 'no-show') => {
    setError(null);
    try {
      await step.mutateAsync({ id: booking._id, what, note });
    } catch (e) {
      setError(saveErrorText(e));
    }
  };
  const open = booking.bookingStatus === 'confirmed' && !transfer.noShow;

  return (
    <section className="mt-4 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200 ring-inset" aria-label={T.title} data-testid="transfer-steps">
      <p className="font-semibold">
        {T.title} · {transfer.direction === 'arriving' ? T.arriving : T.departing}
      </p>
      <p>{T.party(transfer.passengers, transfer.bags)}</p>
      {transfer.atPickupPointAt && <p data-testid="at-pickup-point">{T.atPickupPointSince(colomboDayTime(transfer.atPickupPointAt))}</p>}
      {transfer.noShow && <p className="font-medium">{T.noShowReported(colomboDayTime(transfer.noShow.at), transfer.noShow.note || '—')}</p>}
      {error && (
        <div className="mt-2">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      {open && !transfer.atPickupPointAt && (
        <Button className="mt-3 min-h-11" onClick={() => void run('at-pickup-point')} disabled={step.isPending}>
          {T.atPickupPoint}
        </Button>
      )}
      {open && transfer.atPickupPointAt && (
        <div className="mt-3 space-y-2">
          {now < opensAt ? (
            <p>{T.noShowFrom(colomboDayTime(opensAt))}</p>
          ) : (
            <>
              <label className="block font-medium">
                {T.noShowNote}
                <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={500} className={`${inputClass} mt-1`} />
              </label>
              <Button variant="secondary" className="min-h-11" onClick={() => void run('no-show')} disabled={step.isPending}>
                {T.noShow}
              </Button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
