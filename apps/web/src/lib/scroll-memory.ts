import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Where each page of the tab was scrolled to, as a visitor expects it (issue 26): a page opened
 * anew starts at its top; Back and Forward return to where that page was left, even when its
 * content arrives a moment after the page (the router's own restoration scrolled before that, and
 * the browser's scroll anchoring then carried the page to its footer). A page opened fresh in the
 * tab (a typed address, a link from an e-mail) never takes an older page's position: the router
 * names every such first entry "default", so each gets a key of its own here.
 */

const STORAGE_KEY = 'lankaride-scroll-positions';
/** How long a page coming back may take to grow tall enough for its position. */
const RESTORE_FOR_MS = 3000;
/** Frames the position must hold on an unchanged page before restoring is done. */
const STEADY_FRAMES = 8;
/** What the visitor does that ends restoring: they scroll for themselves. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Gives the history entry the tab opened on a key of its own, before the router reads it: without
 * one the router calls every first entry "default", and a fresh page took the last one's position.
 */
export function keyTheFirstEntry(): void {
  const state = window.history.state as { key?: unknown; idx?: unknown } | null;
  if (state && typeof state.key === 'string') return;
  window.history.replaceState({ usr: null, idx: 0, ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}

function savedPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Scrolls back to `target` as the page grows, until it holds there or the visitor scrolls; answers a stop. */
function restore(target: number, onEnd: () => void): () => void {
  const html = document.documentElement;
  const started = performance.now();
  let frame = 0;
  let steady = 0;
  let height = -1;
  let ended = false;
  const stop = () => {
    if (ended) return;
    ended = true;
    cancelAnimationFrame(frame);
    html.style.removeProperty('overflow-anchor');
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
    onEnd();
  };
  const step = () => {
    window.scrollTo(0, target);
    const there = Math.abs(window.scrollY - target) <= 1;
    steady = there && html.scrollHeight === height ? steady + 1 : 0;
    height = html.scrollHeight;
    if (steady >= STEADY_FRAMES || performance.now() - started > RESTORE_FOR_MS) return stop();
    frame = requestAnimationFrame(step);
  };
  // Content arriving above or below must not carry the page away while it is put back.
  html.style.setProperty('overflow-anchor', 'none');
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
  step();
  return stop;
}

/** Keeps each history entry's scroll position and puts it back on Back and Forward; new pages start at the top. */
export function useScrollMemory(): void {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef(location.key);
  const restoring = useRef<(() => void) | null>(null);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    positions.current ??= savedPositions();
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (!restoring.current && positions.current) positions.current[current.current] = window.scrollY;
      });
    };
    const keep = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        /* storage full or refused: positions last for this page only */
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= savedPositions();
    restoring.current?.();
    current.current = location.key;
    const samePage = lastPath.current === location.pathname;
    lastPath.current = location.pathname;
    const saved = positions.current[location.key];
    if (action === 'POP') {
      if (typeof saved === 'number') {
        const stop = restore(saved, () => {
          if (restoring.current === stop) restoring.current = null;
        });
        restoring.current = stop;
      }
      return;
    }
    // A page's own filters (the same page, its address replaced) keep the place being read.
    if (action === 'REPLACE' && samePage) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, action]);
}
