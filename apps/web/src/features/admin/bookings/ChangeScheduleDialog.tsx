import { useState } from 'react';
import { LIMITS, bookingRuleIssues, estimatePrice, scheduleChangeSchema, shortReference, type Booking, type BookingRules, type Vehicle } from '@app/shared';
import { formatPrice } from '../../../lib/format';
import { Alert } from '../../../components/Alert';
import { Field, inputClass } from '../../../components/Field';
import { Loading } from '../../../components/Spinner';
import { DialogBody, StaffDialog } from '../../../components/StaffDialog';
import { ListError } from '../../../components/ListStates';
import { saveErrorText } from '../../../lib/error-text';
import { useAllVehicles, useBookingRules, useChangeSchedule } from '../api';
import { usePageMessages, type PageMessages } from '../../../lib/i18n/page-messages';
import { BookingFacts, DialogActions, DialogForm, ReasonField, useInitialFocus } from './dialog-parts';

/** Whether a booking's dates or vehicle may change: while it is pending or confirmed. */
export function canChangeSchedule(booking: Pick<Booking, 'bookingStatus'>): boolean {
  return booking.bookingStatus === 'pending' || booking.bookingStatus === 'confirmed';
}

export interface ScheduleValues {
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  vehicleId: string;
  reason: string;
}

type ScheduleErrors = Partial<Record<keyof ScheduleValues | 'form', string>>;

/** A vehicle as the select names it: model, type, seats and price per day. */
export function vehicleOptionLabel(vehicle: Vehicle, currentId: string, m: PageMessages): string {
  const T = m.staffUi;
  const label = T.vehicleOption(`${vehicle.brand} ${vehicle.model}`, m.vehicleTypes[vehicle.type], vehicle.seatingCapacity, formatPrice(vehicle.pricingDetails.perDay));
  if (vehicle._id === currentId) return T.currentVehicle(label);
  return vehicle.availabilityStatus ? label : T.unavailableVehicle(label);
}

/**
 * What stops a schedule change before it is sent, by field: the shared schema (dates, times,
 * return after pickup, the reason), nothing changed, and the booking rules now (not in the past,
 * within the horizon and the longest rental, enough seats in the chosen vehicle). The server
 * checks all of it again, and the overlaps.
 */
