import { useEffect, useId, useRef, useState } from 'react';
import { formatMoneyIn, type FinanceSummary } from '@app/shared';
import { dayFromString, formatMonthYear, formatPrice } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n/active-language';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { MoneyTableHead, RowHeader } from './MoneyTable';

type Months = FinanceSummary['revenuePerMonth'];

/** Teal for money in, red for money going back: both above 3:1 against white, as bars must be. */
const COLORS = { received: '#0d9488', refunded: '#e11d48' };

/** 'November 2026' for a YYYY-MM month. */
export function monthName(month: string): string {
  const day = dayFromString(`${month}-01`);
  return day ? formatMonthYear(day) : month;
}

/**
 * The revenue chart: bars of money received and refunded per month, drawn by Chart.js, which is
 * fetched with this chart only (its own chunk, never in the home page's JavaScript). The canvas
 * is an image with a label for screen readers, and the same figures are a table, which anyone can
 * show; if the chart cannot be drawn the table is still there.
 */
export function RevenueChart({ months }: { months: Months }) {
  const m = usePageMessages();
  const T = m.financeUi.chart;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    import('./draw-revenue-chart')
      .then(({ drawRevenueChart }) => {
        if (cancelled || !canvasRef.current) return;
        destroy = drawRevenueChart(canvasRef.current, {
          labels: months.map((month) => monthName(month.month)),
          series: [
            { label: T.received, values: months.map((month) => month.received), color: COLORS.received },
            { label: T.refunded, values: months.map((month) => month.refunded), color: COLORS.refunded },
          ],
          formatAmount: formatPrice,
          formatTick: (value) => formatMoneyIn(value, 'USD', activeLocale(), { whole: true }),
          reducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [months, T]);

  const first = months[0];
  const last = months.at(-1);
  return (
    <div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {(['received', 'refunded'] as const).map((key) => (
          <li key={key} className="flex items-center gap-2">
            <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: COLORS[key] }} />
            {T[key]}
          </li>
        ))}
      </ul>
      {failed ? (
        <p className="mt-3 text-sm text-slate-600">{T.failed}</p>
      ) : (
        <div className="relative mt-3 h-64 w-full">
          <canvas ref={canvasRef} role="img" aria-label={T.label(first ? monthName(first.month) : '', last ? monthName(last.month) : '')} data-testid="revenue-chart" />
        </div>
      )}
      <button
        type="button"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
        className="mt-3 rounded text-sm font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
      >
        {showTable ? T.hideTable : T.showTable}
      </button>
      {/* Hidden from sight only, never from screen readers: it is the chart's text alternative. */}
      <div
        id={tableId}
        role={showTable ? 'region' : undefined}
        aria-label={showTable ? T.caption : undefined}
        tabIndex={showTable ? 0 : undefined}
        className={showTable ? 'mt-3 overflow-x-auto rounded-xl border border-slate-200' : 'sr-only'}
        data-testid="revenue-table"
      >
        <table className="w-full min-w-[28rem] text-sm text-slate-700">
          <caption className="sr-only">{T.caption}</caption>
          <MoneyTableHead rowLabel={T.month} amountLabels={[T.received, T.refunded, T.net]} />
          <tbody className="divide-y divide-slate-100">
            {months.map((month) => (
              <tr key={month.month}>
                <RowHeader>{monthName(month.month)}</RowHeader>
                <td className="px-3 py-2 text-right tabular-nums">{formatPrice(month.received)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatPrice(month.refunded)}</td>
                <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatPrice(month.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
