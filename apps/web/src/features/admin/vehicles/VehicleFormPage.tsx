import { Suspense, lazy } from 'react';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import { FUEL_TYPES, LIMITS, MAX_LUGGAGE, OLDEST_VEHICLE_YEAR, TRANSMISSIONS, VEHICLE_FEATURES, VEHICLE_TYPES, newestVehicleYear, vehicleInputSchema, type AdminVehicle, type Transmission, type VehicleFeature, type VehicleInput, type VehicleWrite } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Field, inputClass } from '../../../components/Field';
import { VehicleImage } from '../../../components/VehicleImage';
import { useAdminVehicle, useSaveVehicle } from '../api';
import { editablePicture } from '../../../lib/vehicles';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useSaveForm } from '../../../lib/use-save-form';
import { LoadedRecord } from '../../../components/LoadedRecord';
import { FormActions } from '../../../components/FormActions';
import { Panel } from '../../../components/Panel';
import { BackLink, StaffPageHeader } from '../../../components/StaffPageHeader';
import { OutOfServiceSection } from '../out-of-service/OutOfServiceSection';

// The photo manager is its own chunk: the new-vehicle form and the list never load it.
const VehiclePhotos = lazy(() => import('./VehiclePhotos'));

/** The form's starting values: empty for a new vehicle (no type chosen yet), the saved ones for an edit. */
export function vehicleFormValues(vehicle?: AdminVehicle): DefaultValues<VehicleInput> {
  if (!vehicle) {
    return {
      brand: '',
      model: '',
      seatingCapacity: '',
      features: [],
      pricingDetails: { perDay: '', perHour: '' },
      image: '',
      availabilityStatus: true,
      // Empty: the server gives the type's usual fuel and luggage (decision 100).
      year: '',
      fuel: '' as VehicleInput['fuel'],
      luggage: '',
      plateNumber: '',
    };
  }
  return {
    type: vehicle.type,
    brand: vehicle.brand,
    model: vehicle.model,
    seatingCapacity: String(vehicle.seatingCapacity),
    features: [...vehicle.features],
    pricingDetails: { perDay: String(vehicle.pricingDetails.perDay), perHour: String(vehicle.pricingDetails.perHour) },
    image: editablePicture(vehicle.image),
    availabilityStatus: vehicle.availabilityStatus,
    year: vehicle.year === null ? '' : String(vehicle.year),
    fuel: vehicle.fuel,
    luggage: String(vehicle.luggage),
    plateNumber: vehicle.plateNumber ?? '',
  };
}

const OTHER_FEATURES = VEHICLE_FEATURES.filter((feature) => !(TRANSMISSIONS as readonly string[]).includes(feature));

/** The transmission a feature list states: one of TRANSMISSIONS, '' for neither, 'both' for an old record with both. */
export function transmissionOf(features: readonly string[]): Transmission | '' | 'both' {
  const stated = TRANSMISSIONS.filter((t) => features.includes(t));
  return stated.length > 1 ? 'both' : (stated[0] ?? '');
}

/** The feature list with its transmission replaced by `transmission` ('' for none), order kept. */
export function withTransmission(features: readonly VehicleFeature[], transmission: Transmission | ''): VehicleFeature[] {
  const others = features.filter((f) => !(TRANSMISSIONS as readonly string[]).includes(f));
  return transmission ? [...others, transmission] : others;
}

/**
 * The features: the independent ones as checkboxes, the transmission as one choice (a vehicle is
 * Automatic or Manual, not both; or not stated).
 */
