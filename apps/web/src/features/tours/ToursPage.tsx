import { Link } from 'react-router';
import type { TourDto } from '@app/shared';
import { Container, PageHeader } from '../../components/Container';
import { Alert } from '../../components/Alert';
import { Loading } from '../../components/Spinner';
import { PhotoImage } from '../../components/PhotoImage';
import { formatPrice } from '../../lib/format';
import { useDocumentTitle } from '../../lib/document-title';
import { useLanguage } from '../../lib/i18n/I18nProvider';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { usePublicTours } from './api';
import { RouteMap } from './RouteMap';

/** /tours: the published round tours with a driver (decision 110), each with its route, days and price from. */
export function ToursPage() {
  const m = usePageMessages();
  const T = m.toursUi.list;
  const { lang } = useLanguage();
  const tours = usePublicTours(lang);
  useDocumentTitle(T.title);
  return (
    <>
      <PageHeader title={T.title}>
        <p>{T.intro}</p>
      </PageHeader>
      <Container className="py-10">
        {tours.isPending ? (
          <Loading label={T.loading} />
        ) : tours.error ? (
          <Alert>{T.loadFailed}</Alert>
        ) : tours.data.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">{T.empty}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="tours-list">
            {tours.data.map((tour) => (
              <li key={tour.slug}>
                <TourCard tour={tour} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}

function TourCard({ tour }: { tour: TourDto }) {
  const m = usePageMessages();
  const T = m.toursUi.list;
  const { lang } = useLanguage();
  const photo = tour.photos[0];
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="tour-card">
      <div className="flex aspect-[16/10] items-center justify-center overflow-hidden bg-sky-50">
        {photo ? (
          <PhotoImage photo={photo} sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw" alt={photo.alt} loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <RouteMap plan={tour.itinerary} label={m.toursUi.page.mapLabel(tour.name)} lang={lang} className="h-full w-auto" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold text-teal-800">{T.days(tour.days)}</p>
        <h2 className="mt-1 text-xl font-bold text-slate-900">
          <Link to={`/tours/${tour.slug}`} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none" aria-label={T.view(tour.name)}>
            {tour.name}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{tour.description}</p>
        {tour.price && (
          <p className="mt-auto pt-4 text-slate-900">
            <span className="text-lg font-bold text-teal-800" data-testid="tour-from-price">
              {T.from(formatPrice(tour.price.quote.total))}
            </span>{' '}
            <span className="text-xs text-slate-600">{T.perVehicle}</span>
          </p>
        )}
      </div>
    </article>
  );
}
