import { useState } from 'react';
import type { Booking } from '@app/shared';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ReceiptButton } from '../../components/ReceiptButton';
import { api } from '../../lib/api';
import { postForm } from '../../lib/download';
import { errorText } from '../../lib/error-text';
import { formatPrice } from '../../lib/format';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { usePublicPricing } from '../../lib/pricing';

/** Statuses on which the deposit may still be paid online: the trip has not started and is not cancelled. */
const PAYABLE = new Set(['pending', 'confirmed']);

/**
 * The booking's money actions on its card: pay the deposit online (when the business has PayHere
 * set up and a deposit is still due) and download the receipt.
 */
export function BookingMoneyActions({ booking }: { booking: Booking }) {
  const T = usePageMessages().tripsUi.money;
  const { data: pricing } = usePublicPricing();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const depositDue = booking.paymentSummary?.depositDue ?? 0;
  const canPay = Boolean(pricing?.onlinePayment) && PAYABLE.has(booking.bookingStatus) && depositDue > 0;

  const pay = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const checkout = await api<{ action: string; fields: Record<string, string> }>(`/api/bookings/${encodeURIComponent(booking._id)}/payhere-checkout`, { auth: true });
      // The page is left for PayHere's; it comes back to My Bookings with ?paid=<booking>.
      postForm(checkout.action, checkout.fields);
    } catch (error) {
      setFailure(T.payDepositFailed(errorText(error)));
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-start gap-2">
      {canPay && (
        <div>
          <Button size="sm" onClick={pay} disabled={busy} aria-busy={busy} data-testid="pay-deposit">
            <Icon name="card" className="size-4" />
            {busy ? T.payDepositBusy : T.payDeposit(formatPrice(depositDue))}
          </Button>
          {failure && (
            <p role="alert" className="mt-1 text-sm text-red-800">
              {failure}
            </p>
          )}
        </div>
      )}
      <ReceiptButton bookingId={booking._id} />
    </div>
  );
}
