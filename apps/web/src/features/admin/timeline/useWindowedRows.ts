import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** Without layout (tests, first paint) assume a viewport this tall. */
const FALLBACK_HEIGHT = 600;

/**
 * Rows of fixed height in a scrolling box: which of them are in view (plus `overscan` on each
 * side), so a list of thousands renders a few dozen. Also reports the box's width.
 */
export function useWindowedRows(scroller: RefObject<HTMLElement | null>, count: number, rowHeight: number, overscan = 6, headerHeight = 0) {
  const [viewport, setViewport] = useState({ top: 0, height: FALLBACK_HEIGHT, width: 0 });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const next = { top: el.scrollTop, height: el.clientHeight || FALLBACK_HEIGHT, width: el.clientWidth };
    setViewport((current) => (current.top === next.top && current.height === next.height && current.width === next.width ? current : next));
  }, [scroller]);

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

  const firstVisible = Math.floor(Math.max(0, viewport.top - headerHeight) / rowHeight);
  const visibleCount = Math.ceil(viewport.height / rowHeight) + 1;
  const start = Math.max(0, firstVisible - overscan);
  const end = Math.min(count, firstVisible + visibleCount + overscan);
  return { start, end, totalHeight: count * rowHeight, width: viewport.width };
}
