import { useEffect, useRef } from 'react';

/**
 * Brings the element with `elementId` into view and focuses it, once per `key`, as soon as `ready`
 * (the list shows the change) and the element exists. For a message about an item that an action
 * just moved, perhaps to another section of the list: the button that was pressed is gone, and
 * focus (and a screen reader) lands on what happened instead of the top of the page.
 *
 * When a later render replaces the focused element (the list's refetch draws the card anew),
 * focus would fall to the page; it goes to the new element with the same id instead, without
 * scrolling again. Focus the visitor moved elsewhere stays where they put it.
 */
export function useRevealOnce(key: number | null, elementId: string | null, ready: boolean) {
  const done = useRef<{ key: number; element: HTMLElement } | null>(null);
  useEffect(() => {
    if (key === null || elementId === null || !ready) return;
    const element = document.getElementById(elementId);
    if (!element) return;
    const previous = done.current;
    if (previous?.key === key) {
      const replaced = previous.element !== element && !previous.element.isConnected;
      if (replaced && (document.activeElement === null || document.activeElement === document.body)) {
        done.current = { key, element };
        element.focus({ preventScroll: true });
      }
      return;
    }
    done.current = { key, element };
    element.focus({ preventScroll: true });
    // Centred, clear of the sticky navigation bar; instant, so it also suits reduced motion.
    if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
  });
}
