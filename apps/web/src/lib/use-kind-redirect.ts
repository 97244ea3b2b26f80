import { useEffect, useState } from 'react';

/** What counts as the visitor being there: scrolling, pointing, touching, typing, moving focus. */
const ACTIVITY_EVENTS = ['scroll', 'wheel', 'pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'] as const;

/** How often the count is looked at: the redirect comes within this of its time. */
const TICK_MS = 100;

export interface KindRedirect {
  /** Whole seconds left (the full count while paused). */
  secondsLeft: number;
  /** The visitor is reading or acting: the count waits. */
  paused: boolean;
  /** "Stay here" was chosen: no redirect at all. */
  cancelled: boolean;
  cancel(): void;
}

/**
 * Leaves the page (`go`) after `waitMs` during which the visitor did nothing, as the spec asks of
 * the booking success screen (issue 26: it left while the tourist read or scrolled). Any activity
 * pauses the count; it starts again from the full `waitMs` once the visitor has been still for
 * `resumeAfterMs`; `cancel()` stops it for good.
 */
export function useKindRedirect(go: () => void, waitMs: number, resumeAfterMs: number): KindRedirect {
  const full = Math.ceil(waitMs / 1000);
  const [cancelled, setCancelled] = useState(false);
  const [view, setView] = useState({ secondsLeft: full, paused: false });

  useEffect(() => {
    if (cancelled) return;
    let countFrom = Date.now();
    let pausedUntil = 0;
    const activity = () => {
      pausedUntil = Date.now() + resumeAfterMs;
    };
    const tick = () => {
      const now = Date.now();
      if (now < pausedUntil) {
        countFrom = pausedUntil;
        setView({ secondsLeft: full, paused: true });
        return;
      }
      const left = waitMs - (now - countFrom);
      if (left <= 0) {
        window.clearInterval(timer);
        go();
        return;
      }
      setView({ secondsLeft: Math.ceil(left / 1000), paused: false });
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, activity, { capture: true, passive: true });
    const timer = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, activity, { capture: true });
    };
  }, [cancelled, go, waitMs, resumeAfterMs, full]);

  return { ...view, cancelled, cancel: () => setCancelled(true) };
}
