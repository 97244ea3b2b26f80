import { Link } from 'react-router';
import type { PublicDriver } from '@app/shared';
import { Container, PageHeader } from '../../components/Container';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Loading } from '../../components/Spinner';
import { StarsShown } from '../../components/StarRating';
import { useLanguage } from '../../lib/i18n/I18nProvider';
import { languageLabels } from '../../lib/i18n/language-names';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { usePublicDrivers } from './api';
import { DriverBadges, DriverFace } from './DriverFace';

/** /drivers, Meet our drivers (decision 102): the drivers travellers may ask for, each linking to their page. */
export function DriversPage() {
  const m = usePageMessages();
  const T = m.driversUi;
  const { lang } = useLanguage();
  const drivers = usePublicDrivers(lang);
  return (
    <>
      <PageHeader eyebrow={T.listEyebrow} title={T.listTitle}>
        <p>{T.listIntro}</p>
      </PageHeader>
      <Container className="py-10">
        {drivers.isPending ? (
          <Loading label={T.loading} />
        ) : drivers.error ? (
          <div className="space-y-4">
            <Alert>{T.loadFailed}</Alert>
            <Button variant="secondary" onClick={() => void drivers.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : drivers.data.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">{T.listEmpty}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="drivers-list">
            {drivers.data.map((driver) => (
              <li key={driver._id}>
                <DriverCard driver={driver} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}

function DriverCard({ driver }: { driver: PublicDriver }) {
  const m = usePageMessages();
  const T = m.driversUi;
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="driver-card">
      <div className="flex items-center gap-4">
        <DriverFace driver={driver} />
        <div className="min-w-0">
          <h2 className="text-xl font-bold text-slate-900">{driver.firstName}</h2>
          <p className="text-sm text-slate-600">{T.experience(driver.experienceYears)}</p>
          {driver.rating.average !== null && driver.rating.count > 0 && (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <StarsShown rating={driver.rating.average} label={m.reviewUi.stars(driver.rating.average)} />
              {m.reviewUi.average(driver.rating.average, driver.rating.count)}
            </p>
          )}
        </div>
      </div>
      {driver.languages.length > 0 && (
        <p className="mt-4 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{T.speaks}: </span>
          {languageLabels(driver.languages)}
        </p>
      )}
      {driver.introduction && (
        <p lang={driver.introduction.language} className="mt-3 line-clamp-4 text-sm whitespace-pre-line text-slate-700">
          {driver.introduction.text}
        </p>
      )}
      <div className="mt-4">
        <DriverBadges badges={driver.badges} />
      </div>
      <Link
        to={`/drivers/${driver._id}`}
        className="mt-auto inline-flex items-center gap-2 pt-5 font-semibold text-teal-800 hover:underline"
      >
        {T.viewProfile(driver.firstName)}
        <Icon name="arrowRight" className="size-4" />
      </Link>
    </article>
  );
}
