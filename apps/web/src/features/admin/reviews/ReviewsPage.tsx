import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS, reviewHideSchema, shortReference, type Review, type ReviewSettings } from '@app/shared';
import { Link } from 'react-router';
import { adminKeys, usePagedList } from '../api';
import { api } from '../../../lib/api';
import { errorText } from '../../../lib/error-text';
import { formatInstant } from '../../../lib/format';
import { FEATURED_REVIEWS_KEY } from '../../../lib/review-keys';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { Field, inputClass } from '../../../components/Field';
import { EmptyState, ListStates } from '../../../components/ListStates';
import { StaffPageHeader } from '../../../components/StaffPageHeader';
import { StarsShown } from '../../../components/StarRating';

const reviewsKey = adminKeys.list('reviews');
const settingsKey = ['admin', 'review-settings'] as const;

function useReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'hide' | 'unhide'; reason?: string }) =>
      api<Review>(`/api/admin/reviews/${encodeURIComponent(id)}/${action}`, { method: 'POST', auth: true, ...(action === 'hide' ? { body: { reason } } : {}) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewsKey.slice(0, 2) });
      void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
      // A hidden or published review changes the figures the home page and the settings show.
      void queryClient.invalidateQueries({ queryKey: settingsKey });
      void queryClient.invalidateQueries({ queryKey: FEATURED_REVIEWS_KEY });
    },
  });
}

/**
 * The home page's rating line (decision 097): the spec's claim, or the real figures once staff
 * switch them on. Saved at once; the figures shown are what the home page would show.
 */
function RatingSettings() {
  const T = usePageMessages().reviewUi;
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => api<ReviewSettings>('/api/admin/review-settings', { signal, auth: true }) });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (showRealRating: boolean) => api<ReviewSettings>('/api/admin/review-settings', { method: 'PUT', auth: true, body: { showRealRating } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: FEATURED_REVIEWS_KEY });
      setNotice({ tone: 'success', text: T.settingsSaved });
    },
    onError: (error) => setNotice({ tone: 'error', text: T.actionFailed(errorText(error)) }),
  });
  const data = settings.data;
  return (
    <section aria-labelledby="rating-settings-title" className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" data-testid="rating-settings">
      <h2 id="rating-settings-title" className="text-lg font-bold text-slate-900">
        {T.settingsTitle}
      </h2>
      <label className="mt-3 flex items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-teal-700"
          checked={save.isPending ? save.variables : (data?.showRealRating ?? false)}
          disabled={!data || save.isPending}
          aria-describedby="rating-settings-hint"
          onChange={(event) => {
            setNotice(null);
            save.mutate(event.target.checked);
          }}
        />
        <span className="font-medium">{T.showReal}</span>
      </label>
      <p id="rating-settings-hint" className="mt-1 text-sm text-slate-600">
        {T.showRealHint}
      </p>
      {data && (
        <p className="mt-2 text-sm text-slate-700" data-testid="real-figures">
          {T.realNow} {data.rating.average === null ? T.none : T.average(data.rating.average, data.rating.count)}
        </p>
      )}
      {notice && (
        <div className="mt-3">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
    </section>
  );
}

/** /admin/reviews (decision 094): every review, newest first, hidden ones too; hide with a reason the reviewer reads, or publish again. */
export function ReviewsPage() {
  const m = usePageMessages();
  const T = m.reviewUi;
  const list = usePagedList<Review>('reviews', '/api/admin/reviews');
  const action = useReviewAction();
  const [toHide, setToHide] = useState<Review | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const unhide = (review: Review) => {
    setNotice(null);
    action.mutate(
      { id: review._id, action: 'unhide' },
      { onSuccess: () => setNotice({ tone: 'success', text: T.unhidden }), onError: (error) => setNotice({ tone: 'error', text: T.actionFailed(errorText(error)) }) },
    );
  };

  const columns: Column<Review>[] = [
    { header: m.staffAreaUi.outbox.created, cell: (r) => <time dateTime={r.createdAt}>{formatInstant(r.createdAt)}</time>, className: 'whitespace-nowrap' },
    {
      header: T.adminTitle,
      cell: (r) => (
        <div className="max-w-md space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{r.vehicle}</span>
            <StarsShown rating={r.vehicleRating} label={T.stars(r.vehicleRating)} />
          </p>
          {r.driverRating !== null && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              {T.driver} <StarsShown rating={r.driverRating} label={T.stars(r.driverRating)} />
            </p>
          )}
          {r.comment && <p className="text-sm whitespace-pre-line text-slate-700">{r.comment}</p>}
          <p className="text-xs text-slate-500">
            {r.reviewer} ·{' '}
            <Link to={`/admin/bookings/${r.bookingId}`} className="font-mono font-semibold text-teal-800 hover:underline">
              {shortReference(r.bookingId)}
            </Link>
          </p>
        </div>
      ),
    },
    {
      header: m.staffAreaUi.outbox.state,
      cell: (r) => (
        <div className="flex flex-col items-start gap-2 max-md:items-end" data-testid={`review-${r._id}`}>
          {r.status === 'published' ? (
            <>
              <span className="inline-flex rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300 ring-inset">{T.published}</span>
              <Button variant="secondary" size="sm" onClick={() => setToHide(r)}>
                {T.hide}
              </Button>
            </>
          ) : (
            <>
              <span className="max-w-xs text-sm text-slate-700">{T.hiddenBecause(r.hiddenReason ?? '')}</span>
              <Button variant="secondary" size="sm" onClick={() => unhide(r)} disabled={action.isPending}>
                {T.unhide}
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <StaffPageHeader title={T.adminTitle} />
      <RatingSettings />
      {notice && (
        <div className="mb-4">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      <ListStates rows={list} noun="reviews" loadingLabel={T.loading} empty={<EmptyState icon="star" title={T.adminEmpty} />}>
        <DataTable caption={T.adminTitle} rows={list.items} rowKey={(row) => row._id} columns={columns} />
      </ListStates>
      {toHide && (
        <HideDialog
          review={toHide}
          onClose={() => setToHide(null)}
          onHidden={() => {
            setToHide(null);
            setNotice({ tone: 'success', text: T.hidden });
          }}
          hide={(reason, handlers) => action.mutate({ id: toHide._id, action: 'hide', reason }, handlers)}
          busy={action.isPending}
        />
      )}
    </>
  );
}

function HideDialog({
  review,
  onClose,
  onHidden,
  hide,
  busy,
}: {
  review: Review;
  onClose: () => void;
  onHidden: () => void;
  hide: (reason: string, handlers: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  busy: boolean;
}) {
  const T = usePageMessages().reviewUi;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const submit = () => {
    const parsed = reviewHideSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    hide(parsed.data.reason, { onSuccess: onHidden, onError: (e) => setFailed(T.actionFailed(errorText(e))) });
  };
  return (
    <ConfirmDialog open title={T.hideTitle(review.reviewer)} confirmLabel={busy ? T.hiding : T.hideConfirm} cancelLabel={T.keep} busy={busy} onConfirm={submit} onCancel={onClose}>
      {review.comment && <p className="mb-3 whitespace-pre-line italic">{review.comment}</p>}
      <Field id={`hide-${review._id}-reason`} label={T.hideReason} error={error} required>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={3}
            maxLength={LIMITS.reason}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            className={inputClass}
          />
        )}
      </Field>
      {failed && (
        <div className="mt-3">
          <Alert>{failed}</Alert>
        </div>
      )}
    </ConfirmDialog>
  );
}
