import { useParams } from 'react-router';
import { shortReference } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { HandoverForm } from '../../../components/handover/HandoverForm';
import { Loading } from '../../../components/Spinner';
import { BackLink, StaffPageHeader } from '../../../components/StaffPageHeader';
import { useBookingDocuments } from '../../../lib/documents-api';
import { errorText } from '../../../lib/error-text';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useAdminBooking } from '../api';

/**
 * /admin/bookings/{id}/handover and /return: the office's guided form at the branch (self-drive;
 * staff may also act for a driver), with the permit tick when the tourist got it at the airport counter.
 */
export function StaffHandoverPage() {
  const m = usePageMessages();
  const T = m.handoverUi;
  const { id = '', kind: rawKind } = useParams();
  const kind = rawKind === 'return' || rawKind === 'handover' ? rawKind : null;
  const booking = useAdminBooking(id);
  const selfDrive = booking.data?.driverOption === 'selfDrive';
  const documents = useBookingDocuments(id, selfDrive && kind === 'handover');
  if (!kind) return <Alert>{m.api.bookingNotFound}</Alert>;
  const waiting = booking.isPending || (selfDrive && kind === 'handover' && documents.isPending);
  return (
    <>
      <StaffPageHeader
        title={kind === 'handover' ? T.titleHandover : T.titleReturn}
        description={booking.data ? m.staffBookingsUi.detail.title(shortReference(booking.data._id)) : undefined}
        actions={<BackLink to={`/admin/bookings/${encodeURIComponent(id)}`}>{T.back}</BackLink>}
      />
      <div className="mx-auto max-w-2xl">
        {waiting ? (
          <Loading label={T.loading} />
        ) : booking.error || !booking.data ? (
          <Alert>{booking.error ? errorText(booking.error) : m.api.bookingNotFound}</Alert>
        ) : (
          <HandoverForm booking={booking.data} kind={kind} permitAtCounter={documents.data?.permitAtCounter ?? false} />
        )}
      </div>
    </>
  );
}
