import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { ReviewsCarousel, moreReviews, visibleWindow, wrapIndex } from './ReviewsCarousel';
import { getReviews } from './reviews';

const shownNames = () =>
  within(screen.getByTestId('carousel-slides'))
    .getAllByRole('group')
    .map((slide) => slide.getAttribute('aria-label'));

describe('carousel helpers', () => {
  it('wraps indexes in both directions', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(7, 5)).toBe(2);
  });

  it('shows three items from the start, wrapping past the end', () => {
    expect(visibleWindow([1, 2, 3, 4, 5], 3, 3)).toEqual([4, 5, 1]);
    expect(visibleWindow([1, 2], 0, 3)).toEqual([1, 2]);
  });
});

describe('ReviewsCarousel', () => {
  it('has five reviews from the reviews service and shows three at a time', () => {
    expect(getReviews()).toHaveLength(5);
    render(<ReviewsCarousel reviews={getReviews()} />);
    expect(shownNames()).toEqual(['Review 1 of 5', 'Review 2 of 5', 'Review 3 of 5']);
    expect(screen.getAllByRole('button', { name: /Show review/ })).toHaveLength(5);
  });

  it('moves by one with the arrows and wraps around both ends', async () => {
    const user = userEvent.setup();
    render(<ReviewsCarousel reviews={getReviews()} />);
    await user.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(shownNames()).toEqual(['Review 5 of 5', 'Review 1 of 5', 'Review 2 of 5']);
    await user.click(screen.getByRole('button', { name: 'Next review' }));
    await user.click(screen.getByRole('button', { name: 'Next review' }));
    expect(shownNames()).toEqual(['Review 2 of 5', 'Review 3 of 5', 'Review 4 of 5']);
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Next review' }));
    expect(shownNames()).toEqual(['Review 5 of 5', 'Review 1 of 5', 'Review 2 of 5']);
    await user.click(screen.getByRole('button', { name: 'Next review' }));
    expect(shownNames()).toEqual(['Review 1 of 5', 'Review 2 of 5', 'Review 3 of 5']);
  });

  it('marks the current dot, jumps with a dot, and follows the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ReviewsCarousel reviews={getReviews()} />);
    expect(screen.getByRole('button', { name: 'Show review 1' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Show review 4' }));
    expect(shownNames()).toEqual(['Review 4 of 5', 'Review 5 of 5', 'Review 1 of 5']);
    expect(screen.getByRole('button', { name: 'Show review 4' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowRight}');
    expect(shownNames()[0]).toBe('Review 5 of 5');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownNames()[0]).toBe('Review 3 of 5');
    expect(screen.getByText('Showing reviews 3, 4, 5 of 5')).toBeInTheDocument();
  });

  it('VIEW MORE shows the reviews after those in view, never the first again, and follows the carousel', async () => {
    const user = userEvent.setup();
    render(<ReviewsCarousel reviews={getReviews()} />);
    const more = screen.getByRole('button', { name: 'VIEW MORE' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    const list = screen.getByRole('region', { name: MESSAGES.searchUi.moreReviews });
    const listed = () => within(list).getAllByRole('figure').map((figure) => [within(figure).getByText(/^“/).textContent, figure.className.split(' ').slice(0, 2).join(' ')]);
    const text = (i: number) => `“${getReviews()[i]!.text}”`;
    // A phone shows review 1 (lists 2-5), a tablet 1-2 (lists 3-5), a desktop 1-3 (lists 4 and 5).
    expect(listed()).toEqual([
      [text(1), 'flex md:hidden'],
      [text(2), 'flex lg:hidden'],
      [text(3), 'flex h-full'],
      [text(4), 'flex h-full'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Next review' }));
    expect(listed().map(([t]) => t)).toEqual([text(2), text(3), text(4), text(0)]);
    expect(screen.getByRole('button', { name: 'VIEW LESS' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('moreReviews: the reviews after the first in carousel order, hidden where the carousel shows them', () => {
    expect(moreReviews(['a', 'b', 'c', 'd', 'e'], 3, 3)).toEqual([
      { item: 'e', className: 'flex md:hidden' },
      { item: 'a', className: 'flex lg:hidden' },
      { item: 'b', className: 'flex' },
      { item: 'c', className: 'flex' },
    ]);
    expect(moreReviews(['a', 'b'], 0, 3)).toEqual([{ item: 'b', className: 'flex md:hidden' }]);
  });
});
