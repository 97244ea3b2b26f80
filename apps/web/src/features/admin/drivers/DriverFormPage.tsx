import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { LIMITS, MIN_PASSWORD_LENGTH, TOURIST_LICENCE_KINDS, UI_LANGUAGES, type DriverLicence, type DriverWrite, type User } from '@app/shared';
import { DriverProfileFields } from '../../../components/DriverProfileFields';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { errorText } from '../../../lib/error-text';
import { formatDdMmYy, formatInstant } from '../../../lib/format';
import { useVerifyLicence } from './licence-api';
import { LicenceFields } from '../../../components/LicenceFields';
import { LanguagesField } from '../../../components/LanguagePicker';
import { Alert } from '../../../components/Alert';
import { Field, inputClass } from '../../../components/Field';
import { useAdminDriver, useSaveDriver } from '../api';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useSaveForm } from '../../../lib/use-save-form';
import { languageOptions } from '../../../lib/i18n/language-names';
import { LoadedRecord } from '../../../components/LoadedRecord';
import { FormActions } from '../../../components/FormActions';
import { Panel } from '../../../components/Panel';
import { BackLink, StaffPageHeader } from '../../../components/StaffPageHeader';
import { DriverPhoto } from './DriverPhoto';
import { driverFormResolver, driverFormValues, type DriverFormValues } from './driver-form';

/** /admin/drivers/new and /admin/drivers/edit/{id}. */
export function DriverFormPage() {
  const { id } = useParams();
  if (!id) return <DriverForm />;
  return <EditDriver id={id} />;
}

function EditDriver({ id }: { id: string }) {
  const T = usePageMessages().staffAreaUi.driverForm;
  return (
    <LoadedRecord query={useAdminDriver(id)} title={T.editTitle} loadingLabel={T.loading}>
      {(driver) => <DriverForm key={driver._id} driver={driver} />}
    </LoadedRecord>
  );
}

