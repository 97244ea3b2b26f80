import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROADS, planItinerary, roadGraph } from '@app/shared';
import { renderPage } from '../test/render';
import { ENGLISH_PAGE_MESSAGES } from '../lib/i18n/page-messages';
import { formatDay } from '../lib/format';
import { ItineraryDays } from './ItineraryDays';

const T = ENGLISH_PAGE_MESSAGES.itineraryUi;
const plan = planItinerary(
  [
    { placeId: 'cmb', nights: 0 },
    { placeId: 'sigiriya', nights: 2 },
    { placeId: 'kandy', nights: 1 },
    { placeId: 'ella', nights: 0 },
  ],
  roadGraph(ROADS),
);

describe('a booking’s route day by day', () => {
  it('each day: its date, its legs with the places passed, kilometres and drive time, and tonight’s stop; a day without driving says so', () => {
    renderPage(<ItineraryDays itinerary={plan} pickupDate="2031-02-01" />);
    const days = within(screen.getByTestId('itinerary')).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(days).toHaveLength(4);
    const first = plan.legs[0]!;
    expect(days[0]).toHaveTextContent(T.day(1));
    expect(days[0]).toHaveTextContent(formatDay('2031-02-01'));
    expect(days[0]).toHaveTextContent(T.leg('Bandaranaike International Airport (CMB)', 'Sigiriya'));
    expect(days[0]).toHaveTextContent(T.via('Kurunegala, Dambulla'));
    expect(days[0]).toHaveTextContent(T.drive(first.km, T.hoursMinutes(Math.floor(first.minutes / 60), first.minutes % 60)));
    expect(days[0]).toHaveTextContent(T.tonight('Sigiriya'));
    expect(days[1]).toHaveTextContent(T.noDriving('Sigiriya'));
    expect(days[1]).toHaveTextContent(T.tonight('Sigiriya'));
    expect(days[2]).toHaveTextContent(T.leg('Sigiriya', 'Kandy'));
    expect(days[2]).toHaveTextContent(T.tonight('Kandy'));
    expect(days[3]).toHaveTextContent(T.leg('Kandy', 'Ella'));
    expect(days[3]).toHaveTextContent(T.tripEnds);
    expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(screen.getByTestId('itinerary')).toHaveTextContent(T.summary(plan.totalKm, 3));
  });

  it('folded in My Bookings: its summary is in the tab order and opens it (a native details element: Enter and Space are the browser’s)', async () => {
    renderPage(<ItineraryDays itinerary={plan} pickupDate="2031-02-01" collapsible />);
    const details = screen.getByTestId('itinerary') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.tab();
    expect(screen.getByText(T.title).closest('summary')).toHaveFocus();
    await userEvent.click(screen.getByText(T.title));
    expect(details.open).toBe(true);
  });
});
