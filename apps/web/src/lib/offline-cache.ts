/**
 * The cache where the driver area's service worker keeps the driver's API answers (decision 113,
 * apps/web/vite.config.ts). Signing out empties it: the next person on the phone must not read
 * the last driver's trips.
 */
export const DRIVER_API_CACHE = 'driver-api';

/** Forgets the driver's cached answers (signing out); nothing to do where the browser has no Cache API. */
export function forgetDriverAnswers(): void {
  if (typeof caches !== 'undefined') void caches.delete(DRIVER_API_CACHE).catch(() => undefined);
}
