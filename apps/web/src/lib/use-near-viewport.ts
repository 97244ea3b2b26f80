import { useCallback, useState, type RefCallback } from 'react';

/**
 * Whether an element has come within `margin` of the viewport, once: true from then on. Heavy parts
 * below the fold (the vehicle page's calendar) wait for it, so a phone spends its first seconds on
 * what the visitor sees. Without IntersectionObserver (old browsers, jsdom) it is true at once; on the
 * server (decision 096) it is false, as in a browser before the observer has answered, so the
 * first render in the browser is the server's.
 */
export function useNearViewport<T extends Element>(margin = '100px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: `0px 0px ${margin} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}
