import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '@app/shared';
import { useMessages } from '../lib/i18n/I18nProvider';
import { Field, inputClass } from './Field';

type LicenceField = 'licenseNumber' | 'licenseExpiry' | 'experienceYears';

/** A driver's licence number, its expiry and years of experience: the admin's driver form and the driver's own profile. */
export function LicenceFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: (name: LicenceField) => UseFormRegisterReturn;
  errors: Partial<Record<LicenceField, { message?: string }>>;
}) {
  const m = useMessages();
  return (
    <>
      <Field id={`${idPrefix}-license`} label={m.fields.licenseNumber} error={errors.licenseNumber?.message} required>
        {(a11y) => <input {...a11y} {...register('licenseNumber')} maxLength={LIMITS.text} className={inputClass} />}
      </Field>
      <Field id={`${idPrefix}-license-expiry`} label={m.fields.licenseExpiry} error={errors.licenseExpiry?.message}>
        {(a11y) => <input {...a11y} {...register('licenseExpiry')} type="date" className={inputClass} />}
      </Field>
      <Field id={`${idPrefix}-experience`} label={m.publicUi.licence.experience} error={errors.experienceYears?.message}>
        {(a11y) => <input {...a11y} {...register('experienceYears')} type="number" inputMode="numeric" min={0} max={LIMITS.maxExperienceYears} step={1} className={inputClass} />}
      </Field>
    </>
  );
}
