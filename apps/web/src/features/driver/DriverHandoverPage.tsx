import { useParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { HandoverForm } from '../../components/handover/HandoverForm';
import { Loading } from '../../components/Spinner';
import { BackLink, StaffPageHeader } from '../../components/StaffPageHeader';
import { errorText } from '../../lib/error-text';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { useDriverBookings } from './api';
import { handoverSender } from './offline/queue';
import { useDriverQueue } from './offline/use-queue';

/**
 * /driver/trips/{id}/handover and /return: the driver's guided form for a trip with a driver
 * (decision 112), kept on the phone with its photos when there is no signal (decision 113).
 */
export function DriverHandoverPage() {
  const m = usePageMessages();
  const T = m.handoverUi;
  const { id = '', kind: rawKind } = useParams();
  const kind = rawKind === 'return' || rawKind === 'handover' ? rawKind : null;
  const bookings = useDriverBookings({ anyList: true });
  const { userId } = useDriverQueue();
  const booking = bookings.data?.find((b) => b._id === id);
  if (!kind) return <Alert>{m.api.bookingNotFound}</Alert>;
  return (
    <>
      <StaffPageHeader title={kind === 'handover' ? T.titleHandover : T.titleReturn} actions={<BackLink to="/driver/dashboard">{T.back}</BackLink>} />
      <div className="mx-auto max-w-2xl">
        {bookings.isPending ? (
          <Loading label={T.loading} />
        ) : bookings.isError ? (
          <Alert>{errorText(bookings.error)}</Alert>
        ) : !booking ? (
          <Alert>{m.api.bookingNotFound}</Alert>
        ) : (
          <HandoverForm booking={booking} kind={kind} send={handoverSender(userId)} />
        )}
      </div>
    </>
  );
}
