import type { UseFormRegisterReturn } from 'react-hook-form';
import { DRIVER_REGIONS, LIMITS, UI_LANGUAGES } from '@app/shared';
import { usePageMessages } from '../lib/i18n/page-messages';
import { Field, inputClass } from './Field';

type ProfileField = 'introduction' | 'introductionLanguage' | 'regions';

/**
 * A driver's introduction, the language it is written in, and the regions they know (decision
 * 102): the admin's driver form and the driver's own profile. `own`: the driver writes about
 * themselves (the hints speak to them).
 */
export function DriverProfileFields({
  idPrefix,
  register,
  errors,
  own = false,
}: {
  idPrefix: string;
  register: (name: ProfileField) => UseFormRegisterReturn;
  errors: Partial<Record<ProfileField, { message?: string }>>;
  own?: boolean;
}) {
  const m = usePageMessages();
  const T = m.driversUi;
  return (
    <>
      <Field
        id={`${idPrefix}-introduction`}
        label={T.introduction}
        hint={own ? T.ownIntroductionHint : T.introductionHint}
        error={errors.introduction?.message}
        className="sm:col-span-2"
      >
        {(a11y) => <textarea {...a11y} {...register('introduction')} rows={4} maxLength={LIMITS.introduction} className={inputClass} />}
      </Field>
      <Field id={`${idPrefix}-introduction-language`} label={T.introductionLanguage} error={errors.introductionLanguage?.message}>
        {(a11y) => (
          <select {...a11y} {...register('introductionLanguage')} className={inputClass}>
            <option value="">{T.chooseLanguage}</option>
            {UI_LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="sm:col-span-2" aria-describedby={errors.regions?.message ? `${idPrefix}-regions-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{own ? T.ownRegionsLegend : T.regionsLegend}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {DRIVER_REGIONS.map((region) => (
            <label key={region} className="flex items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-teal-600 has-checked:bg-teal-50">
              <input type="checkbox" value={region} {...register('regions')} className="mt-0.5 size-4 accent-teal-700" />
              {T.regions[region]}
            </label>
          ))}
        </div>
        {errors.regions?.message && (
          <p id={`${idPrefix}-regions-error`} className="mt-1 text-sm text-red-700">
            {errors.regions.message}
          </p>
        )}
      </fieldset>
    </>
  );
}
