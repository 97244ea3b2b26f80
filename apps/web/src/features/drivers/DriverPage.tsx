import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { DriverPublicProfile, Page, PublicReview } from '@app/shared';
import { Container } from '../../components/Container';
import { Alert } from '../../components/Alert';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Loading } from '../../components/Spinner';
import { StarsShown } from '../../components/StarRating';
import { api, isApiError } from '../../lib/api';
import { formatTripMonth } from '../../lib/format';
import { useLanguage } from '../../lib/i18n/I18nProvider';
import { countryLabel, languageLabel, languageLabels } from '../../lib/i18n/language-names';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { PROFILE_REVIEWS, usePublicDriver } from './api';
import { DriverBadges, DriverFace } from './DriverFace';

/**
 * /drivers/{id}: a driver as travellers meet them (decision 102): photo or initials, languages,
 * introduction in the language shown when there is one, regions, the licences we verified, the
 * rating and reviews of trips they drove. Never a phone, an e-mail or a licence number.
 */
export function DriverPage() {
  const m = usePageMessages();
  const T = m.driversUi;
  const { id = '' } = useParams();
  const { lang } = useLanguage();
  const profile = usePublicDriver(id, lang);

  if (profile.isPending) return <Loading label={T.loading} />;
  if (profile.error) {
    const gone = isApiError(profile.error) && profile.error.status === 404;
    return (
      <Container className="max-w-xl py-16 text-center">
        <Alert>{gone ? T.notFound : T.loadFailed}</Alert>
        <div className="mt-6 flex justify-center gap-3">
          {!gone && (
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              {T.retry}
            </Button>
          )}
          <ButtonLink to="/drivers">{T.allDrivers}</ButtonLink>
        </div>
      </Container>
    );
  }
  const driver = profile.data;
  return (
    <Container className="py-6 sm:py-10">
      <nav aria-label={m.bookingUi.detail.breadcrumb} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/drivers" className="hover:text-teal-800 hover:underline">
              {T.listEyebrow}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-slate-900">
            {driver.firstName}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <div className="min-w-0">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
            <DriverFace driver={driver} size="lg" />
            <div className="min-w-0">
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" data-testid="driver-name">
                {driver.firstName}
              </h1>
              <p className="mt-1 text-slate-600">{T.experience(driver.experienceYears)}</p>
              {driver.rating.average !== null && driver.rating.count > 0 && (
                <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="driver-rating">
                  <StarsShown rating={driver.rating.average} label={m.reviewUi.stars(driver.rating.average)} />
                  {m.reviewUi.average(driver.rating.average, driver.rating.count)}
                </p>
              )}
            </div>
          </div>

          {driver.introduction && (
            <section aria-labelledby="driver-about" className="mt-8">
              <h2 id="driver-about" className="text-xl font-bold text-slate-900">
                {T.about}
              </h2>
              <p lang={driver.introduction.language} className="mt-2 whitespace-pre-line text-slate-800" data-testid="driver-introduction">
                {driver.introduction.text}
              </p>
              {driver.introduction.translated ? (
                <p className="mt-1 text-xs text-slate-500">{T.translatedByOffice}</p>
              ) : (
                driver.introduction.language !== lang && <p className="mt-1 text-xs text-slate-500">{T.writtenIn(languageLabel(driver.introduction.language))}</p>
              )}
            </section>
          )}

          <DriverReviews driver={driver} />
        </div>

        <aside className="space-y-6">
          <dl className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <div>
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <Icon name="globe" className="size-4 text-teal-700" />
                {T.speaks}
              </dt>
              <dd className="mt-1 text-slate-700">{driver.languages.length > 0 ? languageLabels(driver.languages) : '—'}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <Icon name="mapPin" className="size-4 text-teal-700" />
                {T.knows}
              </dt>
              <dd className="mt-1 text-slate-700">
                {driver.regions.length > 0 ? (
                  <ul className="flex flex-wrap gap-2" data-testid="driver-regions">
                    {driver.regions.map((region) => (
                      <li key={region} className="rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-900 ring-1 ring-teal-200 ring-inset">
                        {T.regions[region]}
                      </li>
                    ))}
                  </ul>
                ) : (
                  T.regionsNone
                )}
              </dd>
            </div>
            <div>
              <dt className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
                <Icon name="shield" className="size-4 text-teal-700" />
                {T.verified}
              </dt>
              <dd>
                <DriverBadges badges={driver.badges} />
              </dd>
            </div>
          </dl>
          <div className="rounded-2xl bg-teal-900 p-5 text-white">
            <p>{T.askOnBooking(driver.firstName)}</p>
            <ButtonLink to="/available-vehicles" variant="secondary" className="mt-4">
              {T.findVehicle}
            </ButtonLink>
          </div>
        </aside>
      </div>
    </Container>
  );
}

/** The published reviews of trips the driver drove: the profile's first page, then more on demand. */
function DriverReviews({ driver }: { driver: DriverPublicProfile }) {
  const T = usePageMessages().reviewUi;
  // The next pages are asked only once wanted: a page rendered on the server never reads them.
  const [more, setMore] = useState(false);
  return (
    <section aria-labelledby="driver-reviews" className="mt-10" data-testid="driver-reviews">
      <h2 id="driver-reviews" className="text-xl font-bold text-slate-900">
        {T.title}
      </h2>
      {driver.reviews.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{T.none}</p>
      ) : (
        <ReviewList reviews={driver.reviews.items} />
      )}
      {driver.reviews.nextCursor !== null &&
        (more ? (
          <MoreReviews driverId={driver._id} cursor={driver.reviews.nextCursor} />
        ) : (
          <Button variant="secondary" size="sm" className="mt-4" onClick={() => setMore(true)}>
            {T.more}
          </Button>
        ))}
    </section>
  );
}

function MoreReviews({ driverId, cursor }: { driverId: string; cursor: string }) {
  const m = usePageMessages();
  const T = m.reviewUi;
  const pages = useInfiniteQuery({
    queryKey: ['drivers', 'reviews', driverId, cursor],
    queryFn: ({ pageParam, signal }) =>
      api<Page<PublicReview>>(`/api/drivers/${encodeURIComponent(driverId)}/reviews`, { signal, query: { limit: String(PROFILE_REVIEWS), cursor: pageParam } }),
    initialPageParam: cursor,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  if (pages.isPending) return <Loading className="py-4" label={T.loading} />;
  if (pages.error) return <Alert>{m.driversUi.reviewsLoadFailed}</Alert>;
  return (
    <>
      <ReviewList reviews={pages.data.pages.flatMap((page) => page.items)} />
      {pages.hasNextPage && (
        <Button variant="secondary" size="sm" className="mt-4" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {T.more}
        </Button>
      )}
    </>
  );
}

function ReviewList({ reviews }: { reviews: PublicReview[] }) {
  const T = usePageMessages().reviewUi;
  return (
    <ul className="mt-4 grid gap-4">
      {reviews.map((review) => (
        <li key={review._id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="review">
          {review.driverRating !== null && <StarsShown rating={review.driverRating} label={T.stars(review.driverRating)} />}
          {review.comment && (
            <p lang={review.language} className="mt-2 whitespace-pre-line text-slate-800">
              {review.comment}
            </p>
          )}
          <p className="mt-3 text-sm font-medium text-slate-900">{T.byLine(review.firstName, review.country ? countryLabel(review.country) : 'none', formatTripMonth(review.tripMonth))}</p>
        </li>
      ))}
    </ul>
  );
}
