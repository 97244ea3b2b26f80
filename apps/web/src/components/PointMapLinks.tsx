import { mapLinks, type GeoPoint } from '@app/shared';
import { Icon } from './Icon';
import { usePageMessages } from '../lib/i18n/page-messages';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-teal-800 underline-offset-4 ring-1 ring-teal-700/30 hover:bg-teal-50 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/**
 * A pickup or return point opened on a map (issue 32, decision 116): the phone's map app through
 * a `geo:` link, and Google Maps on the web where `geo:` does nothing (a desktop, an iPhone). The
 * pasted point when the tourist gave one, else the known place's, else a search for the words.
 */
export function PointMapLinks({ point, geo, which, className = '' }: { point: string; geo?: GeoPoint | null; which: 'pickup' | 'return'; className?: string }) {
  const T = usePageMessages().pickupPlaces;
  const links = mapLinks(point, geo);
  return (
    <span className={`flex flex-wrap gap-2 ${className}`} data-testid={`${which}-map-links`}>
      <a href={links.geo} className={linkClass} aria-label={which === 'pickup' ? T.openPickupInMapApp : T.openReturnInMapApp}>
        <Icon name="mapPin" className="size-4" />
        {T.openInMapApp}
      </a>
      <a href={links.web} target="_blank" rel="noopener noreferrer" className={linkClass} aria-label={which === 'pickup' ? T.openPickupOnWeb : T.openReturnOnWeb}>
        {T.openInWebMap}
      </a>
    </span>
  );
}
