import { Suspense, lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BRANCH_DETAILS, BROWSE_VEHICLE_TYPES, DRIVER_COST_PER_DAY, FEATURED_REVIEWS_MIN } from '@app/shared';
import { Container } from '../../components/Container';
import { Icon, type IconName } from '../../components/Icon';
import { ButtonLink } from '../../components/Button';
import { HomeHero, RatingClaim, type RatingLine } from '../../components/HomeHero';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { HomeSearchForm } from './HomeSearchForm';
import { ReviewsCarousel } from './ReviewsCarousel';
import { useFeaturedReviews } from './api';
import { getReviews } from './reviews';

const RealReviews = lazy(() => import('./RealReviews'));

const TYPE_IMAGES: Record<(typeof BROWSE_VEHICLE_TYPES)[number]['type'], string> = {
  Car: '/images/types/car.svg',
  Van: '/images/types/van.svg',
  SUV: '/images/types/suv.svg',
  Scooter: '/images/types/scooter.svg',
};

// Places keep their names in every language; the words about them are the catalog's.
const DESTINATIONS = [
  { name: 'Sigiriya', image: '/images/destinations/sigiriya.svg', about: 'sigiriya', driveHours: 4 },
  { name: 'Ella', image: '/images/destinations/ella.svg', about: 'ella', driveHours: 6 },
  { name: 'Galle', image: '/images/destinations/galle.svg', about: 'galle', driveHours: 2 },
] as const;

const BRANCH_IMAGES: Record<(typeof BRANCH_DETAILS)[number]['name'], string> = {
  Colombo: '/images/branches/colombo.svg',
  Kandy: '/images/branches/kandy.svg',
  Negombo: '/images/branches/negombo.svg',
};

// The same details the server's structured data names (packages/shared, BRANCH_DETAILS).
const BRANCH_CARDS = BRANCH_DETAILS.map((branch) => ({ ...branch, image: BRANCH_IMAGES[branch.name], address: `${branch.street}, ${branch.locality}` }));

/** A home page band: a centred heading (eyebrow, title, optional text) above its content. */
function HomeSection({ id, eyebrow, title, text, white = false, children }: { id: string; eyebrow: string; title: string; text?: string; white?: boolean; children: ReactNode }) {
  return (
    <section className={`${white ? 'bg-white ' : ''}py-16 sm:py-20`} aria-labelledby={id}>
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-amber-700 uppercase">{eyebrow}</p>
          <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {text && <p className="mt-3 text-slate-600">{text}</p>}
        </div>
        {children}
      </Container>
    </section>
  );
}

