import { useId, useState, type FormEvent } from 'react';
import type { Booking } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Field, inputClass } from '../../../components/Field';
import { OdometerFields } from '../../../components/OdometerFields';
import { Panel } from '../../../components/Panel';
import { errorText } from '../../../lib/error-text';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useCorrectOdometer } from '../api';

/** Statuses whose readings exist or can be given: a confirmed trip, one under way, or done. */
const TRIP_STATUSES: Booking['bookingStatus'][] = ['confirmed', 'picked_up', 'en_route', 'completed'];

/** A whole number of kilometres from what was typed, or undefined when nothing was. */
function readingOf(text: string): number | undefined {
  const digits = text.replace(/[\s,.'’]/g, '');
  return digits === '' ? undefined : Number(digits);
}

/**
 * The trip's odometer on the office's booking page: the driver's readings, and a correction with
 * its reason (the driver cannot change a completed trip's readings; the history keeps the change).
 */
export function OdometerPanel({ booking }: { booking: Booking }) {
  const m = usePageMessages();
  const T = m.staffAreaUi.trip.money;
  const S = m.staffUi;
  const id = useId();
  const correct = useCorrectOdometer();
  const readings = (booking as Partial<Pick<Booking, 'odometer'>>).odometer;
  const [pickupKm, setPickupKm] = useState(readings?.pickupKm?.toString() ?? '');
  const [returnKm, setReturnKm] = useState(readings?.returnKm?.toString() ?? '');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  if (!TRIP_STATUSES.includes(booking.bookingStatus)) return null;

  const save = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const body = { pickupKm: readingOf(pickupKm), returnKm: readingOf(returnKm), ...(reason.trim() ? { reason: reason.trim() } : {}) };
    correct.mutate({ id: booking._id, body }, { onSuccess: () => { setDone(T.readingsSaved); setReason(''); } });
  };

  return (
    <Panel>
      <h2 className="text-base font-bold text-slate-900">{S.odometerTitle}</h2>
      <p className="mt-1 text-sm text-slate-600">{S.odometerHint}</p>
      <form onSubmit={save} noValidate className="mt-3 grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto]">
        <OdometerFields id={id} pickupKm={pickupKm} returnKm={returnKm} onPickupKm={setPickupKm} onReturnKm={setReturnKm} />
        <Field id={`${id}-reason`} label={S.odometerReason}>
          {(a11y) => <input {...a11y} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />}
        </Field>
        <Button type="submit" variant="secondary" className="min-h-11" disabled={correct.isPending}>
          {correct.isPending ? T.saving : T.saveReadings}
        </Button>
      </form>
      {correct.error && <Alert className="mt-3">{errorText(correct.error)}</Alert>}
      {done && (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          {done}
        </p>
      )}
    </Panel>
  );
}
