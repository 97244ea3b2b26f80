import { useId, useState, type FormEvent } from 'react';
import { messageByCode, type Booking } from '@app/shared';
import { HANDOVER_LIMITS, VEHICLE_SIDES, type BookingInspections, type DamageMark, type HandoverKind, type VehicleSide } from '@app/shared/handovers';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { inputClass } from '../Field';
import { Panel } from '../Panel';
import { Loading } from '../Spinner';
import { isApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { uploadInspectionPhoto, useInspections, useRecordInspection, type HandoverSender, type KeptPhoto } from '../../lib/handovers-api';
import { usePageMessages, type PageMessages } from '../../lib/i18n/page-messages';
import { useFocusResult } from '../../lib/use-focus-result';
import { randomUuid } from '../../lib/uuid';
import { ChargeList } from './ChargeList';
import { SignatureField } from './SignatureField';
import { VehicleOutline } from './VehicleOutline';

/** A refusal in the page's language: the handover API's own sentence from its code, else the server's words. */
export function handoverFailureText(error: unknown, m: PageMessages): string {
  return (isApiError(error) && error.code?.code.startsWith('handoversApi.') ? messageByCode(m, error.code.code, error.code.params) : undefined) ?? errorText(error);
}

/** A side's photo: uploaded (its id), being uploaded, refused, or (on the driver's phone without signal) kept with the form. */
type PhotoState = { status: 'uploading' | 'done' | 'failed' | 'kept'; id?: string; file?: File; preview: string; error?: string };

/** What the form shows when the phone cannot ask the server (decision 113): nothing recorded yet that it knows of. */
const NOTHING_KNOWN = (bookingId: string): BookingInspections => ({ bookingId, handover: null, return: null, comparison: null, charges: [] });

const OPEN_STATUSES: Record<HandoverKind, Booking['bookingStatus'][]> = { handover: ['confirmed'], return: ['picked_up', 'en_route'] };

/**
 * The guided handover or return on a phone (issue 33, decision 112): odometer, fuel in eighths,
 * the four sides' photos (sent one by one as they are taken), damage marks on the outline, the
 * tourist's signature, and for a permit got at the airport counter staff's tick. The form is sent
 * under one Idempotency-Key made when it opens: sending again after a failure resends that key.
 *
 * `send`, the driver's offline queue (decision 113): without signal a photo is kept with the form
 * instead of uploaded, and the form with its photos is kept on the phone and sent (photos first)
 * when the network returns, under the same key. Without it (the office's page) both need the network.
 */
export function HandoverForm({ booking, kind, permitAtCounter = false, send }: { booking: Booking; kind: HandoverKind; permitAtCounter?: boolean; send?: HandoverSender }) {
  const m = usePageMessages();
  const T = m.handoverUi;
  const inspections = useInspections(booking._id);
  // Sent from this page: "recorded" rather than "recorded already" once the answer replaces the form.
  const [sent, setSent] = useState(false);
  const [kept, setKept] = useState(false);
  if (kept) return <Alert tone="success">{m.driverOfflineUi.formKept}</Alert>;
  // No signal and nothing kept of this trip's forms: the phone's form still opens, the server checks it when it arrives.
  const unreachable = send && !inspections.data && (inspections.fetchStatus === 'paused' || (inspections.isError && !isApiError(inspections.error)));
  const known = unreachable ? NOTHING_KNOWN(booking._id) : inspections.data;
  if (!known) return inspections.isError ? <Alert>{errorText(inspections.error)}</Alert> : <Loading label={T.loading} />;
  const recorded = known[kind];
  if (recorded) return <Recorded inspections={known} kind={kind} fresh={sent} />;
  if (!OPEN_STATUSES[kind].includes(booking.bookingStatus)) return <Alert tone="info">{T.notNow}</Alert>;
  return <OpenForm booking={booking} kind={kind} permitAtCounter={permitAtCounter} inspections={known} onSent={() => setSent(true)} onKept={() => setKept(true)} send={send} />;
}

/** What a step recorded: the readings, and after the return the comparison and the proposed charges. */
function Recorded({ inspections, kind, fresh = false }: { inspections: BookingInspections; kind: HandoverKind; fresh?: boolean }) {
  const T = usePageMessages().handoverUi;
  const record = inspections[kind];
  const ref = useFocusResult<HTMLDivElement>(fresh ? kind : null);
  if (!record) return null;
  return (
    <div className="space-y-4" data-testid="handover-recorded">
      <div ref={ref} tabIndex={-1}>
        <Alert tone="success">{fresh ? (kind === 'handover' ? T.handoverDone : T.returnDone) : T.alreadyDone}</Alert>
      </div>
      <Panel>
        <p className="text-sm text-slate-800">{T.reading(record.odometerKm, record.fuelEighths)}</p>
        <p className="text-sm text-slate-800">{T.marksCount(record.marks.length)}</p>
      </Panel>
      {kind === 'return' && inspections.comparison && (
        <Panel>
          <h2 className="text-base font-bold text-slate-900">{T.comparison}</h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-800" data-testid="handover-comparison">
            <li>{T.driven(inspections.comparison.drivenKm, inspections.comparison.extraKm)}</li>
            <li>{T.fuelShort(inspections.comparison.fuelEighthsShort)}</li>
            <li>{T.newMarks(inspections.comparison.newMarks.length)}</li>
          </ul>
          <h2 className="mt-4 text-base font-bold text-slate-900">{T.charges}</h2>
          <p className="text-sm text-slate-600">{T.chargesHint}</p>
          <ChargeList charges={inspections.charges} />
        </Panel>
      )}
    </div>
  );
}

function OpenForm({
  booking,
  kind,
  permitAtCounter,
  inspections,
  onSent,
  onKept,
  send,
}: {
  booking: Booking;
  kind: HandoverKind;
  permitAtCounter: boolean;
  inspections: BookingInspections;
  onSent: () => void;
  onKept: () => void;
  send?: HandoverSender;
}) {
  const m = usePageMessages();
  const T = m.handoverUi;
  const id = useId();
  const handover = kind === 'return' ? inspections.handover : null;
  // One key for this form: a retry after a lost answer is the same request, recorded once.
  const [key] = useState(() => randomUuid());
  const [odometer, setOdometer] = useState('');
  const [fuel, setFuel] = useState<number | null>(null);
  const [photos, setPhotos] = useState<Partial<Record<VehicleSide, PhotoState>>>({});
  // The return starts from the handover's marks: only new damage needs a tap.
  const [marks, setMarks] = useState<DamageMark[]>(() => handover?.marks ?? []);
  const [signature, setSignature] = useState<string | null>(null);
  const [permitSeen, setPermitSeen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const record = useRecordInspection(booking._id, kind, { onRecorded: onSent, onKept, send });
  const problemRef = useFocusResult<HTMLDivElement>(problem);
  const askPermit = kind === 'handover' && booking.driverOption === 'selfDrive' && permitAtCounter;

  const takePhoto = async (side: VehicleSide, file: File | undefined) => {
    if (!file) return;
    const preview = URL.createObjectURL(file);
    // Without signal the driver's phone keeps the picture with the form (decision 113).
    if (send && navigator.onLine === false) return setPhotos((p) => ({ ...p, [side]: { status: 'kept', file, preview } }));
    setPhotos((p) => ({ ...p, [side]: { status: 'uploading', preview } }));
    try {
      const photoId = await uploadInspectionPhoto(booking._id, file);
      setPhotos((p) => ({ ...p, [side]: { status: 'done', id: photoId, preview } }));
    } catch (error) {
      if (send && !isApiError(error)) return setPhotos((p) => ({ ...p, [side]: { status: 'kept', file, preview } }));
      setPhotos((p) => ({ ...p, [side]: { status: 'failed', preview, error: T.uploadFailed(handoverFailureText(error, m)) } }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const km = Number(odometer.replace(/[\s,.'’]/g, ''));
    if (odometer.trim() === '' || !Number.isInteger(km) || km < 0 || km > HANDOVER_LIMITS.maxOdometerKm) return setProblem(m.handoversApi.odometerRange(HANDOVER_LIMITS.maxOdometerKm));
    if (fuel === null) return setProblem(m.handoversApi.fuelRange);
    if (VEHICLE_SIDES.some((side) => !photos[side]?.id && !photos[side]?.file)) return setProblem(T.photosMissing);
    if (!signature) return setProblem(T.signatureMissing);
    // Each side by its id, or a picture kept on the phone by its bytes (the queue uploads it first).
    const sides = await Promise.all(
      VEHICLE_SIDES.map(async (side): Promise<[VehicleSide, string | KeptPhoto]> => {
        const photo = photos[side]!;
        if (photo.id) return [side, photo.id];
        const file = photo.file!;
        return [side, { bytes: await file.arrayBuffer(), type: file.type, name: file.name }];
      }),
    );
    record.mutate(
      {
        bookingId: booking._id,
        kind,
        key,
        form: {
          odometerKm: km,
          fuelEighths: fuel,
          marks: marks.map((mark) => ({ ...mark, note: mark.note.trim() })),
          signature,
          ...(askPermit ? { permitSeen } : {}),
        },
        photos: Object.fromEntries(sides) as Record<VehicleSide, string | KeptPhoto>,
      },
      { onError: (error) => setProblem(T.failed(handoverFailureText(error, m))) },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6" data-testid="handover-form">
      {handover && (
        <Panel>
          <h2 className="text-base font-bold text-slate-900">{T.atHandover}</h2>
          <p className="mt-1 text-sm text-slate-800" data-testid="handover-reading">
            {T.reading(handover.odometerKm, handover.fuelEighths)}
          </p>
          <p className="text-sm text-slate-800">{T.marksCount(handover.marks.length)}</p>
        </Panel>
      )}
      <Panel>
        <div className="space-y-6">
          <div>
            <label htmlFor={`${id}-km`} className="mb-1.5 block text-base font-bold text-slate-900">
              {T.odometer}
            </label>
            <input id={`${id}-km`} className={inputClass} inputMode="numeric" autoComplete="off" value={odometer} onChange={(e) => setOdometer(e.target.value)} />
          </div>
          <fieldset>
            <legend className="text-base font-bold text-slate-900">{T.fuel}</legend>
            <p className="text-sm text-slate-600">{T.fuelHint}</p>
            <div className="mt-2 grid grid-cols-9 gap-1">
              {Array.from({ length: HANDOVER_LIMITS.fullTank + 1 }, (_, n) => (
                <label key={n} className="relative">
                  <input type="radio" name={`${id}-fuel`} value={n} checked={fuel === n} onChange={() => setFuel(n)} className="peer sr-only" aria-label={`${n}/8`} />
                  <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white text-sm font-semibold text-slate-800 tabular-nums peer-checked:border-teal-700 peer-checked:bg-teal-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-teal-600">
                    {n}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </Panel>
      <Panel>
        <fieldset>
          <legend className="text-base font-bold text-slate-900">{T.photos}</legend>
          <p className="text-sm text-slate-600">{T.photosHint}</p>
          <div className="mt-3 grid grid-cols-2 gap-3">
            {VEHICLE_SIDES.map((side) => {
              const photo = photos[side];
              return (
                <div key={side} className="min-w-0" data-testid={`photo-${side}`}>
                  <label htmlFor={`${id}-photo-${side}`} className="flex aspect-[4/3] cursor-pointer flex-col items-center justify-center overflow-hidden rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 text-center text-sm font-semibold text-slate-700 focus-within:ring-2 focus-within:ring-teal-600">
                    {photo ? <img src={photo.preview} alt="" className="size-full object-cover" /> : <span className="px-2">{T.sides[side]}</span>}
                  </label>
                  <input
                    id={`${id}-photo-${side}`}
                    type="file"
                    accept="image/*"
                    capture="environment"
                    className="sr-only"
                    aria-label={T.sides[side]}
                    onChange={(e) => void takePhoto(side, e.target.files?.[0])}
                  />
                  <p className="mt-1 text-xs break-words text-slate-700">
                    {T.sides[side]}
                    {photo && ` · ${photo.status === 'uploading' ? T.uploading : photo.status === 'done' ? T.uploaded : photo.status === 'kept' ? m.driverOfflineUi.photoKept : ''}`}
                  </p>
                  {photo?.error && <p className="text-xs text-red-800">{photo.error}</p>}
                </div>
              );
            })}
          </div>
        </fieldset>
      </Panel>
      <Panel>
        <VehicleOutline marks={marks} onChange={setMarks} />
      </Panel>
      <Panel>
        <SignatureField onChange={setSignature} />
        {askPermit && (
          <label className="mt-4 flex items-start gap-3 text-sm text-slate-800">
            <input type="checkbox" className="mt-0.5 size-5 shrink-0" checked={permitSeen} onChange={(e) => setPermitSeen(e.target.checked)} />
            <span>{T.permitSeen}</span>
          </label>
        )}
      </Panel>
      {problem && (
        <div ref={problemRef} tabIndex={-1}>
          <Alert>{problem}</Alert>
        </div>
      )}
      <Button type="submit" className="min-h-12 w-full" disabled={record.isPending || VEHICLE_SIDES.some((side) => photos[side]?.status === 'uploading')}>
        {record.isPending ? T.submitting : kind === 'handover' ? T.submitHandover : T.submitReturn}
      </Button>
    </form>
  );
}
