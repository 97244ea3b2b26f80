import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type AvailabilityEvent } from '@app/shared';
import { vehicle } from '../../test/fixtures';
import { json, mockFetch, renderRoutes } from '../../test/render';
import { bookedBarLabel, compactBarLabel } from './AvailabilityCalendar';
import { VehicleDetailPage } from './VehicleDetailPage';
import { ENGLISH_PAGE_MESSAGES } from '../../lib/i18n/page-messages';

const F = MESSAGES.bookingFlow;
// One booking within a day, one over three days (Sri Lanka time).
const BOOKED: AvailabilityEvent[] = [
  { start: '2030-05-06T10:00:00+05:30', end: '2030-05-06T18:00:00+05:30', title: 'Booked' },
  { start: '2030-05-20T09:00:00+05:30', end: '2030-05-22T17:30:00+05:30', title: 'Booked' },
];
const SEARCH = '?pickupPoint=Colombo&returnPoint=Kandy&pickupDate=2030-05-10&pickupTime=09:00&returnDate=2030-05-12&returnTime=17:00';

function setup(query = SEARCH) {
  mockFetch((url) => {
    if (url.pathname === '/api/vehicles/v1') return json(vehicle());
    if (url.pathname === '/api/vehicles/v1/availability') return json(BOOKED);
    return json({ error: 'Not found' }, 404);
  });
  return renderRoutes(
    [
      { path: '/vehicles/:id', element: <VehicleDetailPage /> },
      { path: '*', element: null },
    ],
    `/vehicles/v1${query}`,
  );
}

describe('booked bars', () => {
  it('name their times, or their first and last moments when they span days', () => {
    expect(bookedBarLabel(MESSAGES, new Date(2030, 4, 6, 10, 0), new Date(2030, 4, 6, 18, 0))).toBe('Booked 10:00–18:00');
    expect(bookedBarLabel(MESSAGES, new Date(2030, 4, 20, 9, 0), new Date(2030, 4, 22, 17, 30))).toBe('Booked 20 May 09:00 – 22 May 17:30');
  });

  it('on a phone’s month cells: the times alone, a continued segment ending on a dash', () => {
    const [start, end] = [new Date(2030, 4, 20, 9, 0), new Date(2030, 4, 22, 17, 30)];
    expect(compactBarLabel(start, end)).toBe('09:00–17:30');
    expect(compactBarLabel(start, end, false, true)).toBe('09:00–');
    expect(compactBarLabel(start, end, true, false)).toBe('–17:30');
  });
});

describe('vehicle page availability', () => {
  it('marks the searched dates, says they are free, and shows the month of the pickup', async () => {
    const { container } = setup();
    const calendar = await screen.findByTestId('availability-calendar');
    expect(screen.getByTestId('chosen-dates')).toHaveTextContent(F.yourDatesMarked('Fri, May 10, 2030, 09:00', 'Sun, May 12, 2030, 17:00'));
    expect(await screen.findByTestId('chosen-dates-status')).toHaveTextContent(F.freeForYourDates);
    expect(within(calendar).getByTestId('calendar-label')).toHaveTextContent('May 2030');
    // 10, 11 and 12 May are hatched in the month grid; nothing else is.
    expect(container.querySelectorAll('.rbc-month-view .rbc-day-bg.lr-chosen-day')).toHaveLength(3);
    expect(screen.getByText(F.yourDates)).toBeInTheDocument();
  });

  it('says when the searched dates overlap a booking', async () => {
    setup('?pickupDate=2030-05-06&pickupTime=17:00&returnDate=2030-05-07&returnTime=09:00');
    expect(await screen.findByTestId('chosen-dates-status')).toHaveTextContent(
      'This vehicle is booked from Mon, May 6, 2030, 10:00 to Mon, May 6, 2030, 18:00 (Sri Lanka time).',
    );
  });

  it('lists the booked periods for screen readers, and marks nothing without a search', async () => {
    const { container } = setup('');
    const list = await screen.findByRole('heading', { name: F.bookedPeriodsTitle });
    const items = within(list.parentElement!).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      F.bookedTooltip('Mon, May 6, 2030, 10:00', 'Mon, May 6, 2030, 18:00'),
      F.bookedTooltip('Mon, May 20, 2030, 09:00', 'Wed, May 22, 2030, 17:30'),
    ]);
    expect(screen.queryByTestId('chosen-dates')).not.toBeInTheDocument();
    expect(container.querySelectorAll('.lr-chosen-day')).toHaveLength(0);
  });

  it('week view: full day names, the searched hours hatched, the hours reachable by keyboard', async () => {
    const { container } = setup();
    const calendar = await screen.findByTestId('availability-calendar');
    await userEvent.click(within(calendar).getByRole('button', { name: 'Week' }));
    const headers = [...container.querySelectorAll('.rbc-time-header .rbc-header')].map((h) => h.textContent);
    expect(headers[0]).toMatch(/^Monday/);
    expect(headers).toContain('Friday10 May');
    expect(container.querySelectorAll('.rbc-time-slot.lr-chosen-slot').length).toBeGreaterThan(0);
    expect(within(calendar).getByRole('group', { name: F.hoursOfTheDay })).toHaveAttribute('tabindex', '0');
  });
});

