import { useId, useRef } from 'react';
import { initialsOf } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { buttonClass, dangerGhostClass } from '../../../components/Button';
import { Panel } from '../../../components/Panel';
import { PhotoImage } from '../../../components/PhotoImage';
import { errorText } from '../../../lib/error-text';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useDriverPhoto, useDriverPhotoChange } from './photo-api';

/** The driver's one photo on their edit screen (decision 102, "Photo"): the picture or initials, upload, remove. */
export function DriverPhoto({ driverId, name }: { driverId: string; name: string }) {
  const m = usePageMessages();
  const T = m.staffAreaUi.driverForm;
  const current = useDriverPhoto(driverId);
  const change = useDriverPhotoChange(driverId);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const photo = current.data ?? null;
  const busy = change.isPending;

  return (
    <Panel className="mt-6">
      <section aria-labelledby={`${inputId}-title`} className="space-y-3" data-testid="driver-photo">
        <h2 id={`${inputId}-title`} className="text-lg font-semibold text-slate-900">{T.photo}</h2>
        <div className="flex flex-wrap items-center gap-4">
          {photo ? (
            <PhotoImage
              photo={photo}
              sizes="96px"
              alt={m.driversUi.photoOf(name)}
              className="size-24 shrink-0 rounded-full object-cover ring-1 ring-slate-200"
            />
          ) : (
            <span
              role="img"
              aria-label={m.driversUi.photoOf(name)}
              className="flex size-24 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-teal-600 to-teal-800 text-3xl font-bold text-white"
            >
              <span aria-hidden="true">{initialsOf(name)}</span>
            </span>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/*"
              className="sr-only"
              aria-describedby={hintId}
              disabled={busy}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) change.mutate(file);
              }}
            />
            <label htmlFor={inputId} className={`${buttonClass('secondary', 'sm')} cursor-pointer focus-within:ring-2 ${busy ? 'pointer-events-none opacity-60' : ''}`}>
              {T.uploadPhoto}
            </label>
            {photo && (
              <button type="button" className={dangerGhostClass} disabled={busy} onClick={() => change.mutate(null)}>
                {T.removePhoto}
              </button>
            )}
          </div>
        </div>
        <p id={hintId} className="text-sm text-slate-600">{T.photoHint}</p>
        {busy && <p role="status" className="text-sm text-slate-600">{T.photoSaving}</p>}
        {change.isError && <Alert>{errorText(change.error)}</Alert>}
        {current.isError && <Alert>{errorText(current.error)}</Alert>}
      </section>
    </Panel>
  );
}