export function DriverForm({ driver }: { driver?: User }) {
  const m = usePageMessages();
  const T = m.staffAreaUi.driverForm;
  const C = m.staffAreaUi.common;
  const P = m.driversUi;
  const navigate = useNavigate();
  const isNew = !driver;
  const save = useSaveDriver(driver?._id);
  const { failure, submit: onSubmit } = useSaveForm(
    (values: DriverWrite) => save.mutateAsync(values),
    () => navigate('/admin/drivers', { state: { notice: isNew ? m.admin.driverCreated : m.admin.driverUpdated } }),
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DriverFormValues, unknown, DriverWrite>({ resolver: driverFormResolver(isNew), defaultValues: driverFormValues(driver) });

  const title = driver ? C.editNamed(driver.username) : T.addTitle;
  return (
    <>
      <StaffPageHeader
        title={title}
        description={isNew ? T.newDescription : T.editDescription}
        actions={
          <BackLink to="/admin/drivers">{T.allDrivers}</BackLink>
        }
      />
      <Panel>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6" aria-label={title}>
          {failure && <Alert>{failure}</Alert>}
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-3 text-base font-bold text-slate-900">{T.account}</legend>
            <Field id="driver-username" label={m.fields.username} error={errors.username?.message} required>
              {(a11y) => <input {...a11y} {...register('username')} autoComplete="off" maxLength={LIMITS.name} className={inputClass} />}
            </Field>
            <Field id="driver-email" label={m.fields.email} error={errors.email?.message} required>
              {(a11y) => <input {...a11y} {...register('email')} type="email" autoComplete="off" maxLength={LIMITS.email} className={inputClass} />}
            </Field>
            <Field id="driver-phone" label={m.fields.phone} error={errors.phone?.message}>
              {(a11y) => <input {...a11y} {...register('phone')} type="tel" maxLength={LIMITS.phone} className={inputClass} placeholder="+94 77 123 4567" />}
            </Field>
            <div className="hidden sm:block" />
            <Field
              id="driver-password"
              label={isNew ? m.fields.password : T.newPassword}
              error={errors.password?.message}
              required={isNew}
              hint={isNew ? T.passwordHintNew(MIN_PASSWORD_LENGTH) : T.passwordHintEdit(MIN_PASSWORD_LENGTH)}
            >
              {(a11y) => <input {...a11y} {...register('password')} type="password" autoComplete="new-password" maxLength={LIMITS.password} className={inputClass} />}
            </Field>
            {!isNew && (
              <Field id="driver-confirm-password" label={T.confirmPassword} error={errors.confirmPassword?.message}>
                {(a11y) => <input {...a11y} {...register('confirmPassword')} type="password" autoComplete="new-password" maxLength={LIMITS.password} className={inputClass} />}
              </Field>
            )}
          </fieldset>
          <div className="border-t border-slate-100 pt-5">
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-3 text-base font-bold text-slate-900">{T.licenceAndLanguages}</legend>
            <LicenceFields idPrefix="driver" register={register} errors={errors} />
            <div className="sm:col-span-2">
              <LanguagesField control={control} name="languages" id="driver-languages" legend={m.fields.languages} options={languageOptions()} max={LIMITS.maxLanguages} error={errors.languages?.message} />
            </div>
            {driver && (
              <div className="sm:col-span-2">
                <LicenceVerification driver={driver} licence="driving" />
              </div>
            )}
          </fieldset>
          </div>
          <div className="border-t border-slate-100 pt-5">
            <fieldset className="grid gap-5 sm:grid-cols-3">
              <legend className="mb-3 text-base font-bold text-slate-900">{P.touristLicence}</legend>
              <Field id="driver-tourist-kind" label={P.touristLicenceKind} error={errors.touristLicense?.kind?.message}>
                {(a11y) => (
                  <select {...a11y} {...register('touristLicense.kind')} className={inputClass}>
                    <option value="">{P.noTouristLicence}</option>
                    {TOURIST_LICENCE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {P.licences[kind]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id="driver-tourist-number" label={P.licenceNumber} error={errors.touristLicense?.number?.message}>
                {(a11y) => <input {...a11y} {...register('touristLicense.number')} maxLength={LIMITS.text} className={inputClass} />}
              </Field>
              <Field id="driver-tourist-expiry" label={P.licenceExpiry} error={errors.touristLicense?.expiry?.message}>
                {(a11y) => <input {...a11y} {...register('touristLicense.expiry')} type="date" className={inputClass} />}
              </Field>
              {driver?.touristLicense && (
                <div className="sm:col-span-3">
                  <LicenceVerification driver={driver} licence="touristBoard" />
                </div>
              )}
            </fieldset>
          </div>
          <div className="border-t border-slate-100 pt-5">
            <fieldset className="grid gap-5 sm:grid-cols-2">
              <legend className="mb-1 text-base font-bold text-slate-900">{P.profileSection}</legend>
              <p className="-mt-2 text-sm text-slate-600 sm:col-span-2">{P.profileSectionHint}</p>
              <DriverProfileFields idPrefix="driver" register={register} errors={errors} />
              <details className="sm:col-span-2">
                <summary className="cursor-pointer text-sm font-semibold text-teal-800">{P.translations}</summary>
                <div className="mt-3 grid gap-4 sm:grid-cols-2">
                  {UI_LANGUAGES.map((language) => (
                    <Field
                      key={language.code}
                      id={`driver-translation-${language.code}`}
                      label={P.translationIn(language.name)}
                      error={errors.introductionTranslations?.[language.code]?.message}
                    >
                      {(a11y) => (
                        <textarea {...a11y} {...register(`introductionTranslations.${language.code}`)} lang={language.code} rows={3} maxLength={LIMITS.introduction} className={inputClass} />
                      )}
                    </Field>
                  ))}
                </div>
              </details>
              {driver && (
                <p className="text-sm sm:col-span-2">
                  <a href={`/drivers/${driver._id}`} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-semibold text-teal-800 hover:underline">
                    {P.publicProfile}
                    <Icon name="arrowRight" className="size-4" />
                  </a>
                </p>
              )}
            </fieldset>
          </div>
          <FormActions cancelTo="/admin/drivers" busy={isSubmitting} className="border-t border-slate-100 pt-5 sm:justify-end">
            {isSubmitting ? C.saving : isNew ? T.create : T.update}
          </FormActions>
        </form>
      </Panel>
      {driver && <DriverPhoto driverId={driver._id} name={driver.username} />}
    </>
  );
}

/**
 * Whether staff verified a saved licence, who and when (decision 102), and the button to verify it:
 * a change of its number or expiry, once saved, clears the verification.
 */
function LicenceVerification({ driver, licence }: { driver: User; licence: DriverLicence }) {
  const m = usePageMessages();
  const P = m.driversUi;
  const verify = useVerifyLicence(driver._id);
  const saved = licence === 'driving' ? { number: driver.licenseNumber, expiry: driver.licenseExpiry, verification: driver.licenseVerification } : driver.touristLicense;
  const name = licence === 'driving' ? P.licences.driving : driver.touristLicense ? P.licences[driver.touristLicense.kind] : '';
  const verification = saved?.verification ?? null;
  const complete = Boolean(saved?.number && saved.expiry);
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset sm:flex-row sm:items-center sm:justify-between" data-testid={`verification-${licence}`}>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">
          {name}
          {saved?.expiry ? ` · ${formatDdMmYy(saved.expiry)}` : ''}
        </p>
        {verification ? (
          <p className="flex items-center gap-1 text-emerald-800">
            <Icon name="check" className="size-4" />
            {P.verifiedBy(verification.by?.username ?? '—', formatInstant(verification.at))}
          </p>
        ) : (
          <p className="text-amber-800">{complete ? P.notVerified : P.saveBeforeVerify}</p>
        )}
        <p className="text-xs text-slate-500">{P.changeClears}</p>
        {verify.error && <p className="text-sm text-red-700" role="alert">{errorText(verify.error)}</p>}
      </div>
      {!verification && complete && (
        <Button type="button" size="sm" variant="secondary" disabled={verify.isPending} onClick={() => verify.mutate(licence)} aria-label={P.verifyLabel(name)}>
          {verify.isPending ? P.verifying : P.verify}
        </Button>
      )}
    </div>
  );
}
