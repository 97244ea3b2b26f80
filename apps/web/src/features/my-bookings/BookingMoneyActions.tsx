import { useState } from 'react';
import { Link } from 'react-router';
import { shortReference, type Booking } from '@app/shared';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ReceiptButton } from '../../components/ReceiptButton';
import { ConditionReportButton } from '../../components/handover/ConditionReportButton';
import { api } from '../../lib/api';
import { postForm } from '../../lib/download';
import { errorText } from '../../lib/error-text';
import { formatMoment, formatPrice } from '../../lib/format';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { usePublicPricing } from '../../lib/pricing';

/** Statuses on which the deposit may still be paid online: the trip has not started and is not cancelled. */
const PAYABLE = new Set(['pending', 'confirmed']);

/**
 * The booking's money actions on its card: pay the deposit online (when the business has PayHere
 * set up and a deposit is still due), download the receipt, and once the vehicle was handed over
 * its condition report (decision 112). While PayHere confirms a payment
 * the tourist came back from, paying is paused (the server refuses a second checkout too), and
 * beside the button is what to do when PayHere's page does not open (decision 080).
 */
export function BookingMoneyActions({ booking }: { booking: Booking }) {
  const T = usePageMessages().tripsUi.money;
  const { data: pricing } = usePublicPricing();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const depositDue = booking.paymentSummary?.depositDue ?? 0;
  const canPay = Boolean(pricing?.onlinePayment) && PAYABLE.has(booking.bookingStatus) && depositDue > 0;
  const awaitingUntil = booking.payhereAwaitingUntil ?? null;
  const waitId = `payment-awaiting-${booking._id}`;

  const pay = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const checkout = await api<{ action: string; fields: Record<string, string> }>(`/api/bookings/${encodeURIComponent(booking._id)}/payhere-checkout`, { auth: true });
      // The page is left for PayHere's; it comes back to My Bookings with ?paid=<booking>&order=<order>.
      postForm(checkout.action, checkout.fields);
    } catch (error) {
      setFailure(T.payDepositFailed(errorText(error)));
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-start gap-2">
      {canPay && (
        <div className="max-w-sm">
          <Button
            size="sm"
            onClick={pay}
            disabled={busy || awaitingUntil !== null}
            aria-busy={busy}
            aria-describedby={awaitingUntil ? waitId : undefined}
            data-testid="pay-deposit"
          >
            <Icon name="card" className="size-4" />
            {busy ? T.payDepositBusy : T.payDeposit(formatPrice(depositDue))}
          </Button>
          {awaitingUntil && (
            <p id={waitId} className="mt-1 text-sm text-amber-900" data-testid="payment-awaiting">
              {T.paymentAwaiting(formatMoment(awaitingUntil))}
            </p>
          )}
          {failure && (
            <p role="alert" className="mt-1 text-sm text-red-800">
              {failure}
            </p>
          )}
          <NotOpeningHelp booking={booking} bankTransfer={pricing?.bankTransfer ?? ''} />
        </div>
      )}
      <ReceiptButton bookingId={booking._id} />
      {booking.conditionReport && <ConditionReportButton bookingId={booking._id} />}
    </div>
  );
}

/** What to do when PayHere's page does not open: bank transfer (when staff gave the details), the office. */
function NotOpeningHelp({ booking, bankTransfer }: { booking: Booking; bankTransfer: string }) {
  const T = usePageMessages().tripsUi.money.notOpening;
  return (
    <details className="mt-2 text-sm text-slate-700" data-testid="payhere-help">
      <summary className="cursor-pointer font-medium text-teal-800 underline-offset-2 hover:underline">{T.summary}</summary>
      <div className="mt-2 space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
        <p>{T.intro}</p>
        {bankTransfer.trim() !== '' && (
          <div>
            <p>{T.bankTransfer(shortReference(booking._id))}</p>
            <p className="mt-1 font-mono text-xs whitespace-pre-line text-slate-900" data-testid="bank-transfer">
              {bankTransfer}
            </p>
          </div>
        )}
        <p>
          {T.office}{' '}
          <Link to="/contact" className="font-semibold text-teal-800 underline">
            {T.contact}
          </Link>
        </p>
      </div>
    </details>
  );
}
