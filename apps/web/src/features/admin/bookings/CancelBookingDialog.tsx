import { useState } from 'react';
import { LIMITS, shortReference, type Booking } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { RefundPreview } from '../../../components/RefundPreview';
import { DialogBody, StaffDialog } from '../../../components/StaffDialog';
import { errorText } from '../../../lib/error-text';
import { useUpdateBookingStatus } from '../api';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { BookingFacts, DialogActions, DialogForm, ReasonField, reasonProblem } from './dialog-parts';

/**
 * Cancelling a booking: which booking it is, what cancelling does, and an optional reason the
 * tourist reads in the e-mail and in My Bookings. A refusal stays in the dialog.
 */
export function CancelBookingDialog({ booking, onClose, onCancelled }: { booking: Booking | null; onClose: () => void; onCancelled: (message: string) => void }) {
  const T = usePageMessages().staffUi;
  return (
    <StaffDialog open={booking !== null} title={booking ? T.cancelTitle(shortReference(booking._id)) : T.cancelConfirm} onClose={onClose}>
      {booking && <CancelForm key={booking._id} booking={booking} onClose={onClose} onCancelled={onCancelled} />}
    </StaffDialog>
  );
}

function CancelForm({ booking, onClose, onCancelled }: { booking: Booking; onClose: () => void; onCancelled: (message: string) => void }) {
  const m = usePageMessages();
  const T = m.staffUi;
  const update = useUpdateBookingStatus();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    const invalid = reasonProblem(reason, false);
    setProblem(invalid);
    if (invalid) return;
    setFailure(null);
    const trimmed = reason.trim();
    update.mutate(
      { id: booking._id, body: trimmed ? { status: 'cancelled', reason: trimmed } : { status: 'cancelled' } },
      {
        onSuccess: () => onCancelled(m.admin.bookingCancelled),
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <DialogForm onSubmit={submit}>
      <DialogBody>
        <BookingFacts booking={booking} />
        <p>{T.cancelEffect}</p>
        <RefundPreview booking={booking} now={Date.now()} staff />
        <ReasonField
          id="cancel-reason"
          label={T.reasonOptional}
          hint={T.cancelReasonHint(LIMITS.reason)}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setProblem(null);
          }}
          error={problem}
          autoFocus
        />
        {failure && <Alert>{failure}</Alert>}
      </DialogBody>
      <DialogActions keepLabel={T.keepIt} onClose={onClose} danger disabled={update.isPending}>
        {update.isPending ? T.cancelling : T.cancelConfirm}
      </DialogActions>
    </DialogForm>
  );
}
