import { useId, useRef, useState, type DragEvent } from 'react';
import { UI_LANGUAGES, messageByCode, type Photo, type Vehicle } from '@app/shared';
import { PHOTO_LIMITS } from '@app/shared/media';
import { isApiError } from '../../../lib/api';
import { Alert } from '../../../components/Alert';
import { Button, dangerGhostClass } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { Panel } from '../../../components/Panel';
import { PhotoImage } from '../../../components/PhotoImage';
import { inputClass } from '../../../components/Field';
import { errorText } from '../../../lib/error-text';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { usePhotoChange, type PhotoChange } from './photo-api';

/** A file being sent, or refused with the server's reason. */
interface Upload {
  key: number;
  name: string;
  error?: string;
}

const OTHER_LANGUAGES = UI_LANGUAGES.filter((l) => l.code !== 'en');

/**
 * The vehicle's photos on its edit page (issue 30, decision 099): add several (the file picker
 * offers a phone's camera; a desktop may drop them), each sent in turn with its own pending state
 * and the server's reason when refused; reorder with buttons (keyboard and screen readers alike),
 * alt text per photo, delete after a confirmation. Loaded with the edit page only (its own chunk).
 */
export default function VehiclePhotos({ vehicle }: { vehicle: Vehicle }) {
  const m = usePageMessages();
  const P = m.mediaUi;
  const inputId = useId();
  const [photos, setPhotos] = useState<Photo[]>(vehicle.photos);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const change = usePhotoChange(vehicle._id);
  const nextKey = useRef(0);
  // The API's refusals about photos are page messages (codes `mediaApi.*`), not the home page's catalog.
  const refusal = (error: unknown) =>
    (isApiError(error) && error.code?.code.startsWith('mediaApi.') ? messageByCode(m, error.code.code, error.code.params) : undefined) ?? errorText(error);
  const sending = useRef(Promise.resolve());

  /** Sends a change; the answer is the photos in order. Returns whether it was taken. */
  const apply = async (c: PhotoChange, done?: string): Promise<boolean> => {
    setFailure(null);
    try {
      const { photos: next } = await change.mutateAsync(c);
      setPhotos(next);
      setNotice(done ?? null);
      return true;
    } catch (error) {
      if (c.kind === 'upload') throw error;
      setFailure(refusal(error));
      return false;
    }
  };

  /** Each file in turn (the server makes one picture at a time anyway), each with its pending line. */
  const addFiles = (files: Iterable<File>) => {
    setNotice(null);
    for (const file of files) {
      const key = nextKey.current++;
      setUploads((all) => [...all, { key, name: file.name }]);
      sending.current = sending.current.then(async () => {
        try {
          await apply({ kind: 'upload', file });
          setUploads((all) => all.filter((u) => u.key !== key));
        } catch (error) {
          setUploads((all) => all.map((u) => (u.key === key ? { ...u, error: refusal(error) } : u)));
        }
      });
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = photos.map((p) => p._id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    const before = photos;
    // Shown at once; put back if the server refuses.
    setPhotos(ids.map((id) => before.find((p) => p._id === id)!));
    void apply({ kind: 'order', ids }, P.orderSaved).then((ok) => ok || setPhotos(before));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles([...event.dataTransfer.files]);
  };

  const pending = uploads.filter((u) => !u.error);
  const refused = uploads.filter((u) => u.error);
  return (
    <Panel className="mt-6">
      <section aria-labelledby={`${inputId}-title`} className="space-y-4">
        <div>
          <h2 id={`${inputId}-title`} className="text-lg font-bold text-slate-900">
            {P.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{P.intro(PHOTO_LIMITS.perVehicle, PHOTO_LIMITS.maxBytes / 1024 / 1024)}</p>
        </div>

        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-5 text-center text-sm sm:flex-row sm:justify-center ${
            dragging ? 'border-teal-600 bg-teal-50' : 'border-slate-300 bg-slate-50'
          }`}
          data-testid="photo-drop"
        >
          <label htmlFor={inputId} className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-teal-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700">
            <Icon name="plus" className="size-4" />
            {P.add}
            <input
              id={inputId}
              type="file"
              accept="image/*,.heic,.heif"
              multiple
              className="sr-only"
              disabled={photos.length >= PHOTO_LIMITS.perVehicle}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                addFiles(files);
              }}
            />
          </label>
          <span className="text-slate-600">{dragging ? P.dropActive : P.drop}</span>
        </div>

        <div aria-live="polite" className="space-y-2">
          {pending.map((u) => (
            <p key={u.key} className="flex items-center gap-2 text-sm text-slate-700">
              <span className="size-4 animate-spin rounded-full border-2 border-teal-600 border-t-transparent motion-reduce:animate-none" aria-hidden="true" />
              {P.uploading(u.name)}
            </p>
          ))}
          {notice && <Alert tone="success">{notice}</Alert>}
        </div>
        <div role="alert" className="space-y-2">
          {refused.map((u) => (
            <div key={u.key} className="flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              <p>{P.failedFile(u.name, u.error!)}</p>
              <button type="button" className="shrink-0 font-semibold underline" onClick={() => setUploads((all) => all.filter((x) => x.key !== u.key))}>
                {P.dismiss}
              </button>
            </div>
          ))}
          {failure && <Alert>{failure}</Alert>}
        </div>

        {photos.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{P.none}</p>
        ) : (
          <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={P.title}>
            {photos.map((photo, index) => (
              <PhotoCard
                key={photo._id}
                photo={photo}
                index={index}
                count={photos.length}
                busy={change.isPending}
                onMove={(by) => move(index, by)}
                onDelete={() => setDeleting(photo)}
                onSaveAlt={(body) => apply({ kind: 'alt', photoId: photo._id, body }, P.altSaved)}
              />
            ))}
          </ol>
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={P.confirmDeleteTitle}
        confirmLabel={P.delete}
        busy={change.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const photo = deleting!;
          void apply({ kind: 'delete', photoId: photo._id }, P.deleted).then(() => setDeleting(null));
        }}
      >
        {P.confirmDeleteText}
      </ConfirmDialog>
    </Panel>
  );
}

function PhotoCard({
  photo,
  index,
  count,
  busy,
  onMove,
  onDelete,
  onSaveAlt,
}: {
  photo: Photo;
  index: number;
  count: number;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  onSaveAlt: (body: { alt: string; altTranslations: Record<string, string> }) => Promise<boolean>;
}) {
  const m = usePageMessages();
  const P = m.mediaUi;
  const id = useId();
  const [alt, setAlt] = useState(photo.alt);
  const [translations, setTranslations] = useState<Record<string, string>>(photo.altTranslations);
  const position = index + 1;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white" aria-label={P.photoLabel(position, count)} data-testid="admin-photo">
      <div className="relative aspect-[16/10] bg-slate-100">
        <PhotoImage photo={photo} sizes="(min-width: 1280px) 25vw, (min-width: 640px) 45vw, 100vw" alt={photo.alt} loading="lazy" className="size-full object-cover" />
        <span className="absolute top-2 left-2 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-semibold text-white">
          {index === 0 ? P.main : P.counter(position, count)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-1 border-b border-slate-100 p-2">
        <Button variant="ghost" size="sm" disabled={busy || index === 0} onClick={() => onMove(-1)} aria-label={P.moveEarlier(position)}>
          <Icon name="arrowLeft" className="size-4" />
          {P.earlier}
        </Button>
        <Button variant="ghost" size="sm" disabled={busy || index === count - 1} onClick={() => onMove(1)} aria-label={P.moveLater(position)}>
          {P.later}
          <Icon name="arrowRight" className="size-4" />
        </Button>
        <button type="button" className={`${dangerGhostClass} ml-auto`} disabled={busy} onClick={onDelete} aria-label={P.deletePhoto(position)}>
          {P.delete}
        </button>
      </div>
      <form
        className="space-y-2 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void onSaveAlt({ alt, altTranslations: translations });
        }}
      >
        <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-slate-700">
          {P.altLabel}
        </label>
        <input
          id={`${id}-alt`}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          maxLength={PHOTO_LIMITS.alt}
          className={inputClass}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {P.altHint}
        </p>
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-teal-800">{P.altOther}</summary>
          <div className="mt-2 space-y-2">
            {OTHER_LANGUAGES.map((language) => (
              <div key={language.code}>
                <label htmlFor={`${id}-${language.code}`} className="block text-xs font-medium text-slate-600" lang={language.code}>
                  {language.name}
                </label>
                <input
                  id={`${id}-${language.code}`}
                  lang={language.code}
                  value={translations[language.code] ?? ''}
                  onChange={(event) => setTranslations((all) => ({ ...all, [language.code]: event.target.value }))}
                  maxLength={PHOTO_LIMITS.alt}
                  className={inputClass}
                />
              </div>
            ))}
          </div>
        </details>
        <Button type="submit" variant="secondary" size="sm" disabled={busy}>
          {P.saveAlt}
        </Button>
      </form>
    </li>
  );
}
