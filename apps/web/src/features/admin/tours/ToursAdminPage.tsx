import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UI_LANGUAGES, VEHICLE_TYPES, tourInputSchema, type AdminTour, type TourInput, type TourWrite, type VehicleType } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Field, inputClass } from '../../../components/Field';
import { LoadedRecord } from '../../../components/LoadedRecord';
import { Panel } from '../../../components/Panel';
import { PhotoImage } from '../../../components/PhotoImage';
import { StaffPageHeader } from '../../../components/StaffPageHeader';
import { StopsEditor } from '../../../components/StopsEditor';
import { errorText, saveErrorText } from '../../../lib/error-text';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useAdminTours, useDeleteTour, useSaveTour, useTourPhotos } from './api';

const OTHER_LANGUAGES = UI_LANGUAGES.filter((l) => l.code !== 'en');

/** A template as the form edits it (a new one: from the airport to Kandy and back). */
function formValues(tour: AdminTour | undefined): TourInput {
  return {
    slug: tour?.slug ?? '',
    name: tour?.name ?? '',
    description: tour?.description ?? '',
    stops: tour?.stops.map((s) => ({ ...s })) ?? [
      { placeId: 'cmb', nights: 0 },
      { placeId: 'kandy', nights: 2 },
      { placeId: 'cmb', nights: 0 },
    ],
    vehicleTypes: [...(tour?.vehicleTypes ?? ['Car', 'Van'])],
    translations: Object.fromEntries(OTHER_LANGUAGES.map((l) => [l.code, { name: tour?.translations[l.code]?.name ?? '', description: tour?.translations[l.code]?.description ?? '' }])),
    published: tour?.published ?? false,
  };
}

/** /admin/tours: staff write the round tours tourists start from (issue 31, decision 110). */
export function ToursAdminPage() {
  const T = usePageMessages().toursUi.admin;
  return (
    <LoadedRecord query={useAdminTours()} title={T.title} loadingLabel={T.loading}>
      {(tours) => (
        <>
          <StaffPageHeader title={T.title} description={T.description} />
          <div className="space-y-4">
            {tours.map((tour) => (
              <TourForm key={tour._id} tour={tour} />
            ))}
            <TourForm key={`new-${tours.length}`} />
          </div>
        </>
      )}
    </LoadedRecord>
  );
}

