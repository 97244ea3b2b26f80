import { Link, useLocation } from 'react-router';
import { BROWSE_VEHICLE_TYPES } from '@app/shared';
import { Container } from '../../components/Container';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { RichSentence } from '../../components/RichSentence';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { useDocumentTitle } from '../../lib/document-title';

/** Unknown routes: say so plainly and offer the likely next steps. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const m = useMessages();
  const t = m.publicUi.notFound;
  useDocumentTitle(t.pageTitle);
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <Icon name="compass" className="size-8" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-widest text-amber-700 uppercase">{t.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t.title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-slate-600">
          <RichSentence format={t.text} parts={[<span className="font-mono text-sm break-all text-slate-800">{pathname}</span>]} />
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/" size="lg">
            <Icon name="arrowLeft" className="size-4" />
            {t.home}
          </ButtonLink>
          <ButtonLink to="/available-vehicles" variant="secondary" size="lg">
            {t.browse}
          </ButtonLink>
        </div>
      </div>
      <nav aria-label={t.popularLabel} className="mt-12 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-sm font-semibold tracking-wide text-slate-900">{t.popularTitle}</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-3">
          {[
            ...BROWSE_VEHICLE_TYPES.map(({ type }) => ({ to: `/available-vehicles?vehicleType=${type}`, label: m.vehicleTypesPlural[type] })),
            { to: '/manage-bookings', label: m.publicUi.nav.myBookings },
            { to: '/contact', label: t.contactUs },
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
