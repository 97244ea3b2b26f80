import { Link } from 'react-router';
import { BROWSE_VEHICLE_TYPES, INFO_PAGE_SLUGS, infoPagePath } from '@app/shared';
import { ContactDetails } from '../../components/ContactDetails';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { Brand } from './Brand';

const heading = 'text-sm font-semibold tracking-widest text-amber-300 uppercase';
const link = 'rounded text-teal-50/85 hover:text-white hover:underline';

export function Footer() {
  const m = useMessages();
  const t = m.publicUi.footer;
  const quickLinks = [
    { label: m.publicUi.nav.home, to: '/' },
    { label: m.publicUi.nav.allVehicles, to: '/available-vehicles' },
    { label: t.meetDrivers, to: '/drivers' },
    { label: t.roundTours, to: '/tours' },
    { label: m.publicUi.nav.myBookings, to: '/manage-bookings' },
    { label: t.becomeDriver, to: '/register' },
    { label: t.contactUs, to: '/contact' },
  ];
  return (
    <footer className="dark-surface bg-teal-950 text-teal-50">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <Brand inverted />
          <p className="mt-4 text-sm leading-relaxed text-teal-50/80">{t.blurb}</p>
        </div>
        <div>
          <h2 className={heading}>{t.quickLinks}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t.vehicleTypes}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {[...BROWSE_VEHICLE_TYPES.map(({ type }) => type), 'Bus' as const].map((type) => (
              <li key={type}>
                <Link to={`/available-vehicles?vehicleType=${type}`} className={link}>
                  {m.vehicleTypesPlural[type]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <h2 className={heading}>{t.contact}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic text-teal-50/85">
            <ContactDetails linkClassName={link} />
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <nav aria-label={t.pagesLabel}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {INFO_PAGE_SLUGS.map((slug) => (
                <li key={slug}>
                  <Link to={infoPagePath(slug)} className={link}>
                    {t.pages[slug]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-xs text-teal-50/70">{t.legal(String(new Date().getFullYear()))}</p>
        </div>
      </div>
    </footer>
  );
}
