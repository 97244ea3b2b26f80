import { useState } from 'react';
import { LIMITS, messageByCode, type Booking } from '@app/shared';
import { DOCUMENT_KINDS, documentReviewSchema, type BookingDocument } from '@app/shared/documents';
import { Alert } from '../../../components/Alert';
import { Button, buttonClass } from '../../../components/Button';
import { DialogBody, StaffDialog } from '../../../components/StaffDialog';
import { Panel } from '../../../components/Panel';
import { isApiError } from '../../../lib/api';
import { useBookingDocuments, useReviewDocument } from '../../../lib/documents-api';
import { errorText } from '../../../lib/error-text';
import { formatInstant } from '../../../lib/format';
import { usePageMessages, type PageMessages } from '../../../lib/i18n/page-messages';
import { useFocusResult } from '../../../lib/use-focus-result';
import { DialogActions, DialogForm, ReasonField } from './dialog-parts';

function failureText(error: unknown, m: PageMessages): string {
  return (isApiError(error) && error.code?.code.startsWith('documentsApi.') ? messageByCode(m, error.code.code, error.code.params) : undefined) ?? errorText(error);
}

/**
 * On a self-drive booking's page: the tourist's documents (decision 107), each with its state, the
 * file to open (a short-lived address) and the two answers; a rejection asks for the reason the
 * tourist is e-mailed.
 */
export function DocumentsReviewPanel({ booking }: { booking: Booking }) {
  const m = usePageMessages();
  const T = m.documentsUi;
  const documents = useBookingDocuments(booking._id);
  const review = useReviewDocument(booking._id);
  const [rejecting, setRejecting] = useState<BookingDocument | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const outcomeRef = useFocusResult<HTMLDivElement>(outcome);

  const verify = (doc: BookingDocument) => {
    setOutcome(null);
    review.mutate(
      { documentId: doc._id, body: { status: 'verified', reason: '' } },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: T.verifiedDone(T.kinds[doc.kind]) }),
        onError: (error) => setOutcome({ tone: 'error', text: T.actionFailed(failureText(error, m)) }),
      },
    );
  };

  const answer = documents.data;
  return (
    <Panel>
      <section aria-labelledby="documents-title" data-testid="documents-review">
        <h2 id="documents-title" className="text-base font-bold text-slate-900">
          {T.staffTitle}
        </h2>
        {documents.isPending && <p className="mt-2 text-sm text-slate-600">{T.loading}</p>}
        {documents.isError && <Alert>{T.loadFailed(errorText(documents.error))}</Alert>}
        {answer && (
          <>
            <p className={`mt-1 text-sm font-semibold ${answer.missing.length > 0 ? 'text-amber-900' : 'text-emerald-900'}`}>
              {answer.missing.length > 0 ? T.missingCount(answer.missing.length) : T.allSent}
            </p>
            {answer.documents.length === 0 && <p className="mt-2 text-sm text-slate-600">{T.staffNone}</p>}
            {answer.permitAtCounter && <p className="mt-2 text-sm text-sky-900">{T.staffAtCounter}</p>}
            <ul className="mt-3 divide-y divide-slate-100">
              {DOCUMENT_KINDS.map((kind) => {
                const doc = answer.documents.find((d) => d.kind === kind);
                return (
                  <li key={kind} className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid={`review-${kind}`}>
                    <div className="min-w-0 text-sm">
                      <p className="font-medium text-slate-900">{T.kinds[kind]}</p>
                      <p className="text-slate-700" data-testid="review-status">
                        {!doc ? (kind === 'permit' && answer.permitAtCounter ? T.status.atCounter : T.status.missing) : !doc.url && doc.status === 'pending' ? T.status.removed : T.status[doc.status]}
                      </p>
                      {doc && <p className="text-xs text-slate-500">{T.sentAt(formatInstant(doc.uploadedAt))}</p>}
                      {doc?.reviewedBy && doc.reviewedAt && <p className="text-xs text-slate-500">{T.verifiedBy(doc.reviewedBy.username, formatInstant(doc.reviewedAt))}</p>}
                      {doc?.status === 'rejected' && doc.reason && <p className="text-red-900">{T.rejectedReason(doc.reason)}</p>}
                    </div>
                    {doc?.url && (
                      <div className="flex flex-wrap gap-2">
                        <a href={doc.url} target="_blank" rel="noopener noreferrer" className={buttonClass('ghost', 'sm')}>
                          {T.open}
                        </a>
                        {doc.status !== 'verified' && (
                          <Button size="sm" onClick={() => verify(doc)} disabled={review.isPending} data-testid={`verify-${kind}`}>
                            {T.verify}
                          </Button>
                        )}
                        {doc.status !== 'rejected' && (
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => {
                              setOutcome(null);
                              setRejecting(doc);
                            }}
                            data-testid={`reject-${kind}`}
                          >
                            {T.reject}
                          </Button>
                        )}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {outcome && (
          <div ref={outcomeRef} tabIndex={-1} className="mt-3 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-teal-600" data-testid="documents-outcome">
            <Alert tone={outcome.tone}>{outcome.text}</Alert>
          </div>
        )}
      </section>
      <StaffDialog open={rejecting !== null} title={rejecting ? T.rejectTitle(T.kinds[rejecting.kind]) : ''} onClose={() => setRejecting(null)}>
        {rejecting && (
          <RejectForm
            bookingId={booking._id}
            doc={rejecting}
            onClose={() => setRejecting(null)}
            onRejected={() => {
              setOutcome({ tone: 'success', text: T.rejectedDone(T.kinds[rejecting.kind]) });
              setRejecting(null);
            }}
          />
        )}
      </StaffDialog>
    </Panel>
  );
}

function RejectForm({ bookingId, doc, onClose, onRejected }: { bookingId: string; doc: BookingDocument; onClose: () => void; onRejected: () => void }) {
  const m = usePageMessages();
  const T = m.documentsUi;
  const review = useReviewDocument(bookingId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    const parsed = documentReviewSchema.safeParse({ status: 'rejected', reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFailure(null);
    review.mutate({ documentId: doc._id, body: parsed.data }, { onSuccess: onRejected, onError: (error) => setFailure(T.actionFailed(failureText(error, m))) });
  };

  return (
    <DialogForm onSubmit={submit}>
      <DialogBody>
        <ReasonField
          id="reject-document-reason"
          label={T.rejectReason}
          hint={m.dateChangeUi.noteHint(LIMITS.reason)}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setProblem(null);
          }}
          error={problem}
          required
          autoFocus
        />
        {failure && <Alert>{failure}</Alert>}
      </DialogBody>
      <DialogActions keepLabel={T.keep} onClose={onClose} danger disabled={review.isPending}>
        {review.isPending ? T.working : T.rejectConfirm}
      </DialogActions>
    </DialogForm>
  );
}
