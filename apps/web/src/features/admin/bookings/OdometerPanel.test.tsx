import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../../../lib/i18n/page-messages';
import { json, mockFetch, renderPage, storeSession } from '../../../test/render';
import { ADMIN_USER, booking } from '../../../test/fixtures';
import { OdometerPanel } from './OdometerPanel';

const T = MESSAGES.staffAreaUi.trip.money;
const S = MESSAGES.staffUi;

describe('the office corrects a trip’s odometer readings', () => {
  it('sends the corrected reading with its reason and shows the server’s refusal in words', async () => {
    const trip = booking({ bookingStatus: 'completed', odometer: { pickupKm: 50_000, returnKm: 52_000 } });
    let answer: Response | null = null;
    const fetch = mockFetch((url) => {
      if (url.pathname.endsWith('/odometer')) return answer ?? json({ ...trip, odometer: { pickupKm: 50_000, returnKm: 50_300 } });
      return json({ error: 'unexpected' }, 404);
    });
    storeSession(ADMIN_USER);
    renderPage(<OdometerPanel booking={trip} />);
    expect(screen.getByRole('heading', { name: S.odometerTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(T.returnKm)).toHaveValue('52000');

    answer = json({ error: MESSAGES.money.odometerReason, code: 'money.odometerReason' }, 400);
    await userEvent.clear(screen.getByLabelText(T.returnKm));
    await userEvent.type(screen.getByLabelText(T.returnKm), '50,300');
    await userEvent.click(screen.getByRole('button', { name: T.saveReadings }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.money.odometerReason);

    answer = null;
    await userEvent.type(screen.getByLabelText(S.odometerReason), 'Driver typed an extra digit');
    await userEvent.click(screen.getByRole('button', { name: T.saveReadings }));
    expect(await screen.findByText(T.readingsSaved)).toHaveAttribute('role', 'status');
    const puts = fetch.mock.calls.filter(([url]) => String(url).endsWith('/odometer'));
    expect(JSON.parse(String(puts.at(-1)![1]!.body))).toEqual({ pickupKm: 50_000, returnKm: 50_300, reason: 'Driver typed an extra digit' });
  });

  it('is not shown before the booking is confirmed', () => {
    storeSession(ADMIN_USER);
    renderPage(<OdometerPanel booking={booking({ bookingStatus: 'pending' })} />);
    expect(screen.queryByRole('heading', { name: S.odometerTitle })).toBeNull();
  });
});
