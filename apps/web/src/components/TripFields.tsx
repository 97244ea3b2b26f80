import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MIN_TOURISTS, PLACE_SUGGESTIONS, colomboToday, isValidDateString, lastPickupDate, lastReturnDate, type BookingRules } from '@app/shared';
import { Field, dateTimeInputClass, inputClass } from './Field';
import { useMessages } from '../lib/i18n/I18nProvider';

type TripFieldName = 'pickupPoint' | 'returnPoint' | 'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime';

/** A section of a booking form: its heading, a line under it when there is one, then its fields. */
export function FormSection({ id, title, hint, className, children }: { id: string; title: string; hint?: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      {children}
    </section>
  );
}

/**
 * Where and when of a trip in both booking forms (the tourist's, the office's phone booking), as
 * fields of the grid around them: the places with suggestions, the pickup date up to the booking
 * horizon, the return date from the pickup up to the longest rental, and the two times.
 */
export function TripFields({
  idPrefix,
  labels,
  register,
  errors,
  rules,
  pickupDate,
  announce,
  pointClassName,
}: {
  /** `book`: the fields are `book-pickupPoint` ..., their suggestions `book-places`. */
  idPrefix: string;
  labels: Record<TripFieldName, string>;
  register: (name: TripFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<TripFieldName, { message?: string }>>;
  rules: BookingRules;
  /** The pickup date as typed so far: once it is a date, the return date's limits follow it. */
  pickupDate: unknown;
  /** false in a form with an ErrorSummary (see Field). */
  announce?: boolean;
  /** Where the two places sit in the grid. */
  pointClassName?: string;
}) {
  const m = useMessages();
  const today = colomboToday();
  const lastPickup = lastPickupDate(rules);
  const pickupChosen = typeof pickupDate === 'string' && isValidDateString(pickupDate) ? pickupDate : null;
  const places = `${idPrefix}-places`;
  const id = (field: TripFieldName) => `${idPrefix}-${field}`;
  return (
    <>
      <datalist id={places}>
        {PLACE_SUGGESTIONS.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
      <Field announce={announce} id={id('pickupPoint')} label={labels.pickupPoint} error={errors.pickupPoint?.message} required className={pointClassName}>
        {(a11y) => <input {...a11y} {...register('pickupPoint')} list={places} autoComplete="off" className={inputClass} />}
      </Field>
      <Field announce={announce} id={id('returnPoint')} label={labels.returnPoint} error={errors.returnPoint?.message} required className={pointClassName}>
        {(a11y) => <input {...a11y} {...register('returnPoint')} list={places} autoComplete="off" className={inputClass} />}
      </Field>
      <Field announce={announce} id={id('pickupDate')} label={labels.pickupDate} error={errors.pickupDate?.message} hint={m.booking.pickupDateHint(lastPickup)} required>
        {(a11y) => <input {...a11y} {...register('pickupDate')} type="date" min={today} max={lastPickup} className={dateTimeInputClass} />}
      </Field>
      <Field announce={announce} id={id('pickupTime')} label={labels.pickupTime} error={errors.pickupTime?.message} required>
        {(a11y) => <input {...a11y} {...register('pickupTime')} type="time" className={dateTimeInputClass} />}
      </Field>
      <Field announce={announce} id={id('returnDate')} label={labels.returnDate} error={errors.returnDate?.message} hint={m.booking.returnDateHint(rules.maxRentalDays)} required>
        {(a11y) => (
          <input
            {...a11y}
            {...register('returnDate')}
            type="date"
            min={pickupChosen ?? today}
            max={pickupChosen ? lastReturnDate(pickupChosen, rules) : undefined}
            className={dateTimeInputClass}
          />
        )}
      </Field>
      <Field announce={announce} id={id('returnTime')} label={labels.returnTime} error={errors.returnTime?.message} required>
        {(a11y) => <input {...a11y} {...register('returnTime')} type="time" className={dateTimeInputClass} />}
      </Field>
    </>
  );
}

/** How many travel: at least MIN_TOURISTS, and at most the chosen vehicle's seats once there is one (said in the hint). */
export function TouristsField({
  id,
  label,
  seats,
  seatsHint,
  input,
  error,
}: {
  id: string;
  label: string;
  seats?: number;
  seatsHint: (seats: number) => string;
  input: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <Field id={id} label={label} error={error} hint={seats === undefined ? undefined : seatsHint(seats)} required>
      {(a11y) => <input {...a11y} {...input} type="number" min={MIN_TOURISTS} max={seats} step={1} inputMode="numeric" className={inputClass} />}
    </Field>
  );
}
