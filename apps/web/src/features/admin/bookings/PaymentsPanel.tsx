import { useId, useState, type FormEvent } from 'react';
import { PAYMENT_CURRENCIES, PAYMENT_METHODS, paymentChoices, type Booking, type Payment, type PaymentCurrency, type PaymentKind, type PaymentMethod } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { ApproxAmount } from '../../../components/ApproxAmount';
import { Button } from '../../../components/Button';
import { Field, inputClass } from '../../../components/Field';
import { Loading } from '../../../components/Spinner';
import { AmountPreview, useTypedAmount } from '../../../components/TypedAmount';
import { ReceiptButton } from '../../../components/ReceiptButton';
import { DataTable, type Column } from '../../../components/DataTable';
import { ListError } from '../../../components/ListStates';
import { Panel } from '../../../components/Panel';
import { quoteLineLabel } from '../../../lib/add-ons';
import { errorText } from '../../../lib/error-text';
import { formatAmountIn, formatInstant, formatPrice } from '../../../lib/format';
import { usePageMessages, type PageMessages } from '../../../lib/i18n/page-messages';
import { useBookingPayments, useRecordPayment } from '../api';
import { ReversePaymentDialog } from './ReversePaymentDialog';

type T = PageMessages['staffBookingsUi']['payments'];

function paymentColumns(t: T, onReverse: (payment: Payment) => void): Column<Payment>[] {
  return [
    { header: t.when, cell: (p) => <time dateTime={p.recordedAt}>{formatInstant(p.recordedAt)}</time>, className: 'whitespace-nowrap' },
    {
      header: t.what,
      phone: 'title',
      cell: (p) => (
        <span>
          {p.reverses && <span className="me-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t.reversal}</span>}
          <span className="font-medium text-slate-900">{t.kinds[p.kind]}</span> · {t.methods[p.method]}
          {p.reversedBy && <span className="ms-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">{t.reversed}</span>}
          {p.reference && <span className="block text-xs text-slate-500">{p.reference}</span>}
        </span>
      ),
    },
    {
      header: t.amount,
      cell: (p) => (
        // A refund, or a reversal of anything but a refund, takes money back: shown with a minus.
        <span className={(p.kind === 'refund') !== Boolean(p.reverses) ? 'text-red-800' : ''}>
          {(p.kind === 'refund') !== Boolean(p.reverses) ? '−' : ''}
          {formatAmountIn(p.amount, p.currency)}
          {p.currency !== 'USD' ? (
            <span className="block text-xs text-slate-500">{formatPrice(p.amountUsd)}</span>
          ) : (
            <ApproxAmount usd={p.amountUsd} currency="LKR" className="block text-xs text-slate-500" />
          )}
        </span>
      ),
      className: 'whitespace-nowrap',
    },
    { header: t.by, cell: (p) => p.recordedBy?.username ?? t.online },
    {
      header: t.actions,
      cell: (p) =>
        !p.reverses && !p.reversedBy ? (
          <Button variant="secondary" size="sm" onClick={() => onReverse(p)} aria-label={t.reverseOf(t.kinds[p.kind], formatAmountIn(p.amount, p.currency))}>
            {t.reverse}
          </Button>
        ) : null,
    },
  ];
}

/**
 * A booking's money on its detail page: what is due and what came in (the booking's summary),
 * the ledger, and a form to record a payment or a refund. The ledger is never edited: a mistake
 * is put right by another row.
 */
export function PaymentsPanel({ booking }: { booking: Booking }) {
  const t = usePageMessages().staffBookingsUi.payments;
  const payments = useBookingPayments(booking._id);
  const [toReverse, setToReverse] = useState<Payment | null>(null);
  const [reversedNotice, setReversedNotice] = useState<string | null>(null);
  const [recordedNotice, setRecordedNotice] = useState<string | null>(null);
  const s = booking.paymentSummary;
  const rows: [string, number][] = [
    [t.depositDue, s.depositDue],
    [t.paid, s.paid],
    [t.refunded, s.refunded],
    [t.balanceDue, s.balanceDue],
    [t.refundDue, s.refundDue],
  ];
  return (
    <Panel>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-base font-bold text-slate-900">{t.title}</h2>
        <ReceiptButton bookingId={booking._id} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="payment-summary">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-stone-50 px-3 py-2 ring-1 ring-slate-200">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900">{formatPrice(value)}</dd>
            <dd>
              <ApproxAmount usd={value} currency="LKR" className="text-xs text-slate-500" />
            </dd>
          </div>
        ))}
      </dl>
      <BalanceBreakdown booking={booking} />
      <div className="mt-4">
        {payments.isPending ? (
          <Loading label={t.loading} />
        ) : payments.error ? (
          <ListError error={payments.error} />
        ) : payments.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t.empty}</p>
        ) : (
          <DataTable dense caption={t.caption} rows={payments.data} rowKey={(p) => p._id} columns={paymentColumns(t, (p) => { setReversedNotice(null); setToReverse(p); })} />
        )}
        {reversedNotice && (
          <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
            {reversedNotice}
          </p>
        )}
      </div>
      <ReversePaymentDialog bookingId={booking._id} payment={toReverse} onClose={() => setToReverse(null)} onDone={setReversedNotice} />
      {/* A new state (cancelled, deposit paid, refund due) is a new form: its kinds and choice follow the booking. */}
      {/* The notice of what was recorded lives here: the payment itself rebuilds the form. */}
      <RecordPaymentForm
        key={`${booking.bookingStatus} ${s.depositDue} ${s.balanceDue} ${s.refundDue} ${s.paid} ${s.refunded}`}
        booking={booking}
        onRecorded={setRecordedNotice}
      />
      {recordedNotice && (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          {recordedNotice}
        </p>
      )}
    </Panel>
  );
}

