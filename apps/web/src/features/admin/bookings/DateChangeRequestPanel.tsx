import { useState } from 'react';
import { LIMITS, dateChangeDeclineSchema, priceDifference, shortReference, type Booking, type DateChange } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { DialogBody, StaffDialog } from '../../../components/StaffDialog';
import { Panel } from '../../../components/Panel';
import { errorText } from '../../../lib/error-text';
import { formatDdMmYy, formatInstant, formatPrice } from '../../../lib/format';
import { useFocusResult } from '../../../lib/use-focus-result';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useApproveDateChange, useBookingDateChanges, useDeclineDateChange } from '../date-change-api';
import { DialogActions, DialogForm, ReasonField } from './dialog-parts';

const tripText = (t: { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string }) =>
  `${formatDdMmYy(t.pickupDate)} ${t.pickupTime} – ${formatDdMmYy(t.returnDate)} ${t.returnTime}`;

/**
 * On the booking page: the tourist's open request for new dates (decision 087), the trip now and
 * the trip asked for, the new total and its difference (the request's quote; approving prices
 * again with the staff change), and the two answers. Nothing when no request is open.
 */
export function DateChangeRequestPanel({ booking }: { booking: Booking }) {
  const T = usePageMessages().dateChangeUi;
  const requests = useBookingDateChanges(booking._id);
  const approve = useApproveDateChange();
  const [declining, setDeclining] = useState<DateChange | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const outcomeRef = useFocusResult<HTMLDivElement>(outcome);
  const open = requests.data?.find((r) => r.status === 'open');
  const ref = shortReference(booking._id);

  const message = outcome && (
    <div ref={outcomeRef} tabIndex={-1} className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-teal-600" data-testid="date-change-outcome">
      <Alert tone={outcome.tone}>{outcome.text}</Alert>
    </div>
  );
  if (!open) return message || null;

  const difference = priceDifference(booking.totalPrice, open.quotedTotal);
  const doApprove = () => {
    setOutcome(null);
    approve.mutate(open._id, {
      onSuccess: (done) => setOutcome({ tone: 'success', text: T.approved(ref, formatPrice(done.approvedTotal ?? done.booking.totalPrice)) }),
      onError: (error) => setOutcome({ tone: 'error', text: T.actionFailed(errorText(error)) }),
    });
  };

  return (
    <>
      {message}
      <Panel className="border-sky-300 ring-1 ring-sky-200">
        <section aria-labelledby="date-change-title" data-testid="date-change-request">
          <h2 id="date-change-title" className="text-base font-bold text-slate-900">
            {T.panelTitle}
          </h2>
          <p className="text-xs text-slate-500">{T.askedAt(formatInstant(open.createdAt))}</p>
          <dl className="mt-3 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="text-slate-500">{T.now}</dt>
            <dd className="font-medium text-slate-900">
              {tripText(booking)} · {formatPrice(booking.totalPrice)}
            </dd>
            <dt className="text-slate-500">{T.requested}</dt>
            <dd className="font-medium text-slate-900" data-testid="date-change-requested">
              {tripText(open)} · {formatPrice(open.quotedTotal)}
            </dd>
            <dt className="text-slate-500">{T.difference}</dt>
            <dd className="font-medium text-slate-900">{T.differenceAmount(difference.direction, formatPrice(difference.amount))}</dd>
          </dl>
          {open.note && <p className="mt-3 text-sm text-slate-700">{T.touristNote(open.note)}</p>}
          <p className={`mt-2 text-sm ${open.availableAtRequest ? 'text-slate-600' : 'text-amber-900'}`}>{open.availableAtRequest ? T.freeWhenAsked : T.takenWhenAsked}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" onClick={doApprove} disabled={approve.isPending} data-testid="approve-date-change">
              {approve.isPending ? T.approving : T.approve}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setOutcome(null);
                setDeclining(open);
              }}
            >
              {T.decline}
            </Button>
          </div>
        </section>
      </Panel>
      <StaffDialog open={declining !== null} title={T.declineTitle(ref)} onClose={() => setDeclining(null)}>
        {declining && (
          <DeclineForm
            request={declining}
            onClose={() => setDeclining(null)}
            onDeclined={() => {
              setDeclining(null);
              setOutcome({ tone: 'success', text: T.declined(ref) });
            }}
          />
        )}
      </StaffDialog>
    </>
  );
}

function DeclineForm({ request, onClose, onDeclined }: { request: DateChange; onClose: () => void; onDeclined: () => void }) {
  const T = usePageMessages().dateChangeUi;
  const decline = useDeclineDateChange();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    const parsed = dateChangeDeclineSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFailure(null);
    decline.mutate({ id: request._id, reason: parsed.data.reason }, { onSuccess: onDeclined, onError: (error) => setFailure(T.actionFailed(errorText(error))) });
  };

  return (
    <DialogForm onSubmit={submit}>
      <DialogBody>
        <p>{tripText(request)}</p>
        <ReasonField
          id="decline-date-change-reason"
          label={T.declineReason}
          hint={T.noteHint(LIMITS.reason)}
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
      <DialogActions keepLabel={T.keepOpen} onClose={onClose} danger disabled={decline.isPending}>
        {decline.isPending ? T.declining : T.declineConfirm}
      </DialogActions>
    </DialogForm>
  );
}
