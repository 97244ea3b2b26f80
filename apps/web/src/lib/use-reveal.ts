import { useEffect, useRef } from 'react';

/** Whether focus is nowhere in particular: on the page itself, as after its element left the page. */
const focusOnPage = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Brings the element with `elementId` into view and focuses it, once per `key`, as soon as `ready`
 * (the list shows the change) and the element exists. For a message about an item that an action
 * just moved, perhaps to another section of the list: the button that was pressed is gone, and
 * focus (and a screen reader) lands on what happened instead of the top of the page.
 *
 * Focus can fail to take or be lost right after: while a modal dialog that asked about the step
 * is still open the rest of the page is inert (its closing runs in the same round of effects,
 * before or after this one depending on the runtime), and a later render may draw the element
 * anew. Then focus is given again, once the page has settled, without scrolling again, and only
 * if it is on the page itself: focus the visitor moved elsewhere stays where they put it.
 */
export function useRevealOnce(key: number | null, elementId: string | null, ready: boolean) {
  const done = useRef<{ key: number; element: HTMLElement } | null>(null);
  useEffect(() => {
    if (key === null || elementId === null || !ready) return;
    const element = document.getElementById(elementId);
    if (!element) return;
    const previous = done.current;
    if (previous?.key !== key) {
      element.focus({ preventScroll: true });
      // Centred, clear of the sticky navigation bar; instant, so it also suits reduced motion.
      if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
    }
    done.current = { key, element };
    const refocus = () => {
      const current = done.current;
      if (current?.key !== key || !current.element.isConnected || document.activeElement === current.element) return;
      if (focusOnPage()) current.element.focus({ preventScroll: true });
    };
    refocus();
    const timer = setTimeout(refocus, 0);
    return () => clearTimeout(timer);
  });
}
