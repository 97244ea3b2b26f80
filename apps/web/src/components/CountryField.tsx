import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMessages } from '../lib/i18n/I18nProvider';
import { countryOptions } from '../lib/i18n/language-names';
import { Field, inputClass } from './Field';

/**
 * The optional country a tourist gives (decision 097): the fixed list, named and sorted in the
 * language shown, with "not given" first. Registration and the account page share it.
 */
export function CountryField({ id, field, error }: { id: string; field: UseFormRegisterReturn; error?: string }) {
  const m = useMessages();
  const C = m.accountUi.common;
  return (
    <Field id={id} label={C.country} error={error} hint={C.countryHint}>
      {(a11y) => (
        <select {...a11y} {...field} autoComplete="country" className={inputClass}>
          <option value="">{C.noCountry}</option>
          {countryOptions().map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
