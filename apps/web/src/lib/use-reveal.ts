import { useEffect, useRef } from 'react';

/**
 * Brings the element with `elementId` into view and focuses it, once per `key`, as soon as `ready`
 * (the list shows the change) and the element exists. For a message about an item that an action
 * just moved, perhaps to another section of the list: the button that was pressed is gone, and
 * focus (and a screen reader) lands on what happened instead of the top of the page.
 */
export function useRevealOnce(key: number | null, elementId: string | null, ready: boolean) {
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (key === null || elementId === null || !ready || done.current === key) return;
    const element = document.getElementById(elementId);
    if (!element) return;
    done.current = key;
    element.focus({ preventScroll: true });
    // Centred, clear of the sticky navigation bar; instant, so it also suits reduced motion.
    if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
  });
}
