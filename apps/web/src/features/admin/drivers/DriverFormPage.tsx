import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { LIMITS, MIN_PASSWORD_LENGTH, type DriverWrite, type User } from '@app/shared';
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
          </fieldset>
          </div>
          <FormActions cancelTo="/admin/drivers" busy={isSubmitting} className="border-t border-slate-100 pt-5 sm:justify-end">
            {isSubmitting ? C.saving : isNew ? T.create : T.update}
          </FormActions>
        </form>
      </Panel>
    </>
  );
}