function TourForm({ tour }: { tour?: AdminTour }) {
  const m = usePageMessages();
  const T = m.toursUi.admin;
  const save = useSaveTour();
  const remove = useDeleteTour();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TourInput, unknown, TourWrite>({ resolver: zodResolver(tourInputSchema), defaultValues: formValues(tour) });
  const types = (useWatch({ control, name: 'vehicleTypes' }) ?? []) as VehicleType[];
  const slug = useWatch({ control, name: 'slug' }) ?? '';
  const prefix = `tour-${tour?._id ?? 'new'}`;
  const title = tour ? tour.name : T.newTitle;

  const onSubmit = async (values: TourWrite) => {
    setNotice(null);
    try {
      const saved = await save.mutateAsync({ id: tour?._id, body: values });
      if (tour) reset(formValues(saved));
      else reset(formValues(undefined));
      setNotice({ tone: 'success', text: tour ? T.saved(saved.name) : T.created(saved.name) });
    } catch (error) {
      setNotice({ tone: 'error', text: saveErrorText(error) });
    }
  };

  return (
    <Panel>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label={title} data-testid={tour ? `tour-${tour.slug}` : 'tour-new'}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-base font-bold text-slate-900">{title}</h2>
          {tour && (
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tour.published ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}>
              {tour.published ? T.publishedBadge : T.draft}
            </span>
          )}
        </div>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${prefix}-name`} label={T.name} error={errors.name?.message} required>
            {(a11y) => <input {...a11y} {...register('name')} className={inputClass} />}
          </Field>
          <Field id={`${prefix}-slug`} label={T.slug} hint={T.slugHint(slug || '…')} error={errors.slug?.message} required>
            {(a11y) => <input {...a11y} {...register('slug')} autoCapitalize="none" spellCheck={false} className={inputClass} />}
          </Field>
        </div>
        <Field id={`${prefix}-description`} label={T.description_} error={errors.description?.message} required>
          {(a11y) => <textarea {...a11y} {...register('description')} rows={3} className={inputClass} />}
        </Field>
        <Controller
          control={control}
          name="stops"
          render={({ field, fieldState }) => (
            <StopsEditor idPrefix={prefix} value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? errors.stops?.root?.message} />
          )}
        />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{T.vehicleTypes}</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {VEHICLE_TYPES.map((type) => (
              <label key={type} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
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
          {errors.vehicleTypes?.message && <p className="mt-1 text-sm font-medium text-red-700">{errors.vehicleTypes.message}</p>}
        </fieldset>
        <details>
          <summary className="cursor-pointer text-sm font-medium text-teal-800">{T.translations}</summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {OTHER_LANGUAGES.map((lang) => (
              <div key={lang.code} className="space-y-2 rounded-lg bg-slate-50 p-3">
                <Field id={`${prefix}-name-${lang.code}`} label={T.nameIn(lang.name)} error={errors.translations?.[lang.code]?.name?.message}>
                  {(a11y) => <input {...a11y} {...register(`translations.${lang.code}.name`)} lang={lang.code} className={inputClass} />}
                </Field>
                <Field id={`${prefix}-description-${lang.code}`} label={T.descriptionIn(lang.name)} error={errors.translations?.[lang.code]?.description?.message}>
                  {(a11y) => <textarea {...a11y} {...register(`translations.${lang.code}.description`)} lang={lang.code} rows={2} className={inputClass} />}
                </Field>
              </div>
            ))}
          </div>
        </details>
        {tour ? <TourPhotos tour={tour} /> : <p className="text-sm text-slate-600">{T.photosAfterCreate}</p>}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" {...register('published')} className="size-4 accent-teal-700" />
            {T.published}
          </label>
          <div className="flex flex-wrap gap-2">
            {tour?.published && (
              <a href={`/tours/${tour.slug}`} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-teal-800 underline underline-offset-2">
                {T.viewPage}
              </a>
            )}
            {tour && (
              <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
                {T.remove}
              </Button>
            )}
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? T.saving : tour ? T.save : T.create}
            </Button>
          </div>
        </div>
      </form>
      {tour && (
        <ConfirmDialog
          open={confirming}
          title={T.remove}
          confirmLabel={T.remove}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(tour._id, {
              onSuccess: () => setConfirming(false),
              onError: (error) => {
                setConfirming(false);
                setNotice({ tone: 'error', text: errorText(error) });
              },
            })
          }
        >
          {T.confirmRemove(tour.name)}
        </ConfirmDialog>
      )}
    </Panel>
  );
}

function TourPhotos({ tour }: { tour: AdminTour }) {
  const T = usePageMessages().toursUi.admin;
  const photos = useTourPhotos(tour._id);
  const inputId = `tour-${tour._id}-photo`;
  return (
    <section aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="text-sm font-semibold text-slate-900">
        {T.photos}
      </h3>
      {photos.error && (
        <div className="mt-2">
          <Alert>{saveErrorText(photos.error)}</Alert>
        </div>
      )}
      <ul className="mt-2 flex flex-wrap gap-3">
        {tour.photos.map((photo, i) => (
          <li key={photo._id} className="w-32">
            <PhotoImage photo={photo} sizes="128px" alt={photo.alt} className="aspect-[4/3] w-full rounded-lg object-cover" />
            <button type="button" onClick={() => photos.mutate({ kind: 'delete', photoId: photo._id })} className="mt-1 min-h-11 text-sm font-medium text-red-700 underline">
              {T.removePhoto(i + 1)}
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={inputId} className="mt-2 flex min-h-11 max-w-full cursor-pointer flex-wrap items-center gap-2 text-sm font-semibold text-teal-800">
        {photos.isPending ? T.uploading : T.addPhoto}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="max-w-full min-w-0 text-sm"
          disabled={photos.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) photos.mutate({ kind: 'upload', file });
            e.target.value = '';
          }}
        />
      </label>
    </section>
  );
}
