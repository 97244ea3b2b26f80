import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ADD_ON_PRICING, MAX_ADD_ON_QUANTITY, UI_LANGUAGES, VEHICLE_TYPES, addOnInputSchema, isShippedAddOnKey, type AddOn, type AddOnInput, type AddOnValues, type VehicleType } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Field, inputClass } from '../../../components/Field';
import { LoadedRecord } from '../../../components/LoadedRecord';
import { Panel } from '../../../components/Panel';
import { StaffPageHeader } from '../../../components/StaffPageHeader';
import { saveErrorText } from '../../../lib/error-text';
import { addOnLabel } from '../../../lib/add-ons';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useAdminAddOns, useSaveAddOn } from './api';

const OTHER_LANGUAGES = UI_LANGUAGES.filter((l) => l.code !== 'en');

/** An extra as the form edits it. */
function formValues(addOn: AddOn | undefined): AddOnInput {
  return {
    names: { ...(addOn?.names ?? {}) },
    price: addOn?.price ?? 0,
    pricing: addOn?.pricing ?? 'perDay',
    maxQuantity: addOn?.maxQuantity ?? 1,
    vehicleTypes: [...(addOn?.vehicleTypes ?? [])],
    active: addOn?.active ?? true,
  };
}

/** /admin/extras: staff set which extras tourists may add, their prices and limits (decision 086). */
export function ExtrasPage() {
  const T = usePageMessages().pricingUi.extras;
  return (
    <LoadedRecord query={useAdminAddOns()} title={T.title} loadingLabel={T.loading}>
      {(addOns) => (
        <>
          <StaffPageHeader title={T.title} description={T.description} />
          <div className="space-y-4">
            {addOns.map((addOn) => (
              <ExtraForm key={addOn._id} addOn={addOn} />
            ))}
            <ExtraForm key={`new-${addOns.length}`} />
          </div>
        </>
      )}
    </LoadedRecord>
  );
}

function ExtraForm({ addOn }: { addOn?: AddOn }) {
  const m = usePageMessages();
  const T = m.pricingUi.extras;
  const save = useSaveAddOn();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddOnInput, unknown, AddOnValues>({ resolver: zodResolver(addOnInputSchema), defaultValues: formValues(addOn) });
  const types = (useWatch({ control, name: 'vehicleTypes' }) ?? []) as VehicleType[];
  const shipped = addOn && isShippedAddOnKey(addOn.key);
  const title = addOn ? addOnLabel(m, addOn) : T.newTitle;
  const prefix = `extra-${addOn?._id ?? 'new'}`;
  const number = { valueAsNumber: true } as const;

  const onSubmit = async (values: AddOnValues) => {
    setNotice(null);
    try {
      const saved = await save.mutateAsync({ id: addOn?._id, body: values });
      const name = addOnLabel(m, saved);
      if (addOn) reset(formValues(saved));
      setNotice({ tone: 'success', text: addOn ? T.saved(name) : T.created(name) });
    } catch (error) {
      setNotice({ tone: 'error', text: saveErrorText(error) });
    }
  };

  return (
    <Panel>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label={title} data-testid={addOn?.key ? `extra-${addOn.key}` : addOn ? 'extra' : 'extra-new'}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-base font-bold text-slate-900">{title}</h2>
          {addOn && !addOn.active && <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{T.inactive}</span>}
        </div>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {shipped ? (
          <p className="text-sm text-slate-600">{T.shippedName}</p>
        ) : (
          <>
            <Field id={`${prefix}-name-en`} label={T.nameEnglish} error={errors.names?.en?.message} required>
              {(a11y) => <input {...a11y} {...register('names.en')} className={inputClass} />}
            </Field>
            <details>
              <summary className="cursor-pointer text-sm font-medium text-teal-800">{T.otherNames}</summary>
              <div className="mt-3 grid gap-4 sm:grid-cols-3">
                {OTHER_LANGUAGES.map((lang) => (
                  <Field key={lang.code} id={`${prefix}-name-${lang.code}`} label={T.nameIn(lang.name)} error={errors.names?.[lang.code]?.message}>
                    {(a11y) => <input {...a11y} {...register(`names.${lang.code}`)} lang={lang.code} className={inputClass} />}
                  </Field>
                ))}
              </div>
            </details>
          </>
        )}
        <div className="grid gap-5 sm:grid-cols-3">
          <Field id={`${prefix}-price`} label={T.price} error={errors.price?.message} required>
            {(a11y) => <input {...a11y} {...register('price', number)} type="number" inputMode="decimal" step="0.01" min={0} className={inputClass} />}
          </Field>
          <Field id={`${prefix}-pricing`} label={T.pricing} error={errors.pricing?.message} required>
            {(a11y) => (
              <select {...a11y} {...register('pricing')} className={inputClass}>
                {ADD_ON_PRICING.map((p) => (
                  <option key={p} value={p}>
                    {p === 'perDay' ? T.perDay : T.perTrip}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${prefix}-max`} label={T.maxQuantity} error={errors.maxQuantity?.message} required>
            {(a11y) => <input {...a11y} {...register('maxQuantity', number)} type="number" inputMode="numeric" step="1" min={1} max={MAX_ADD_ON_QUANTITY} className={inputClass} />}
          </Field>
        </div>
        <fieldset aria-describedby={`${prefix}-types-hint`}>
          <legend className="text-sm font-medium text-slate-700">{T.vehicleTypes}</legend>
          <p id={`${prefix}-types-hint`} className="text-xs text-slate-600">
            {T.vehicleTypesHint}
          </p>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {VEHICLE_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={types.includes(type)}
                  onChange={(e) => setValue('vehicleTypes', e.target.checked ? [...types, type] : types.filter((t) => t !== type), { shouldDirty: true })}
                  className="size-4 accent-teal-700"
                />
                {m.vehicleTypes[type]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" {...register('active')} className="size-4 accent-teal-700" />
            {T.active}
          </label>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? T.saving : addOn ? T.save : T.create}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
