import { useState, type ReactNode } from 'react';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_BANK_TRANSFER, MAX_CANCELLATION_TIERS, MAX_INSURANCE_TEXT, UI_LANGUAGES, pricingPolicyInputSchema, type PricingPolicyInput } from '@app/shared';
import type { z } from 'zod';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Field, inputClass } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { LoadedRecord } from '../../../components/LoadedRecord';
import { Panel } from '../../../components/Panel';
import { StaffPageHeader } from '../../../components/StaffPageHeader';
import { saveErrorText } from '../../../lib/error-text';
import { formatInstant } from '../../../lib/format';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useAdminPricingPolicy, useSavePricingPolicy, type PricingPolicyResponse } from './api';
import { OfficeChatPanel } from './OfficeChatPanel';

type PolicyValues = z.output<typeof pricingPolicyInputSchema>;

/** The saved policy as the form edits it: the rates without the dates the server keeps. */
function formValues(policy: PricingPolicyResponse): PricingPolicyInput {
  return {
    driverPerDay: policy.driverPerDay,
    depositPercent: policy.depositPercent,
    includedKmPerDay: { ...policy.includedKmPerDay },
    extraKmRate: policy.extraKmRate,
    fuelRatePerEighth: policy.fuelRatePerEighth,
    driverNightAllowance: policy.driverNightAllowance,
    tourNightAllowance: policy.tourNightAllowance,
    maxDrivingMinutesPerDay: policy.maxDrivingMinutesPerDay,
    transferFreeWaitingMinutes: policy.transferFreeWaitingMinutes,
    transferWaitingPerHour: policy.transferWaitingPerHour,
    cancellationTiers: policy.cancellationTiers.map((t) => ({ ...t })),
    currencies: policy.currencies.map(({ code, perUsd }) => ({ code, perUsd })),
    bankTransfer: policy.bankTransfer,
    fuelIncluded: { ...policy.fuelIncluded },
    tollsParkingIncluded: policy.tollsParkingIncluded,
    driverMealsIncluded: policy.driverMealsIncluded,
    insurance: { ...policy.insurance },
  };
}

const OTHER_LANGUAGES = UI_LANGUAGES.filter((l) => l.code !== 'en');

/** /admin/pricing: the admin sets what new bookings are priced under (issue 17). */
export function PricingPolicyPage() {
  const T = usePageMessages().pricingUi;
  return (
    <LoadedRecord query={useAdminPricingPolicy()} title={T.title} loadingLabel={T.loading}>
      {(policy) => <PricingPolicyForm policy={policy} />}
    </LoadedRecord>
  );
}

/** The message of an array field's own rule (too many tiers, the same hours twice). */
function listError(errors: FieldErrors<PricingPolicyInput>['cancellationTiers']): string | undefined {
  if (!errors) return undefined;
  return errors.message ?? errors.root?.message;
}

const LEGEND = 'mb-3 text-base font-bold text-slate-900';

