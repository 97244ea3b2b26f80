import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, type FeaturedReviews, type PublicReview } from '@app/shared';
import { setActiveLanguage } from '../../lib/i18n/active-language';
import { json, mockFetch, renderPage } from '../../test/render';
import { HomePage } from './HomePage';
import { getReviews } from './reviews';

const T = MESSAGES.publicUi;

function published(i: number, overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    _id: `r${i}`,
    firstName: `Traveller${i}`,
    country: null,
    tripMonth: '2034-03',
    language: 'en',
    vehicleRating: 5,
    driverRating: null,
    comment: `Real comment ${i}`,
    createdAt: '2034-03-20T04:00:00.000Z',
    ...overrides,
  };
}

function setup(featured: FeaturedReviews | 'fails') {
  mockFetch((url) => {
    if (url.pathname === '/api/reviews/featured') return featured === 'fails' ? json({ error: 'Internal Server Error' }, 500) : json(featured);
    return json([]);
  });
  renderPage(<HomePage />);
}

const slides = () => within(screen.getByTestId('carousel-slides'));
const ratingLines = () => screen.findAllByTestId('rating-line').then((lines) => lines.filter((line) => !line.classList.contains('invisible')));

/** The home page's carousel and rating line (decision 097): the spec's until the business has its own. */
describe('the home page’s reviews and rating line', () => {
  afterEach(() => setActiveLanguage('en'));

  it('keeps the spec’s five reviews and claim while fewer than five real reviews have a comment and staff have not switched the figures on', async () => {
    setup({ reviews: [], rating: null });
    expect(await slides().findByText(T.reviews.quote(getReviews()[0]!.text))).toBeInTheDocument();
    const lines = await ratingLines();
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toHaveTextContent('Rated 4.9/5 based on 2,000+ reviews');
  });

  it('the spec’s reviews and claim also when the answer fails', async () => {
    setup('fails');
    expect(await slides().findByText(T.reviews.quote(getReviews()[0]!.text))).toBeInTheDocument();
    expect((await ratingLines())[0]).toHaveTextContent('Rated 4.9/5 based on 2,000+ reviews');
  });

  it('shows real reviews once there are five, each marked with its language and the reviewer’s country; and the real figures staff chose', async () => {
    setup({
      reviews: [published(1, { language: 'de', comment: 'Sehr sauberes Auto.', country: 'DE', firstName: 'Jonas' }), ...[2, 3, 4, 5].map((i) => published(i))],
      rating: { average: 4.6, count: 12 },
    });
    // The carousel is made anew for the real reviews: look it up once they are there.
    const first = await screen.findByText(T.reviews.quote('Sehr sauberes Auto.'));
    expect(screen.getByTestId('carousel-slides')).toContainElement(first);
    expect(first.closest('blockquote')).toHaveAttribute('lang', 'de');
    const card = first.closest('figure')!;
    expect(within(card).getByText('Jonas')).toBeInTheDocument();
    expect(within(card).getByText('Germany · March 2034')).toBeInTheDocument();
    expect(within(card).getByTestId('review-language')).toHaveTextContent('Written in German');
    expect(screen.queryByText(T.reviews.quote(getReviews()[0]!.text))).toBeNull();
    for (const line of await ratingLines()) expect(line).toHaveTextContent('Rated 4.6/5 based on 12 reviews');
  });

  it('writes the real figures as the page’s language writes numbers', async () => {
    setActiveLanguage('de');
    setup({ reviews: [], rating: { average: 4, count: 1234 } });
    for (const line of await ratingLines()) expect(line).toHaveTextContent('Mit 4,0/5 bewertet, basierend auf 1.234 Bewertungen');
  });
});
