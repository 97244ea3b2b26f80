import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { colomboToday, financePeriod, financeQuerySchema } from '@app/shared';
import { Button } from '../../../components/Button';
import { ListError } from '../../../components/ListStates';
import { StaffPageHeader } from '../../../components/StaffPageHeader';
import { errorText } from '../../../lib/error-text';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { downloadPaymentsCsv, useFinance, type FinancePeriod } from '../api';
import { PeriodForm, ReceivedPerDay, RefundsDue, Section, SummaryTiles } from './parts';
import { RevenueChart } from './RevenueChart';

/** The period in the address (`?from&to`), when it is one the server takes; else the default (the last 30 days). */
function periodFromAddress(params: URLSearchParams, today: string): FinancePeriod {
  const parsed = financeQuerySchema.safeParse({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
  const period = financePeriod(parsed.success ? parsed.data : {}, today);
  if ('problem' in period) return financePeriod({}, today) as FinancePeriod;
  return period;
}

function DownloadCsv({ period }: { period: FinancePeriod }) {
  const m = usePageMessages();
  const T = m.financeUi;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadPaymentsCsv(period);
    } catch (failure) {
      setError(T.downloadFailed(errorText(failure)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-describedby={error ? 'finance-download-error' : undefined}>
        {busy ? T.downloading : T.download}
      </Button>
      {error && (
        <p id="finance-download-error" role="alert" className="max-w-xs text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function FiguresSkeleton() {
  const box = 'animate-pulse rounded-2xl bg-slate-200/70 motion-reduce:animate-none';
  return (
    <div aria-hidden="true" className="space-y-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`h-24 ${box}`} />
        ))}
      </div>
      <div className={`h-56 ${box}`} />
      <div className={`h-72 ${box}`} />
    </div>
  );
}

/**
 * /admin/finance: what came in and went back in a period (per Sri Lanka day and method), the
 * deposits and refunds still open, revenue per month as a chart (and its table), and the period's
 * ledger as a CSV file.
 */
export function FinancePage() {
  const m = usePageMessages();
  const T = m.financeUi;
  const today = colomboToday();
  const [params, setParams] = useSearchParams();
  const period = periodFromAddress(params, today);
  const finance = useFinance(period);
  const summary = finance.data;

  return (
    <>
      <StaffPageHeader title={T.title} description={T.description} actions={<DownloadCsv period={period} />} />
      <PeriodForm key={`${period.from}/${period.to}`} period={period} today={today} onChange={(next) => setParams({ from: next.from, to: next.to })} />
      <div className="mt-6">
        {finance.isPending ? (
          <>
            <p role="status" className="sr-only">
              {T.loading}
            </p>
            <FiguresSkeleton />
          </>
        ) : finance.error || !summary ? (
          <ListError error={finance.error} />
        ) : (
          <div className={`space-y-6 transition-opacity ${finance.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={finance.isPlaceholderData}>
            <SummaryTiles summary={summary} />
            <Section title={T.perDay.title}>
              <ReceivedPerDay summary={summary} />
            </Section>
            <Section title={T.chart.title}>
              <RevenueChart months={summary.revenuePerMonth} />
            </Section>
            <Section title={T.refunds.title}>
              <RefundsDue refunds={summary.refundsDue} />
            </Section>
          </div>
        )}
      </div>
    </>
  );
}