/** A part of the policy that is a list (the tiers, the rates): its title, what it holds, the list's own error, then the list. */
function ListFieldset({ id, title, intro, error, children }: { id: string; title: string; intro: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-100 pt-6" aria-describedby={id}>
      <legend className={`${LEGEND} float-left w-full`}>{title}</legend>
      <p id={id} className="mb-4 text-sm text-slate-600">
        {intro}
      </p>
      {error && (
        <p role="alert" className="mb-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}

function PricingPolicyForm({ policy }: { policy: PricingPolicyResponse }) {
  const m = usePageMessages();
  const T = m.pricingUi;
  const P = m.factsUi.policy;
  const save = useSavePricingPolicy();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PricingPolicyInput, unknown, PolicyValues>({ resolver: zodResolver(pricingPolicyInputSchema), defaultValues: formValues(policy) });
  const tiers = useFieldArray({ control, name: 'cancellationTiers' });
  const number = { valueAsNumber: true } as const;

  const onSubmit = async (values: PolicyValues) => {
    setNotice(null);
    try {
      // The form shows what the server kept (tiers in its order), and stays on the page with the notice.
      reset(formValues(await save.mutateAsync(values)));
      setNotice({ tone: 'success', text: T.saved });
    } catch (error) {
      setNotice({ tone: 'error', text: saveErrorText(error) });
    }
  };

  const setAt = (code: string) => policy.currencies.find((c) => c.code === code)?.setAt;
  return (
    <>
      <StaffPageHeader title={T.title} description={T.description} />
      <Panel>
        <p className="mb-5 text-sm text-slate-600" data-testid="policy-saved-at">
          {policy.updatedAt ? T.lastSaved(formatInstant(policy.updatedAt)) : T.neverSaved}
        </p>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-8" aria-label={T.title}>
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <fieldset className="grid gap-5 sm:grid-cols-3">
            <legend className={LEGEND}>{T.charges}</legend>
            <Field id="policy-driver" label={T.driverPerDay} error={errors.driverPerDay?.message} required>
              {(a11y) => <input {...a11y} {...register('driverPerDay', number)} type="number" inputMode="decimal" step="0.01" min={0} className={inputClass} />}
            </Field>
            <Field id="policy-deposit" label={T.depositPercent} error={errors.depositPercent?.message} required>
              {(a11y) => <input {...a11y} {...register('depositPercent', number)} type="number" inputMode="numeric" step="1" min={0} max={100} className={inputClass} />}
            </Field>
            <Field id="policy-nights" label={T.driverNightAllowance} hint={T.driverNightHint} error={errors.driverNightAllowance?.message} required>
              {(a11y) => <input {...a11y} {...register('driverNightAllowance', number)} type="number" inputMode="decimal" step="0.01" min={0} className={inputClass} />}
            </Field>
          </fieldset>

          <fieldset className="grid gap-5 border-t border-slate-100 pt-6 sm:grid-cols-2">
            <legend className={`${LEGEND} float-left w-full`}>{T.roundTrips}</legend>
            <Field id="policy-tour-nights" label={T.tourNightAllowance} hint={T.tourNightHint} error={errors.tourNightAllowance?.message} required>
              {(a11y) => <input {...a11y} {...register('tourNightAllowance', number)} type="number" inputMode="decimal" step="0.01" min={0} className={inputClass} />}
            </Field>
            <Field id="policy-max-driving" label={T.maxDrivingMinutes} hint={T.maxDrivingHint} error={errors.maxDrivingMinutesPerDay?.message} required>
              {(a11y) => <input {...a11y} {...register('maxDrivingMinutesPerDay', number)} type="number" inputMode="numeric" step="1" min={60} max={1440} className={inputClass} />}
            </Field>
          </fieldset>

          <fieldset className="grid gap-5 border-t border-slate-100 pt-6 sm:grid-cols-2">
            <legend className={`${LEGEND} float-left w-full`}>{m.transfersUi.waitingTitle}</legend>
            <Field id="policy-free-waiting" label={m.transfersUi.freeWaiting} hint={m.transfersUi.freeWaitingHint} error={errors.transferFreeWaitingMinutes?.message} required>
              {(a11y) => <input {...a11y} {...register('transferFreeWaitingMinutes', number)} type="number" inputMode="numeric" step="1" min={0} max={360} className={inputClass} />}
            </Field>
            <Field id="policy-waiting-rate" label={m.transfersUi.waitingRate} error={errors.transferWaitingPerHour?.message} required>
              {(a11y) => <input {...a11y} {...register('transferWaitingPerHour', number)} type="number" inputMode="decimal" step="0.01" min={0} className={inputClass} />}
            </Field>
          </fieldset>

          <fieldset className="grid gap-5 border-t border-slate-100 pt-6 sm:grid-cols-3">
            <legend className={`${LEGEND} float-left w-full`}>{T.kilometres}</legend>
            <Field id="policy-km-driver" label={T.includedWithDriver} error={errors.includedKmPerDay?.withDriver?.message} required>
              {(a11y) => <input {...a11y} {...register('includedKmPerDay.withDriver', number)} type="number" inputMode="numeric" step="1" min={0} className={inputClass} />}
            </Field>
            <Field id="policy-km-self" label={T.includedSelfDrive} error={errors.includedKmPerDay?.selfDrive?.message} required>
              {(a11y) => <input {...a11y} {...register('includedKmPerDay.selfDrive', number)} type="number" inputMode="numeric" step="1" min={0} className={inputClass} />}
            </Field>
            <Field id="policy-extra-km" label={T.extraKmRate} error={errors.extraKmRate?.message} required>
              {(a11y) => <input {...a11y} {...register('extraKmRate', number)} type="number" inputMode="decimal" step="0.01" min={0} className={inputClass} />}
            </Field>
            <Field id="policy-fuel-eighth" label={m.handoverPolicy.fuelRateField} hint={T.fuelRateHint} error={errors.fuelRatePerEighth?.message} required>
              {(a11y) => <input {...a11y} {...register('fuelRatePerEighth', number)} type="number" inputMode="decimal" step="0.01" min={0} className={inputClass} />}
            </Field>
          </fieldset>

          <ListFieldset id="policy-tiers-intro" title={T.tiersTitle} intro={T.tiersIntro} error={listError(errors.cancellationTiers)}>
            <ol className="space-y-3">
              {tiers.fields.map((tier, index) => (
                <li key={tier.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-slate-200" aria-label={T.tierLabel(index + 1)}>
                  <Field id={`policy-tier-${index}-hours`} label={T.hoursBefore} error={errors.cancellationTiers?.[index]?.hoursBefore?.message} required>
                    {(a11y) => <input {...a11y} {...register(`cancellationTiers.${index}.hoursBefore`, number)} type="number" inputMode="numeric" step="1" min={0} className={inputClass} />}
                  </Field>
                  <Field id={`policy-tier-${index}-percent`} label={T.refundPercent} error={errors.cancellationTiers?.[index]?.refundPercent?.message} required>
                    {(a11y) => <input {...a11y} {...register(`cancellationTiers.${index}.refundPercent`, number)} type="number" inputMode="numeric" step="1" min={0} max={100} className={inputClass} />}
                  </Field>
                  <Button type="button" variant="secondary" size="sm" className="mb-1" onClick={() => tiers.remove(index)} disabled={tiers.fields.length <= 1} aria-label={T.removeTier(index + 1)}>
                    <Icon name="close" className="size-4" />
                  </Button>
                </li>
              ))}
            </ol>
            <Button type="button" variant="secondary" size="sm" className="mt-3" onClick={() => tiers.append({ hoursBefore: 0, refundPercent: 0 })} disabled={tiers.fields.length >= MAX_CANCELLATION_TIERS}>
              <Icon name="plus" className="size-4" />
              {T.addTier}
            </Button>
          </ListFieldset>

          <ListFieldset id="policy-currencies-intro" title={T.currenciesTitle} intro={T.currenciesIntro} error={errors.currencies?.message}>
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {policy.currencies.map(({ code }, index) => {
                const when = setAt(code);
                return (
                  <Field key={code} id={`policy-rate-${code}`} label={T.perUsd(code)} hint={when ? T.rateSetAt(formatInstant(when)) : undefined} error={errors.currencies?.[index]?.perUsd?.message} required>
                    {(a11y) => <input {...a11y} {...register(`currencies.${index}.perUsd`, number)} type="number" inputMode="decimal" step="any" min={0} className={inputClass} />}
                  </Field>
                );
              })}
            </div>
          </ListFieldset>

          <fieldset className="border-t border-slate-100 pt-6" aria-describedby="policy-included-intro" data-testid="policy-included">
            <legend className={`${LEGEND} float-left w-full`}>{P.includedTitle}</legend>
            <p id="policy-included-intro" className="mb-4 text-sm text-slate-600">
              {P.includedIntro}
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              {(
                [
                  ['fuelIncluded.withDriver', P.fuelWithDriver],
                  ['fuelIncluded.selfDrive', P.fuelSelfDrive],
                  ['driverMealsIncluded', P.driverMeals],
                  ['tollsParkingIncluded', P.tollsParking],
                ] as const
              ).map(([name, label]) => (
                <label key={name} className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-teal-600 has-checked:bg-teal-50">
                  <input type="checkbox" {...register(name)} className="size-4 accent-teal-700" />
                  {label}
                </label>
              ))}
            </div>
            <div className="mt-5 space-y-3">
              <Field id="policy-insurance-en" label={P.insuranceEnglish} hint={P.insuranceHint} error={errors.insurance?.en?.message}>
                {(a11y) => <textarea {...a11y} {...register('insurance.en')} rows={2} maxLength={MAX_INSURANCE_TEXT} className={inputClass} />}
              </Field>
              <details>
                <summary className="cursor-pointer text-sm font-medium text-teal-800">{P.insuranceOther}</summary>
                <div className="mt-3 grid gap-4 sm:grid-cols-2">
                  {OTHER_LANGUAGES.map((lang) => (
                    <Field key={lang.code} id={`policy-insurance-${lang.code}`} label={P.insuranceIn(lang.name)} error={errors.insurance?.[lang.code]?.message}>
                      {(a11y) => <textarea {...a11y} {...register(`insurance.${lang.code}`)} lang={lang.code} rows={2} maxLength={MAX_INSURANCE_TEXT} className={inputClass} />}
                    </Field>
                  ))}
                </div>
              </details>
            </div>
          </fieldset>

          <fieldset className="border-t border-slate-100 pt-6">
            <legend className={`${LEGEND} float-left w-full`}>{T.bankTransferTitle}</legend>
            <Field id="policy-bank-transfer" label={T.bankTransfer} hint={T.bankTransferHint} error={errors.bankTransfer?.message}>
              {(a11y) => <textarea {...a11y} {...register('bankTransfer')} rows={4} maxLength={MAX_BANK_TRANSFER} className={inputClass} />}
            </Field>
          </fieldset>

          <div className="flex justify-end border-t border-slate-100 pt-5">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? T.saving : T.save}
            </Button>
          </div>
        </form>
      </Panel>
      <div className="mt-6">
        <OfficeChatPanel />
      </div>
    </>
  );
}