export function scheduleProblems(
  booking: Booking,
  values: ScheduleValues,
  ctx: { rules: BookingRules; now: number; vehicle?: Vehicle; messages: PageMessages },
): ScheduleErrors {
  const errors: ScheduleErrors = {};
  const parsed = scheduleChangeSchema.safeParse({ ...values, vehicleId: values.vehicleId === booking.vehicleId._id ? undefined : values.vehicleId });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form') as keyof ScheduleErrors;
      errors[key] ??= issue.message;
    }
    return errors;
  }
  const unchanged =
    values.pickupDate === booking.pickupDate &&
    values.pickupTime === booking.pickupTime &&
    values.returnDate === booking.returnDate &&
    values.returnTime === booking.returnTime &&
    values.vehicleId === booking.vehicleId._id;
  if (unchanged) return { form: ctx.messages.staffUi.nothingChanged };
  for (const issue of bookingRuleIssues({ ...values, numTourists: booking.numTourists }, { rules: ctx.rules, now: ctx.now, seats: ctx.vehicle?.seatingCapacity })) {
    const key = issue.path === 'numTourists' ? 'vehicleId' : issue.path;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * New dates and times, or another vehicle, for a pending or confirmed booking: the new price
 * (the shared pricing function) beside the current one before saving, and an optional reason.
 * A refusal of the server (the vehicle or the driver taken then: 409) stays in the dialog.
 */
export function ChangeScheduleDialog({ booking, onClose, onChanged }: { booking: Booking | null; onClose: () => void; onChanged: (message: string) => void }) {
  const T = usePageMessages().staffUi;
  return (
    <StaffDialog open={booking !== null} title={booking ? T.changeScheduleOf(shortReference(booking._id)) : T.changeSchedule} onClose={onClose} wide>
      {booking && <ScheduleForm key={booking._id} booking={booking} onClose={onClose} onChanged={onChanged} />}
    </StaffDialog>
  );
}

function ScheduleForm({ booking, onClose, onChanged }: { booking: Booking; onClose: () => void; onChanged: (message: string) => void }) {
  const m = usePageMessages();
  const T = m.staffUi;
  const vehicles = useAllVehicles();
  const rules = useBookingRules();
  const change = useChangeSchedule();
  const firstField = useInitialFocus<HTMLInputElement>();
  const [values, setValues] = useState<ScheduleValues>({
    pickupDate: booking.pickupDate,
    pickupTime: booking.pickupTime,
    returnDate: booking.returnDate,
    returnTime: booking.returnTime,
    vehicleId: booking.vehicleId._id,
    reason: '',
  });
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const list = vehicles.data ?? [];
  const vehicle = list.find((v) => v._id === values.vehicleId);
  const price = vehicle ? estimatePrice({ ...values, perDay: vehicle.pricingDetails.perDay, driverOption: booking.driverOption }) : null;

  const set = (key: keyof ScheduleValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
    setFailure(null);
  };

  const submit = () => {
    const found = scheduleProblems(booking, values, { rules, now: Date.now(), vehicle, messages: m });
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setFailure(null);
    const reason = values.reason.trim();
    change.mutate(
      {
        id: booking._id,
        body: {
          pickupDate: values.pickupDate,
          pickupTime: values.pickupTime,
          returnDate: values.returnDate,
          returnTime: values.returnTime,
          ...(values.vehicleId !== booking.vehicleId._id ? { vehicleId: values.vehicleId } : {}),
          ...(reason ? { reason } : {}),
        },
      },
      {
        onSuccess: (updated) => onChanged(T.scheduleChanged(shortReference(booking._id), formatPrice(updated.totalPrice))),
        onError: (error) => setFailure(saveErrorText(error)),
      },
    );
  };

  const dateTime = (
    [
      ['pickupDate', 'date', T.pickupDate],
      ['pickupTime', 'time', T.pickupTime],
      ['returnDate', 'date', T.returnDate],
      ['returnTime', 'time', T.returnTime],
    ] as const
  ).map(([key, type, label], index) => (
    <Field key={key} id={`schedule-${key}`} label={label} error={errors[key]} required>
      {(a11y) => (
        <input
          {...a11y}
          ref={index === 0 ? firstField : undefined}
          type={type}
          value={values[key]}
          min={key === 'returnDate' && values.pickupDate ? values.pickupDate : undefined}
          onChange={(event) => set(key)(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  ));

  return (
    <DialogForm onSubmit={submit}>
      <DialogBody>
        <BookingFacts booking={booking} />
        <p className="text-slate-600">{T.scheduleHint}</p>
        <div className="grid gap-4 sm:grid-cols-2 sm:gap-x-3">{dateTime}</div>
        {vehicles.isPending ? (
          <Loading label={T.loadingVehicles} className="py-2" />
        ) : vehicles.error ? (
          <ListError error={vehicles.error} />
        ) : (
          <Field id="schedule-vehicle" label={T.vehicle} error={errors.vehicleId} required>
            {(a11y) => (
              <select {...a11y} value={values.vehicleId} onChange={(event) => set('vehicleId')(event.target.value)} className={inputClass}>
                {!vehicle && <option value={values.vehicleId}>{`${booking.vehicleBrand} ${booking.vehicleModel}`}</option>}
                {list.map((v) => (
                  <option key={v._id} value={v._id} disabled={!v.availabilityStatus && v._id !== booking.vehicleId._id}>
                    {vehicleOptionLabel(v, booking.vehicleId._id, m)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <PriceComparison now={booking.totalPrice} next={price && price.total > 0 ? price : null} />
        <ReasonField id="schedule-reason" label={T.reasonOptional} hint={T.reasonHistoryHint(LIMITS.reason)} value={values.reason} onChange={set('reason')} error={errors.reason} />
        {errors.form && <Alert>{errors.form}</Alert>}
        {failure && <Alert>{failure}</Alert>}
      </DialogBody>
      <DialogActions keepLabel={T.keepSchedule} onClose={onClose} disabled={change.isPending || vehicles.isPending}>
        {change.isPending ? T.savingSchedule : T.changeScheduleConfirm}
      </DialogActions>
    </DialogForm>
  );
}

/** The booking's price now and the price with the new dates or vehicle, side by side. */
function PriceComparison({ now, next }: { now: number; next: { total: number; days: number } | null }) {
  const T = usePageMessages().staffUi;
  return (
    <dl className="grid grid-cols-2 gap-3" aria-live="polite">
      <div className="rounded-xl border border-slate-200 px-4 py-3">
        <dt className="text-xs font-medium text-slate-500">{T.priceNow}</dt>
        <dd className="text-lg font-bold text-slate-900">{formatPrice(now)}</dd>
      </div>
      <div className="rounded-xl border border-teal-200 bg-teal-50 px-4 py-3">
        <dt className="text-xs font-medium text-teal-900">{T.priceNew}</dt>
        <dd className="text-lg font-bold text-teal-900" data-testid="new-price">
          {next ? formatPrice(next.total) : '—'}
        </dd>
        <dd className="text-xs text-teal-900">{next ? T.priceDays(next.days) : T.priceUnknown}</dd>
      </div>
    </dl>
  );
}
