import { Link } from 'react-router';
import { BROWSE_VEHICLE_TYPES } from '@app/shared';
import { ContactDetails } from '../../components/ContactDetails';
import { Brand } from './Brand';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'All Vehicles', to: '/available-vehicles' },
  { label: 'My Bookings', to: '/manage-bookings' },
  { label: 'Become a Driver', to: '/register' },
  { label: 'Contact Us', to: '/contact' },
];

const heading = 'text-sm font-semibold tracking-widest text-amber-300 uppercase';
const link = 'rounded text-teal-50/85 hover:text-white hover:underline';

export function Footer() {
  return (
    <footer className="dark-surface bg-teal-950 text-teal-50">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <Brand inverted />
          <p className="mt-4 text-sm leading-relaxed text-teal-50/80">
            Cars, vans, SUVs, scooters and buses across Sri Lanka, with or without an experienced local driver who knows every
            road from Jaffna to Galle.
          </p>
        </div>
        <div>
          <h2 className={heading}>Quick links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>Vehicle types</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {BROWSE_VEHICLE_TYPES.map(({ type, label }) => (
              <li key={type}>
                <Link to={`/available-vehicles?vehicleType=${type}`} className={link}>
                  {label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/available-vehicles?vehicleType=Bus" className={link}>
                Buses
              </Link>
            </li>
          </ul>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <h2 className={heading}>Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic text-teal-50/85">
            <ContactDetails linkClassName={link} />
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-teal-50/70 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} LankaRide. Prices in US dollars. Booking times are Sri Lanka time (UTC+05:30).
        </p>
      </div>
    </footer>
  );
}
