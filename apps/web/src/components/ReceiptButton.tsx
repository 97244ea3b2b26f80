import { shortReference } from '@app/shared';
import { usePageMessages } from '../lib/i18n/page-messages';
import { DownloadButton } from './DownloadButton';

/** Downloads a booking's receipt (PDF, in the account's language) for its tourist or an admin; says why when it cannot. */
export function ReceiptButton({ bookingId, className = '' }: { bookingId: string; className?: string }) {
  const T = usePageMessages().tripsUi.money;
  return (
    <DownloadButton
      path={`/api/bookings/${encodeURIComponent(bookingId)}/receipt.pdf`}
      fileName={`lankaride-receipt-${shortReference(bookingId)}.pdf`}
      label={T.receipt}
      busyLabel={T.receiptBusy}
      failed={T.receiptFailed}
      testId="download-receipt"
      className={className}
    />
  );
}
