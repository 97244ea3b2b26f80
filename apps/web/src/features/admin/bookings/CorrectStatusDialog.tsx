import { useState } from 'react';
import { STATUS_CORRECTIONS, bookingStatusLabel, isBookingStatus, shortReference, type Booking, type BookingEvent, type BookingStatus } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Loading } from '../../../components/Spinner';
import { DialogBody, StaffDialog } from '../../../components/StaffDialog';
import { errorText } from '../../../lib/error-text';
import { useBookingHistory, useCorrectStatus } from '../api';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { BookingFacts, DialogActions, DialogForm, ReasonField, reasonProblem } from './dialog-parts';

/**
 * Where a correction takes a booking: back to the status its history says it came from (a trip
 * completed straight from picked up goes back to picked up), else one step back
 * (STATUS_CORRECTIONS); null when its status has no step to go back to. The server decides the
 * same way.
 */
export function correctionTarget(status: unknown, history: readonly BookingEvent[] = []): BookingStatus | null {
  if (!isBookingStatus(status)) return null;
  const fallback = STATUS_CORRECTIONS[status];
  if (!fallback) return null;
  const cameFrom = history.filter((e) => e.kind === 'status' && e.toStatus === status && e.fromStatus !== null && e.fromStatus !== status).at(-1);
  return cameFrom?.fromStatus ?? fallback;
}

/**
 * Moving a status set by mistake back one step (a trip marked completed days early): which status
 * it goes back to, and a reason, required, kept in the booking's history.
 */
export function CorrectStatusDialog({ booking, onClose, onCorrected }: { booking: Booking | null; onClose: () => void; onCorrected: (message: string) => void }) {
  const T = usePageMessages().staffUi;
  return (
    <StaffDialog open={booking !== null} title={booking ? T.correctStatusOf(shortReference(booking._id)) : T.correctStatus} onClose={onClose}>
      {booking && <CorrectionForm key={booking._id} booking={booking} onClose={onClose} onCorrected={onCorrected} />}
    </StaffDialog>
  );
}

function CorrectionForm({ booking, onClose, onCorrected }: { booking: Booking; onClose: () => void; onCorrected: (message: string) => void }) {
  const m = usePageMessages();
  const T = m.staffUi;
  const statusLabel = (status: unknown) => bookingStatusLabel(status, m.statusLabels);
  const history = useBookingHistory(booking._id);
  const correct = useCorrectStatus();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const target = history.isPending ? null : correctionTarget(booking.bookingStatus, history.data ?? []);

  const submit = () => {
    const invalid = reasonProblem(reason, true);
    setReasonError(invalid);
    if (invalid) return;
    setFailure(null);
    correct.mutate(
      { id: booking._id, reason: reason.trim() },
      {
        onSuccess: (updated) => onCorrected(T.statusCorrected(shortReference(booking._id), statusLabel(updated.bookingStatus))),
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <DialogForm onSubmit={submit}>
      <DialogBody>
        <BookingFacts booking={booking} />
        {history.isPending ? (
          <Loading label={T.loadingHistory} className="py-2" />
        ) : (
          <p className="font-medium text-slate-900" data-testid="correction-target">
            {T.correctionExplained(statusLabel(booking.bookingStatus), statusLabel(target))}
          </p>
        )}
        <p className="text-slate-600">{T.correctionWhen}</p>
        <ReasonField
          id="correction-reason"
          label={T.reason}
          hint={T.correctionReasonHint}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setReasonError(null);
          }}
          error={reasonError}
          required
          autoFocus
        />
        {failure && <Alert>{failure}</Alert>}
      </DialogBody>
      <DialogActions keepLabel={T.keepIt} onClose={onClose} disabled={correct.isPending || target === null}>
        {correct.isPending ? T.correcting : target ? T.correctionConfirm(statusLabel(target)) : T.correctStatus}
      </DialogActions>
    </DialogForm>
  );
}
