import { useState } from 'react';
import { shortReference } from '@app/shared';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { downloadFile } from '../../lib/download';
import { errorText } from '../../lib/error-text';
import { usePageMessages } from '../../lib/i18n/page-messages';

/**
 * Downloads a booking's condition report (decision 112: the handover and the return side by side,
 * a PDF in the tourist's language) for its tourist, its driver or staff, once the vehicle was
 * handed over; says why when it cannot.
 */
export function ConditionReportButton({ bookingId, className = '' }: { bookingId: string; className?: string }) {
  const m = usePageMessages();
  const T = m.handoverUi;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(`/api/bookings/${encodeURIComponent(bookingId)}/condition-report.pdf`, `lankaride-condition-report-${shortReference(bookingId)}.pdf`);
    } catch (error) {
      setFailure(T.reportFailed(errorText(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={className}>
      <Button variant="secondary" size="sm" className="min-h-11" onClick={download} disabled={busy} aria-busy={busy} data-testid="download-condition-report">
        <Icon name="download" className="size-4" />
        {busy ? T.reportBusy : T.report}
      </Button>
      {failure && (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
