import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { GALLERY_SIZES, photoAlt, type Photo } from '@app/shared';
import { Icon } from '../../components/Icon';
import { PhotoImage } from '../../components/PhotoImage';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { activeLanguage } from '../../lib/i18n/active-language';
import { usePageMessages } from '../../lib/i18n/page-messages';

/** How far a finger must travel sideways to turn a photo. */
const SWIPE_PX = 40;


/**
 * A vehicle's photos on its page (issue 30): the main photo in a box of fixed shape (the blurred
 * placeholder behind it, so nothing moves while it loads), a counter, previous and next buttons,
 * the arrow keys, a swipe on touch screens, and a full-screen view (a modal dialog Escape closes).
 * It starts at the first photo on the server and in the browser alike, so the server's rendering
 * is the one the browser hydrates.
 */
export function VehicleGallery({ photos, name, fallbackAlt }: { photos: Photo[]; name: string; fallbackAlt: string }) {
  const P = usePageMessages().mediaUi;
  const [index, setIndex] = useState(0);
  const [full, setFull] = useState(false);
  const dialog = useModalDialog(full);
  const touchX = useRef<number | null>(null);
  const count = photos.length;
  const photo = photos[Math.min(index, count - 1)]!;
  const lang = activeLanguage();
  const altOf = (p: Photo) => photoAlt(p, lang) || fallbackAlt;
  const go = (by: number) => setIndex((i) => (i + by + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || count < 2) return;
    if (end - start > SWIPE_PX) go(-1);
    else if (start - end > SWIPE_PX) go(1);
  };

  const arrows = (tone: 'light' | 'dark') => {
    const look =
      tone === 'light'
        ? 'bg-white/90 text-slate-900 shadow-md hover:bg-white'
        : 'bg-white/15 text-white hover:bg-white/25';
    return (
      count > 1 && (
        <>
          <button type="button" onClick={() => go(-1)} aria-label={P.previous} className={`absolute top-1/2 left-2 grid size-11 -translate-y-1/2 place-items-center rounded-full ${look}`}>
            <Icon name="chevronLeft" className="size-5" />
          </button>
          <button type="button" onClick={() => go(1)} aria-label={P.next} className={`absolute top-1/2 right-2 grid size-11 -translate-y-1/2 place-items-center rounded-full ${look}`}>
            <Icon name="chevronRight" className="size-5" />
          </button>
        </>
      )
    );
  };
  const counter = (
    <span className="rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-semibold text-white tabular-nums" aria-live="polite" data-testid="gallery-counter">
      {P.counter(index + 1, count)}
    </span>
  );

  return (
    <section aria-roledescription="carousel" aria-label={P.gallery(name)} className="self-start" data-testid="vehicle-gallery">
      <div
        className="relative aspect-[16/10] overflow-hidden rounded-3xl bg-slate-100 shadow-sm ring-1 ring-slate-200 outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        aria-label={P.photoLabel(index + 1, count)}
        data-testid="gallery-main"
      >
        <PhotoImage
          key={photo._id}
          photo={photo}
          sizes={GALLERY_SIZES}
          alt={altOf(photo)}
          // The first photo is the page's largest picture: asked for at once (the server hints it too).
          {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
          className="size-full object-cover"
          draggable={false}
        />
        {arrows('light')}
        <div className="absolute bottom-3 left-3">{counter}</div>
        <button
          type="button"
          onClick={() => setFull(true)}
          aria-label={P.fullScreen}
          className="absolute top-3 right-3 grid size-11 place-items-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900"
        >
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </svg>
        </button>
      </div>

      <dialog
        ref={dialog}
        aria-label={P.gallery(name)}
        onCancel={(event) => {
          event.preventDefault();
          setFull(false);
        }}
        onKeyDown={onKeyDown}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
        data-testid="gallery-dialog"
      >
        {full && (
          <div className="relative flex h-full w-full items-center justify-center" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            <PhotoImage
              key={photo._id}
              photo={photo}
              sizes="100vw"
              alt={altOf(photo)}
              className="max-h-full max-w-full object-contain"
              draggable={false}
            />
            {arrows('dark')}
            <div className="absolute bottom-4 left-1/2 -translate-x-1/2">{counter}</div>
            <button
              type="button"
              onClick={() => setFull(false)}
              className="absolute top-3 right-3 inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2.5 text-sm font-semibold hover:bg-white/25"
              autoFocus
            >
              <Icon name="close" className="size-4" />
              {P.close}
            </button>
          </div>
        )}
      </dialog>
    </section>
  );
}
