import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** Without layout (tests, first paint) assume a viewport this tall. */
const FALLBACK_HEIGHT = 600;

interface Window {
  start: number;
  end: number;
  width: number;
}

/**
 * Rows of fixed height in a scrolling box: which of them are in view (plus `overscan` on each
 * side), so a list of thousands renders a few dozen. It re-renders only when that window (or the
 * box's width) changes, not on every scrolled pixel.
 */
export function useWindowedRows(scroller: RefObject<HTMLElement | null>, count: number, rowHeight: number, overscan = 6, headerHeight = 0) {
  const compute = useCallback(
    (top: number, height: number, width: number): Window => {
      const firstVisible = Math.floor(Math.max(0, top - headerHeight) / rowHeight);
      const visibleCount = Math.ceil(height / rowHeight) + 1;
      return { start: Math.max(0, firstVisible - overscan), end: Math.min(count, firstVisible + visibleCount + overscan), width };
    },
    [count, rowHeight, overscan, headerHeight],
  );
  const [window, setWindow] = useState<Window>(() => compute(0, FALLBACK_HEIGHT, 0));

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const next = compute(el.scrollTop, el.clientHeight || FALLBACK_HEIGHT, el.clientWidth);
    setWindow((current) => (current.start === next.start && current.end === next.end && current.width === next.width ? current : next));
  }, [scroller, compute]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [scroller, measure]);

  return { ...window, totalHeight: count * rowHeight };
}
