import { useMemo, useState } from 'react';
import {
  LIMITS,
  bookingRuleIssues,
  driverNights,
  tourNights,
  type ItineraryStop,
  scheduleChangeSchema,
  scheduleQuoteRequestSchema,
  shortReference,
  type Booking,
  type BookingRules,
  type ScheduleQuoteDto,
  type ScheduleQuoteRequest,
  type Vehicle,
} from '@app/shared';
import { formatPrice } from '../../../lib/format';
import { Alert } from '../../../components/Alert';
import { Field, inputClass } from '../../../components/Field';
import { Loading } from '../../../components/Spinner';
import { DialogBody, StaffDialog } from '../../../components/StaffDialog';
import { ListError } from '../../../components/ListStates';
import { StopsEditor } from '../../../components/StopsEditor';
import { ItineraryDays } from '../../../components/ItineraryDays';
import { saveErrorText } from '../../../lib/error-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAllVehicles, useBookingRules, useChangeSchedule, useScheduleQuote } from '../api';
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
  /** A round trip's new stops and nights (issue 31); missing or null: the booked route is kept. */
  stops?: ItineraryStop[] | null;
}

type ScheduleErrors = Partial<Record<keyof ScheduleValues | 'form', string>>;

/** Whether the office may give this booking a route: it has one, or it is driven by our driver (a round trip needs one). */
export function canChangeRoute(booking: Pick<Booking, 'driverOption' | 'itinerary'>): boolean {
  return Boolean(booking.itinerary) || booking.driverOption === 'withDriver';
}

/** The stops a route change starts from: the booked ones, else the pickup day at the airport and the trip's nights in Colombo. */
export function initialStops(booking: Pick<Booking, 'itinerary' | 'pickupDate' | 'returnDate'>): ItineraryStop[] {
  if (booking.itinerary) return booking.itinerary.stops.map(({ placeId, nights }) => ({ placeId, nights }));
  return [
    { placeId: 'cmb', nights: 0 },
    { placeId: 'colombo', nights: driverNights(booking.pickupDate, booking.returnDate) },
    { placeId: 'cmb', nights: 0 },
  ];
}

/** The same stops in the same order with the same nights. */
function sameStops(a: readonly ItineraryStop[], b: readonly ItineraryStop[] | undefined): boolean {
  return b !== undefined && a.length === b.length && a.every((stop, i) => stop.placeId === b[i]!.placeId && stop.nights === b[i]!.nights);
}

/** The new route to send: the stops when staff are changing it and they differ from the booked ones, else undefined. */
function changedStops(booking: Booking, values: ScheduleValues): ItineraryStop[] | undefined {
  if (!values.stops || sameStops(values.stops, booking.itinerary?.stops)) return undefined;
  return values.stops;
}

/** A vehicle as the select names it: model, type, seats and price per day. */
export function vehicleOptionLabel(vehicle: Vehicle, currentId: string, m: PageMessages): string {
  const T = m.staffUi;
  const label = T.vehicleOption(`${vehicle.brand} ${vehicle.model}`, m.vehicleTypes[vehicle.type], vehicle.seatingCapacity, formatPrice(vehicle.pricingDetails.perDay));
  if (vehicle._id === currentId) return T.currentVehicle(label);
  return vehicle.availabilityStatus ? label : T.unavailableVehicle(label);
}

