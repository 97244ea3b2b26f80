import { useId, useState } from 'react';
import type { Payment } from '@app/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Field, inputClass } from '../../../components/Field';
import { errorText } from '../../../lib/error-text';
import { formatAmountIn } from '../../../lib/format';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useReversePayment } from '../api';

/** The most a reason may be: it is kept as the reversing row's reference. */
const MAX_REASON = 200;

/**
 * Asks why a row of the ledger is taken back, then adds the row that reverses it. Nothing is
 * deleted; the dialog says so. `onDone` gets the sentence to announce.
 */
export function ReversePaymentDialog({ bookingId, payment, onClose, onDone }: { bookingId: string; payment: Payment | null; onClose: () => void; onDone: (notice: string) => void }) {
  const t = usePageMessages().staffBookingsUi.payments;
  const reverse = useReversePayment();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    reverse.reset();
    onClose();
  };
  const confirm = () => {
    if (!payment) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    reverse.mutate(
      { bookingId, paymentId: payment._id, reason: reason.trim() },
      {
        onSuccess: (row) => {
          onDone(t.reversedNotice(formatAmountIn(row.amount, row.currency)));
          close();
        },
      },
    );
  };
  const amount = payment ? formatAmountIn(payment.amount, payment.currency) : '';
  return (
    <ConfirmDialog
      open={payment !== null}
      title={payment ? t.reverseOf(t.kinds[payment.kind], amount) : ''}
      confirmLabel={reverse.isPending ? t.reversing : t.reverseConfirm}
      cancelLabel={t.reverseKeep}
      busy={reverse.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      <p>{t.reverseEffect}</p>
      <div className="mt-3">
        <Field id={`${id}-reason`} label={t.reverseReason} hint={t.reverseReasonHint} error={missing && !reason.trim() ? t.reverseReasonHint : reverse.error ? errorText(reverse.error) : undefined} required>
          {(a11y) => <textarea {...a11y} rows={3} maxLength={MAX_REASON} value={reason} onChange={(event) => setReason(event.target.value)} className={`${inputClass} resize-y`} />}
        </Field>
      </div>
    </ConfirmDialog>
  );
}
