import { useEffect, useState } from 'react';

/** Timers longer than this are not set (browsers overflow at 2^31 ms); a reload catches up. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * The current time (epoch ms), read again at each of `moments` still to come, so that what the
 * page shows changes when the clock passes them (a trip step opening) without a reload.
 */
export function useNowUntil(moments: readonly (number | null)[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = moments.filter((m): m is number => m !== null && m > now).sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined || next - Date.now() > LONGEST_WAIT_MS) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
