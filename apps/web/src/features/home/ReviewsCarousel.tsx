import { useId, useState, type KeyboardEvent } from 'react';
import { REVIEWS_PER_PAGE } from '@app/shared';
import { Icon } from '../../components/Icon';
import { useMessages } from '../../lib/i18n/I18nProvider';
import type { Review } from './reviews';

/** Index `start + offset`, wrapped into 0..length-1 (both directions). */
export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

/** The items shown from `start`: `perPage` of them, wrapping past the end back to the first. */
export function visibleWindow<T>(items: readonly T[], start: number, perPage: number): T[] {
  const count = Math.min(perPage, items.length);
  return Array.from({ length: count }, (_, offset) => items[wrapIndex(start + offset, items.length)]!);
}

// On phones one review fits, two on tablets, all three from large screens up.
const SLOT_VISIBILITY = ['flex', 'hidden md:flex', 'hidden lg:flex'];
// VIEW MORE lists the reviews after those the carousel shows: a review in carousel slot i is left
// out of the list wherever that slot is on screen (the mirror of SLOT_VISIBILITY).
const MORE_VISIBILITY = ['hidden', 'flex md:hidden', 'flex lg:hidden'];

/**
 * What VIEW MORE lists: every review after the carousel's first one, in carousel order, each with
 * the classes that hide it where the carousel already shows it. So a phone (one slide) lists the
 * other four, a desktop (three slides) the two it does not show: never the ones in view again.
 */
export function moreReviews<T>(items: readonly T[], start: number, perPage: number): { item: T; className: string }[] {
  const inCarousel = Math.min(perPage, items.length);
  return Array.from({ length: items.length - 1 }, (_, i) => {
    const offset = i + 1;
    return { item: items[wrapIndex(start + offset, items.length)]!, className: offset < inCarousel ? (MORE_VISIBILITY[offset] ?? 'hidden') : 'flex' };
  });
}

function Stars({ rating }: { rating: number }) {
  const m = useMessages();
  return (
    <div className="flex gap-0.5 text-amber-500" role="img" aria-label={m.publicUi.reviews.stars(rating)}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" className={`size-4 ${i < rating ? '' : 'text-slate-300'}`} />
      ))}
    </div>
  );
}

/** A real review's language, as the vehicle page marks it. */
function WrittenIn({ language }: { language: string }) {
  const t = useMessages().publicUi.reviews;
  return <p className="text-xs text-slate-500" data-testid="review-language">{t.writtenIn(language)}</p>;
}

/** A review; with a label it is a carousel slide, a group wrapping the figure (a figure may not be a group). */
function ReviewCard({ review, className = 'flex', label }: { review: Review; className?: string; label?: string }) {
  const m = useMessages();
  const card = (
    <figure className={`${label ? 'flex w-full' : className} h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm`}>
      <Stars rating={review.rating} />
      <blockquote className="mt-4 flex-1 text-slate-700" lang={review.language}>
        <p className="whitespace-pre-line wrap-anywhere">{m.publicUi.reviews.quote(review.text)}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
        {review.avatar ? (
          <img src={review.avatar} alt="" width={44} height={44} className="size-11 rounded-full bg-teal-100" loading="lazy" />
        ) : (
          <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-100 text-lg font-bold text-teal-800">
            {Array.from(review.name)[0]?.toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{review.name}</p>
          <p className="text-xs text-slate-500">{[review.from, review.trip].filter(Boolean).join(' · ')}</p>
          {review.languageName && <WrittenIn language={review.languageName} />}
        </div>
      </figcaption>
    </figure>
  );
  if (!label) return card;
  return (
    <div className={`${className} h-full`} role="group" aria-roledescription="slide" aria-label={label}>
      {card}
    </div>
  );
}

/**
 * WHAT OUR CUSTOMERS SAY: three reviews at a time; the arrows move by one and wrap around, the
 * dots jump to a starting review, and the arrow keys work while focus is inside the carousel.
 */
export function ReviewsCarousel({ reviews, perPage = REVIEWS_PER_PAGE }: { reviews: readonly Review[]; perPage?: number }) {
  const m = useMessages();
  const t = m.publicUi.reviews;
  const [start, setStart] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const slidesId = useId();
  const allId = useId();
  const n = reviews.length;
  if (n === 0) return null;

  const move = (delta: number) => setStart((current) => wrapIndex(current + delta, n));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    }
  };
  const visible = visibleWindow(reviews, start, perPage);
  const arrow =
    'flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-teal-800 shadow-sm hover:border-teal-600 hover:bg-teal-50';

  return (
    <div>
      <div role="region" aria-roledescription="carousel" aria-label={t.label} onKeyDown={onKeyDown}>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {t.showing(
            visible.map((r) => String(reviews.indexOf(r) + 1)),
            n,
          )}
        </p>
        <div id={slidesId} className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="carousel-slides">
          {visible.map((review, slot) => (
            <ReviewCard
              key={review.id}
              review={review}
              className={SLOT_VISIBILITY[slot] ?? 'flex'}
              label={t.slide(reviews.indexOf(review) + 1, n)}
            />
          ))}
        </div>
        <div className="mt-6 flex items-center justify-center gap-3">
          <button type="button" className={arrow} aria-controls={slidesId} onClick={() => move(-1)}>
            <Icon name="chevronLeft" />
            <span className="sr-only">{t.previous}</span>
          </button>
          <div className="flex gap-0.5">
            {reviews.map((review, index) => (
              <button
                key={review.id}
                type="button"
                aria-label={t.showReview(index + 1)}
                aria-current={index === start ? 'true' : undefined}
                onClick={() => setStart(index)}
                className="group flex size-7 items-center justify-center rounded-full"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${index === start ? 'w-6 bg-teal-700' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'}`}
                />
              </button>
            ))}
          </div>
          <button type="button" className={arrow} aria-controls={slidesId} onClick={() => move(1)}>
            <Icon name="chevronRight" />
            <span className="sr-only">{t.next}</span>
          </button>
        </div>
      </div>
      <div className="mt-8 text-center">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={allId}
          onClick={() => setExpanded((value) => !value)}
          className="rounded-lg border-2 border-teal-700 px-6 py-2.5 text-sm font-bold tracking-widest text-teal-800 hover:bg-teal-700 hover:text-white"
        >
          {expanded ? t.viewLess : t.viewMore}
        </button>
      </div>
      {expanded && (
        <section id={allId} aria-label={m.searchUi.moreReviews} className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="more-reviews">
          {moreReviews(reviews, start, perPage).map(({ item, className }) => (
            <ReviewCard key={item.id} review={item} className={className} />
          ))}
        </section>
      )}
    </div>
  );
}
