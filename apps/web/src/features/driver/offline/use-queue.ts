import { useSyncExternalStore } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { queueSnapshot, subscribeQueue } from './queue';

/** Whether the browser says it is online, kept current. */
function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
export const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);

/** The signed-in driver's queue (the same on every page of the area). */
export function useDriverQueue() {
  const { user } = useAuth();
  const all = useSyncExternalStore(subscribeQueue, queueSnapshot, queueSnapshot);
  const userId = user?._id ?? user?.username ?? '';
  return { userId, items: all.filter((item) => item.userId === userId) };
}

/** Whether a change of this trip still waits on the phone: a "kept on this phone" note goes once none does. */
export function useTripWaiting(bookingId: string): boolean {
  return useDriverQueue().items.some((item) => item.bookingId === bookingId && !item.failure);
}