function FeaturesField({ value, onChange, error }: { value: readonly VehicleFeature[]; onChange: (features: VehicleFeature[]) => void; error?: string }) {
  const m = usePageMessages();
  const T = m.staffUi;
  const transmission = transmissionOf(value);
  const toggle = (feature: VehicleFeature, on: boolean) => onChange(on ? [...value, feature] : value.filter((f) => f !== feature));
  const optionClass = 'flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-teal-600 has-checked:bg-teal-50';
  return (
    <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{T.otherFeatures}</legend>
        <div className="grid grid-cols-2 gap-2">
          {OTHER_FEATURES.map((feature) => (
            <label key={feature} className={optionClass}>
              <input type="checkbox" name="features" value={feature} checked={value.includes(feature)} onChange={(event) => toggle(feature, event.target.checked)} className="size-4 accent-teal-700" />
              {m.featureNames[feature]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={error ? 'vehicle-transmission-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">{T.transmission}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-1">
          {([...TRANSMISSIONS, ''] as const).map((option) => (
            <label key={option || 'none'} className={optionClass}>
              <input
                type="radio"
                name="transmission"
                value={option}
                checked={transmission === option}
                onChange={() => onChange(withTransmission(value, option))}
                className="size-4 accent-teal-700"
              />
              {option ? m.featureNames[option] : T.transmissionNotStated}
            </label>
          ))}
        </div>
        {error && (
          <p id="vehicle-transmission-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    </div>
  );
}

/** /admin/vehicles/new and /admin/vehicles/edit/{id}. */
export function VehicleFormPage() {
  const { id } = useParams();
  if (!id) return <VehicleForm />;
  return <EditVehicle id={id} />;
}

function EditVehicle({ id }: { id: string }) {
  const T = usePageMessages().staffAreaUi.vehicleForm;
  return (
    <LoadedRecord query={useAdminVehicle(id)} title={T.editTitle} loadingLabel={T.loading}>
      {(vehicle) => (
        <>
          <VehicleForm key={vehicle._id} vehicle={vehicle} />
          <OutOfServiceSection vehicleId={vehicle._id} />
          <Suspense fallback={null}>
            <VehiclePhotos key={`photos-${vehicle._id}`} vehicle={vehicle} />
          </Suspense>
        </>
      )}
    </LoadedRecord>
  );
}

export function VehicleForm({ vehicle }: { vehicle?: AdminVehicle }) {
  const m = usePageMessages();
  const T = m.staffAreaUi.vehicleForm;
  const C = m.staffAreaUi.common;
  const X = m.factsUi.form;
  const navigate = useNavigate();
  const save = useSaveVehicle(vehicle?._id);
  const { failure, submit: onSubmit } = useSaveForm(
    (values: VehicleWrite) => save.mutateAsync(values),
    () => navigate('/admin/vehicles', { state: { notice: vehicle ? m.admin.vehicleUpdated : m.admin.vehicleCreated } }),
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<VehicleInput, unknown, VehicleWrite>({
    resolver: zodResolver(vehicleInputSchema),
    defaultValues: vehicleFormValues(vehicle),
  });
  const image = useWatch({ control, name: 'image' });

  const priceErrors = [...new Set([errors.pricingDetails?.perDay?.message, errors.pricingDetails?.perHour?.message, errors.pricingDetails?.message].filter(Boolean))];
  const title = vehicle ? C.editNamed(`${vehicle.brand} ${vehicle.model}`) : T.addTitle;

  return (
    <>
      <StaffPageHeader
        title={title}
        description={vehicle ? T.editDescription : T.newDescription}
        actions={
          <BackLink to="/admin/vehicles">{T.allVehicles}</BackLink>
        }
      />
      <Panel>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6" aria-label={title}>
          {failure && <Alert>{failure}</Alert>}
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            <Field id="vehicle-type" label={T.type} error={errors.type?.message} required>
              {(a11y) => (
                <select {...a11y} {...register('type')} className={inputClass} defaultValue={vehicle?.type ?? ''}>
                  <option value="" disabled>
                    {T.selectType}
                  </option>
                  {VEHICLE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {m.vehicleTypes[type]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="vehicle-brand" label={m.fields.brand} error={errors.brand?.message} required>
              {(a11y) => <input {...a11y} {...register('brand')} maxLength={LIMITS.text} className={inputClass} placeholder="Toyota" />}
            </Field>
            <Field id="vehicle-model" label={m.fields.model} error={errors.model?.message} required>
              {(a11y) => <input {...a11y} {...register('model')} maxLength={LIMITS.text} className={inputClass} placeholder="Prius" />}
            </Field>
            <Field id="vehicle-seats" label={T.seatingCapacity} error={errors.seatingCapacity?.message} required>
              {(a11y) => (
                <input {...a11y} {...register('seatingCapacity')} type="number" inputMode="numeric" min={1} max={LIMITS.maxSeats} step={1} className={inputClass} />
              )}
            </Field>
            <fieldset className="grid grid-cols-2 gap-3 sm:col-span-1 lg:col-span-2" aria-describedby={priceErrors.length ? 'vehicle-price-error' : undefined}>
              <legend className="sr-only">{T.pricesLegend}</legend>
              {(
                [
                  ['perDay', 'vehicle-per-day', T.perDay],
                  ['perHour', 'vehicle-per-hour', T.perHour],
                ] as const
              ).map(([key, id, label]) => (
                <Field key={key} id={id} label={label} required>
                  {(a11y) => (
                    <input
                      {...a11y}
                      aria-invalid={Boolean(errors.pricingDetails?.[key])}
                      aria-describedby={errors.pricingDetails?.[key] ? 'vehicle-price-error' : undefined}
                      {...register(`pricingDetails.${key}`)}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step={0.01}
                      className={inputClass}
                    />
                  )}
                </Field>
              ))}
              {priceErrors.length > 0 && (
                <div id="vehicle-price-error" role="alert" className="col-span-2 -mt-1 text-sm font-medium text-red-700">
                  {priceErrors.map((message) => (
                    <p key={message}>{message}</p>
                  ))}
                </div>
              )}
            </fieldset>
          </div>

          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">{X.factsLegend}</legend>
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              <Field id="vehicle-year" label={X.year} error={errors.year?.message} hint={X.yearHint}>
                {(a11y) => <input {...a11y} {...register('year')} type="number" inputMode="numeric" min={OLDEST_VEHICLE_YEAR} max={newestVehicleYear()} step={1} className={inputClass} />}
              </Field>
              <Field id="vehicle-fuel" label={X.fuel} error={errors.fuel?.message}>
                {(a11y) => (
                  <select {...a11y} {...register('fuel')} className={inputClass}>
                    {!vehicle && <option value="">{X.chooseFuel}</option>}
                    {FUEL_TYPES.map((fuel) => (
                      <option key={fuel} value={fuel}>
                        {m.factsUi.facts.fuelNames[fuel]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id="vehicle-luggage" label={X.luggage} error={errors.luggage?.message} hint={X.luggageHint}>
                {(a11y) => <input {...a11y} {...register('luggage')} type="number" inputMode="numeric" min={0} max={MAX_LUGGAGE} step={1} className={inputClass} />}
              </Field>
              <Field id="vehicle-plate" label={X.plateNumber} error={errors.plateNumber?.message} hint={X.plateHint}>
                {(a11y) => <input {...a11y} {...register('plateNumber')} maxLength={LIMITS.text} autoComplete="off" spellCheck={false} className={`${inputClass} uppercase`} placeholder="WP CAB-1234" />}
              </Field>
            </div>
          </fieldset>

          <Controller
            control={control}
            name="features"
            render={({ field }) => (
              <FeaturesField value={(field.value ?? []) as VehicleFeature[]} onChange={field.onChange} error={errors.features?.message ?? errors.features?.root?.message} />
            )}
          />

          <div className="grid items-start gap-5 sm:grid-cols-[1fr_auto]">
            <Field
              id="vehicle-image"
              label={m.fields.imageUrl}
              error={errors.image?.message}
              hint={vehicle && vehicle.photos.length > 0 ? m.mediaUi.imageWithPhotos : T.imageHint}
            >
              {(a11y) => (
                // With photos the field holds the first photo's address, which the server keeps apart (decision 099).
                <input {...a11y} {...register('image')} readOnly={Boolean(vehicle?.photos.length)} type="url" inputMode="url" maxLength={LIMITS.url} className={inputClass} placeholder="https://…" />
              )}
            </Field>
            <div className="flex h-24 w-32 items-center justify-center rounded-xl bg-gradient-to-br from-teal-50 to-amber-50 p-2 max-sm:hidden">
              <VehicleImage src={typeof image === 'string' && image.trim() ? image.trim() : undefined} alt={T.imagePreview} className="max-h-full max-w-full object-contain" />
            </div>
          </div>

          <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm">
            <input type="checkbox" {...register('availabilityStatus')} className="mt-0.5 size-4 accent-teal-700" />
            <span>
              <span className="block font-medium text-slate-900">{T.available}</span>
              <span className="text-slate-600">{T.availableHint}</span>
            </span>
          </label>

          <FormActions cancelTo="/admin/vehicles" busy={isSubmitting} className="border-t border-slate-100 pt-5 sm:justify-end">
            {isSubmitting ? C.saving : vehicle ? T.update : T.create}
          </FormActions>
        </form>
      </Panel>
    </>
  );
}
