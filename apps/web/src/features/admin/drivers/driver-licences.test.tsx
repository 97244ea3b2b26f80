import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../../../lib/i18n/page-messages';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { ADMIN_USER, driver as staffDriver, ranked } from '../../../test/fixtures';
import { DriverChoice } from '../bookings/ConfirmBookingDialog';
import { DriverFormPage } from './DriverFormPage';
import '../../../test/patience';

const T = MESSAGES.driversUi;
const ID = '5d0c8f0e-2b1a-4c55-9a63-0d6b1f3c2e11';

describe("staff see the tourist's wish first", () => {
  it('marks the driver the tourist asked for', async () => {
    renderRoutes([
      {
        path: '/',
        element: <DriverChoice drivers={[ranked({ _id: 'd1', username: 'Sunil Perera', requested: true }), ranked({ _id: 'd2', username: 'Kamal Silva' })]} preferred={[]} requested={{ _id: 'd1', firstName: 'Sunil' }} value={null} onChange={() => undefined} />,
      },
    ]);
    const options = await screen.findAllByTestId('driver-option');
    expect(within(options[0]!).getByTestId('requested-driver')).toHaveTextContent(T.requested);
    expect(within(options[1]!).queryByTestId('requested-driver')).toBeNull();
    expect(screen.queryByTestId('requested-unavailable')).toBeNull();
  });

  it('says when the driver asked for is not free or not licensed for the trip', async () => {
    renderRoutes([
      { path: '/', element: <DriverChoice drivers={[ranked({ _id: 'd2', username: 'Kamal Silva' })]} preferred={[]} requested={{ _id: 'd1', firstName: 'Sunil' }} value={null} onChange={() => undefined} /> },
    ]);
    expect(await screen.findByTestId('requested-unavailable')).toHaveTextContent(T.requestedUnavailable('Sunil'));
  });
});

describe("the admin driver form's licences", () => {
  it('verifies a saved licence and shows who and when', async () => {
    const user = userEvent.setup();
    const unverified = staffDriver({ _id: ID, licenseVerification: null, touristLicense: null, regions: [], introduction: '', introductionLanguage: null, introductionTranslations: {} });
    let saved: typeof unverified = unverified;
    const fetch = mockFetch((url, init) => {
      if (init.method === 'POST' && url.pathname === `/api/admin/drivers/${ID}/licences/driving/verify`) {
        saved = { ...unverified, licenseVerification: { at: '2026-11-27T10:00:00.000Z', by: { _id: 'a1', username: 'Nadeesha' } } };
      }
      return json(saved);
    });
    storeSession(ADMIN_USER);
    renderRoutes([{ path: '/admin/drivers/edit/:id', element: <DriverFormPage /> }], `/admin/drivers/edit/${ID}`);
    const box = await screen.findByTestId('verification-driving');
    expect(within(box).getByText(T.notVerified)).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: T.verifyLabel(T.licences.driving) }));
    expect(await within(box).findByText(/Verified by Nadeesha/)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(true);
    // The tourist-board licence and the profile for travellers are part of the same form.
    expect(screen.getByLabelText(T.touristLicenceKind)).toBeInTheDocument();
    expect(screen.getByLabelText(T.introduction)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: T.regions.jaffna })).toBeInTheDocument();
  });
});
