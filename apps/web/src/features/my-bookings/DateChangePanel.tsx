import { useState } from 'react';
import { LIMITS, bookingRuleIssues, dateChangeRequestSchema, priceDifference, shortReference, type Booking, type DateChange } from '@app/shared';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field, inputClass } from '../../components/Field';
import { useBookingRules } from '../../lib/booking-queries';
import { errorText } from '../../lib/error-text';
import { formatDayTime, formatMoment, formatPrice } from '../../lib/format';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { useAskDateChange, useWithdrawDateChange } from './api';
import { pickupMoment } from './booking-sections';

/** Whether the tourist may ask for new dates: a pending or confirmed booking before its pickup. */
export function mayAskForNewDates(booking: Pick<Booking, 'bookingStatus' | 'pickupDate' | 'pickupTime'>, now: number): boolean {
  return (booking.bookingStatus === 'pending' || booking.bookingStatus === 'confirmed') && now < pickupMoment(booking);
}

type Values = { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string; note: string };
type Errors = Partial<Record<keyof Values | 'form', string>>;

/**
 * A booking card's request for new dates (decision 087): the open request with its new total and
 * the difference (the server's quote, the staff change's pricing) and a way to withdraw it; the
 * latest answer; and the button that asks.
 */
export function DateChangePanel({ booking, request, now }: { booking: Booking; request: DateChange | undefined; now: number }) {
  const T = usePageMessages().dateChangeUi;
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const withdraw = useWithdrawDateChange();
  const open = request?.status === 'open' ? request : undefined;
  const canAsk = !open && mayAskForNewDates(booking, now);
  const trip = (r: DateChange) => T.requestedTrip(formatDayTime(r.pickupDate, r.pickupTime), formatDayTime(r.returnDate, r.returnTime));

  const doWithdraw = (id: string) => {
    setNotice(null);
    withdraw.mutate(id, {
      onSuccess: () => setNotice({ tone: 'success', text: T.withdrawn }),
      onError: (error) => setNotice({ tone: 'error', text: T.withdrawFailed(errorText(error)) }),
    });
  };

  if (!open && !canAsk && !notice && request?.status !== 'approved' && request?.status !== 'declined') return null;
  return (
    <div className="col-span-2 space-y-3" data-testid="date-change">
      {open && (
        <section aria-label={T.requestedTitle} className="rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200 ring-inset" data-testid="date-change-open">
          <p className="font-semibold">
            {T.requestedTitle} · <span className="font-normal">{T.waiting}</span>
          </p>
          <p className="mt-1" data-testid="date-change-trip">
            {trip(open)}
          </p>
          <Difference previous={open.previousTotal} next={open.quotedTotal} />
          {!open.availableAtRequest && <p className="mt-1 text-amber-900">{T.takenWhenAsked}</p>}
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => doWithdraw(open._id)} disabled={withdraw.isPending}>
            {withdraw.isPending ? T.withdrawing : T.withdraw}
          </Button>
        </section>
      )}
      {!open && request?.status === 'approved' && request.decidedAt && (
        <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-950 ring-1 ring-emerald-200 ring-inset" data-testid="date-change-approved">
          {T.approvedNotice(formatMoment(request.decidedAt))}
        </p>
      )}
      {!open && request?.status === 'declined' && (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200 ring-inset" data-testid="date-change-declined">
          {T.declinedNotice(trip(request), request.declineReason ?? '')}
        </p>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {canAsk && (
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)} data-testid="ask-new-dates">
          {T.ask}
        </Button>
      )}
      {asking && (
        <AskDialog
          booking={booking}
          onClose={() => setAsking(false)}
          onSent={() => {
            setAsking(false);
            setNotice({ tone: 'success', text: T.sent(shortReference(booking._id)) });
          }}
        />
      )}
    </div>
  );
}

/** The new total against the booking's total when asked, and by how much it differs. */
function Difference({ previous, next }: { previous: number; next: number }) {
  const T = usePageMessages().dateChangeUi;
  const difference = priceDifference(previous, next);
  return (
    <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
      <div className="flex gap-1">
        <dt>{T.newTotal}:</dt>
        <dd className="font-semibold" data-testid="date-change-total">
          {formatPrice(next)}
        </dd>
      </div>
      <div className="flex gap-1">
        <dt>{T.difference}:</dt>
        <dd className="font-semibold" data-testid="date-change-difference">
          {T.differenceAmount(difference.direction, formatPrice(difference.amount))}
        </dd>
      </div>
    </dl>
  );
}

function AskDialog({ booking, onClose, onSent }: { booking: Booking; onClose: () => void; onSent: () => void }) {
  const m = usePageMessages();
  const T = m.dateChangeUi;
  const rules = useBookingRules();
  const ask = useAskDateChange();
  const [values, setValues] = useState<Values>({ pickupDate: booking.pickupDate, pickupTime: booking.pickupTime, returnDate: booking.returnDate, returnTime: booking.returnTime, note: '' });
  const [errors, setErrors] = useState<Errors>({});

  const set = (key: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
  };

  const submit = () => {
    const found: Errors = {};
    const parsed = dateChangeRequestSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form') as keyof Errors] ??= issue.message;
    } else {
      for (const issue of bookingRuleIssues({ ...values, numTourists: booking.numTourists }, { rules, now: Date.now() })) {
        if (issue.path !== 'numTourists') found[issue.path] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    ask.mutate({ id: booking._id, body: values }, { onSuccess: onSent, onError: (error) => setErrors({ form: T.failed(errorText(error)) }) });
  };

  const fields = (
    [
      ['pickupDate', 'date', m.staffUi.pickupDate],
      ['pickupTime', 'time', m.staffUi.pickupTime],
      ['returnDate', 'date', m.staffUi.returnDate],
      ['returnTime', 'time', m.staffUi.returnTime],
    ] as const
  ).map(([key, type, label]) => (
    <Field key={key} id={`new-dates-${booking._id}-${key}`} label={label} error={errors[key]} required>
      {(a11y) => <input {...a11y} type={type} value={values[key]} onChange={(event) => set(key)(event.target.value)} className={inputClass} />}
    </Field>
  ));

  return (
    <ConfirmDialog
      open
      title={T.formTitle(shortReference(booking._id))}
      confirmLabel={ask.isPending ? T.sending : T.send}
      cancelLabel={T.keep}
      tone="primary"
      busy={ask.isPending}
      onConfirm={submit}
      onCancel={onClose}
    >
      <p>{T.formHint}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 sm:gap-x-3">{fields}</div>
      <Field id={`new-dates-${booking._id}-note`} label={T.noteLabel} hint={T.noteHint(LIMITS.reason)} error={errors.note} className="mt-4">
        {(a11y) => <textarea {...a11y} rows={2} maxLength={LIMITS.reason} value={values.note} onChange={(event) => set('note')(event.target.value)} className={inputClass} />}
      </Field>
      {errors.form && (
        <div className="mt-4">
          <Alert>{errors.form}</Alert>
        </div>
      )}
    </ConfirmDialog>
  );
}