export function HomePage() {
  const m = useMessages();
  const t = m.publicUi.home;
  // Real reviews and figures once the business has them (decision 097); the spec's until then,
  // and also when the answer fails. While it is on its way the rating line keeps its place empty,
  // so the spec's claim never flashes before the real figures.
  const featured = useFeaturedReviews();
  const realReviews = featured.data?.reviews ?? [];
  const real = realReviews.length >= FEATURED_REVIEWS_MIN;
  const ratingLine: RatingLine = featured.isPending ? 'pending' : (featured.data?.rating ?? 'spec');
  const reasons: { icon: IconName; title: string; text: string }[] = [
    { icon: 'steering', title: t.why.driversTitle, text: t.why.driversText(DRIVER_COST_PER_DAY) },
    { icon: 'tag', title: t.why.pricesTitle, text: t.why.pricesText },
    { icon: 'shield', title: t.why.fleetTitle, text: t.why.fleetText },
    { icon: 'headset', title: t.why.supportTitle, text: t.why.supportText },
  ];
  return (
    <>
      <HomeHero ratingLine={ratingLine}>
        <HomeSearchForm />
      </HomeHero>

      <HomeSection id="types-title" eyebrow={t.types.eyebrow} title={t.types.title}>
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {BROWSE_VEHICLE_TYPES.map(({ type }) => (
            <li key={type}>
              <Link
                to={`/available-vehicles?vehicleType=${type}`}
                className="group block h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none"
              >
                <div className="aspect-[4/3] bg-gradient-to-br from-teal-50 to-amber-50">
                  <img src={TYPE_IMAGES[type]} alt="" className="size-full object-contain p-3 sm:p-4" loading="lazy" />
                </div>
                <div className="p-4 sm:p-5">
                  <h3 className="flex items-center justify-between gap-1 text-base font-bold text-slate-900 sm:text-lg">
                    {/* A long word ("Внедорожники" in a phone's half-width card) breaks rather than squeezing the arrow. */}
                    <span className="min-w-0 wrap-anywhere">{m.vehicleTypesPlural[type]}</span>
                    <Icon name="arrowRight" className="size-5 shrink-0 text-teal-700 transition group-hover:translate-x-1" />
                  </h3>
                  <p className="mt-1 text-xs text-slate-600 sm:text-sm">{t.types.blurbs[type]}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="why-title" white eyebrow={t.why.eyebrow} title={t.why.title} text={t.why.text}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((reason) => (
            <li key={reason.icon} className="rounded-2xl bg-stone-50 p-6 ring-1 ring-slate-200/70">
              <span className="flex size-12 items-center justify-center rounded-xl bg-teal-700 text-white">
                <Icon name={reason.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{reason.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{reason.text}</p>
              {reason.icon === 'steering' && (
                <Link to="/drivers" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-teal-800 hover:underline">
                  {m.publicUi.footer.meetDrivers}
                  <Icon name="arrowRight" className="size-4 shrink-0" />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="destinations-title" eyebrow={t.destinations.eyebrow} title={t.destinations.title}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {DESTINATIONS.map((place) => (
            <li key={place.name} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              <img src={place.image} alt={t.destinations.imageAlt(place.name)} className="aspect-[16/10] w-full bg-teal-100 object-cover" loading="lazy" />
              <div className="p-6">
                <div className="flex items-baseline justify-between gap-3">
                  <h3 className="text-xl font-bold text-slate-900">{place.name}</h3>
                  <span className="shrink-0 text-xs font-medium text-teal-800">{t.destinations.driveFromColombo(place.driveHours)}</span>
                </div>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t.destinations[place.about]}</p>
              </div>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="branches-title" white eyebrow={t.branches.eyebrow} title={t.branches.title} text={t.branches.text}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {BRANCH_CARDS.map((branch) => (
            <li key={branch.name} className="overflow-hidden rounded-2xl border border-slate-200 bg-stone-50">
              <img src={branch.image} alt={t.branches.imageAlt(branch.name)} className="aspect-[16/9] w-full bg-teal-100 object-cover" loading="lazy" />
              <div className="space-y-2 p-6 text-sm text-slate-700">
                <h3 className="text-xl font-bold text-slate-900">{branch.name}</h3>
                <p className="flex gap-2">
                  <Icon name="mapPin" className="size-4 shrink-0 text-teal-700" />
                  {branch.address}
                </p>
                <p className="flex gap-2">
                  <Icon name="phone" className="size-4 shrink-0 text-teal-700" />
                  <a href={`tel:${branch.phone.replace(/\s/g, '')}`} className="hover:underline">
                    {branch.phone}
                  </a>
                </p>
                <p className="flex gap-2">
                  <Icon name="clock" className="size-4 shrink-0 text-teal-700" />
                  {t.branches[branch.hours]}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </HomeSection>

      <section className="bg-gradient-to-b from-teal-50/60 to-stone-50 py-16 sm:py-20" aria-labelledby="reviews-title">
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="reviews-title" className="text-sm font-bold tracking-widest text-amber-700 uppercase">
              {t.reviews.eyebrow}
            </h2>
            <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t.reviews.title}</p>
            <div className="mt-4 flex justify-center">
              <RatingClaim line={ratingLine} />
            </div>
          </div>
          <div className="mt-10">
            {real ? (
              <Suspense fallback={<ReviewsCarousel reviews={getReviews()} />}>
                <RealReviews reviews={realReviews} />
              </Suspense>
            ) : (
              <ReviewsCarousel reviews={getReviews()} />
            )}
          </div>
        </Container>
      </section>

      <section className="dark-surface bg-teal-800" aria-labelledby="cta-title">
        <Container className="flex flex-col items-start justify-between gap-6 py-12 sm:flex-row sm:items-center">
          <div className="text-white">
            <h2 id="cta-title" className="text-2xl font-bold tracking-tight">
              {t.cta.title}
            </h2>
            <p className="mt-1 text-teal-50/90">{t.cta.text}</p>
          </div>
          <ButtonLink to="/contact" variant="accent" size="lg">
            {t.cta.button}
            <Icon name="arrowRight" className="size-4" />
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}
