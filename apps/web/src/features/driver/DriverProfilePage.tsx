import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { LIMITS, driverProfileSchema, type DriverProfileInput, type User } from '@app/shared';
import { LicenceFields } from '../../components/LicenceFields';
import { DriverProfileFields } from '../../components/DriverProfileFields';
import { LanguagesField } from '../../components/LanguagePicker';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, inputClass } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { Loading } from '../../components/Spinner';
import { formatDay, formatInstant } from '../../lib/format';
import { Link } from 'react-router';
import { errorText } from '../../lib/error-text';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { useSaveForm } from '../../lib/use-save-form';
import { languageLabels, languageOptions } from '../../lib/i18n/language-names';
import { Panel } from '../../components/Panel';
import { StaffPageHeader } from '../../components/StaffPageHeader';
import { useDriverProfile, useSaveProfile } from './api';
import { CalendarFeedPanel } from './CalendarFeedPanel';

type ProfileOutput = z.output<typeof driverProfileSchema>;

export function profileFormValues(profile: User): DefaultValues<DriverProfileInput> {
  return {
    username: profile.username,
    phone: profile.phone,
    licenseNumber: profile.licenseNumber ?? '',
    licenseExpiry: profile.licenseExpiry ?? '',
    experienceYears: String(profile.experienceYears ?? 0),
    languages: profile.languages ?? [],
    introduction: profile.introduction ?? '',
    introductionLanguage: profile.introductionLanguage ?? '',
    regions: profile.regions ?? [],
  };
}

/** /driver/profile, My Profile: the driver's details, in a view mode and an edit mode (email read-only). */
export function DriverProfilePage() {
  const m = usePageMessages();
  const T = m.staffAreaUi.profile;
  const profile = useDriverProfile();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const cancel = async () => {
    await profile.refetch();
    setEditing(false);
  };

  return (
    <>
      <StaffPageHeader
        title={m.staffAreaUi.driverNav.profile}
        description={T.description}
        actions={
          !editing &&
          profile.data && (
            <Button
              variant="secondary"
              onClick={() => {
                setNotice(null);
                setEditing(true);
              }}
            >
              <Icon name="user" className="size-4" />
              {T.edit}
            </Button>
          )
        }
        notice={notice}
      />
      {profile.isPending ? (
        <Loading label={T.loading} />
      ) : profile.error && !profile.data ? (
        <Alert>
          <span aria-hidden="true">{m.driver.profileFetchFailed}</span>
          <span className="sr-only">{T.failedWithReason(m.driver.profileFetchFailed, errorText(profile.error))}</span>
        </Alert>
      ) : editing ? (
        <ProfileForm
          key={profile.dataUpdatedAt}
          profile={profile.data}
          onCancel={() => void cancel()}
          onSaved={() => {
            setEditing(false);
            setNotice(m.driver.profileUpdated);
          }}
        />
      ) : (
        <div className="space-y-6">
          <ProfileView profile={profile.data} />
          <CalendarFeedPanel />
        </div>
      )}
    </>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900 sm:mt-0">{children}</dd>
    </div>
  );
}

export function ProfileView({ profile }: { profile: User }) {
  const m = usePageMessages();
  const T = m.staffAreaUi.profile;
  const P = m.driversUi;
  const none = <span className="font-normal text-slate-400">{T.notSet}</span>;
  return (
    <Panel>
      <dl className="divide-y divide-slate-100" aria-label={T.viewLabel}>
        <Item label={m.fields.username}>{profile.username}</Item>
        <Item label={m.fields.email}>{profile.email}</Item>
        <Item label={m.fields.phone}>{profile.phone || none}</Item>
        <Item label={m.fields.licenseNumber}>{profile.licenseNumber || none}</Item>
        <Item label={m.fields.licenseExpiry}>{profile.licenseExpiry ? formatDay(profile.licenseExpiry) : none}</Item>
        <Item label={T.experience}>{T.experienceYears(profile.experienceYears ?? 0)}</Item>
        <Item label={m.fields.languages}>{profile.languages && profile.languages.length > 0 ? languageLabels(profile.languages) : none}</Item>
        <Item label={P.licences.driving}>{profile.licenseVerification ? P.verifiedBy(profile.licenseVerification.by?.username ?? '—', formatInstant(profile.licenseVerification.at)) : P.notVerified}</Item>
        <Item label={P.introduction}>
          {profile.introduction ? (
            <span lang={profile.introductionLanguage ?? undefined} className="whitespace-pre-line">
              {profile.introduction}
            </span>
          ) : (
            none
          )}
        </Item>
        <Item label={P.ownRegionsLegend}>{profile.regions && profile.regions.length > 0 ? profile.regions.map((region) => P.regions[region]).join(', ') : none}</Item>
        <Item label={P.publicProfile}>
          <Link to={`/drivers/${profile._id}`} className="font-semibold text-teal-800 hover:underline">
            {P.publicProfile}
          </Link>
        </Item>
      </dl>
    </Panel>
  );
}

export function ProfileForm({ profile, onCancel, onSaved }: { profile: User; onCancel: () => void; onSaved: () => void }) {
  const m = usePageMessages();
  const T = m.staffAreaUi.profile;
  const C = m.staffAreaUi.common;
  const save = useSaveProfile();
  const { failure, submit: onSubmit } = useSaveForm((values: ProfileOutput) => save.mutateAsync(values), onSaved);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DriverProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(driverProfileSchema),
    defaultValues: profileFormValues(profile),
  });

  return (
    <Panel>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label={T.edit}>
        {failure && <Alert>{failure}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="profile-username" label={m.fields.username} error={errors.username?.message} required>
            {(a11y) => <input {...a11y} {...register('username')} autoComplete="username" maxLength={LIMITS.name} className={inputClass} />}
          </Field>
          <Field id="profile-email" label={m.fields.email} hint={T.emailHint}>
            {(a11y) => <input {...a11y} value={profile.email ?? ''} readOnly aria-readonly="true" className={`${inputClass} read-only:bg-slate-100 read-only:text-slate-600`} />}
          </Field>
          <Field id="profile-phone" label={m.fields.phone} error={errors.phone?.message}>
            {(a11y) => <input {...a11y} {...register('phone')} type="tel" autoComplete="tel" maxLength={LIMITS.phone} className={inputClass} />}
          </Field>
          <LicenceFields idPrefix="profile" register={register} errors={errors} />
          <div className="sm:col-span-2">
            <LanguagesField control={control} name="languages" id="profile-languages" legend={m.fields.languages} options={languageOptions()} max={LIMITS.maxLanguages} error={errors.languages?.message} />
          </div>
          <DriverProfileFields idPrefix="profile" register={register} errors={errors} own />
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {C.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? C.saving : T.save}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
