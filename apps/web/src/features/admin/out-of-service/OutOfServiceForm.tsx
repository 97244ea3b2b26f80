import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, OUT_OF_SERVICE_REASONS, addDays, codeOfSentence, colomboToday, messageByCode, outOfServiceInputSchema, type OutOfService, type OutOfServiceInput, type OutOfServiceWrite } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Field, dateTimeInputClass, inputClass } from '../../../components/Field';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { saveErrorText } from '../../../lib/error-text';
import { isApiError } from '../../../lib/api';
import { useAddOutOfService } from './api';

/** A vehicle to choose in the form (the timeline's): its id and name. */
export interface VehicleChoice {
  _id: string;
  name: string;
}

/**
 * Takes a vehicle out of service: from when, until when it is back, why, and a note for staff.
 * On the vehicle's page the vehicle is given; on the timeline staff choose it. `onSaved` receives
 * the period with the bookings already on its dates.
 */
export function OutOfServiceForm({
  vehicleId,
  vehicles,
  firstDay,
  onSaved,
  onCancel,
}: {
  vehicleId?: string;
  vehicles?: readonly VehicleChoice[];
  firstDay?: string;
  onSaved: (period: OutOfService) => void;
  onCancel?: () => void;
}) {
  const m = usePageMessages();
  const T = m.outOfServiceUi;
  const id = useId();
  // The API's sentences about periods are in the staff pages' tree (decision 101): shown in the page's language from it.
  const own = (english: string | undefined) => {
    const code = english === undefined ? undefined : codeOfSentence(english);
    return (code && code.code.startsWith('outOfServiceApi.') ? messageByCode(m, code.code, code.params) : undefined) ?? english;
  };
  const add = useAddOutOfService();
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState(vehicleId ?? '');
  const [vehicleError, setVehicleError] = useState(false);
  const start = firstDay ?? colomboToday();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OutOfServiceInput, unknown, OutOfServiceWrite>({
    resolver: zodResolver(outOfServiceInputSchema),
    defaultValues: { fromDate: start, fromTime: '00:00', untilDate: addDays(start, 1), untilTime: '00:00', reason: 'maintenance', note: '' },
  });

  const submit = async (values: OutOfServiceWrite) => {
    setFailure(null);
    if (!chosen) {
      setVehicleError(true);
      return;
    }
    try {
      onSaved(await add.mutateAsync({ vehicleId: chosen, values }));
    } catch (error) {
      const mine = isApiError(error) && error.code?.code.startsWith('outOfServiceApi.') ? messageByCode(m, error.code.code, error.code.params) : undefined;
      setFailure(T.failed(mine ?? saveErrorText(error)));
    }
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4" aria-label={T.add} data-testid="out-of-service-form">
      {failure && <Alert>{failure}</Alert>}
      {vehicles && (
        <Field id={`${id}-vehicle`} label={T.vehicle} error={vehicleError ? T.chooseVehicle : undefined} required>
          {(a11y) => (
            <select
              {...a11y}
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value);
                setVehicleError(false);
              }}
              className={inputClass}
            >
              <option value="" disabled>
                {T.chooseVehicle}
              </option>
              {vehicles.map((vehicle) => (
                <option key={vehicle._id} value={vehicle._id}>
                  {vehicle.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-sm font-semibold text-slate-800">{T.from}</legend>
          <div className="grid grid-cols-[minmax(0,1fr)_8.25rem] gap-2">
            <Field id={`${id}-from-date`} label={T.date} error={own(errors.fromDate?.message)} required>
              {(a11y) => <input {...a11y} {...register('fromDate')} type="date" className={dateTimeInputClass} />}
            </Field>
            <Field id={`${id}-from-time`} label={T.time} error={own(errors.fromTime?.message)} required>
              {(a11y) => <input {...a11y} {...register('fromTime')} type="time" className={dateTimeInputClass} />}
            </Field>
          </div>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-sm font-semibold text-slate-800">{T.until}</legend>
          <div className="grid grid-cols-[minmax(0,1fr)_8.25rem] gap-2">
            <Field id={`${id}-until-date`} label={T.date} error={own(errors.untilDate?.message)} required>
              {(a11y) => <input {...a11y} {...register('untilDate')} type="date" className={dateTimeInputClass} />}
            </Field>
            <Field id={`${id}-until-time`} label={T.time} error={own(errors.untilTime?.message)} required>
              {(a11y) => <input {...a11y} {...register('untilTime')} type="time" className={dateTimeInputClass} />}
            </Field>
          </div>
        </fieldset>
      </div>
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <Field id={`${id}-reason`} label={T.reason} error={own(errors.reason?.message)} required>
          {(a11y) => (
            <select {...a11y} {...register('reason')} className={inputClass}>
              {OUT_OF_SERVICE_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {T.reasons[reason]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-note`} label={T.note} error={own(errors.note?.message)}>
          {(a11y) => <textarea {...a11y} {...register('note')} rows={2} maxLength={LIMITS.reason} className={inputClass} />}
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {T.cancel}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? T.adding : T.add}
        </Button>
      </div>
    </form>
  );
}
