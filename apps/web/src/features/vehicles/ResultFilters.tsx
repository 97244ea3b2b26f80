import { useId } from 'react';
import { FUEL_TYPES, GEARBOXES, MIN_SEAT_CHOICES, SEARCH_FILTERS, type AvailableQuery } from '@app/shared';
import { inputClass } from '../../components/Field';
import { RESULT_FILTERS_FRAME, RESULT_FILTERS_ROW, RESULT_FILTER_CELL, RESULT_FILTER_LABEL } from '../../components/PageSkeletons';
import { usePageMessages } from '../../lib/i18n/page-messages';

/**
 * The results' filters (issue 30): at least so many seats, a gearbox, a fuel. Each is a search
 * field of the URL like the type and the order (`minSeats`, `transmission`, `fuel`), so a filtered
 * search is a link to share and Back returns to it; changing one asks the server again.
 */
export function ResultFilters({ query, onChange }: { query: AvailableQuery; onChange: (changes: Partial<Record<(typeof SEARCH_FILTERS)[number], string>>) => void }) {
  const m = usePageMessages();
  const F = m.factsUi.filters;
  const names = m.factsUi.facts;
  const id = useId();
  // A URL may ask for a seat count the list does not offer: it is offered too, so the select shows it.
  const seatChoices = query.minSeats && !(MIN_SEAT_CHOICES as readonly number[]).includes(query.minSeats) ? [...MIN_SEAT_CHOICES, query.minSeats].sort((a, b) => a - b) : MIN_SEAT_CHOICES;
  const active = SEARCH_FILTERS.some((name) => query[name] !== undefined);
  const select = `${inputClass} h-10 w-full min-w-0 text-sm`;
  const label = RESULT_FILTER_LABEL;
  return (
    <fieldset className={RESULT_FILTERS_FRAME} data-testid="result-filters">
      <legend className="sr-only">{F.title}</legend>
      {/* One filter a row on a phone, side by side from sm, each as wide as its longest choice: "Beliebiger Kraftstoff" cut at a third of 360 px. */}
      <div className={RESULT_FILTERS_ROW}>
        <div className={RESULT_FILTER_CELL}>
          <label htmlFor={`${id}-seats`} className={label}>
            {F.seats}
          </label>
          <select id={`${id}-seats`} name="minSeats" value={query.minSeats ?? ''} onChange={(e) => onChange({ minSeats: e.target.value })} className={select}>
            <option value="">{F.anySeats}</option>
            {seatChoices.map((n) => (
              <option key={n} value={n}>
                {F.atLeastSeats(n)}
              </option>
            ))}
          </select>
        </div>
        <div className={RESULT_FILTER_CELL}>
          <label htmlFor={`${id}-gearbox`} className={label}>
            {F.gearbox}
          </label>
          <select id={`${id}-gearbox`} name="transmission" value={query.transmission ?? ''} onChange={(e) => onChange({ transmission: e.target.value })} className={select}>
            <option value="">{F.anyGearbox}</option>
            {GEARBOXES.map((g) => (
              <option key={g} value={g}>
                {names.gearboxNames[g]}
              </option>
            ))}
          </select>
        </div>
        <div className={RESULT_FILTER_CELL}>
          <label htmlFor={`${id}-fuel`} className={label}>
            {F.fuel}
          </label>
          <select id={`${id}-fuel`} name="fuel" value={query.fuel ?? ''} onChange={(e) => onChange({ fuel: e.target.value })} className={select}>
            <option value="">{F.anyFuel}</option>
            {FUEL_TYPES.map((f) => (
              <option key={f} value={f}>
                {names.fuelNames[f]}
              </option>
            ))}
          </select>
        </div>
        {active && (
          <button
            type="button"
            onClick={() => onChange({ minSeats: '', transmission: '', fuel: '' })}
            className="col-span-full h-10 justify-self-start rounded-lg px-2 text-sm font-medium text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            {F.clear}
          </button>
        )}
      </div>
    </fieldset>
  );
}
