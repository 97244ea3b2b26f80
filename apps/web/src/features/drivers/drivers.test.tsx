import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DriverPublicProfile, PublicDriver } from '@app/shared';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../../lib/i18n/page-messages';
import { json, mockFetch, renderRoutes } from '../../test/render';
import { DriversPage } from './DriversPage';
import { DriverPage } from './DriverPage';
import '../../test/patience';

const T = MESSAGES.driversUi;
const ID = '5d0c8f0e-2b1a-4c55-9a63-0d6b1f3c2e11';

function publicDriver(overrides: Partial<PublicDriver> = {}): PublicDriver {
  return {
    _id: ID,
    firstName: 'Sunil',
    photo: null,
    languages: ['en', 'de'],
    experienceYears: 12,
    regions: ['kandy', 'hillCountry'],
    introduction: { text: 'I grew up in Kandy.', language: 'en', translated: false },
    badges: [{ kind: 'driving', verified: true, validUntil: '2032-12' }],
    rating: { average: 4.5, count: 2 },
    ...overrides,
  };
}

describe('Meet our drivers', () => {
  it('lists each driver with initials for a missing photo, languages, badges and a link to their page', async () => {
    mockFetch((url) => (url.pathname === '/api/drivers' ? json([publicDriver(), publicDriver({ _id: 'd2', firstName: 'Kamal', badges: [], introduction: null, rating: { average: null, count: 0 } })]) : json({}, 404)));
    renderRoutes([{ path: '/drivers', element: <DriversPage /> }], '/drivers');
    const cards = await screen.findAllByTestId('driver-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('img', { name: T.photoOf('Sunil') })).toHaveTextContent('S');
    expect(within(cards[0]!).getByText(T.licences.driving)).toBeInTheDocument();
    expect(within(cards[0]!).getByText('I grew up in Kandy.')).toHaveAttribute('lang', 'en');
    expect(within(cards[0]!).getByRole('link', { name: T.viewProfile('Sunil') })).toHaveAttribute('href', `/drivers/${ID}`);
    expect(within(cards[1]!).getByText(T.noBadges)).toBeInTheDocument();
  });

  it('says so when no driver is listed yet', async () => {
    mockFetch(() => json([]));
    renderRoutes([{ path: '/drivers', element: <DriversPage /> }], '/drivers');
    expect(await screen.findByText(T.listEmpty)).toBeInTheDocument();
  });
});

describe("a driver's page", () => {
  it('shows the profile in the language asked for, with regions, badges and reviews', async () => {
    const profile: DriverPublicProfile = {
      ...publicDriver({ introduction: { text: 'Ich bin in Kandy aufgewachsen.', language: 'de', translated: true } }),
      reviews: { items: [{ _id: 'r1', firstName: 'Emma', country: 'GB', tripMonth: '2026-10', language: 'en', vehicleRating: 5, driverRating: 5, comment: 'Sunil knew every road.', createdAt: '2026-10-20T00:00:00.000Z' }], nextCursor: null },
    };
    const fetch = mockFetch((url) => (url.pathname === `/api/drivers/${ID}/profile` ? json(profile) : json({}, 404)));
    renderRoutes([{ path: '/drivers/:id', element: <DriverPage /> }], `/drivers/${ID}`);
    expect(await screen.findByTestId('driver-name')).toHaveTextContent('Sunil');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('lang=en'))).toBe(true);
    expect(screen.getByTestId('driver-introduction')).toHaveAttribute('lang', 'de');
    expect(screen.getByText(T.translatedByOffice)).toBeInTheDocument();
    expect(within(screen.getByTestId('driver-regions')).getByText(T.regions.hillCountry)).toBeInTheDocument();
    expect(screen.getByText(T.verifiedUntil('December 2032'))).toBeInTheDocument();
    expect(screen.getByText('Sunil knew every road.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: T.photoOf('Sunil') })).toBeInTheDocument();
  });

  it('an unknown driver: a message and the way to the others', async () => {
    mockFetch(() => json({ error: 'Driver not found', code: 'api.driverNotFound' }, 404));
    renderRoutes([{ path: '/drivers/:id', element: <DriverPage /> }], `/drivers/${ID}`);
    expect(await screen.findByText(T.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.allDrivers })).toHaveAttribute('href', '/drivers');
  });
});
