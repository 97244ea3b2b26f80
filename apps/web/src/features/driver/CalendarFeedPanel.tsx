import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { inputClass } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { Panel } from '../../components/Panel';
import { Loading } from '../../components/Spinner';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { useCalendarFeed, useRenewCalendarFeed } from './api';

/** The driver's private calendar feed (decision 108): its address to copy into a calendar app, and a new one when it was shared. */
export function CalendarFeedPanel() {
  const T = usePageMessages().tripLinksUi;
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [asking, setAsking] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ tone: 'success', text: T.copied });
    } catch {
      setStatus({ tone: 'error', text: T.copyFailed });
    }
  };
  const renewNow = async () => {
    try {
      await renew.mutateAsync();
      setStatus({ tone: 'success', text: T.renewed });
    } catch {
      setStatus({ tone: 'error', text: T.renewFailed });
    } finally {
      setAsking(false);
    }
  };

  return (
    <Panel>
      <div data-testid="calendar-feed">
        <h2 id="calendar-feed-title" className="flex items-center gap-2 text-base font-bold text-slate-900">
          <Icon name="calendar" className="size-5 text-teal-700" />
          {T.feedTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{T.feedIntro}</p>
        {feed.isPending ? (
          <Loading label={T.feedLoading} className="py-4" />
        ) : !feed.data ? (
          <div className="mt-3">
            <Alert>{T.feedError}</Alert>
          </div>
        ) : (
          <div className="mt-3 space-y-3">
            <label htmlFor="calendar-feed-url" className="block text-sm font-medium text-slate-700">
              {T.feedLabel}
            </label>
            <input
              id="calendar-feed-url"
              value={feed.data.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              className={`${inputClass} font-mono text-xs read-only:bg-slate-50`}
              data-testid="calendar-feed-url"
            />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void copy(feed.data.url)}>
                {T.copy}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setAsking(true)} disabled={renew.isPending}>
                {T.renew}
              </Button>
            </div>
            <p role="status" aria-live="polite" className="min-h-5 text-sm">
              {status && <span className={status.tone === 'success' ? 'text-emerald-800' : 'text-red-800'}>{status.text}</span>}
            </p>
          </div>
        )}
        <ConfirmDialog
          open={asking}
          title={T.renew}
          confirmLabel={T.renew}
          busy={renew.isPending}
          onConfirm={() => void renewNow()}
          onCancel={() => setAsking(false)}
        >
          {T.renewConfirm}
        </ConfirmDialog>
      </div>
    </Panel>
  );
}
