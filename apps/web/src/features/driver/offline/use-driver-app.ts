import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { driverKeys } from '../api';

/** The driver area's service worker (apps/web/vite.config.ts) and where it works. */
const SERVICE_WORKER = '/driver-sw.js';
const SCOPE = '/driver/';
/** The driver area's own manifest (decision 113): installed, it opens on the schedule. */
const DRIVER_MANIFEST = '/driver/manifest.webmanifest';

/**
 * Makes the driver area an installable app while it is on screen (decision 113): points the
 * page's manifest link at the driver's manifest, and registers the service worker that keeps the
 * app and the driver's trips readable offline. Only in a built app (the development server has
 * no service worker) and where the browser has them. Once the worker takes control, the driver's
 * trips are read again through it, so they are kept for offline reading from the first visit.
 */
export function useDriverApp() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const siteManifest = link?.getAttribute('href');
    link?.setAttribute('href', DRIVER_MANIFEST);
    const workers = import.meta.env.PROD && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const onControl = () => void queryClient.invalidateQueries({ queryKey: driverKeys.all });
    workers?.addEventListener('controllerchange', onControl);
    // A worker that cannot register (a private window, an insecure origin) leaves the area as it was.
    workers?.register(SERVICE_WORKER, { scope: SCOPE }).catch(() => undefined);
    return () => {
      workers?.removeEventListener('controllerchange', onControl);
      if (link && siteManifest) link.setAttribute('href', siteManifest);
    };
  }, [queryClient]);
}
