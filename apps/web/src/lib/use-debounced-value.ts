import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs`: a check that follows typing runs on the
 * finished value, not on every keystroke (a search box, the booking form's availability check). The first value is taken at once.
 */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