/**
 * How the balance comes from the total, line by line: the quote's total, the extra kilometres
 * (charged, or from the readings until completion), less what was paid, plus what was refunded
 * (issue 26), so no difference between "Total" and "Balance due" goes unexplained. A cancelled
 * booking owes nothing; its refund due is in the summary above.
 */
function BalanceBreakdown({ booking }: { booking: Booking }) {
  const m = usePageMessages();
  const t = m.staffBookingsUi.payments;
  if (booking.bookingStatus === 'cancelled') return null;
  const s = booking.paymentSummary;
  const projected = booking.projected;
  const lines: { key: string; label: string; amount: string; strong?: boolean; usd?: number }[] = [
    { key: 'total', label: t.total, amount: formatPrice(booking.totalPrice) },
    ...booking.extras.map((line) => ({ key: `extra-${line.code}`, label: line.code === 'extraKm' ? t.extraKm(line.quantity, formatPrice(line.unitAmount)) : quoteLineLabel(m, line, booking.quote.days), amount: `+${formatPrice(line.amount)}` })),
    { key: 'paid', label: t.paidLess, amount: `−${formatPrice(s.paid)}` },
    ...(s.refunded > 0 ? [{ key: 'refunded', label: t.refundedAdd, amount: `+${formatPrice(s.refunded)}` }] : []),
    { key: 'balance', label: t.balanceDue, amount: formatPrice(s.balanceDue), strong: true, usd: s.balanceDue },
    ...(projected && projected.extras.length > 0
      ? [
          ...projected.extras.map((line) => ({
            key: `projected-${line.code}`,
            label: t.projectedExtraKm(line.quantity, formatPrice(line.unitAmount)),
            amount: `+${formatPrice(line.amount)}`,
          })),
          { key: 'projected-balance', label: t.balanceWhenCompleted, amount: formatPrice(projected.balanceDue), strong: true, usd: projected.balanceDue },
        ]
      : []),
  ];
  return (
    <section className="mt-3" aria-label={t.breakdownTitle} data-testid="balance-breakdown">
      <h3 className="text-sm font-bold text-slate-900">{t.breakdownTitle}</h3>
      <table className="mt-1 w-full max-w-xl text-sm">
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className={line.strong ? 'border-t border-slate-200 font-semibold text-slate-900' : 'text-slate-700'}>
              <th scope="row" className="py-1 pe-3 text-start font-[inherit]">
                {line.label}
              </th>
              <td className="py-1 text-end whitespace-nowrap tabular-nums">
                {line.amount}
                {line.usd !== undefined && <ApproxAmount usd={line.usd} currency="LKR" className="block text-xs font-normal text-slate-500" />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Records one payment: amount, currency, method and kind. Only the kinds possible in the booking's
 * state are offered (`paymentChoices`: a cancelled booking takes only refunds), the one it waits
 * for preselected with what is due of it.
 */
function RecordPaymentForm({ booking, onRecorded }: { booking: Booking; onRecorded: (notice: string | null) => void }) {
  const t = usePageMessages().staffBookingsUi.payments;
  const record = useRecordPayment();
  const id = useId();
  const cancelled = booking.bookingStatus === 'cancelled';
  const choices = paymentChoices(booking);
  const [currency, setCurrency] = useState<PaymentCurrency>('USD');
  const amount = useTypedAmount(currency, choices.amount);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [kind, setKind] = useState<PaymentKind | null>(choices.preselected);
  const [reference, setReference] = useState('');

  if (!kind) {
    return (
      <p className="mt-6 border-t border-slate-100 pt-4 text-sm text-slate-600" data-testid="nothing-to-record">
        {t.nothingToRefund}
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRecorded(null);
    amount.reveal();
    if (!amount.parsed.ok) return;
    record.mutate(
      { id: booking._id, body: { amount: amount.parsed.amount, currency, method, kind, ...(reference.trim() ? { reference: reference.trim() } : {}) } },
      {
        onSuccess: (payment) => {
          onRecorded(t.recorded(formatAmountIn(payment.amount, payment.currency)));
          amount.clear();
          setReference('');
        },
      },
    );
  };

  const select = 'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900';
  return (
    <form onSubmit={submit} noValidate className="mt-6 border-t border-slate-100 pt-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-bold text-slate-900">
        {t.recordTitle}
      </h3>
      <div className="mt-3 grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
        <Field id={`${id}-amount`} label={t.amount} required error={amount.error}>
          {(a11y) => (
            <>
              <input {...a11y} inputMode="decimal" autoComplete="off" value={amount.text} onChange={(e) => amount.setText(e.target.value)} onBlur={amount.reveal} className={inputClass} />
              <AmountPreview typed={amount} currency={currency} />
            </>
          )}
        </Field>
        <Field id={`${id}-currency`} label={t.currency}>
          {(a11y) => (
            <select {...a11y} value={currency} onChange={(e) => setCurrency(e.target.value as PaymentCurrency)} className={select}>
              {PAYMENT_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-method`} label={t.method}>
          {(a11y) => (
            <select {...a11y} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)} className={select}>
              {PAYMENT_METHODS.map((code) => (
                <option key={code} value={code}>
                  {t.methods[code]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-kind`} label={t.kind} hint={cancelled ? t.onlyRefund : undefined}>
          {(a11y) => (
            <select {...a11y} value={kind} onChange={(e) => setKind(e.target.value as PaymentKind)} className={select}>
              {choices.kinds.map((code) => (
                <option key={code} value={code}>
                  {t.kinds[code]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-reference`} label={t.reference} className="sm:col-span-2">
          {(a11y) => <input {...a11y} value={reference} maxLength={200} onChange={(e) => setReference(e.target.value)} className={inputClass} />}
        </Field>
      </div>
      {record.error && <Alert className="mt-3">{errorText(record.error)}</Alert>}
      <Button type="submit" className="mt-3" disabled={record.isPending}>
        {record.isPending ? t.saving : t.submit}
      </Button>
    </form>
  );
}
