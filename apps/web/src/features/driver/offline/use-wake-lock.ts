import { useEffect } from 'react';
import type { Booking } from '@app/shared';

/** A trip under way: the tourist is in the vehicle (picked up, and on the road after it). */
const UNDER_WAY: readonly Booking['bookingStatus'][] = ['picked_up', 'en_route'];

/**
 * Keeps the phone's screen on while one of the driver's trips is under way (decision 113), where
 * the browser has the Screen Wake Lock API; released as soon as none is, or the page closes. The
 * browser drops the lock when the page is hidden, so it is taken again when the page shows.
 */
export function useTripWakeLock(bookings: readonly Booking[] | undefined) {
  const underWay = bookings?.some((b) => UNDER_WAY.includes(b.bookingStatus)) ?? false;
  useEffect(() => {
    if (!underWay || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let done = false;
    const take = () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      navigator.wakeLock
        .request('screen')
        .then((taken) => {
          if (done) void taken.release();
          else lock = taken;
        })
        .catch(() => undefined); // refused (battery saver, no user gesture yet): the screen just sleeps
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release().catch(() => undefined);
    };
  }, [underWay]);
}
