import { useEffect, useRef, type ReactNode } from 'react';
import { LIMITS, bookingStatusLabel, reasonField, shortReference, statusCorrectionSchema, type Booking } from '@app/shared';
import { Button } from '../../../components/Button';
import { Field, inputClass } from '../../../components/Field';
import { DialogFooter } from '../../../components/StaffDialog';
import { Fact, FactList } from '../../../components/FactList';
import { formatDdMmYy } from '../../../lib/format';
import { usePageMessages, type PageMessages } from '../../../lib/i18n/page-messages';

/**
 * Puts focus on an element once its dialog has opened. The dialog opens in its own effect, after
 * its content mounted, so the focus waits one task (the browser first focuses the dialog's first
 * control, then this one).
 */
export function useInitialFocus<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  return ref;
}

/** Which booking a dialog acts on: reference, customer, vehicle, dates, and what else it needs. */
export function BookingFacts({ booking, children }: { booking: Booking; children?: ReactNode }) {
  const m = usePageMessages();
  const T = m.staffUi;
  return (
    <FactList testId="booking-facts">
      <Fact label={T.reference} className="font-mono font-semibold">
        {shortReference(booking._id)}
      </Fact>
      <Fact label={T.customer} className="break-words">
        {booking.userId?.username ?? booking.name}
      </Fact>
      <Fact label={T.vehicle}>
        {booking.vehicleBrand} {booking.vehicleModel}
      </Fact>
      <Fact label={T.dates}>
        {formatDdMmYy(booking.pickupDate)} {booking.pickupTime} → {formatDdMmYy(booking.returnDate)} {booking.returnTime}
      </Fact>
      <Fact label={T.status}>{bookingStatusLabel(booking.bookingStatus, m.statusLabels)}</Fact>
      {children}
    </FactList>
  );
}

/** What is wrong with a reason, in the shared schema's words, or null; `required` for a correction. */
export function reasonProblem(value: string, required: boolean): string | null {
  const result = required ? statusCorrectionSchema.shape.reason.safeParse(value) : reasonField.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** How close a reason is to its limit, shown once few characters remain. */
function charactersLeft(value: string, m: PageMessages): string | null {
  const left = LIMITS.reason - value.length;
  return left <= 50 ? m.staffUi.charactersLeft(Math.max(0, left)) : null;
}

/** Why staff make a change: a textarea held to LIMITS.reason, with its hint and error. */
export function ReasonField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  required = false,
  autoFocus = false,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  autoFocus?: boolean;
}) {
  const m = usePageMessages();
  const focusRef = useInitialFocus<HTMLTextAreaElement>();
  const left = charactersLeft(value, m);
  return (
    <Field id={id} label={label} hint={left ? m.staffBookingsUi.dialogs.hintWithLeft(hint, left) : hint} error={error ?? undefined} required={required}>
      {(a11y) => (
        <textarea
          {...a11y}
          ref={autoFocus ? focusRef : undefined}
          name="reason"
          rows={3}
          maxLength={LIMITS.reason}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} resize-y`}
        />
      )}
    </Field>
  );
}

/** A staff dialog's form: the body scrolls between the facts and the buttons; submitting never reloads. */
export function DialogForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A staff dialog's two buttons: keep things as they are (closes), or do it (submits the form). */
export function DialogActions({
  keepLabel,
  onClose,
  danger = false,
  disabled,
  children,
}: {
  keepLabel: string;
  onClose: () => void;
  danger?: boolean;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <Button variant="secondary" onClick={onClose}>
        {keepLabel}
      </Button>
      <Button type="submit" variant={danger ? 'danger' : undefined} disabled={disabled}>
        {children}
      </Button>
    </DialogFooter>
  );
}
