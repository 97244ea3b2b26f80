import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PAYMENT_METHODS, financePeriod, financePeriodError, financeQuerySchema, shortReference, type FinanceSummary } from '@app/shared';
import { Button } from '../../../components/Button';
import { Field, inputClass } from '../../../components/Field';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/ListStates';
import { formatPrice, formatShortDay } from '../../../lib/format';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import type { FinancePeriod } from '../api';
import { MoneyTableHead, RowHeader } from './MoneyTable';

/**
 * The period's two days. Checked as the server checks it (the shared schema and period rule), so
 * a wrong period is said at once, beside the field, and never asked for.
 */
export function PeriodForm({ period, today, onChange }: { period: FinancePeriod; today: string; onChange: (period: FinancePeriod) => void }) {
  const m = usePageMessages();
  const T = m.financeUi;
  const id = useId();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = financeQuerySchema.safeParse({ from: from || undefined, to: to || undefined });
    if (!parsed.success) {
      const byField: { from?: string; to?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'to' ? 'to' : 'from';
        byField[field] ??= issue.message;
      }
      setErrors(byField);
      return;
    }
    const chosen = financePeriod(parsed.data, today);
    if ('problem' in chosen) {
      setErrors({ to: financePeriodError(chosen.problem) });
      return;
    }
    setErrors({});
    setFrom(chosen.from);
    setTo(chosen.to);
    onChange(chosen);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={T.period} className="flex flex-wrap items-start gap-3">
      <Field id={`${id}-from`} label={T.from} error={errors.from} className="w-full min-[420px]:w-44">
        {(a11y) => <input {...a11y} type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={inputClass} />}
      </Field>
      <Field id={`${id}-to`} label={T.to} error={errors.to} className="w-full min-[420px]:w-44">
        {(a11y) => <input {...a11y} type="date" value={to} onChange={(e) => setTo(e.target.value)} className={inputClass} />}
      </Field>
      <Button type="submit" variant="secondary" className="min-[420px]:mt-7">
        {T.show}
      </Button>
    </form>
  );
}

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</dd>
      {note && <dd className="text-sm text-slate-600">{note}</dd>}
    </div>
  );
}

/** Received and refunded in the period; deposits and refunds open today. */
export function SummaryTiles({ summary }: { summary: FinanceSummary }) {
  const m = usePageMessages();
  const T = m.financeUi.tiles;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4" data-testid="finance-tiles">
      <Tile label={T.received} value={formatPrice(summary.totalReceived)} />
      <Tile label={T.refundsPaid} value={formatPrice(summary.refundsPaid)} />
      <Tile label={T.depositsOutstanding} value={formatPrice(summary.depositsOutstanding.amount)} note={T.bookings(summary.depositsOutstanding.count)} />
      <Tile label={T.refundsDue} value={formatPrice(summary.refundsDue.amount)} note={T.bookings(summary.refundsDue.count)} />
    </dl>
  );
}

const num = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';
const Amount = ({ value }: { value: number }) => <span className={value === 0 ? 'text-slate-500' : undefined}>{formatPrice(value)}</span>;

/**
 * Money received per day and method. A real table in a box of its own that scrolls sideways on
 * a phone (focusable, so the keyboard scrolls it too), with the period's totals at its foot.
 */
export function ReceivedPerDay({ summary }: { summary: FinanceSummary }) {
  const m = usePageMessages();
  const T = m.financeUi.perDay;
  const P = m.staffBookingsUi.payments;
  const captionId = useId();
  if (summary.receivedPerDay.length === 0) {
    return (
      <EmptyState icon="chart" title={T.empty}>
        {T.emptyHint}
      </EmptyState>
    );
  }
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white" data-testid="received-per-day">
      <table className="w-full min-w-[36rem] text-sm text-slate-700">
        <caption id={captionId} className="sr-only">
          {T.caption(formatShortDay(summary.from), formatShortDay(summary.to))}
        </caption>
        <MoneyTableHead rowLabel={T.day} amountLabels={[...PAYMENT_METHODS.map((method) => P.methods[method]), T.total]} />
        <tbody className="divide-y divide-slate-100">
          {summary.receivedPerDay.map((day) => (
            <tr key={day.date}>
              <RowHeader>
                <time dateTime={day.date}>{formatShortDay(day.date)}</time>
              </RowHeader>
              {PAYMENT_METHODS.map((method) => (
                <td key={method} className={num}>
                  <Amount value={day.byMethod[method]} />
                </td>
              ))}
              <td className={`${num} font-semibold text-slate-900`}>{formatPrice(day.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              {T.periodTotal}
            </th>
            {PAYMENT_METHODS.map((method) => (
              <td key={method} className={num}>
                {formatPrice(summary.receivedByMethod[method])}
              </td>
            ))}
            <td className={num}>{formatPrice(summary.totalReceived)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

type RefundDue = FinanceSummary['refundsDue']['bookings'][number];

/** The bookings a refund is still owed to, each linking to its page, where the refund is recorded. */
export function RefundsDue({ refunds }: { refunds: FinanceSummary['refundsDue'] }) {
  const m = usePageMessages();
  const T = m.financeUi.refunds;
  if (refunds.bookings.length === 0) return <p className="text-sm text-slate-600">{T.empty}</p>;
  const columns: Column<RefundDue>[] = [
    {
      header: T.booking,
      phone: 'title',
      cell: (r) => (
        <Link to={`/admin/bookings/${r._id}`} title={r._id} className="font-mono font-semibold text-teal-800 hover:underline">
          {shortReference(r._id)}
        </Link>
      ),
    },
    { header: T.customer, cell: (r) => r.customerName },
    { header: T.vehicle, cell: (r) => r.vehicleName },
    { header: T.amount, cell: (r) => formatPrice(r.amount), className: 'whitespace-nowrap tabular-nums md:text-right' },
  ];
  const unlisted = refunds.count - refunds.bookings.length;
  return (
    <>
      <DataTable caption={T.caption} rows={refunds.bookings} rowKey={(r) => r._id} columns={columns} />
      {unlisted > 0 && <p className="mt-3 text-sm text-slate-600">{T.more(unlisted)}</p>}
    </>
  );
}

/** A titled white section of the page. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-bold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
