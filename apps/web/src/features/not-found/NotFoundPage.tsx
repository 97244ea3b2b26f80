import { Link, useLocation } from 'react-router';
import { BROWSE_VEHICLE_TYPES } from '@app/shared';
import { Container } from '../../components/Container';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';

/** Unknown routes: say so plainly and offer the likely next steps. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <title>Page not found · LankaRide</title>
      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <Icon name="compass" className="size-8" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-widest text-amber-700 uppercase">404 · Off the map</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Page not found</h1>
        <p className="mx-auto mt-4 max-w-xl text-slate-600">
          We couldn’t find <span className="font-mono text-sm break-all text-slate-800">{pathname}</span>. The link may be
          old or mistyped. Here are a few good roads to take instead:
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/" size="lg">
            <Icon name="arrowLeft" className="size-4" />
            Back to the home page
          </ButtonLink>
          <ButtonLink to="/available-vehicles" variant="secondary" size="lg">
            Browse all vehicles
          </ButtonLink>
        </div>
      </div>
      <nav aria-label="Popular pages" className="mt-12 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-sm font-semibold tracking-wide text-slate-900">Popular right now</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-3">
          {[
            ...BROWSE_VEHICLE_TYPES.map(({ type, label }) => ({ to: `/available-vehicles?vehicleType=${type}`, label })),
            { to: '/manage-bookings', label: 'My Bookings' },
            { to: '/contact', label: 'Contact us' },
          ].map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-teal-800 hover:bg-teal-50">
                <Icon name="arrowRight" className="size-4" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
