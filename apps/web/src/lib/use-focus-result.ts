import { useEffect, useRef } from 'react';

/**
 * Moves focus to a form's result and brings it into view each time `result` changes to a value
 * (a new object per submit): a result that appears where the visitor is not looking, such as a
 * success message above the screen of a phone whose visitor just pressed Send at the bottom.
 * The element needs tabIndex={-1}.
 */
export function useFocusResult<T extends HTMLElement>(result: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!result || !element) return;
    element.focus({ preventScroll: true });
    // Centred, clear of the sticky navigation bar; instant, so it also suits reduced motion.
    if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
  }, [result]);
  return ref;
}
