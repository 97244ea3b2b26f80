import { shortReference } from '@app/shared';
import { DownloadButton } from '../DownloadButton';
import { usePageMessages } from '../../lib/i18n/page-messages';

/**
 * Downloads a booking's condition report (decision 112: the handover and the return side by side,
 * a PDF in the tourist's language) for its tourist, its driver or staff, once the vehicle was
 * handed over; says why when it cannot.
 */
export function ConditionReportButton({ bookingId, className = '' }: { bookingId: string; className?: string }) {
  const T = usePageMessages().handoverUi;
  return (
    <DownloadButton
      path={`/api/bookings/${encodeURIComponent(bookingId)}/condition-report.pdf`}
      fileName={`lankaride-condition-report-${shortReference(bookingId)}.pdf`}
      label={T.report}
      busyLabel={T.reportBusy}
      failed={T.reportFailed}
      testId="download-condition-report"
      className={className}
      buttonClassName="min-h-11"
    />
  );
}
