import { initialsOf, type PublicDriver } from '@app/shared';
import { Icon } from '../../components/Icon';
import { PhotoImage } from '../../components/PhotoImage';
import { formatTripMonth } from '../../lib/format';
import { usePageMessages } from '../../lib/i18n/page-messages';

const SIZES = { md: 'size-16 text-xl', lg: 'size-28 text-4xl sm:size-32' } as const;
/** How wide each face is drawn (`<img sizes>`), as SIZES says: the browser picks the smallest file that is sharp. */
const DRAWN = { md: '64px', lg: '(min-width: 640px) 128px, 112px' } as const;

/** A driver's photo, or their initials on a coloured disc while they have none (decision 102). */
export function DriverFace({ driver, size = 'md' }: { driver: Pick<PublicDriver, 'firstName' | 'photo'>; size?: keyof typeof SIZES }) {
  const T = usePageMessages().driversUi;
  if (driver.photo) {
    return (
      // Fixed size (SIZES) whatever the picture: no layout shift; the blurred placeholder until it loads.
      <PhotoImage
        photo={driver.photo}
        sizes={DRAWN[size]}
        alt={T.photoOf(driver.firstName)}
        decoding="async"
        className={`${SIZES[size]} shrink-0 rounded-full object-cover ring-4 ring-white`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={T.photoOf(driver.firstName)}
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-teal-600 to-teal-800 font-bold text-white ring-4 ring-white`}
    >
      <span aria-hidden="true">{initialsOf(driver.firstName)}</span>
    </span>
  );
}

/** The licences staff verified, as badges: which, and the month each runs to. Never a number. */
export function DriverBadges({ badges }: { badges: PublicDriver['badges'] }) {
  const T = usePageMessages().driversUi;
  if (badges.length === 0) return <p className="text-sm text-slate-500">{T.noBadges}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={T.verified}>
      {badges.map((badge) => (
        <li key={badge.kind} className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm ring-1 ring-emerald-200 ring-inset" data-testid="driver-badge">
          <Icon name="shield" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
          <span>
            <span className="block font-semibold text-emerald-900">{T.licences[badge.kind]}</span>
            <span className="block text-xs text-emerald-800">{T.verifiedUntil(formatTripMonth(badge.validUntil))}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
