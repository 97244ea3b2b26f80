import { useState } from 'react';
import { shortReference } from '@app/shared';
import { downloadFile } from '../lib/download';
import { errorText } from '../lib/error-text';
import { usePageMessages } from '../lib/i18n/page-messages';
import { Button } from './Button';
import { Icon } from './Icon';

/** Downloads a booking's receipt (PDF, in the account's language) for its tourist or an admin; says why when it cannot. */
export function ReceiptButton({ bookingId, className = '' }: { bookingId: string; className?: string }) {
  const T = usePageMessages().tripsUi.money;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(`/api/bookings/${encodeURIComponent(bookingId)}/receipt.pdf`, `lankaride-receipt-${shortReference(bookingId)}.pdf`);
    } catch (error) {
      setFailure(T.receiptFailed(errorText(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={className}>
      <Button variant="secondary" size="sm" onClick={download} disabled={busy} aria-busy={busy} data-testid="download-receipt">
        <Icon name="download" className="size-4" />
        {busy ? T.receiptBusy : T.receipt}
      </Button>
      {failure && (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
