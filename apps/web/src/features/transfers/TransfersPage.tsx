import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { colomboToday, fittingTransferTypes, MAX_TRANSFER_BAGS, MAX_TRANSFER_PASSENGERS, TRANSFER_CAPACITY, type TransferDestination, type TransferDirection } from '@app/shared';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ErrorSummary } from '../../components/ErrorSummary';
import { Field, dateTimeInputClass, inputClass } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { useDocumentTitle } from '../../lib/document-title';
import { formatPrice } from '../../lib/format';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { usePublicPricing } from '../../lib/pricing';
import { readTransferChoice, transferChoiceQuery, type TransferChoice } from '../../lib/transfer-links';
import { FaresFrame } from './FaresFrame';
import { CHOICE_FIELDS, effectiveVehicleType, normalizedChoice, type FieldErrors } from './transfer-form';

let transferChecks: Promise<typeof import('./transfer-checks')> | null = null;

/** The form's checks by the shared schema, fetched on demand (zod with them; decision 118); a failed fetch is tried again next time. */
function loadTransferChecks() {
  transferChecks ??= import('./transfer-checks').catch((error: unknown) => {
    transferChecks = null;
    throw error;
  });
  return transferChecks;
}

/** The ids of the form's controls, which the error summary links to. */
export const TRANSFER_FIELD_IDS: Record<(typeof CHOICE_FIELDS)[number], string> = {
  direction: 'transfer-direction-arriving',
  placeId: 'transfer-place',
  hotel: 'transfer-hotel',
  date: 'transfer-date',
  time: 'transfer-time',
  flightNumber: 'transfer-flight',
  flightTime: 'transfer-flight-time',
  passengers: 'transfer-passengers',
  bags: 'transfer-bags',
  vehicleType: 'transfer-vehicle',
};

/**
 * /airport-transfers (issue 32, decision 111): the way (arriving or departing), the place and
 * hotel, the flight, the party, and the vehicles that carry it at their fixed fares with what
 * they include. "Continue" carries the choice in the address to the signed-in booking step.
 */
export function TransfersPage() {
  const m = usePageMessages();
  const T = m.transfersPageUi;
  useDocumentTitle(T.title);
  return (
    <FaresFrame title={T.title} intro={<p>{T.intro}</p>}>
      {(destinations) => (destinations.length === 0 ? <Alert tone="info">{T.empty}</Alert> : <TransferForm destinations={destinations} />)}
    </FaresFrame>
  );
}

