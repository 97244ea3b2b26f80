import { useId, useState, type ChangeEvent } from 'react';
import { messageByCode, type Booking } from '@app/shared';
import { DOCUMENT_KINDS, type BookingDocument, type BookingDocuments, type DocumentKind } from '@app/shared/documents';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/Button';
import { isApiError } from '../../lib/api';
import { useBookingDocuments, useSetPermitAtCounter, useUploadDocument } from '../../lib/documents-api';
import { errorText } from '../../lib/error-text';
import { formatMoment } from '../../lib/format';
import { usePageMessages, type PageMessages } from '../../lib/i18n/page-messages';

/** Whether a booking asks its tourist for documents: self-drive, and not yet under way or over. */
export function needsDocuments(booking: Pick<Booking, 'driverOption' | 'bookingStatus'>): boolean {
  return booking.driverOption === 'selfDrive' && (booking.bookingStatus === 'pending' || booking.bookingStatus === 'confirmed');
}

type Status = 'missing' | 'atCounter' | 'removed' | BookingDocument['status'];

function statusOf(kind: DocumentKind, doc: BookingDocument | undefined, answer: BookingDocuments): Status {
  if (doc?.url === null && doc.status !== 'rejected') return doc.status === 'verified' ? 'verified' : 'removed';
  if (doc) return doc.status;
  return kind === 'permit' && answer.permitAtCounter ? 'atCounter' : 'missing';
}

const TONES: Record<Status, string> = {
  missing: 'bg-amber-50 text-amber-900 ring-amber-200',
  atCounter: 'bg-sky-50 text-sky-900 ring-sky-200',
  pending: 'bg-slate-50 text-slate-800 ring-slate-200',
  verified: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  rejected: 'bg-red-50 text-red-900 ring-red-200',
  removed: 'bg-slate-50 text-slate-700 ring-slate-200',
};

/** A refusal in the language shown: the documents API's own sentence by its code, else the usual words. */
function failureText(error: unknown, m: PageMessages): string {
  return (isApiError(error) && error.code?.code.startsWith('documentsApi.') ? messageByCode(m, error.code.code, error.code.params) : undefined) ?? errorText(error);
}

/**
 * A self-drive booking's documents on My Bookings (decision 107): what is missing, each kind's
 * state (staff's reason for a rejection), a photo taken with the phone's camera or a file for each
 * kind not yet verified, and the choice of getting the Sri Lankan permit at the airport counter.
 */
export function DocumentsPanel({ booking }: { booking: Booking }) {
  const m = usePageMessages();
  const T = m.documentsUi;
  const headingId = useId();
  const documents = useBookingDocuments(booking._id);
  const upload = useUploadDocument(booking._id);
  const counter = useSetPermitAtCounter(booking._id);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState<DocumentKind | null>(null);
  // The box shows the tourist's choice at once, while the server saves it.
  const [choosing, setChoosing] = useState<boolean | null>(null);

  const send = (kind: DocumentKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    setSending(kind);
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => setNotice({ tone: 'success', text: T.uploaded(T.kinds[kind]) }),
        onError: (error) => setNotice({ tone: 'error', text: T.uploadFailed(failureText(error, m)) }),
        onSettled: () => setSending(null),
      },
    );
  };

  const answer = documents.data;
  return (
    <section aria-labelledby={headingId} className="col-span-2 space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset" data-testid="documents">
      <h4 id={headingId} className="text-base font-bold text-slate-900">
        {T.title}
      </h4>
      {documents.isPending && <p className="text-sm text-slate-600">{T.loading}</p>}
      {documents.isError && <Alert>{T.loadFailed(errorText(documents.error))}</Alert>}
      {answer && (
        <>
          <p className="text-sm text-slate-700">{T.intro(answer.keptDaysAfterTrip)}</p>
          <p className={`text-sm font-semibold ${answer.missing.length > 0 ? 'text-amber-900' : 'text-emerald-900'}`} data-testid="documents-missing">
            {answer.missing.length > 0 ? T.missingCount(answer.missing.length) : T.allSent}
          </p>
          <ul className="space-y-3">
            {DOCUMENT_KINDS.map((kind) => {
              const doc = answer.documents.find((d) => d.kind === kind);
              const status = statusOf(kind, doc, answer);
              const canSend = doc?.status !== 'verified';
              const busy = sending === kind;
              return (
                <li key={kind} className="rounded-lg bg-white p-3 ring-1 ring-slate-200" data-testid={`document-${kind}`}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-slate-900">{T.kinds[kind]}</span>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`} data-testid="document-status">
                      {T.status[status]}
                    </span>
                  </div>
                  {doc?.status === 'rejected' && doc.reason && <p className="mt-1 text-sm text-red-900">{T.rejectedReason(doc.reason)}</p>}
                  {doc?.status === 'verified' && doc.reviewedBy && doc.reviewedAt && (
                    <p className="mt-1 text-xs text-slate-600">{T.verifiedBy(doc.reviewedBy.username, formatMoment(doc.reviewedAt))}</p>
                  )}
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    {doc?.url && (
                      <a href={doc.url} target="_blank" rel="noopener noreferrer" className={buttonClass('ghost', 'sm')}>
                        {T.open}
                      </a>
                    )}
                    {canSend && (
                      <div role="group" aria-label={T.send(T.kinds[kind])} className="flex flex-wrap gap-2">
                        <label className={buttonClass('secondary', 'sm', 'cursor-pointer focus-within:ring-2 focus-within:ring-teal-600')}>
                          <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={send(kind)} disabled={upload.isPending} data-testid={`take-photo-${kind}`} />
                          {busy ? T.uploading : T.takePhoto}
                        </label>
                        <label className={buttonClass('secondary', 'sm', 'cursor-pointer focus-within:ring-2 focus-within:ring-teal-600')}>
                          <input type="file" accept="image/*,application/pdf" className="sr-only" onChange={send(kind)} disabled={upload.isPending} data-testid={`choose-file-${kind}`} />
                          {busy ? T.uploading : T.chooseFile}
                        </label>
                      </div>
                    )}
                  </div>
                  {kind === 'permit' && doc?.status !== 'verified' && (
                    <label className="mt-2 flex items-start gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 accent-teal-700"
                        checked={choosing ?? answer.permitAtCounter}
                        disabled={counter.isPending}
                        onChange={(event) => {
                          setChoosing(event.target.checked);
                          counter.mutate(event.target.checked, {
                            onError: (error) => setNotice({ tone: 'error', text: T.uploadFailed(failureText(error, m)) }),
                            onSettled: () => setChoosing(null),
                          });
                        }}
                        data-testid="permit-at-counter"
                      />
                      {T.atCounter}
                    </label>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="text-xs text-slate-600">{T.fileHint}</p>
        </>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </section>
  );
}