describe('vehicle page price', () => {
  it('with searched dates: the trip self drive and with a driver, and the deposit share of the published policy', async () => {
    setup();
    // 10 May 09:00 to 12 May 17:00 is 3 days (a part day counts whole): 3 x $45, and 3 x ($45 + $50).
    const quote = await screen.findByTestId('trip-quote');
    expect(quote).toHaveTextContent(P.detail.selfDriveTotal('$135.00'));
    expect(quote).toHaveTextContent(P.detail.withDriverTotal('$285.00'));
    expect(quote).toHaveTextContent(P.detail.depositNote(10));
  });

  it('without dates: the daily prices only', async () => {
    setup('');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('trip-quote')).not.toBeInTheDocument();
  });
});

const P = ENGLISH_PAGE_MESSAGES.bookingUi;

describe('vehicle page reviews (decision 094)', () => {
  const R = ENGLISH_PAGE_MESSAGES.reviewUi;
  const REVIEW = { _id: 'r1', firstName: 'Amara', country: null, tripMonth: '2026-03', language: 'de', vehicleRating: 4, driverRating: 5, comment: 'Spotless and comfortable.', createdAt: '2026-03-20T04:00:00.000Z' };

  function withReviews(rating: { average: number | null; count: number }, pages: Record<string, unknown>) {
    mockFetch((url) => {
      if (url.pathname === '/api/vehicles/v1') return json(vehicle({ rating }));
      if (url.pathname === '/api/vehicles/v1/availability') return json([]);
      if (url.pathname === '/api/vehicles/v1/reviews') return json(pages[url.searchParams.get('cursor') ?? 'first']);
      return json({ error: 'Not found' }, 404);
    });
    renderRoutes([{ path: '/vehicles/:id', element: <VehicleDetailPage /> }], '/vehicles/v1');
  }

  it('shows the rating and the published reviews: first name, month of the trip, language, stars; more on demand', async () => {
    withReviews({ average: 4.5, count: 2 }, {
      first: { items: [REVIEW], nextCursor: 'c2' },
      c2: { items: [{ ...REVIEW, _id: 'r2', firstName: 'Lukas', vehicleRating: 5, comment: '', language: 'en' }], nextCursor: null },
    });
    const section = await screen.findByTestId('vehicle-reviews');
    expect(within(section).getByRole('heading', { name: R.title })).toBeInTheDocument();
    expect(await within(section).findByText('Spotless and comfortable.')).toBeInTheDocument();
    expect(within(section).getByText('Amara · March 2026')).toBeInTheDocument();
    expect(within(section).getByText(R.writtenIn('German'))).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: R.stars(4) })).toBeInTheDocument();
    expect(screen.getAllByTestId('vehicle-rating')[0]).toHaveTextContent(R.average(4.5, 2));
    await userEvent.setup().click(within(section).getByRole('button', { name: R.more }));
    expect(await within(section).findByText('Lukas · March 2026')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: R.more })).not.toBeInTheDocument();
  });

  it('says so when there are none, and shows no rating', async () => {
    withReviews({ average: null, count: 0 }, { first: { items: [], nextCursor: null } });
    const section = await screen.findByTestId('vehicle-reviews');
    expect(await within(section).findByText(R.none)).toBeInTheDocument();
    expect(screen.queryByTestId('vehicle-rating')).not.toBeInTheDocument();
  });
});
