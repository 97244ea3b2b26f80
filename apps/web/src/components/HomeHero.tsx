import type { ReactNode } from 'react';
import { RATING_CLAIM, formatRatingIn, type Rating } from '@app/shared';
import { activeLocale } from '../lib/i18n/active-language';
import { useMessages } from '../lib/i18n/I18nProvider';
import { Container } from './Container';
import { Icon } from './Icon';
import { RichSentence } from './RichSentence';

/** The home search card; the form and its loading skeleton share it and its words (`publicUi.homeSearch`). */
export const HOME_SEARCH_CARD = 'rounded-2xl bg-white p-4 shadow-2xl shadow-teal-950/30 sm:p-6';

/**
 * What the rating line shows (decision 097): `spec`, the spec's claim; a rating, the real figures
 * staff chose to show; `pending`, the line's place kept empty while the home page asks which.
 */
export type RatingLine = 'spec' | 'pending' | Rating;

/** The rating line. The real figures need a review: with none, the line is left out. */
export function RatingClaim({ inverted = false, line = 'spec' }: { inverted?: boolean; line?: RatingLine }) {
  const t = useMessages().publicUi.rating;
  const real = typeof line === 'object';
  if (real && (line.average === null || line.count === 0)) return null;
  const [rating, reviews] = real ? [`${formatRatingIn(line.average!, activeLocale())}/5`, t.realCount(line.count)] : [RATING_CLAIM.rating, t.reviewCount(RATING_CLAIM.reviews)];
  return (
    <p
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium ${inverted ? 'text-white' : 'justify-center text-slate-700'} ${line === 'pending' ? 'invisible' : ''}`}
      aria-hidden={line === 'pending' ? true : undefined}
      data-testid="rating-line"
    >
      <span className="flex text-amber-400" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Icon key={i} name="star" className="size-4" />
        ))}
      </span>
      <span>
        <RichSentence format={t.claim} parts={[<strong>{rating}</strong>, <strong>{reviews}</strong>]} />
      </span>
    </p>
  );
}

/**
 * The home page's hero, its search form (or that form's skeleton) beside the words. The page and
 * its loading skeleton both draw it, so the first frame of the home page already has its final
 * picture, words and size while the page's code is still on its way.
 */
export function HomeHero({ children, ratingLine = 'pending' }: { children: ReactNode; ratingLine?: RatingLine }) {
  const t = useMessages().publicUi.hero;
  return (
    <section className="dark-surface relative isolate overflow-hidden bg-teal-950" aria-labelledby="hero-title">
      <img src="/images/hero.svg" alt="" className="absolute inset-0 -z-10 size-full object-cover" fetchPriority="high" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-teal-950/90 via-teal-950/70 to-teal-950/30" />
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div className="text-white">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/20">
            <Icon name="mapPin" className="size-4 text-amber-300" />
            Colombo · Kandy · Negombo
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <RichSentence format={t.title} parts={[<span className="text-amber-300">{t.highlight}</span>]} />
          </h1>
          <p className="mt-5 max-w-xl text-lg text-teal-50/90">{t.text}</p>
          <div className="mt-6">
            <RatingClaim inverted line={ratingLine} />
          </div>
        </div>
        {children}
      </Container>
    </section>
  );
}