/** The dialog's dates, times and vehicle are the booking's own. */
function isUnchanged(booking: Booking, values: ScheduleValues): boolean {
  return (
    values.pickupDate === booking.pickupDate &&
    values.pickupTime === booking.pickupTime &&
    values.returnDate === booking.returnDate &&
    values.returnTime === booking.returnTime &&
    values.vehicleId === booking.vehicleId._id &&
    changedStops(booking, values) === undefined
  );
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
  const stops = changedStops(booking, values);
  const parsed = scheduleChangeSchema.safeParse({ ...values, stops: undefined, vehicleId: values.vehicleId === booking.vehicleId._id ? undefined : values.vehicleId, itinerary: stops ? { stops } : undefined });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const first = String(issue.path[0] ?? 'form');
      const key = (first === 'itinerary' ? 'stops' : first) as keyof ScheduleErrors;
      errors[key] ??= issue.message;
    }
  }
  // A route's nights are the trip's: the server refuses any other count, so say it here first.
  const tripNights = driverNights(values.pickupDate, values.returnDate);
  if (stops && tourNights(stops) !== tripNights) errors.stops ??= ctx.messages.itineraryApi.nightsMismatch(tourNights(stops), tripNights);
  if (!parsed.success) return errors;
  if (isUnchanged(booking, values)) return { form: ctx.messages.staffUi.nothingChanged };
  for (const issue of bookingRuleIssues({ ...values, numTourists: booking.numTourists }, { rules: ctx.rules, now: ctx.now, seats: ctx.vehicle?.seatingCapacity })) {
    const key = issue.path === 'numTourists' ? 'vehicleId' : issue.path;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** How long the dates and vehicle stay unchanged before the server is asked for their price. */
export const SCHEDULE_QUOTE_DELAY_MS = 300;

/**
 * What to ask the server to price (decision 091): the dates, times and, when another, the vehicle,
 * once they make a change of the right shape (return after pickup); null when they do not, or
 * when nothing has changed (the price is then the booking's own).
 */
export function scheduleQuoteBody(booking: Booking, values: ScheduleValues): ScheduleQuoteRequest | null {
  if (isUnchanged(booking, values)) return null;
  const vehicleId = values.vehicleId === booking.vehicleId._id ? undefined : values.vehicleId;
  const stops = changedStops(booking, values);
  const parsed = scheduleQuoteRequestSchema.safeParse({
    pickupDate: values.pickupDate,
    pickupTime: values.pickupTime,
    returnDate: values.returnDate,
    returnTime: values.returnTime,
    vehicleId,
    ...(stops ? { itinerary: { stops } } : {}),
  });
  return parsed.success ? parsed.data : null;
}

/** The new price as the dialog shows it: the booking's own, the server's, on its way, refused, or not yet asked. */
type NextPrice = { state: 'priced'; total: number; days: number; itinerary?: ScheduleQuoteDto['itinerary'] } | { state: 'loading' } | { state: 'refused'; message: string } | { state: 'unknown' };

/**
 * The server's price of the change being typed: asked once the dates and vehicle have stayed the
 * same for a moment, with the booking's own policy and extras (the number the change then
 * writes); the booking's own price while nothing has changed.
 */
function useNextPrice(booking: Booking, values: ScheduleValues): NextPrice {
  const body = scheduleQuoteBody(booking, values);
  const key = body && JSON.stringify(body);
  const settledKey = useDebouncedValue(key, SCHEDULE_QUOTE_DELAY_MS);
  const settled = useMemo(() => (settledKey ? (JSON.parse(settledKey) as ScheduleQuoteRequest) : null), [settledKey]);
  const quote = useScheduleQuote(booking._id, key !== null && settledKey === key ? settled : null);
  if (isUnchanged(booking, values)) return { state: 'priced', total: booking.totalPrice, days: booking.quote.days };
  if (key === null) return { state: 'unknown' };
  if (settledKey !== key || quote.isPending) return { state: 'loading' };
  if (quote.error) return { state: 'refused', message: saveErrorText(quote.error) };
  return { state: 'priced', total: quote.data.total, days: quote.data.days, itinerary: quote.data.itinerary };
}

/**
 * New dates and times, or another vehicle, for a pending or confirmed booking: the new price
 * (the server's, as the change would write it) beside the current one before saving, and an
 * optional reason. A refusal of the server (the vehicle or the driver taken then: 409) stays in
 * the dialog.
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
    stops: null,
  });
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const list = vehicles.data ?? [];
  const vehicle = list.find((v) => v._id === values.vehicleId);
  const next = useNextPrice(booking, values);

  const set = (key: Exclude<keyof ScheduleValues, 'stops'>) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
    setFailure(null);
  };
  const setStops = (stops: ItineraryStop[] | null) => {
    setValues((current) => ({ ...current, stops }));
    setErrors((current) => ({ ...current, stops: undefined, reason: undefined, form: undefined }));
    setFailure(null);
  };
  const routeChanging = values.stops != null;

  const submit = () => {
    const found = scheduleProblems(booking, values, { rules, now: Date.now(), vehicle, messages: m });
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setFailure(null);
    const reason = values.reason.trim();
    const stops = changedStops(booking, values);
    change.mutate(
      {
        id: booking._id,
        body: {
          pickupDate: values.pickupDate,
          pickupTime: values.pickupTime,
          returnDate: values.returnDate,
          returnTime: values.returnTime,
          ...(values.vehicleId !== booking.vehicleId._id ? { vehicleId: values.vehicleId } : {}),
          ...(stops ? { itinerary: { stops } } : {}),
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
        {canChangeRoute(booking) && (
          <div className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4" data-testid="route-change">
            <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-900" htmlFor="schedule-route-toggle">
              <input
                id="schedule-route-toggle"
                type="checkbox"
                className="size-5 accent-teal-700"
                checked={routeChanging}
                onChange={(event) => setStops(event.target.checked ? initialStops(booking) : null)}
                aria-describedby="schedule-route-hint"
              />
              {booking.itinerary ? T.changeRoute : T.planRoute}
            </label>
            <p id="schedule-route-hint" className="text-sm text-slate-600">
              {T.changeRouteHint}
            </p>
            {routeChanging && <StopsEditor idPrefix="schedule" value={values.stops!} onChange={setStops} error={errors.stops} />}
          </div>
        )}
        <PriceComparison now={booking.totalPrice} next={next} />
        {routeChanging && next.state === 'priced' && next.itinerary && (
          <section aria-labelledby="schedule-new-route" className="space-y-2">
            <h3 id="schedule-new-route" className="text-sm font-semibold text-slate-900">
              {T.newRouteDays}
            </h3>
            <ItineraryDays itinerary={next.itinerary} pickupDate={values.pickupDate} />
          </section>
        )}
        <ReasonField
          id="schedule-reason"
          label={routeChanging ? T.reason : T.reasonOptional}
          hint={routeChanging ? T.reasonRouteHint(LIMITS.reason) : T.reasonHistoryHint(LIMITS.reason)}
          value={values.reason}
          onChange={set('reason')}
          error={errors.reason}
          required={routeChanging}
        />
        {errors.form && <Alert>{errors.form}</Alert>}
        {failure && <Alert>{failure}</Alert>}
      </DialogBody>
      <DialogActions keepLabel={T.keepSchedule} onClose={onClose} disabled={change.isPending || vehicles.isPending}>
        {change.isPending ? T.savingSchedule : T.changeScheduleConfirm}
      </DialogActions>
    </DialogForm>
  );
}

/**
 * The booking's price now and the server's price with the new dates or vehicle, side by side;
 * while the server works it out, that; when it refuses the change, its reason.
 */
function PriceComparison({ now, next }: { now: number; next: NextPrice }) {
  const T = usePageMessages().staffUi;
  const note = next.state === 'priced' ? T.priceDays(next.days) : next.state === 'loading' ? T.pricingChange : next.state === 'refused' ? next.message : T.priceUnknown;
  return (
    <dl className="grid grid-cols-2 gap-3" aria-live="polite">
      <div className="rounded-xl border border-slate-200 px-4 py-3">
        <dt className="text-xs font-medium text-slate-500">{T.priceNow}</dt>
        <dd className="text-lg font-bold text-slate-900">{formatPrice(now)}</dd>
      </div>
      <div className="rounded-xl border border-teal-200 bg-teal-50 px-4 py-3" aria-busy={next.state === 'loading'}>
        <dt className="text-xs font-medium text-teal-900">{T.priceNew}</dt>
        <dd className="text-lg font-bold text-teal-900" data-testid="new-price">
          {next.state === 'priced' ? formatPrice(next.total) : '—'}
        </dd>
        <dd className={next.state === 'refused' ? 'text-xs text-red-800' : 'text-xs text-teal-900'} data-testid="new-price-note">
          {note}
        </dd>
      </div>
    </dl>
  );
}
