import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { knownPoint, mapLinks, parseMapLocation, pointSuggestions } from '@app/shared';
import { Field, inputClass } from './Field';
import { useLanguage } from '../lib/i18n/I18nProvider';
import { usePageMessages } from '../lib/i18n/page-messages';

/**
 * The suggestions of both points (issue 32, decision 116): our branches, the airport and the
 * places of the shipped list in the page's language, each labelled with what it is. A native
 * combobox: a suggestion is a tap or a few keys away, and a hotel or an address is typed as it is.
 */
export function PointSuggestions({ id }: { id: string }) {
  const T = usePageMessages().pickupPlaces;
  const { lang } = useLanguage();
  const options = useMemo(() => pointSuggestions(lang), [lang]);
  return (
    <datalist id={id}>
      {options.map((option) => (
        <option key={option.value} value={option.value} label={T[option.kind]} />
      ))}
    </datalist>
  );
}

/**
 * A pickup or return point a driver can find: the point (a suggestion, or a hotel or an address)
 * and, optional, its place on the map as a pasted link or coordinates. Under them, as it is typed,
 * whether the driver gets a point on the map, with a link to check it.
 */
export function PointField({
  id,
  which,
  label,
  suggestions,
  pointInput,
  geoInput,
  point,
  geo,
  pointError,
  geoError,
  announce,
  className,
}: {
  id: string;
  which: 'pickup' | 'return';
  label: string;
  /** The datalist's id (PointSuggestions). */
  suggestions: string;
  pointInput: UseFormRegisterReturn;
  geoInput: UseFormRegisterReturn;
  /** The point and the map text as typed so far. */
  point: unknown;
  geo: unknown;
  pointError?: string;
  geoError?: string;
  announce?: boolean;
  className?: string;
}) {
  const T = usePageMessages().pickupPlaces;
  const typedPoint = typeof point === 'string' ? point.trim() : '';
  const typedGeo = typeof geo === 'string' ? geo.trim() : '';
  const pasted = typedGeo ? parseMapLocation(typedGeo) : null;
  const found = pasted?.ok ? 'pasted' : !typedGeo && typedPoint && knownPoint(typedPoint)?.kind === 'place' ? 'known' : null;
  return (
    <div className={`space-y-3 ${className ?? ''}`}>
      <Field announce={announce} id={id} label={label} hint={T.pointHint} error={pointError} required>
        {(a11y) => <input {...a11y} {...pointInput} list={suggestions} autoComplete="off" className={inputClass} />}
      </Field>
      <Field announce={announce} id={`${id}-map`} label={which === 'pickup' ? T.pickupMapLabel : T.returnMapLabel} hint={T.mapHint} error={geoError}>
        {(a11y) => <input {...a11y} {...geoInput} type="text" inputMode="url" autoComplete="off" spellCheck={false} className={inputClass} />}
      </Field>
      <p className="text-sm text-slate-700 empty:hidden" aria-live="polite" data-testid={`${which}-map-found`}>
        {found && (
          <>
            {found === 'pasted' ? T.mapFound : T.knownPlace}{' '}
            <a href={mapLinks(typedPoint, pasted?.ok ? pasted.point : null).web} target="_blank" rel="noopener noreferrer" className="font-semibold text-teal-800 underline underline-offset-4">
              {T.checkOnMap}
            </a>
          </>
        )}
      </p>
    </div>
  );
}
