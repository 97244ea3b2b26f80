import type { ReactNode } from 'react';
import { ANY_VEHICLE, PLACE_SUGGESTIONS, SEARCH_VEHICLE_TYPE_OPTIONS, colomboToday, type SearchForm as SearchValues } from '@app/shared';
import { Field, inputClass, dateTimeInputClass } from './Field';
import { Button } from './Button';
import { Icon } from './Icon';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';
import { preloadSearchRules } from '../lib/search-rules';
import { SEARCH_FIELDS, type SearchField, type SearchInput } from '../lib/search-form';
import { useSearchForm } from '../lib/use-search-form';
import { SEARCH_CONTROL_HEIGHT, SEARCH_FIELD_PLACE as P, SEARCH_GRID } from './search-form-layout';
import { useMessages } from '../lib/i18n/I18nProvider';

/**
 * The booking search (spec sections 3 and 5): checked on submit, each message under its field
 * and one summary announced for all of them; a message clears as soon as its field is edited.
 * The home page's hero and the results page's "Edit search" both use it (`idPrefix` keeps their
 * ids apart); where the search goes is the caller's `onSearch`.
 */
export function SearchForm({
  idPrefix,
  title,
  description,
  defaultValues,
  onSearch,
  onValuesChange,
  submitLabel,
  className = '',
}: {
  idPrefix: string;
  title: ReactNode;
  description?: ReactNode;
  defaultValues: SearchInput;
  onSearch: (values: SearchValues) => void;
  /** Every change, e.g. to keep a draft while the visitor types. */
  onValuesChange?: (values: SearchInput) => void;
  submitLabel: ReactNode;
  className?: string;
}) {
  const m = useMessages();
  const L = m.publicUi.searchForm.labels;
  const id = (name: SearchField) => `${idPrefix}-${name}`;
  const { values, errors, submitCount, field, handleSubmit } = useSearchForm({ defaultValues, onValuesChange, fieldId: id });
  const today = colomboToday();
  const pickupDate = values.pickupDate;
  const places = `${idPrefix}-places`;
  const titleId = `${idPrefix}-title`;

  return (
    <form
      // Before the app has started (a slow phone on a server-rendered page) or without JavaScript,
      // the browser itself submits: the fields' names are the results page's query, which the
      // server renders. Once started, the app checks the search and goes there itself.
      action="/available-vehicles"
      method="get"
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      onFocus={() => void preloadSearchRules()}
      noValidate
      aria-labelledby={titleId}
      className={className}
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {description && <p className="text-sm text-slate-600">{description}</p>}
      <ErrorSummary
        items={SEARCH_FIELDS.flatMap((name): ErrorSummaryItem[] => (errors[name] ? [{ id: id(name), message: errors[name] }] : []))}
        attempt={submitCount}
        className="mt-4"
      />
      <datalist id={places}>
        {PLACE_SUGGESTIONS.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
      <div className={SEARCH_GRID}>
        <Field id={id('pickupPoint')} label={L.pickupPoint} error={errors.pickupPoint} required announce={false} className={P.pickupPoint}>
          {(a11y) => <input {...a11y} {...field('pickupPoint')} list={places} placeholder={m.publicUi.searchForm.pickupPlaceholder} autoComplete="off" className={inputClass} />}
        </Field>
        <Field id={id('returnPoint')} label={L.returnPoint} error={errors.returnPoint} required announce={false} className={P.returnPoint}>
          {(a11y) => <input {...a11y} {...field('returnPoint')} list={places} placeholder={m.publicUi.searchForm.returnPlaceholder} autoComplete="off" className={inputClass} />}
        </Field>
        <Field id={id('pickupDate')} label={L.pickupDate} error={errors.pickupDate} required announce={false}>
          {(a11y) => <input {...a11y} {...field('pickupDate')} type="date" min={today} className={dateTimeInputClass} />}
        </Field>
        <Field id={id('pickupTime')} label={L.pickupTime} error={errors.pickupTime} required announce={false}>
          {(a11y) => <input {...a11y} {...field('pickupTime')} type="time" className={dateTimeInputClass} />}
        </Field>
        <Field id={id('returnDate')} label={L.returnDate} error={errors.returnDate} required announce={false}>
          {(a11y) => <input {...a11y} {...field('returnDate')} type="date" min={pickupDate || today} className={dateTimeInputClass} />}
        </Field>
        <Field id={id('returnTime')} label={L.returnTime} error={errors.returnTime} required announce={false}>
          {(a11y) => <input {...a11y} {...field('returnTime')} type="time" className={dateTimeInputClass} />}
        </Field>
        <Field id={id('vehicleType')} label={L.vehicleType} className={P.vehicleType}>
          {(a11y) => (
            <select {...a11y} {...field('vehicleType')} className={`${inputClass} ${SEARCH_CONTROL_HEIGHT}`}>
              {SEARCH_VEHICLE_TYPE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option === ANY_VEHICLE ? m.anyVehicle : m.vehicleTypes[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Button type="submit" variant="accent" size="lg" className="mt-5 w-full">
        <Icon name="search" />
        {submitLabel}
      </Button>
    </form>
  );
}
