import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MAX_PREFERRED_LANGUAGES } from '@app/shared';
import { useMessages } from '../lib/i18n/I18nProvider';
import { translateSentence } from '../lib/i18n/translate';
import type { LanguageOption } from '../lib/booking-queries';

/**
 * Languages as a group of checkboxes (chips), from a fixed list: what is stored is the codes,
 * what people read is the names. Past `max` choices the unchosen ones are disabled.
 */
export function LanguagePicker({
  id,
  legend,
  options,
  value,
  onChange,
  max,
  hint,
  error,
}: {
  id: string;
  legend: ReactNode;
  options: readonly LanguageOption[];
  value: readonly string[];
  onChange: (codes: string[]) => void;
  max?: number;
  hint?: ReactNode;
  error?: string;
}) {
  const m = useMessages();
  const full = max !== undefined && value.length >= max;
  const toggle = (code: string, on: boolean) => onChange(on ? [...value, code] : value.filter((c) => c !== code));
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} aria-describedby={describedBy} aria-invalid={Boolean(error) || undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option.code);
          return (
            <label
              key={option.code}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 has-[:checked]:text-teal-900 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
            >
              <input
                type="checkbox"
                value={option.code}
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => toggle(option.code, event.target.checked)}
                className="size-4 accent-teal-700"
              />
              {option.name}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {translateSentence(m, error)}
        </p>
      )}
    </fieldset>
  );
}

/** A LanguagePicker bound to a react-hook-form field holding a list of codes. */
export function LanguagesField<T extends FieldValues>({
  control,
  name,
  ...picker
}: { control: Control<T>; name: FieldPath<T> } & Omit<Parameters<typeof LanguagePicker>[0], 'value' | 'onChange'>) {
  const { field } = useController({ control, name });
  return <LanguagePicker {...picker} value={Array.isArray(field.value) ? (field.value as string[]) : []} onChange={field.onChange} />;
}

/**
 * The languages a booking would like its driver to speak (up to MAX_PREFERRED_LANGUAGES), under
 * the driver choice of both booking forms; nothing while no driver's languages are known.
 */
export function PreferredLanguagesPicker(picker: Omit<Parameters<typeof LanguagePicker>[0], 'max'>) {
  if (picker.options.length === 0) return null;
  return (
    <div className="mt-5">
      <LanguagePicker {...picker} max={MAX_PREFERRED_LANGUAGES} />
    </div>
  );
}