export function TransferForm({ destinations }: { destinations: readonly TransferDestination[] }) {
  const m = usePageMessages();
  const T = m.transfersPageUi;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [choice, setChoice] = useState<TransferChoice>(() => readTransferChoice(params));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const { data: pricing } = usePublicPricing();
  const vehicleLegendId = useId();
  const directionLegendId = useId();

  const set = <K extends keyof TransferChoice>(key: K, value: TransferChoice[K]) => {
    setChoice((c) => ({ ...c, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const arriving = choice.direction === 'arriving';
  const destination = destinations.find((d) => d.placeId === choice.placeId);
  const fitting = fittingTransferTypes(choice.passengers, choice.bags);
  const vehicleType = effectiveVehicleType(choice);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Without the checks (offline, a deploy in between) the booking step checks the same, and the server.
    const found = await loadTransferChecks().then(({ validateTransfer }) => validateTransfer(choice), () => ({}) as FieldErrors);
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0) {
      const first = CHOICE_FIELDS.find((f) => found[f]);
      if (first) document.getElementById(TRANSFER_FIELD_IDS[first])?.focus();
      return;
    }
    navigate(`/airport-transfers/book?${transferChoiceQuery(normalizedChoice(choice))}`);
  };

  const summary = CHOICE_FIELDS.flatMap((f) => (errors[f] ? [{ id: TRANSFER_FIELD_IDS[f], message: errors[f] }] : []));
  const radioTile = (checked: boolean) =>
    `flex min-h-11 cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700 ${checked ? 'bg-teal-50 ring-2 ring-teal-700' : 'bg-white ring-slate-300 hover:ring-teal-600'}`;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} onFocus={() => void loadTransferChecks().catch(() => undefined)} className="grid items-start gap-8 lg:grid-cols-[1fr_360px]" data-testid="transfer-form">
      <div className="space-y-6">
        <ErrorSummary items={summary} attempt={attempt} />
        <fieldset aria-describedby={errors.direction ? 'transfer-direction-error' : undefined}>
          <legend id={directionLegendId} className="mb-2 text-sm font-medium text-slate-700">
            {T.direction}
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {(['arriving', 'departing'] as const satisfies readonly TransferDirection[]).map((d) => (
              <label key={d} className={radioTile(choice.direction === d)}>
                <input
                  id={`transfer-direction-${d}`}
                  type="radio"
                  name="direction"
                  value={d}
                  checked={choice.direction === d}
                  onChange={() => set('direction', d)}
                  className="mt-1 size-4 accent-teal-700"
                />
                <span className="flex items-center gap-2 font-medium text-slate-900">
                  <Icon name="plane" className="size-4 shrink-0 text-teal-700" />
                  {d === 'arriving' ? T.arriving : T.departing}
                </span>
              </label>
            ))}
          </div>
          {errors.direction && (
            <p id="transfer-direction-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.direction}
            </p>
          )}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={TRANSFER_FIELD_IDS.placeId} label={T.place} error={errors.placeId} announce={false} required>
            {(a11y) => (
              <select {...a11y} value={choice.placeId} onChange={(e) => set('placeId', e.target.value)} className={inputClass}>
                <option value="">{T.placeChoose}</option>
                {destinations.map((d) => (
                  <option key={d.placeId} value={d.placeId}>
                    {d.placeName}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={TRANSFER_FIELD_IDS.hotel} label={T.hotel} hint={T.hotelHint} error={errors.hotel} announce={false}>
            {(a11y) => <input {...a11y} value={choice.hotel} maxLength={150} autoComplete="off" onChange={(e) => set('hotel', e.target.value)} className={inputClass} />}
          </Field>
          <Field id={TRANSFER_FIELD_IDS.date} label={arriving ? T.landingDate : T.pickupDate} error={errors.date} announce={false} required>
            {(a11y) => <input {...a11y} type="date" value={choice.date} min={colomboToday()} onChange={(e) => set('date', e.target.value)} className={dateTimeInputClass} />}
          </Field>
          <Field id={TRANSFER_FIELD_IDS.time} label={arriving ? T.landingTime : T.pickupTime} hint={arriving ? T.landingTimeHint : undefined} error={errors.time} announce={false} required>
            {(a11y) => <input {...a11y} type="time" value={choice.time} onChange={(e) => set('time', e.target.value)} className={dateTimeInputClass} />}
          </Field>
          <Field id={TRANSFER_FIELD_IDS.flightNumber} label={m.fields.flightNumber} hint={m.flightsUi.flightNumberHint} error={errors.flightNumber} announce={false} required={arriving}>
            {(a11y) => (
              <input
                {...a11y}
                value={choice.flightNumber}
                maxLength={12}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => set('flightNumber', e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          {!arriving && (
            <Field id={TRANSFER_FIELD_IDS.flightTime} label={T.flightTimeDeparting} error={errors.flightTime} announce={false}>
              {(a11y) => <input {...a11y} type="time" value={choice.flightTime} onChange={(e) => set('flightTime', e.target.value)} className={dateTimeInputClass} />}
            </Field>
          )}
          <Field id={TRANSFER_FIELD_IDS.passengers} label={T.passengers} error={errors.passengers} announce={false} required>
            {(a11y) => (
              <input
                {...a11y}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_TRANSFER_PASSENGERS}
                value={choice.passengers}
                onChange={(e) => set('passengers', Number(e.target.value))}
                className={inputClass}
              />
            )}
          </Field>
          <Field id={TRANSFER_FIELD_IDS.bags} label={T.bags} hint={T.bagsHint} error={errors.bags} announce={false} required>
            {(a11y) => (
              <input
                {...a11y}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_TRANSFER_BAGS}
                value={choice.bags}
                onChange={(e) => set('bags', Number(e.target.value))}
                className={inputClass}
              />
            )}
          </Field>
        </div>
      </div>

      <aside className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-20" aria-labelledby={vehicleLegendId}>
        <fieldset>
          <legend id={vehicleLegendId} className="text-lg font-bold text-slate-900">
            {T.vehicle}
          </legend>
          {fitting.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">{T.noVehicleFits}</p>
          ) : !destination ? (
            <p className="mt-3 text-sm text-slate-600">{T.choosePlaceFirst}</p>
          ) : (
            <div className="mt-3 space-y-2" data-testid="transfer-vehicles">
              {fitting.map((type, i) => (
                <label key={type} className={radioTile(vehicleType === type)}>
                  <input
                    id={i === 0 ? TRANSFER_FIELD_IDS.vehicleType : undefined}
                    type="radio"
                    name="vehicleType"
                    value={type}
                    checked={vehicleType === type}
                    onChange={() => set('vehicleType', type)}
                    className="mt-1 size-4 accent-teal-700"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-semibold text-slate-900">{m.vehicleTypes[type]}</span>
                      <span className="font-bold text-teal-800" data-testid={`transfer-fare-${type}`}>
                        {formatPrice(destination.fares[type])}
                      </span>
                    </span>
                    <span className="block text-sm text-slate-600">{T.vehicleFits(TRANSFER_CAPACITY[type].seats, TRANSFER_CAPACITY[type].bags)}</span>
                  </span>
                </label>
              ))}
              <p className="text-xs text-slate-600">
                {T.fare}: {T.perVehicle}
              </p>
            </div>
          )}
          {errors.vehicleType && <p className="mt-1 text-sm font-medium text-red-700">{errors.vehicleType}</p>}
        </fieldset>
        <div>
          <h2 className="text-sm font-semibold text-slate-900">{T.included}</h2>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-700" data-testid="transfer-included">
            {arriving && pricing && (
              <li className="flex gap-2">
                <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-teal-700" />
                {T.includedWaiting(pricing.transferFreeWaitingMinutes, formatPrice(pricing.transferWaitingPerHour))}
              </li>
            )}
            <li className="flex gap-2">
              <Icon name="fuel" className="mt-0.5 size-4 shrink-0 text-teal-700" />
              {T.includedFuel}
            </li>
            {arriving && (
              <li className="flex gap-2">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-teal-700" />
                {T.includedSign}
              </li>
            )}
            <li className="flex gap-2">
              <Icon name="steering" className="mt-0.5 size-4 shrink-0 text-teal-700" />
              {T.includedDriver}
            </li>
          </ul>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={fitting.length === 0}>
          {T.continue}
        </Button>
        <p className="text-xs text-slate-600">{T.signInNote}</p>
      </aside>
    </form>
  );
}
