import { useId, useState, type FormEvent } from 'react';
import type { Booking, PaymentCurrency } from '@app/shared';
import { Alert } from '../../components/Alert';
import { ApproxAmount } from '../../components/ApproxAmount';
import { Button } from '../../components/Button';
import { Field, inputClass } from '../../components/Field';
import { OdometerFields } from '../../components/OdometerFields';
import { AmountPreview, useTypedAmount } from '../../components/TypedAmount';
import { errorText } from '../../lib/error-text';
import { formatAmountIn, formatPrice } from '../../lib/format';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { useRecordCash, useRecordOdometer } from './api';
import { isKept } from './offline/queue';
import { useTripWaiting } from './offline/use-queue';

/** The currencies a driver takes cash in: the customer's dollars or rupees. */
const CASH_CURRENCIES: PaymentCurrency[] = ['LKR', 'USD'];

/** Cash changes hands once the tourist has the vehicle (the server holds the same rule). */
const CASH_STATUSES: Booking['bookingStatus'][] = ['picked_up', 'en_route', 'completed'];

/** A whole number of kilometres from what was typed, or undefined when nothing was. */
function readingOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * The trip's money on the driver's card: the balance still due (with any extra kilometres), the
 * odometer at pickup and at return, and the cash collected. Folded away until the driver opens it.
 */
export function TripMoney({ booking }: { booking: Booking }) {
  const pageMessages = usePageMessages();
  const T = pageMessages.staffAreaUi.trip.money;
  const offline = pageMessages.driverOfflineUi;
  const rules = useMessages().money;
  // An older API answers trips without their money: nothing to show then.
  const money = booking as Partial<Pick<Booking, 'odometer' | 'extras' | 'paymentSummary' | 'projected'>>;
  const id = useId();
  const odometer = useRecordOdometer();
  const cash = useRecordCash();
  const [pickupKm, setPickupKm] = useState(money.odometer?.pickupKm?.toString() ?? '');
  const [returnKm, setReturnKm] = useState(money.odometer?.returnKm?.toString() ?? '');
  const [currency, setCurrency] = useState<PaymentCurrency>('LKR');
  const amount = useTypedAmount(currency);
  // Each form's notice sits beside it (issue 26: "Readings saved" read as if the cash was).
  const [readingsNote, setReadingsDone] = useState<string | null>(null);
  const [cashNote, setCashDone] = useState<string | null>(null);
  // "Kept on this phone" (decision 113) goes once the trip has nothing waiting to be sent.
  const waiting = useTripWaiting(booking._id);
  const readingsDone = readingsNote === offline.keptOnPhone && !waiting ? null : readingsNote;
  const cashDone = cashNote === offline.keptOnPhone && !waiting ? null : cashNote;
  const extra = money.extras?.find((line) => line.code === 'extraKm');
  // Both readings in, not yet completed: the server's projection of what completing charges.
  const projected = money.projected ?? null;
  const projectedExtra = projected?.extras.find((line) => line.code === 'extraKm');

  const saveReadings = (event: FormEvent) => {
    event.preventDefault();
    setReadingsDone(null);
    setCashDone(null);
    const body = { pickupKm: readingOf(pickupKm), returnKm: readingOf(returnKm) };
    odometer.mutate({ id: booking._id, body }, { onSuccess: (saved) => setReadingsDone(isKept(saved) ? offline.keptOnPhone : T.readingsSaved) });
  };
  const recordCash = (event: FormEvent) => {
    event.preventDefault();
    setReadingsDone(null);
    setCashDone(null);
    amount.reveal();
    if (!amount.parsed.ok) return;
    cash.mutate(
      { id: booking._id, body: { amount: amount.parsed.amount, currency } },
      {
        onSuccess: (payment) => {
          setCashDone(isKept(payment) ? offline.keptOnPhone : T.cashRecorded(formatAmountIn(payment.amount, payment.currency)));
          amount.clear();
        },
      },
    );
  };
  if (!money.paymentSummary) return null;
  // A completed trip's readings are the office's to correct: the bill is made from them.
  const readingsFrozen = booking.bookingStatus === 'completed';
  const takesCash = CASH_STATUSES.includes(booking.bookingStatus);

  return (
    <details className="mt-4 rounded-xl bg-stone-50 px-4 py-3 ring-1 ring-slate-200 ring-inset" data-testid="trip-money">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-slate-900">
        {T.title} · {T.balanceDue(formatPrice(money.paymentSummary.balanceDue))}{' '}
        <ApproxAmount usd={money.paymentSummary.balanceDue} currency="LKR" className="font-normal whitespace-nowrap text-slate-600" />
      </summary>
      {extra && <p className="text-sm text-slate-700">{T.extraKm(extra.quantity, formatPrice(extra.amount))}</p>}
      {projected && projectedExtra && (
        <div className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-amber-200" data-testid="projected-balance">
          <p>{T.projectedExtraKm(projectedExtra.quantity, formatPrice(projectedExtra.amount))}</p>
          <p className="font-semibold">
            {T.projectedBalance(formatPrice(projected.balanceDue))} <ApproxAmount usd={projected.balanceDue} currency="LKR" className="font-normal whitespace-nowrap text-slate-600" />
          </p>
          <p className="text-xs text-slate-600">{T.projectedNote}</p>
        </div>
      )}
      {readingsFrozen && <p className="mt-2 text-sm text-slate-700">{rules.odometerFrozen}</p>}
      <form onSubmit={saveReadings} noValidate className="mt-3 grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_1fr_auto]" hidden={readingsFrozen}>
        <OdometerFields id={id} pickupKm={pickupKm} returnKm={returnKm} onPickupKm={setPickupKm} onReturnKm={setReturnKm} />
        <Button type="submit" variant="secondary" className="min-h-11" disabled={odometer.isPending}>
          {odometer.isPending ? T.saving : T.saveReadings}
        </Button>
      </form>
      <FormOutcome error={readingsFrozen ? null : odometer.error} notice={readingsDone} testId="readings-outcome" />
      {!takesCash && <p className="mt-3 text-sm text-slate-700">{rules.cashNotUnderWay}</p>}
      <form onSubmit={recordCash} noValidate className="mt-3 grid grid-cols-1 items-start gap-3 sm:grid-cols-[1fr_8rem_auto]" hidden={!takesCash}>
        <Field id={`${id}-cash`} label={T.cashAmount} error={amount.error}>
          {(a11y) => (
            <>
              <input {...a11y} inputMode="decimal" autoComplete="off" value={amount.text} onChange={(e) => amount.setText(e.target.value)} onBlur={amount.reveal} className={inputClass} />
              <AmountPreview typed={amount} currency={currency} />
            </>
          )}
        </Field>
        <Field id={`${id}-currency`} label={T.currency}>
          {(a11y) => (
            <select {...a11y} value={currency} onChange={(e) => setCurrency(e.target.value as PaymentCurrency)} className={inputClass}>
              {CASH_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" variant="secondary" className="min-h-11 sm:mt-7" disabled={cash.isPending}>
          {cash.isPending ? T.saving : T.recordCash}
        </Button>
      </form>
      <FormOutcome error={takesCash ? cash.error : null} notice={cashDone} testId="cash-outcome" />
    </details>
  );
}

/** What one form's last try came to, right below that form: its error, or what it saved. */
function FormOutcome({ error, notice, testId }: { error: unknown; notice: string | null; testId: string }) {
  return (
    <div data-testid={testId}>
      {error ? <Alert className="mt-3">{errorText(error)}</Alert> : null}
      {notice && (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          {notice}
        </p>
      )}
    </div>
  );
}
