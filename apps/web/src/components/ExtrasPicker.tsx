import type { AddOn, AddOnChoice } from '@app/shared';
import { inputClass } from './Field';
import { formatPrice } from '../lib/format';
import { addOnLabel } from '../lib/add-ons';
import { usePageMessages } from '../lib/i18n/page-messages';

/**
 * The extras that go with the vehicle, each with how many (none by default, up to its limit): the
 * tourist's booking form and staff's phone booking. `title` and `intro` are the page's own words.
 */
export function ExtrasPicker({ extras, choices, onChange, title, intro }: { extras: AddOn[]; choices: readonly AddOnChoice[]; onChange: (id: string, quantity: number) => void; title: string; intro: string }) {
  const m = usePageMessages();
  const T = m.bookingUi.form;
  return (
    <fieldset data-testid="extras" aria-describedby="extras-intro">
      <legend className="text-lg font-bold text-slate-900">{title}</legend>
      <p id="extras-intro" className="mt-1 text-sm text-slate-600">
        {intro}
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {extras.map((addOn) => {
          const name = addOnLabel(m, addOn);
          const count = choices.find((c) => c.id === addOn._id)?.quantity ?? 0;
          const id = `extra-${addOn._id}`;
          return (
            <li key={addOn._id} className={`flex items-center justify-between gap-3 rounded-xl border-2 p-3 ${count > 0 ? 'border-teal-600 bg-teal-50/60' : 'border-slate-200'}`}>
              <label htmlFor={id} className="min-w-0">
                <span className="block font-semibold text-slate-900">{name}</span>
                <span className="block text-sm text-slate-600">{addOn.pricing === 'perDay' ? T.extraPerDay(formatPrice(addOn.price)) : T.extraPerTrip(formatPrice(addOn.price))}</span>
              </label>
              <select id={id} value={count} onChange={(e) => onChange(addOn._id, Number(e.target.value))} className={`${inputClass} w-20 shrink-0`} aria-label={T.extraHowMany(name)}>
                {Array.from({ length: addOn.maxQuantity + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n === 0 ? T.extraNone : n}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
