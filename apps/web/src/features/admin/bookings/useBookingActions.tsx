import { useState } from 'react';
import { MESSAGES, nextStatuses, type Booking, shortReference } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useUpdateBookingStatus } from '../api';
import { errorText } from '../../../lib/staff-format';
import { dangerGhostClass } from '../../../components/staff';
import { ConfirmBookingDialog } from './ConfirmBookingDialog';

/** Which of the admin's actions a booking offers now, from the status machine. */
export function adminActionsFor(status: unknown): { confirm: boolean; cancel: boolean } {
  const next = nextStatuses('admin', status);
  return { confirm: next.includes('confirmed'), cancel: next.includes('cancelled') };
}

/**
 * The admin's confirm and cancel actions on bookings, wherever bookings are shown: the buttons of
 * one booking, the dialogs they open, and the outcome message.
 */
export function useBookingActions() {
  const [toConfirm, setToConfirm] = useState<Booking | null>(null);
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const update = useUpdateBookingStatus();

  const cancel = () => {
    if (!toCancel) return;
    setOutcome(null);
    update.mutate(
      { id: toCancel._id, body: { status: 'cancelled' } },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: MESSAGES.admin.bookingCancelled }),
        onError: (error) => setOutcome({ tone: 'error', text: errorText(error) }),
        onSettled: () => setToCancel(null),
      },
    );
  };

  const buttons = (booking: Booking) => {
    const allowed = adminActionsFor(booking.bookingStatus);
    if (!allowed.confirm && !allowed.cancel) return null;
    const ref = shortReference(booking._id);
    return (
      <div className="flex flex-wrap gap-2 max-md:w-full max-md:justify-end">
        {allowed.confirm && (
          <Button
            size="sm"
            onClick={() => {
              setOutcome(null);
              setToConfirm(booking);
            }}
            aria-label={`Confirm booking ${ref}`}
          >
            Confirm
          </Button>
        )}
        {allowed.cancel && (
          <button type="button" className={dangerGhostClass} onClick={() => setToCancel(booking)} aria-label={`Cancel booking ${ref}`}>
            Cancel
          </button>
        )}
      </div>
    );
  };

  const message = outcome && (
    <Alert tone={outcome.tone} className="mb-4">
      {outcome.text}
    </Alert>
  );

  const dialogs = (
    <>
      <ConfirmBookingDialog
        booking={toConfirm}
        onClose={() => setToConfirm(null)}
        onConfirmed={(text) => {
          setToConfirm(null);
          setOutcome({ tone: 'success', text });
        }}
      />
      <ConfirmDialog
        open={toCancel !== null}
        title={toCancel ? `Cancel booking ${shortReference(toCancel._id)}?` : 'Cancel booking?'}
        confirmLabel={update.isPending ? 'Cancelling…' : 'Cancel booking'}
        busy={update.isPending}
        onConfirm={cancel}
        onCancel={() => setToCancel(null)}
      >
        {MESSAGES.admin.confirmBookingCancel}
      </ConfirmDialog>
    </>
  );

  return { buttons, message, dialogs };
}
