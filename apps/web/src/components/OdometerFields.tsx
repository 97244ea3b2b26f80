import { Field, inputClass } from './Field';
import { usePageMessages } from '../lib/i18n/page-messages';

/**
 * The odometer at pickup and at return, as typed (kilometres), in a trip's readings form: the
 * driver's on the trip card, the office's correction on the booking page.
 */
export function OdometerFields({
  id,
  pickupKm,
  returnKm,
  onPickupKm,
  onReturnKm,
}: {
  id: string;
  pickupKm: string;
  returnKm: string;
  onPickupKm: (text: string) => void;
  onReturnKm: (text: string) => void;
}) {
  const T = usePageMessages().staffAreaUi.trip.money;
  return (
    <>
      <Field id={`${id}-pickup`} label={T.pickupKm}>
        {(a11y) => <input {...a11y} inputMode="numeric" value={pickupKm} onChange={(e) => onPickupKm(e.target.value)} className={inputClass} />}
      </Field>
      <Field id={`${id}-return`} label={T.returnKm}>
        {(a11y) => <input {...a11y} inputMode="numeric" value={returnKm} onChange={(e) => onReturnKm(e.target.value)} className={inputClass} />}
      </Field>
    </>
  );
}
