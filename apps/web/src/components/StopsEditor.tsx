import { useMemo } from 'react';
import { MAX_ITINERARY_STOPS, MAX_NIGHTS_AT_STOP, MIN_ITINERARY_STOPS, PLACES, placeShortName, tourDays, tourNights, type ItineraryStop } from '@app/shared';
import { Icon } from './Icon';
import { inputClass } from './Field';
import { useLanguage } from '../lib/i18n/I18nProvider';
import { usePageMessages } from '../lib/i18n/page-messages';

const smallButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-40';

/**
 * A round trip's stops and nights (issue 31, decisions 105 and 110): each stop a place of the
 * shipped list (named in the page's language) and its nights, moved up or down, removed, added.
 * The admin's tour form, the tour page's customiser and the booking form's "Plan a round tour" all
 * edit a route with it. Native selects and number inputs: every change is a keyboard away.
 */
export function StopsEditor({ idPrefix, value, onChange, error }: { idPrefix: string; value: readonly ItineraryStop[]; onChange: (stops: ItineraryStop[]) => void; error?: string }) {
  const m = usePageMessages();
  const T = m.toursUi.stops;
  const { lang } = useLanguage();
  const places = useMemo(() => PLACES.map((p) => ({ id: p.id, name: placeShortName(p, lang) })).sort((a, b) => a.name.localeCompare(b.name, lang)), [lang]);
  const set = (i: number, stop: Partial<ItineraryStop>) => onChange(value.map((s, j) => (j === i ? { ...s, ...stop } : { ...s })));
  const move = (i: number, by: -1 | 1) => {
    const next = value.map((s) => ({ ...s }));
    const [stop] = next.splice(i, 1);
    next.splice(i + by, 0, stop!);
    onChange(next);
  };
  const remove = (i: number) => onChange(value.filter((_, j) => j !== i).map((s) => ({ ...s })));
  const add = () => {
    const last = value.at(-1);
    // A new stop goes before the last (where the trip ends), with a night: the usual way to lengthen a tour.
    const next = value.map((s) => ({ ...s }));
    next.splice(Math.max(1, next.length - 1), 0, { placeId: last?.placeId ?? 'kandy', nights: 1 });
    onChange(next);
  };
  const errorId = `${idPrefix}-stops-error`;

  return (
    <fieldset aria-describedby={`${idPrefix}-stops-hint${error ? ` ${errorId}` : ''}`} data-testid="stops-editor">
      <legend className="text-sm font-semibold text-slate-900">{T.legend}</legend>
      <p id={`${idPrefix}-stops-hint`} className="text-xs text-slate-600">
        {T.hint}
      </p>
      <ol className="mt-3 space-y-2">
        {value.map((stop, i) => {
          const n = i + 1;
          return (
            <li key={i} className="flex flex-wrap items-end gap-2 rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200 ring-inset sm:flex-nowrap" data-testid="stop-row">
              <label className="min-w-0 flex-1 basis-full text-xs font-medium text-slate-700 sm:basis-auto" htmlFor={`${idPrefix}-stop-${i}`}>
                {T.place(n)}
                <select id={`${idPrefix}-stop-${i}`} value={stop.placeId} onChange={(e) => set(i, { placeId: e.target.value })} className={`${inputClass} mt-1`}>
                  {places.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="w-24 shrink-0 text-xs font-medium text-slate-700" htmlFor={`${idPrefix}-nights-${i}`}>
                <span className="sr-only">{T.nights(n)}</span>
                <span aria-hidden="true">{T.nightsShort}</span>
                <input
                  id={`${idPrefix}-nights-${i}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_NIGHTS_AT_STOP}
                  step={1}
                  value={stop.nights}
                  onChange={(e) => set(i, { nights: Math.max(0, Math.min(MAX_NIGHTS_AT_STOP, Math.trunc(Number(e.target.value) || 0))) })}
                  className={`${inputClass} mt-1`}
                />
              </label>
              <div className="flex shrink-0 gap-1">
                <button type="button" className={smallButton} onClick={() => move(i, -1)} disabled={i === 0} aria-label={T.moveUp(n)}>
                  <Icon name="chevronDown" className="size-4 rotate-180" />
                </button>
                <button type="button" className={smallButton} onClick={() => move(i, 1)} disabled={i === value.length - 1} aria-label={T.moveDown(n)}>
                  <Icon name="chevronDown" className="size-4" />
                </button>
                <button type="button" className={smallButton} onClick={() => remove(i)} disabled={value.length <= MIN_ITINERARY_STOPS} aria-label={T.remove(n)}>
                  <Icon name="close" className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <button type="button" onClick={add} disabled={value.length >= MAX_ITINERARY_STOPS} className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-teal-800 ring-1 ring-teal-700 hover:bg-teal-50 disabled:opacity-40">
          <Icon name="plus" className="size-4" />
          {T.add}
        </button>
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="stops-total">
          {T.total(tourDays(value), tourNights(value))}
        </p>
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
