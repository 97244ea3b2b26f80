import { useRef, useState } from 'react';
import { localDateTimeToEpochMs, shortReference, type Booking } from '@app/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Fact, FactList } from '../../components/FactList';
import { formatDayTime } from '../../lib/format';
import { useRevealOnce } from '../../lib/use-reveal';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { useUpdateTripStatus } from './api';
import type { DriverStep } from './trip-status';
import { isKept } from './offline/queue';
import { useDriverQueue } from './offline/use-queue';
import { refusalText } from './offline/refusal';

/** What the last step did, shown on its trip's card (or where the page says, once the card is gone). */
export interface TripNotice {
  id: string;
  status: DriverStep;
  tone: 'success' | 'error';
  text: string;
  seq: number;
  /** Kept on the phone (decision 113): the note goes once the trip has nothing waiting. */
  kept?: boolean;
}

/** The id of the element that shows a trip's notice; focus moves there after a step. */
export const tripNoticeId = (bookingId: string) => `trip-notice-${bookingId}`;

/**
 * A driver's trip steps on a page of trip cards. Completing asks first (it ends the trip, e-mails
 * the customer, and only the office can undo it); the other steps are one tap. After a step the
 * page says what happened and moves focus to that message on the trip's card, wherever the list
 * has moved the card, so it stays in view.
 */
export function useTripMoves(bookings: readonly Booking[] | undefined, opts: { completedText?: (ref: string) => string } = {}) {
  const m = usePageMessages();
  const update = useUpdateTripStatus();
  const [latest, setNotice] = useState<TripNotice | null>(null);
  const { items } = useDriverQueue();
  // Sent (or refused, and listed as such): "kept on this phone" is no longer true.
  const notice = latest?.kept && !items.some((item) => item.bookingId === latest.id && !item.failure) ? null : latest;
  const [asking, setAsking] = useState<{ booking: Booking; at: number } | null>(null);
  const seq = useRef(0);

  const run = (booking: Booking, status: DriverStep) => {
    setNotice(null);
    const ref = shortReference(booking._id);
    update.mutate(
      { id: booking._id, status },
      {
        onSuccess: (saved) => {
          const done = status === 'completed' && opts.completedText ? opts.completedText(ref) : m.tripsUi.stepDone[status](ref);
          const text = isKept(saved) ? `${done} ${m.driverOfflineUi.keptOnPhone}` : done;
          setAsking(null);
          setNotice({ id: booking._id, status, tone: 'success', text, seq: ++seq.current, kept: isKept(saved) });
        },
        onError: (error) => {
          setAsking(null);
          setNotice({ id: booking._id, status, tone: 'error', text: m.driver.updateFailed(refusalText(error, m)), seq: ++seq.current });
        },
      },
    );
  };

  const move = (booking: Booking, status: DriverStep) => {
    if (status === 'completed') {
      setNotice(null);
      setAsking({ booking, at: Date.now() });
    } else run(booking, status);
  };

  // Once the list shows the step (the card may have moved to another section), bring its message
  // into view and focus it; the button that was pressed is gone by then. A failure leaves focus on
  // the button (its alert is read out) so the driver can try again.
  const shown = notice && bookings?.find((b) => b._id === notice.id);
  useRevealOnce(notice?.tone === 'success' ? notice.seq : null, notice ? tripNoticeId(notice.id) : null, !shown || shown.bookingStatus === notice?.status);

  const dialog = (
    <CompleteTripDialog
      booking={asking?.booking ?? null}
      now={asking?.at ?? 0}
      busy={update.isPending}
      onConfirm={() => asking && run(asking.booking, 'completed')}
      onCancel={() => setAsking(null)}
    />
  );

  return { notice, move, busy: update.isPending, dialog };
}

/** "Mark trip 3F9A1C completed?": which trip (reference, tourist, vehicle, planned return) and what it does. */
function CompleteTripDialog({ booking, now, busy, onConfirm, onCancel }: { booking: Booking | null; now: number; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const T = usePageMessages().tripsUi;
  const returnAt = booking ? localDateTimeToEpochMs(booking.returnDate, booking.returnTime) : null;
  const plannedReturn = booking ? T.atPlace(formatDayTime(booking.returnDate, booking.returnTime), booking.returnPoint) : '';
  return (
    <ConfirmDialog
      open={booking !== null}
      title={booking ? T.completeTitle(shortReference(booking._id)) : ''}
      confirmLabel={busy ? T.completing : T.completeConfirm}
      cancelLabel={T.completeKeep}
      tone="primary"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {booking && (
        <>
          <FactList>
            <Fact label={T.tourist}>{booking.name}</Fact>
            <Fact label={T.vehicle}>
              {booking.vehicleBrand} {booking.vehicleModel}
            </Fact>
            <Fact label={T.plannedReturn}>{plannedReturn}</Fact>
          </FactList>
          {returnAt !== null && returnAt > now && <p className="mt-3 font-medium text-amber-900">{T.completeEarly(formatDayTime(booking.returnDate, booking.returnTime))}</p>}
          <p className="mt-3">{T.completeEffect}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
