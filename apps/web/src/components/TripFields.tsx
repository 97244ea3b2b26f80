import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MIN_TOURISTS, colomboToday, isValidDateString, lastPickupDate, lastReturnDate, type BookingRules } from '@app/shared';
import { Field, dateTimeInputClass, inputClass } from './Field';
import { useMessages } from '../lib/i18n/I18nProvider';
import { PointField, PointSuggestions } from './PointField';

type TripFieldName = 'pickupPoint' | 'returnPoint' | 'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime';
/** The fields of a trip a form registers: the labelled ones and the points' map points (decision 116). */
type TripInputName = TripFieldName | 'pickupGeo' | 'returnGeo';

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
 * fields of the grid around them: the points with suggestions (branches, the airport, places) and
 * their optional map points, the pickup date up to the booking
 * horizon, the return date from the pickup up to the longest rental, and the two times.
 */
export function TripFields({
  idPrefix,
  labels,
  register,
  errors,
  rules,
  pickupDate,
  points,
  announce,
  pointClassName,
}: {
  /** `book`: the fields are `book-pickupPoint` ..., their suggestions `book-places`. */
  idPrefix: string;
  labels: Record<TripFieldName, string>;
  register: (name: TripInputName) => UseFormRegisterReturn;
  errors: Partial<Record<TripInputName, { message?: string }>>;
  rules: BookingRules;
  /** The pickup date as typed so far: once it is a date, the return date's limits follow it. */
  pickupDate: unknown;
  /** The points and their map text as typed so far: whether the driver gets a point on the map is said under each. */
  points: { pickupPoint: unknown; pickupGeo: unknown; returnPoint: unknown; returnGeo: unknown };
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
      <PointSuggestions id={places} />
      {(['pickup', 'return'] as const).map((which) => (
        <PointField
          key={which}
          id={id(`${which}Point`)}
          which={which}
          label={labels[`${which}Point`]}
          suggestions={places}
          pointInput={register(`${which}Point`)}
          geoInput={register(`${which}Geo`)}
          point={points[`${which}Point`]}
          geo={points[`${which}Geo`]}
          pointError={errors[`${which}Point`]?.message}
          geoError={errors[`${which}Geo`]?.message}
          announce={announce}
          className={pointClassName}
        />
      ))}
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
